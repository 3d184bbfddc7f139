import { unneutralise } from '../export/csv';
import { billFieldLabels, displayHeader, type ColumnMapping, type XeroColumn } from './formats';
import type { BillLine } from './billLine';
import { LineProblem, quote } from './lineProblem';
import { readLinesCell } from './linesCell';
import { readPaymentsCell, type ImportPayment } from './paymentsCell';
import type { ReadPlan } from './readPlan';
import { moneyIn, paidFrom, type MoneyCell } from './paidFrom';
import { parseStatus, type ImportStatus } from './status';
import { readNumberCell, type ColumnMark } from './decimalMarks';
import { parseDate, parseDecimal, toPence, type DateOrder } from './values';

export type { BillLine } from './billLine';
export type { ImportPayment } from './paymentsCell';

/** A bill as it will be written: money in pence, dates ISO. */
export interface ImportBill {
  contactName: string;
  number: string;
  reference: string;
  date: string;
  dueDate: string;
  total: number;
  paid: number;
  status: ImportStatus;
  notes: string[];
  /** The spreadsheet line numbers (the header is line 1) it was read from. */
  lineNumbers: number[];
  /** Xero's lines, or those of our own export's Lines column; empty for other files. */
  lines: BillLine[];
  /**
   * Its payments and credits from our own export's Payments column, adding up to `paid`; empty
   * when the file gives none (what it has paid is then one payment, imports.ts).
   */
  payments: ImportPayment[];
}

/** A line that cannot be imported, and why, in words. */
export interface Rejection {
  line: number;
  reason: string;
}

/** The longest cell read: a longer one is a mistake (a quote never closed), not a bill. */
export const maxCellLength = 10_000;

const pointEverywhere = (): ColumnMark => ({ mark: 'point', mixed: false });

/**
 * Reads the lines of one file into bills: each line is checked as it comes (no line is held
 * but as a bill); Xero's lines that share ContactName and InvoiceNumber become one bill, whose
 * total is the sum of Quantity × UnitAmount less Discount plus TaxAmount. A bill with a line
 * that cannot be read is not imported at all (its total would be wrong): its other lines are
 * rejected too, saying so.
 */
