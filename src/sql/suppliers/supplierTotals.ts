import type { Database } from 'sql.js';
import { addOnConflict, daysBetween } from '../compile/dialect';
import { hasSchemaObject } from '../schema/catalog';
import { visibleSql } from '../schema/hiddenSet';

/**
 * Running totals per supplier (the bills' From, `contact_name`), for the Suppliers list: it shows
 * a row per contact with sums over every bill of each, and at a million bills a pass over them
 * for every keystroke is out of the question. Three tables, kept by triggers on `invoices` as
 * the other running totals are (and by set where a bulk write sets those triggers aside,
 * runningTotals.ts):
 *
 * - `supplier_totals`: per contact and stored status, how many bills and their Total and Paid
 *   (Bills, Total, Paid, Owed, and what the bills awaiting payment owe). A voided bill is counted
 *   (the bills list counts it among its rows) with Total 0 (voidsAndCredits.ts).
 * - `supplier_dates`: per contact and bill date, how many bills (Last bill);
 * - `supplier_terms`: per contact and days from date to due date, how many bills (Usual terms).
 *   These two leave voided bills out: a voided bill was not a dealing, and its date says nothing.
 *
 * Hidden bills (a Delete, hidden.ts) are out of all three, as they are out of every running
 * total. A key taken to zero stays (as the other totals leave it); reads skip it. What depends on
 * today (Overdue, Oldest overdue) is read from `invoice_contact_totals` (contactTotals.ts) at
 * query time, through its key: suppliersSource.ts.
 */
export const supplierTablesSql = `
CREATE TABLE IF NOT EXISTS main.supplier_totals (
  contact_name TEXT NOT NULL,
  status TEXT NOT NULL,
  invoices INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  amount_due INTEGER NOT NULL,
  PRIMARY KEY (contact_name, status)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS main.supplier_dates (
  contact_name TEXT NOT NULL,
  date TEXT NOT NULL,
  bills INTEGER NOT NULL,
  PRIMARY KEY (contact_name, date)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS main.supplier_terms (
  contact_name TEXT NOT NULL,
  days INTEGER NOT NULL,
  bills INTEGER NOT NULL,
  PRIMARY KEY (contact_name, days)
) WITHOUT ROWID;
`;

/** Days from a bill's date to its due date, of the row aliased `alias` (`new`, `old`, `i`). */
export const termsOf = (alias: string) => daysBetween(`${alias}.date`, `${alias}.due_date`);

const upsertBills = addOnConflict(['bills']);

/** Counts the bill `alias` (`new`) in, or nothing when it is voided. */
const addDated = (alias: string) => `
  INSERT INTO supplier_dates SELECT ${alias}.contact_name, ${alias}.date, 1
    WHERE ${alias}.status <> 'voided' ${upsertBills};
  INSERT INTO supplier_terms SELECT ${alias}.contact_name, ${termsOf(alias)}, 1
    WHERE ${alias}.status <> 'voided' ${upsertBills};`;

/** Takes the bill `alias` (`old`) out, or nothing when it was voided. */
const takeDated = (alias: string) => `
  UPDATE supplier_dates SET bills = bills - 1 WHERE ${alias}.status <> 'voided'
    AND contact_name = ${alias}.contact_name AND date = ${alias}.date;
  UPDATE supplier_terms SET bills = bills - 1 WHERE ${alias}.status <> 'voided'
    AND contact_name = ${alias}.contact_name AND days = ${termsOf(alias)};`;

const addTotals = `INSERT INTO supplier_totals
    VALUES (new.contact_name, new.status, 1, new.amount_paid, new.amount_due)
  ON CONFLICT DO UPDATE SET invoices = invoices + 1,
    amount_paid = amount_paid + excluded.amount_paid, amount_due = amount_due + excluded.amount_due;`;
const takeTotals = `UPDATE supplier_totals SET invoices = invoices - 1,
    amount_paid = amount_paid - old.amount_paid, amount_due = amount_due - old.amount_due
  WHERE contact_name = old.contact_name AND status = old.status;`;

