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
 * sort), the dates and terms grouped from the bills (a pass and a sort); `dated: false` leaves
 * those two to the caller (a load counts them as it goes, supplierCounter.ts).
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

/**
 * Migration 13 and a new table: the three tables and their triggers, counted once from the
 * bills there are. Idempotent: a database that has them is left alone.
 */
export function addSupplierTotals(db: Database): void {
  if (hasSchemaObject(db, 'table', 'supplier_totals')) return;
  db.exec(supplierTablesSql);
  countSuppliers(db, null);
  db.exec(supplierTriggersSql);
}
