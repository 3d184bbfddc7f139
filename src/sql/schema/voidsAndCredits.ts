import type { Database } from 'sql.js';
import { hasSchemaObject } from './catalog';

/**
 * Voided bills and credit notes (migration 12).
 *
 * A voided bill keeps its row, with the stored status 'voided', and counts in no sum: its total
 * is set aside in `voided_bills` and its stored total (`amount_due`) is 0 while it is voided (`was`: the status it had, for Undo). It
 * has paid nothing (only a bill with no payments can be voided), so it owes nothing, is overdue
 * by nothing, and every sum (footer, ageing, selected total, group subtotals, the running totals
 * by status, contact and initials, which their triggers keep) leaves it out without being told:
 * none of them can forget it. Undo puts the total back from `voided_bills`.
 *
 * A credit note is a payment of its own kind (`payments.kind`, 'payment' or 'credit'): it
 * reduces what is owed exactly as a payment does, and the export and the bill's payments say
 * which it is.
 */
export const voidedBillsTableSql = `
CREATE TABLE IF NOT EXISTS main.voided_bills (
  id INTEGER PRIMARY KEY,
  total INTEGER NOT NULL,
  was TEXT NOT NULL
);
`;

/**
 * The payments' kind column: added with a default, so SQLite writes nothing to the rows kept
 * (ALTER TABLE … ADD COLUMN with a constant DEFAULT only changes the table's SQL). No CHECK:
 * SQLite tests an added column's CHECK against every row there is, which at a million bills
 * (1.1 million payments) took 975 ms in Node against 8 ms without; the kinds written are only
 * those `parsePaymentInput` lets through (src/domain/payment.ts).
 */
export const paymentKindColumnSql = `ALTER TABLE main.payments ADD COLUMN kind TEXT NOT NULL
  DEFAULT 'payment'`;

/** The Status CHECK of `invoices` before and after 'voided' (schema.ts writes the second). */
export const statusCheckBefore = "CHECK (status IN ('draft','sent','viewed','overdue','paid'))";
export const statusCheckSql =
  "CHECK (status IN ('draft','sent','viewed','overdue','paid','voided'))";

function hasColumn(db: Database, table: string, column: string): boolean {
  const stmt = db.prepare('SELECT 1 FROM pragma_table_info(?, ?) WHERE name = ?');
  try {
    stmt.bind([table, 'main', column]);
    return stmt.step();
  } finally {
    stmt.free();
  }
}

/**
 * Lets `invoices.status` hold 'voided' without rebuilding the table (a copy of every row and
 * index: a million bills, ten indexes). SQLite documents this way of widening a CHECK
 * (https://www.sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"):
 * the table's CREATE statement in `sqlite_schema` is rewritten with `writable_schema`, and the
 * schema's version moved on so every statement reads it again. Rows already stored all pass the
 * wider CHECK, and the file format is unchanged. Inside the migration's transaction: a failure
 * rolls the SQL back with the rest. A table whose CHECK reads otherwise (none, before versions)
 * is left as it is.
 */
export function widenStatusCheck(db: Database): void {
  const sql = db.exec(
    "SELECT sql FROM main.sqlite_schema WHERE type = 'table' AND name = 'invoices'",
  )[0]?.values[0]?.[0];
  if (typeof sql !== 'string' || !sql.includes(statusCheckBefore)) return;
  const version = Number(db.exec('PRAGMA main.schema_version')[0]?.values[0]?.[0] ?? 0);
  db.exec('PRAGMA main.writable_schema = ON');
  try {
    db.run(
      `UPDATE main.sqlite_schema SET sql = replace(sql, ?, ?)
       WHERE type = 'table' AND name = 'invoices'`,
      [statusCheckBefore, statusCheckSql],
    );
    db.exec(`PRAGMA main.schema_version = ${version + 1}`);
  } finally {
    db.exec('PRAGMA main.writable_schema = OFF');
  }
}

/**
 * Migration 12: 'voided' in the Status CHECK, the table of voided bills' totals, and the
 * payments' kind. No row is read or written: cheap at any size (a million bills and 1.1 million
 * payments in Node, made by a quick script: 39 ms for the CHECK, 18 ms for the table, 8 ms for
 * the column). Idempotent.
 */
export function addVoidsAndCredits(db: Database): void {
  widenStatusCheck(db);
  db.exec(voidedBillsTableSql);
  if (hasSchemaObject(db, 'table', 'payments') && !hasColumn(db, 'payments', 'kind')) {
    db.exec(paymentKindColumnSql);
  }
}

/** A new table's: the voided bills' totals and the payments' kind (store.ts). */
export function createVoidsAndCredits(db: Database): void {
  db.exec(voidedBillsTableSql);
  db.exec(paymentKindColumnSql);
}
