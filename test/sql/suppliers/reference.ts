import type { Database } from 'sql.js';
import type { SupplierRow } from '../../../src/sql/suppliers/readSuppliers';

/** A bill as the reference reads it: From, status, date, due date, Total, Paid. */
export type ReferenceBill = [string, string, string, string, number, number];

/** The visible bills (not hidden by a Delete) of a database, for `referenceSuppliers`. */
export function visibleBills(db: Database): ReferenceBill[] {
  const result = db.exec(
    `SELECT contact_name, status, date, due_date, amount_due, amount_paid FROM invoices
     WHERE id NOT IN (SELECT id FROM hidden_invoices)`,
  )[0];
  return (result?.values ?? []) as ReferenceBill[];
}

/**
 * The suppliers worked out the slow, plain way, independently of the running totals: a pass
 * over every visible bill in JavaScript, in name order (binary). Tests hold the source to it.
 */
export function referenceSuppliers(bills: readonly ReferenceBill[], today: string): SupplierRow[] {
  const byName = new Map<
    string,
    SupplierRow & { dates: string[]; terms: Map<number, number>; oldest: string | null }
  >();
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  for (const [name, status, date, due, total, paid] of bills) {
    let s = byName.get(name);
    if (!s) {
      s = {
        name,
        bills: 0,
        total: 0,
        paid: 0,
        owed: 0,
        overdue: 0,
        oldestOverdue: null,
        lastBill: null,
        usualTerms: null,
        dates: [],
        terms: new Map(),
        oldest: null,
      };
      byName.set(name, s);
    }
    s.bills += 1;
    s.total += total;
    s.paid += paid;
    s.owed += total - paid;
    const awaiting = status === 'sent' || status === 'viewed' || status === 'overdue';
    if (awaiting && due < today) {
      s.overdue += total - paid;
      if (s.oldest === null || due < s.oldest) s.oldest = due;
    }
    if (status !== 'voided') {
      s.dates.push(date);
      const days = Math.round(day(due) - day(date));
      s.terms.set(days, (s.terms.get(days) ?? 0) + 1);
    }
  }
  return [...byName.values()]
    .map(({ dates, terms, oldest, ...row }) => {
      const usual = [...terms].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      return {
        ...row,
        oldestOverdue: oldest === null ? null : Math.round(day(today) - day(oldest)),
        lastBill: dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b)),
        usualTerms: usual === undefined ? null : usual[0],
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
