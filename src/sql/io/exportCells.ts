import type { ExportField } from './exportColumns';
import { statusLabels } from '../../domain/statuses';
import { lineKeys } from '../../domain/import/linesCell';
import { paymentKeys } from '../../domain/import/paymentsCell';
import {
  chars,
  daysBetween,
  greatest,
  jsonArrayOf,
  jsonObject,
  joinedText,
  lastChars,
  needsCsvQuotes,
  numbered,
  valueTable,
} from '../compile/dialect';

/**
 * The CSV cells of an export written by SQLite itself, a block of rows in one string: reading
 * each row's columns into JavaScript (a string decoded per cell) was most of an export's time.
 * Each expression writes exactly what `src/domain/export/csv.ts` writes (a test holds them to
 * it): text with a formula's first character prefixed with `'` and quoted when it holds a comma,
 * quote or line break; money as `1234.50`; dates as stored (ISO).
 */

/**
 * `x` as a text cell, each test made once on `x` itself: quoted when it holds a quote, comma or
 * line break (one test, `needsCsvQuotes`), `'` put first when its first character is one a
 * spreadsheet would run. A quote is never such a character, so doubling quotes first leaves
 * that test the same.
 */
export function textCellSql(x: string): string {
  const risky = `substr(${x}, 1, 1) IN ('=', '+', '-', '@', ${chars(9)}, ${chars(13)})`;
  const prefix = `CASE WHEN ${risky} THEN '''' ELSE '' END`;
  return `(CASE WHEN ${needsCsvQuotes(x)}
    THEN '"' || ${prefix} || replace(${x}, '"', '""') || '"' ELSE ${prefix} || ${x} END)`;
}

export function moneyCellSql(pence: string): string {
  return `(CASE WHEN ${pence} < 0 THEN '-' ELSE '' END || (abs(${pence}) / 100) || '.' ||
    ${lastChars(`'0' || (abs(${pence}) % 100)`, 2)})`;
}

/** The parameters of an export block: the ids (a JSON array), then today (YYYY-MM-DD). */
const [idsParam, todayParam] = [numbered(1), numbered(2)];

// The status shown on today: Overdue once awaiting payment and past due (overdue.ts).
const statusSql = `(CASE WHEN i.status IN ('sent', 'viewed', 'overdue') AND i.due_date < ${todayParam}
  THEN 'Overdue' WHEN i.status = 'overdue' THEN 'Sent' ELSE CASE i.status ${Object.entries(
    statusLabels,
  )
    .filter(([value]) => value !== 'awaiting-payment')
    .map(([value, label]) => `WHEN '${value}' THEN '${label}'`)
    .join(' ')} END END)`;

const lineColumns: Record<keyof typeof lineKeys, string> = {
  description: 'description',
  quantity: 'quantity',
  unitAmount: 'unit_amount',
  discount: 'discount',
  accountCode: 'account_code',
  taxType: 'tax_type',
  taxAmount: 'tax_amount',
  amount: 'amount',
};
const lineObjectSql = jsonObject(
  Object.entries(lineKeys).map(
    ([field, key]) => `'${key}', ${lineColumns[field as keyof typeof lineKeys]}`,
  ),
);

/**
 * A bill's stored lines as one JSON array (linesCell.ts), in their order, through bill_lines'
 * key; empty when it has none. JSON always holds quotes and commas, so it is always quoted, and
 * starts with '[', never a formula's first character.
 */
const linesSql = `coalesce('"' || replace((SELECT ${jsonArrayOf(lineObjectSql)} FROM (
    SELECT * FROM bill_lines l WHERE l.bill = i.id ORDER BY l.position) HAVING count(*) > 0),
  '"', '""') || '"', '')`;

const paymentColumns: Record<keyof typeof paymentKeys, string> = {
  kind: 'kind',
  date: 'date',
  amount: 'amount',
  reference: 'reference',
};
const paymentObjectSql = jsonObject(
  Object.entries(paymentKeys).map(
    ([field, key]) => `'${key}', ${paymentColumns[field as keyof typeof paymentKeys]}`,
  ),
);

/**
 * A bill's payments and credit notes as one JSON array (paymentsCell.ts), oldest first as its
 * detail lists them, through `payments_bill`; empty when it has none. Quoted, as Lines.
 */
const paymentsSql = `coalesce('"' || replace((SELECT ${jsonArrayOf(paymentObjectSql)} FROM (
    SELECT * FROM payments p WHERE p.bill = i.id ORDER BY p.date, p.id) HAVING count(*) > 0),
  '"', '""') || '"', '')`;

/**
 * A bill's total as given: a voided bill's stored total is 0 while its total is set aside in
 * `voided_bills` (voidsAndCredits.ts). The file keeps the total the person entered, beside
 * Status 'Voided', Paid and Amount due 0, so it imports back voided with it.
 */
const totalSql = `(CASE WHEN i.status = 'voided' THEN coalesce(
    (SELECT v.total FROM voided_bills v WHERE v.id = i.id), i.amount_due) ELSE i.amount_due END)`;

const cellSql: Record<ExportField, string> = {
  from: textCellSql('i.contact_name'),
  number: textCellSql('i.number'),
  reference: textCellSql('i.reference'),
  status: statusSql,
  date: 'i.date',
  dueDate: 'i.due_date',
  total: moneyCellSql(totalSql),
  paid: moneyCellSql('i.amount_paid'),
  due: moneyCellSql(greatest('0', 'i.amount_due - i.amount_paid')),
  // Days overdue to today of a bill still owing, else empty, as `overdueDays` counts them.
  overdueBy: `(CASE WHEN i.amount_due > i.amount_paid AND i.due_date < ${todayParam}
    THEN ${daysBetween('i.due_date', todayParam)} ELSE '' END)`,
  notes: textCellSql('i.notes'),
  lines: linesSql,
  payments: paymentsSql,
};

/**
 * One block of an export: the rows of the ids given as a JSON array, in its order, as CSV lines
 * ended with CRLF, in one string (null when none of them exists any more). `today` (YYYY-MM-DD)
 * is bound only when 'Overdue by' or Status is among the fields.
 */
export function compileExportBlock(
  fields: readonly ExportField[],
  today: string,
): (idsJson: string) => { sql: string; params: string[] } {
  const line = fields.map((field) => cellSql[field]).join(` || ',' || `);
  const sql = `SELECT ${joinedText(`${line} || ${chars(13, 10)}`, 'j.key')}
    FROM ${valueTable('j', idsParam)} JOIN invoices i ON i.id = j.value`;
  const withToday = fields.includes('overdueBy') || fields.includes('status');
  return (idsJson) => ({ sql, params: withToday ? [idsJson, today] : [idsJson] });
}