export function createBillCollector(
  header: readonly string[],
  plan: ReadPlan,
  dateOrder: DateOrder,
  /** Each number column's decimal mark (decimalMarks.ts). */
  markOf: (column: number) => ColumnMark = pointEverywhere,
) {
  const names = header.map(displayHeader);
  const bills = new Map<string, ImportBill>();
  const rejected: Rejection[] = [];
  /** Xero bills with a bad line: key → the first bad line. */
  const spoiled = new Map<string, number>();
  let lineCount = 0;

  function cell(cells: readonly string[], index: number | null | undefined): string {
    if (index === null || index === undefined) return '';
    const value = cells[index] ?? '';
    if (value.length > maxCellLength) {
      throw new LineProblem(
        `${names[index]} is ${value.length.toLocaleString('en-GB')} characters long; ` +
          `a cell holds at most ${maxCellLength.toLocaleString('en-GB')}`,
      );
    }
    return value;
  }

  function required(value: string, name: string): string {
    const trimmed = value.trim();
    if (trimmed === '') throw new LineProblem(`${name} is empty`);
    return trimmed;
  }

  function date(value: string, name: string): string {
    const iso = parseDate(required(value, name), dateOrder);
    if (iso === null) throw new LineProblem(`${name} ${quote(value.trim())} is not a date`);
    return iso;
  }

  function numberCell(text: string, name: string, column: number | undefined | null): MoneyCell {
    return { text, name, mark: column == null ? pointEverywhere() : markOf(column) };
  }

  function decimal(cell: MoneyCell, fallback: number): number {
    if (cell.text.trim() === '') return fallback;
    return readNumberCell(cell, parseDecimal, 'a number');
  }

  function xeroLine(
    cells: readonly string[],
    line: number,
    columns: Partial<Record<XeroColumn, number>>,
  ) {
    const get = (column: XeroColumn) => cell(cells, columns[column]);
    const name = (column: XeroColumn) => names[columns[column] ?? -1] ?? column;
    let key: string | null = null;
    try {
      const contactName = required(get('contactname'), name('contactname'));
      const number = required(get('invoicenumber'), name('invoicenumber'));
      key = `${contactName}\u001f${number}`;
      const cellOf = (column: XeroColumn) => numberCell(get(column), name(column), columns[column]);
      const quantity = decimal(cellOf('quantity'), 1);
      required(get('unitamount'), name('unitamount')); // UnitAmount, unlike the others, is needed
      const unitAmount = decimal(cellOf('unitamount'), 0);
      const discount = decimal(cellOf('discount'), 0);
      if (discount < 0 || discount > 100) {
        throw new LineProblem(
          `${name('discount')} ${quote(get('discount').trim())} is not a percentage`,
        );
      }
      const tax = cellOf('taxamount');
      const taxAmount = tax.text.trim() === '' ? 0 : moneyIn(tax);
      const amountPence = toPence(quantity * unitAmount * (1 - discount / 100)) + taxAmount;
      const billLine: BillLine = {
        description: get('description'),
        quantity,
        unitAmount,
        discount,
        accountCode: get('accountcode').trim(),
        taxType: get('taxtype').trim(),
        taxAmount,
        amount: amountPence,
      };
      const bill = bills.get(key);
      if (bill) {
        bill.total += amountPence;
        bill.lines.push(billLine);
        bill.lineNumbers.push(line);
        return;
      }
      // The bill's own fields come from its first line, as Xero reads them.
      const invoiceDate = date(get('invoicedate'), name('invoicedate'));
      const due =
        get('duedate').trim() === '' ? invoiceDate : date(get('duedate'), name('duedate'));
      const reference = get('reference').trim() || number;
      bills.set(key, {
        contactName,
        number,
        reference,
        date: invoiceDate,
        dueDate: due,
        total: amountPence,
        paid: 0,
        status: 'draft',
        notes: [],
        lineNumbers: [line],
        lines: [billLine],
        payments: [],
      });
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      rejected.push({ line, reason: error.message });
      if (key !== null && !spoiled.has(key)) spoiled.set(key, line);
    }
  }

  function mappedLine(
    cells: readonly string[],
    line: number,
    { mapping, ownExport, lines, payments }: Extract<ReadPlan, { kind: 'mapped' }>,
  ) {
    const get = (field: keyof ColumnMapping) => {
      const value = cell(cells, mapping[field]);
      return ownExport ? unneutralise(value) : value;
    };
    const name = (field: keyof ColumnMapping) =>
      names[mapping[field] ?? -1] || billFieldLabels[field];
    try {
      const contactName = required(get('from'), name('from'));
      const invoiceDate = date(get('date'), name('date'));
      const due =
        mapping.dueDate === null || get('dueDate').trim() === ''
          ? invoiceDate
          : date(get('dueDate'), name('dueDate'));
      const cellOf = (field: 'total' | 'paid' | 'balance') =>
        mapping[field] === null ? null : numberCell(get(field), name(field), mapping[field]);
      const totalCell = numberCell(
        required(get('total'), name('total')),
        name('total'),
        mapping.total,
      );
      const total = moneyIn(totalCell);
      const paid = paidFrom(total, totalCell, cellOf('paid'), cellOf('balance'));
      const statusText = get('status').trim();
      const status =
        statusText === ''
          ? paid === total && total > 0
            ? 'paid'
            : 'draft'
          : parseStatus(statusText);
      if (status === null) {
        throw new LineProblem(`${name('status')} ${quote(statusText)} is not a status`);
      }
      // A bill is voided only while it has paid nothing (voids.ts): it owes nothing either.
      if (status === 'voided' && paid !== 0) {
        throw new LineProblem(
          `${name('status')} ${quote(statusText)} is for a bill that has paid nothing, ` +
            `and ${name('paid')} is ${quote(get('paid').trim())}`,
        );
      }
      const number = get('number').trim();
      const notes = get('notes').replace(/\r\n?/g, '\n');
      bills.set(String(line), {
        contactName,
        number,
        reference: get('reference').trim() || number,
        date: invoiceDate,
        dueDate: due,
        total,
        paid,
        status,
        notes: notes.trim() === '' ? [] : notes.split('\n'),
        lineNumbers: [line],
        lines:
          lines === null || lines === undefined
            ? []
            : readLinesCell(cells[lines] ?? '', total, names[lines] ?? 'Lines'),
        payments:
          payments === null || payments === undefined
            ? []
            : readPaymentsCell(
                cells[payments] ?? '',
                paid,
                names[payments] ?? 'Payments',
                name('paid'),
              ),
      });
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      rejected.push({ line, reason: error.message });
    }
  }

  return {
    /** Reads one line; `line` is its number as a spreadsheet shows it (the header is 1). */
    add(cells: readonly string[], line: number): void {
      if (cells.every((c) => c.trim() === '')) return;
      lineCount += 1;
      if (plan.kind === 'xero') xeroLine(cells, line, plan.columns);
      else mappedLine(cells, line, plan);
    },
    /** The bills in the order their first lines came, and every rejected line in line order. */
    finish(): { bills: ImportBill[]; rejected: Rejection[]; lineCount: number } {
      for (const [key, firstBad] of spoiled) {
        const bill = bills.get(key);
        if (!bill) continue;
        bills.delete(key);
        for (const line of bill.lineNumbers) {
          rejected.push({
            line,
            reason: `another line of bill ${bill.number} from ${bill.contactName} (line ${firstBad}) cannot be imported`,
          });
        }
      }
      rejected.sort((a, b) => a.line - b.line);
      return { bills: [...bills.values()], rejected, lineCount };
    },
  };
}

/** A rejection as the dialog and the download say it: "Line 14: DueDate '31/02/2026' is not a date". */
export function describeRejection(rejection: Rejection): string {
  return `Line ${rejection.line}: ${rejection.reason}`;
}
