import type { SupplierColumnId } from '../../domain/suppliers/query';
import { awaitingStored } from '../../domain/overdue';
import { daysBetween } from '../compile/dialect';
import type { RecordSource } from '../compile/recordSource';
import type { Source, SqlValue } from '../compile/types';

/**
 * Where the Suppliers list's rows come from: one row per contact with bills not hidden, built
 * from the running totals (supplierTotals.ts, contactTotals.ts), never from the bills:
 *
 * - Bills, Total, Paid, Owed: summed from `supplier_totals` (a few rows per contact). Bills
 *   counts voided bills, as the bills list's footer counts them; their Total is 0.
 * - Overdue: what the bills awaiting payment (stored sent or viewed, src/domain/overdue.ts) owe,
 *   less what those due today or later owe, read from `invoice_contact_totals` through its key
 *   (contact, status, due date): the ones not yet due are few (bills of the last weeks), where
 *   the past-due ones are most. The bills list's Overdue view with the same From shows the same.
 * - Oldest overdue: days from the earliest due date of a bill awaiting payment and past due, per
 *   stored status the first key with bills (three seeks), to today; NULL when none.
 * - Last bill: the latest date in `supplier_dates` with bills; Usual terms: the days in
 *   `supplier_terms` with the most bills, the smaller on a tie. Both leave voided bills out, and
 *   are NULL for a supplier whose bills are all voided.
 *
 * Each figure is a seek or a short range per contact, so a read costs what the number of
 * suppliers does (60 in the sample, whatever its size), not the number of bills.
 */
export const suppliersTable = 'suppliers';

/** The SQL of each column: a column of the derived table, read by name. */
export const supplierColumnSql: Readonly<Record<SupplierColumnId, string>> = {
  name: 'name',
  bills: 'bills',
  total: 'total',
  paid: 'paid',
  owed: 'owed',
  overdue: 'overdue',
  oldestOverdue: 'oldest_overdue',
  lastBill: 'last_bill',
  usualTerms: 'usual_terms',
};

const awaiting = awaitingStored.map((s) => `'${s}'`).join(', ');

/**
 * A contact's usual terms, `contact` being the SQL that names it: the days from Date to Due its
 * bills (voided ones aside) have most often, the smaller on a tie; no row for a contact with none.
 * The Suppliers list shows it, and a new bill's Due date defaults to it (newBillReads.ts).
 */
export const usualTermsSql = (contact: string) => `SELECT t.days FROM supplier_terms t
      WHERE t.contact_name = ${contact} AND t.bills > 0 ORDER BY t.bills DESC, t.days LIMIT 1`;

/** The first due date before today (`?`) of the contact's bills stored as `status`. */
const firstPastDue = (status: string) => `SELECT (SELECT c.due_date FROM invoice_contact_totals c
      WHERE c.contact_name = s.contact_name AND c.status = '${status}' AND c.invoices > 0
        AND c.due_date < ? ORDER BY c.due_date LIMIT 1) AS due`;

/** The suppliers as a derived table (see above), on `today`. */
export function suppliersSource(today: string): Source {
  const sql = `SELECT name, bills, total, paid, owed, overdue,
  CASE WHEN oldest_due IS NOT NULL THEN ${daysBetween('oldest_due', '?')} END AS oldest_overdue,
  last_bill, usual_terms FROM (
  SELECT s.contact_name AS name, s.bills, s.total, s.paid, s.total - s.paid AS owed,
    s.awaiting - coalesce((SELECT sum(c.amount_due - c.amount_paid) FROM invoice_contact_totals c
      WHERE c.contact_name = s.contact_name AND c.status IN (${awaiting}) AND c.due_date >= ?),
      0) AS overdue,
    (SELECT min(due) FROM (${awaitingStored.map(firstPastDue).join(' UNION ALL ')})) AS oldest_due,
    (SELECT d.date FROM supplier_dates d WHERE d.contact_name = s.contact_name AND d.bills > 0
      ORDER BY d.date DESC LIMIT 1) AS last_bill,
    (${usualTermsSql('s.contact_name')}) AS usual_terms
  FROM (SELECT contact_name, sum(invoices) AS bills, sum(amount_due) AS total,
      sum(amount_paid) AS paid,
      sum(CASE WHEN status IN (${awaiting}) THEN amount_due - amount_paid ELSE 0 END) AS awaiting
    FROM supplier_totals GROUP BY contact_name HAVING sum(invoices) > 0) s)`;
  const params: SqlValue[] = [today, today, ...awaitingStored.map(() => today)];
  return { kind: 'derived', name: suppliersTable, sql, params };
}

/**
 * The suppliers as a kind of record (recordSource.ts), the shape the bills declare too
 * (billsSource.ts): the derived table above, a supplier named by its name, each column's SQL,
 * and search by the words of the name, tested row by row (a few suppliers, not a million bills).
 */
export const suppliersRecords: RecordSource<SupplierColumnId> = {
  rows: suppliersSource,
  key: supplierColumnSql.name,
  columns: supplierColumnSql,
  search: { kind: 'words', column: supplierColumnSql.name },
};
