import type { ColumnId } from '../../domain/columns';
import type { InvoiceRow } from '../compile/rows';
import { statusLabels } from '../../domain/statuses';
import { moneyCell, textCell } from '../../domain/export/csv';
import { overdueDays, owedOf } from '../../domain/owed';
import { linesTitle, paymentsTitle } from '../../domain/import/formats';
import { shownStatus } from '../../domain/overdue';

/** A column of an exported file: its title and how a row becomes its cell. */
export interface ExportColumn {
  id: ExportField;
  title: string;
  /** A row's cell; 'Overdue by' and Status are as on `today` (YYYY-MM-DD). */
  cell: (row: InvoiceRow, today: string) => string;
}

/**
 * Every field a file can carry: the screen's columns plus (All fields) the bill's Lines and its
 * Payments.
 */
export type ExportField = ColumnId | 'lines' | 'payments';

const text = (index: 2 | 3 | 4 | 10) => (row: InvoiceRow) => textCell(String(row[index]));
const date = (index: 6 | 7) => (row: InvoiceRow) => String(row[index]);

/** Titles are the screen's headers word for word (columns.ts), so the file reads like the table. */
const byField: Record<ExportField, ExportColumn> = {
  from: { id: 'from', title: 'From', cell: text(4) },
  number: { id: 'number', title: 'Number', cell: text(2) },
  status: {
    id: 'status',
    title: 'Status',
    cell: (row, today) => statusLabels[shownStatus({ status: row[5], dueDate: row[7] }, today)],
  },
  reference: { id: 'reference', title: 'Reference', cell: text(3) },
  date: { id: 'date', title: 'Date', cell: date(6) },
  dueDate: { id: 'dueDate', title: 'Due', cell: date(7) },
  // A voided bill's row holds 0; the SQL export writes its total as given (voided_bills), as its
  // detail shows it, so the file keeps it and imports back voided with it (exportCells.ts).
  total: { id: 'total', title: 'Total', cell: (row) => moneyCell(row[8]) },
  paid: { id: 'paid', title: 'Paid', cell: (row) => moneyCell(row[9]) },
  // The stored amount_due is the bill's total; what is still owed is the total less what was paid.
  due: {
    id: 'due',
    title: 'Amount due',
    cell: (row) => moneyCell(owedOf({ amountDue: row[8], amountPaid: row[9] })),
  },
  overdueBy: {
    id: 'overdueBy',
    title: 'Overdue by',
    cell: (row, today) =>
      String(overdueDays({ amountDue: row[8], amountPaid: row[9], dueDate: row[7] }, today) ?? ''),
  },
  notes: { id: 'notes', title: 'Notes', cell: text(10) },
  // A bill's stored lines as JSON (src/domain/import/linesCell.ts), read by the SQL export
  // (exportCells.ts) from bill_lines: a row of the table holds none, so its cell is empty, as
  // the file's is for every bill without stored lines (the sample's generated ones are not kept).
  lines: { id: 'lines', title: linesTitle, cell: () => '' },
  // A bill's payments and credit notes as JSON (src/domain/import/paymentsCell.ts), each with
  // its kind, read by the SQL export from `payments`; a row holds none, so its cell is empty.
  payments: { id: 'payments', title: paymentsTitle, cell: () => '' },
};

/** Every field, in the order 'All fields' adds the ones not on screen. */
export const allExportFields: readonly ExportField[] = [
  'from',
  'number',
  'reference',
  'status',
  'date',
  'dueDate',
  'total',
  'paid',
  'due',
  'overdueBy',
  'notes',
  'lines',
  'payments',
];

/**
 * The file's columns: the visible ones in the order shown, then, with `allFields`, every other
 * field, so the file imports back whole.
 */
export function exportColumns(visible: readonly ColumnId[], allFields: boolean): ExportColumn[] {
  const fields: ExportField[] = [...new Set(visible)].filter((id) => id in byField);
  if (allFields)
    for (const field of allExportFields) if (!fields.includes(field)) fields.push(field);
  return fields.map((field) => byField[field]);
}

export function isExportField(value: unknown): value is ExportField {
  return typeof value === 'string' && value in byField;
}
