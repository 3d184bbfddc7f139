import type { Database } from 'sql.js';
import type { SupplierFilter, SupplierQuery } from '../../../src/domain/suppliers/query';
import type { SupplierRow } from '../../../src/sql/suppliers/readSuppliers';
import { compareBinary, searchTerms, words } from '../reference';

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
    .sort((a, b) => compareBinary(a.name, b.name));
}

/** A term matches when consecutive words of the name start with the term's words, in order. */
function termMatches(nameWords: readonly string[], term: readonly string[]): boolean {
  for (let i = 0; i + term.length <= nameWords.length; i++) {
    if (term.every((word, j) => (nameWords[i + j] as string).startsWith(word))) return true;
  }
  return false;
}

function passes(row: SupplierRow, f: SupplierFilter, today: string): boolean {
  if (f.column === 'name') return f.values.includes(row.name) === (f.operator === 'is');
  if (f.column === 'lastBill') {
    const date = f.value === 'today' ? today : f.value;
    if (row.lastBill === null) return false;
    return f.operator === 'before' ? row.lastBill < date : row.lastBill > date;
  }
  const value = row[f.column];
  if (value === null) return false;
  return f.operator === 'greaterThan' ? value > f.value : value < f.value;
}

/** SQLite's order: NULL before any value, numbers by value, text by its UTF-8 bytes. */
function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareBinary(String(a), String(b));
}

/** Every supplier a query matches, in its order (ties by name), unwindowed. */
export function referenceSupplierQuery(
  bills: readonly ReferenceBill[],
  query: Pick<SupplierQuery, 'filters' | 'search' | 'sort'>,
  today: string,
): SupplierRow[] {
  const terms = searchTerms(query.search);
  const keys = [...query.sort];
  if (!keys.some((k) => k.column === 'name')) keys.push({ column: 'name', desc: false });
  return referenceSuppliers(bills, today)
    .filter((row) => query.filters.every((f) => passes(row, f, today)))
    .filter((row) => terms.every((term) => termMatches(words(row.name), term)))
    .sort((a, b) => {
      for (const { column, desc } of keys) {
        const order = compareValues(a[column], b[column]);
        if (order !== 0) return desc ? -order : order;
      }
      return 0;
    });
}