/**
 * The triggers. Their names start `supplier_` (runningTotals.ts sets aside every trigger so
 * named during a bulk write; imports.ts those that count an insert). A change of status runs the
 * dates' trigger only when it voids or unvoids.
 */
export const supplierTriggersSql = `
CREATE TRIGGER main.supplier_totals_insert AFTER INSERT ON invoices BEGIN ${addTotals} END;
CREATE TRIGGER main.supplier_totals_delete AFTER DELETE ON invoices BEGIN ${takeTotals} END;
CREATE TRIGGER main.supplier_totals_update
AFTER UPDATE OF contact_name, status, amount_paid, amount_due ON invoices
BEGIN ${takeTotals} ${addTotals} END;
CREATE TRIGGER main.supplier_dates_insert AFTER INSERT ON invoices BEGIN ${addDated('new')} END;
CREATE TRIGGER main.supplier_dates_delete AFTER DELETE ON invoices BEGIN ${takeDated('old')} END;
CREATE TRIGGER main.supplier_dates_update
AFTER UPDATE OF contact_name, status, date, due_date ON invoices
WHEN old.contact_name IS NOT new.contact_name OR old.date IS NOT new.date
  OR old.due_date IS NOT new.due_date OR (old.status = 'voided') <> (new.status = 'voided')
BEGIN ${takeDated('old')} ${addDated('new')} END;
`;

export const insertSupplierDatesSql = 'INSERT INTO supplier_dates VALUES (?, ?, ?)';
export const insertSupplierTermsSql = 'INSERT INTO supplier_terms VALUES (?, ?, ?)';

/** The triggers that count an inserted bill (an import sets them aside and counts by set). */
export const supplierInsertTriggers = ['supplier_totals_insert', 'supplier_dates_insert'];

/**
 * Counts the visible bills that `where` (a condition over `invoices`, with `params`; null for
 * every bill) selects into the three tables, by set (an import's new bills). With no `where`, the totals are
 * summed from the per-contact totals (a row per contact, status and due date, in key order: no
 * sort), the dates and terms grouped from the bills (a pass and a sort each); `dated: false`
 * leaves those two to the caller (a load counts them as it goes, supplierCounter.ts; migration
 * 13 in one pass, `countDatedOnce`).
 */
export function countSuppliers(
  db: Database,
  where: string | null,
  options: { params?: (string | number)[]; dated?: boolean } = {},
): void {
  const { params = [], dated: withDated = true } = options;
  const upsert = addOnConflict(['invoices', 'amount_paid', 'amount_due']);
  const chosen = where === null ? visibleSql : `${where} AND ${visibleSql}`;
  if (where === null && hasSchemaObject(db, 'table', 'invoice_contact_totals')) {
    db.run(`INSERT INTO main.supplier_totals SELECT contact_name, status, sum(invoices),
      sum(amount_paid), sum(amount_due) FROM invoice_contact_totals
      GROUP BY contact_name, status ${upsert}`);
  } else {
    db.run(
      `INSERT INTO main.supplier_totals SELECT contact_name, status, count(*), sum(amount_paid),
        sum(amount_due) FROM invoices WHERE ${chosen} GROUP BY contact_name, status ${upsert}`,
      params,
    );
  }
  if (!withDated) return;
  const dated = `${chosen} AND status <> 'voided'`;
  db.run(
    `INSERT INTO main.supplier_dates SELECT contact_name, date, count(*) FROM invoices
      WHERE ${dated} GROUP BY contact_name, date ${upsertBills}`,
    params,
  );
  db.run(
    `INSERT INTO main.supplier_terms SELECT contact_name, ${termsOf('invoices')}, count(*)
      FROM invoices WHERE ${dated} GROUP BY 1, 2 ${upsertBills}`,
    params,
  );
}

