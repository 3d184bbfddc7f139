import type { SupplierRow } from '../sql/suppliers/readSuppliers';
import type { SupplierColumnId, SupplierFilter } from '../domain/suppliers/query';
import { csvLine, moneyCell, textCell } from '../domain/export/csv';
import { formatCount, formatDate, formatMoney } from '../app/format';
import { operatorLabel } from '../table/filters';
import { suppliersTable } from './definition';

const moneyColumns: ReadonlySet<SupplierColumnId> = new Set(['total', 'paid', 'owed', 'overdue']);

/** A number of days in words: '1 day', '30 days'. */
function days(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`;
}

/** A cell's text; '—' where a supplier has no such figure (no overdue bill, no terms). */
export function supplierCellText(column: SupplierColumnId, row: SupplierRow): string {
  const value = row[column];
  if (value === null) return '—';
  if (moneyColumns.has(column)) return formatMoney(value as number);
  if (column === 'lastBill') return formatDate(value as string);
  if (column === 'oldestOverdue' || column === 'usualTerms') return days(value as number);
  if (column === 'bills') return formatCount(value as number);
  return String(value);
}

/** A filter in words, as its chip says: 'Owed more than £100.00', 'Name is Globex or Initech'. */
export function describeSupplierFilter(filter: SupplierFilter): string {
  const def = suppliersTable.column(filter.column);
  const kind = def.filter ?? 'names';
  const op = operatorLabel(kind, filter.operator);
  if ('values' in filter) return `${def.header} ${op} ${filter.values.join(' or ')}`;
  if (typeof filter.value === 'string')
    return `${def.header} ${op} ${filter.value === 'today' ? 'today' : formatDate(filter.value)}`;
  if (kind === 'money') return `${def.header} ${op} ${formatMoney(filter.value)}`;
  if (kind === 'days') return `${def.header} ${op} ${days(filter.value)}`;
  return `${def.header} ${op} ${formatCount(filter.value)}`;
}

export function formatSupplierSum(_column: SupplierColumnId, pence: number): string {
  return formatMoney(pence);
}

/** The CSV of suppliers: the shown columns, money as plain decimals, dates ISO, days as numbers. */
export function suppliersCsv(
  columns: readonly SupplierColumnId[],
  rows: readonly SupplierRow[],
): string {
  let text = csvLine(columns.map((c) => textCell(suppliersTable.column(c).header)));
  for (const row of rows)
    text += csvLine(
      columns.map((c) => {
        const value = row[c];
        if (value === null) return '';
        if (moneyColumns.has(c)) return moneyCell(value as number);
        return typeof value === 'number' ? String(value) : textCell(value);
      }),
    );
  return text;
}