/** Bills counted per contact, then per date or days, as SQLite keys them (`countDatedOnce`). */
type Tally<K> = Map<string, Map<K, number>>;

function tally<K>(tallies: Tally<K>, contact: string, key: K): void {
  let byKey = tallies.get(contact);
  if (!byKey) tallies.set(contact, (byKey = new Map()));
  byKey.set(key, (byKey.get(key) ?? 0) + 1);
}

function writeTally<K extends string | number>(db: Database, table: string, tallies: Tally<K>) {
  const insert = db.prepare(`INSERT INTO main.${table} VALUES (?, ?, ?) ${upsertBills}`);
  try {
    for (const [contact, byKey] of tallies) {
      for (const [key, bills] of byKey) insert.run([contact, key, bills]);
    }
  } finally {
    insert.free();
  }
}

/**
 * Counts every visible bill not voided into `supplier_dates` and `supplier_terms` in one pass
 * over the bills (migration 13, on a kept table). The GROUP BYs of `countSuppliers` read the
 * invoices twice, each time through the contact index (a lookup of every row) and a sort of a
 * million keys: at a million bills in Node, 7.4-8.6 s of the 8-10 s the migration took, against
 * the 10 s the goal allows an update in the browser (issue 25). Here a plain scan hands each
 * bill's contact, date and days to a function that counts them in maps, as the load does
 * (supplierCounter.ts), and the few tens of thousands of rows are written after: 1.7-2.1 s.
 *
 * The rows are those the GROUP BYs give. The days are still SQLite's (`termsOf`), so a date
 * julianday reads oddly counts as it did. A map tells text apart exactly as SQLite's binary
 * order does, but only text: a bill whose From or date is stored as another type (the app never
 * writes one) or whose days are NULL (not a date: the terms' NOT NULL refuses it, and the
 * migration with it, as before) is left to the GROUP BYs, which then read only such bills.
 */
export function countDatedOnce(db: Database): void {
  const dates: Tally<string> = new Map();
  const terms: Tally<number> = new Map();
  // Answers 1 for a bill it leaves to SQL, so the pass says whether there are any.
  db.create_function('supplier_count_dated', (contact: unknown, date: unknown, days: unknown) => {
    if (typeof contact !== 'string' || typeof date !== 'string' || typeof days !== 'number') {
      return 1;
    }
    tally(dates, contact, date);
    tally(terms, contact, days);
    return 0;
  });
  const dated = `${visibleSql} AND status <> 'voided'`;
  const left = Number(
    db.exec(
      `SELECT total(supplier_count_dated(contact_name, date, ${termsOf('invoices')}))
        FROM invoices WHERE ${dated}`,
    )[0]?.values[0]?.[0] ?? 0,
  );
  writeTally(db, 'supplier_dates', dates);
  writeTally(db, 'supplier_terms', terms);
  // The function stays registered on the connection: let go of what it counted.
  dates.clear();
  terms.clear();
  if (left === 0) return;
  const others = `${dated} AND NOT (typeof(contact_name) = 'text' AND typeof(date) = 'text'
    AND ${termsOf('invoices')} IS NOT NULL)`;
  db.run(`INSERT INTO main.supplier_dates SELECT contact_name, date, count(*) FROM invoices
    WHERE ${others} GROUP BY contact_name, date ${upsertBills}`);
  db.run(`INSERT INTO main.supplier_terms SELECT contact_name, ${termsOf('invoices')}, count(*)
    FROM invoices WHERE ${others} GROUP BY 1, 2 ${upsertBills}`);
}

/**
 * Migration 13 and a new table: the three tables and their triggers, counted once from the
 * bills there are. Idempotent: a database that has them is left alone.
 */
export function addSupplierTotals(db: Database): void {
  if (hasSchemaObject(db, 'table', 'supplier_totals')) return;
  db.exec(supplierTablesSql);
  countSuppliers(db, null, { dated: false });
  countDatedOnce(db);
  db.exec(supplierTriggersSql);
}
