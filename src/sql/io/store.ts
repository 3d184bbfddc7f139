import type { Database } from 'sql.js';
import { markSampleBills, sampleBillsSql } from '../schema/sampleBills';
import { ensureHidden } from '../write/hidden';
import { hasSchemaObject } from '../schema/catalog';
import {
  connectionSql,
  createIndexSql,
  indexes,
  keptCacheSql,
  schemaSql,
  statisticsRows,
  storeSql,
} from '../schema/schema';
import { registerSearchFunctions } from '../schema/functions';
import { addSamplePayments, paymentsIndexSql, paymentsTableSql } from '../write/payments';

/** Sets up a fresh database and creates the tables (schema.ts). */
export function createStore(db: Database): void {
  db.exec(storeSql);
  db.exec(connectionSql);
  registerSearchFunctions(db);
  db.exec(schemaSql);
  db.exec(paymentsTableSql);
  db.exec(sampleBillsSql);
}

/** Readies a connection to a database that already holds the tables (a kept checkpoint). */
export function openStore(db: Database): void {
  db.exec(connectionSql);
  db.exec(keptCacheSql);
  registerSearchFunctions(db);
  ensurePayments(db);
  ensureIndexes(db);
  ensureHidden(db);
  ensureInitialsColumn(db);
  // Issue 24's change; a numbered migration once those are in (sampleBills.ts).
  markSampleBills(db);
}

/**
 * A table kept before invoices kept their initials (schema.ts) gets the column, NULL in every
 * row (read as `coalesce(initials, search_initials(...))`): a change of the schema alone, no pass
 * over the invoices. Its trash is left as it is (an invoice put back from it has NULL too).
 */
function ensureInitialsColumn(db: Database): void {
  const has = db.exec(
    "SELECT 1 FROM pragma_table_info('invoices', 'main') WHERE name = 'initials'",
  );
  if (has.length === 0) db.exec('ALTER TABLE main.invoices ADD COLUMN initials INTEGER');
}

/**
 * A table kept before an index was added (schema.ts) gets it now, one build each: a table kept
 * before `invoices_number_apart` reads every invoice once to find the few it holds.
 */
function ensureIndexes(db: Database): void {
  const kept = new Set(
    (db.exec("SELECT name FROM main.sqlite_schema WHERE type = 'index'")[0]?.values ?? []).map(
      ([name]) => String(name),
    ),
  );
  for (const index of indexes) if (!kept.has(index.name)) db.exec(createIndexSql(index));
}

/**
 * A table kept before payments were rows of their own gets them now, as the sample makes them
 * (one or two per bill that has paid something), so Paid stays the sum of a bill's payments.
 */
function ensurePayments(db: Database): void {
  if (hasSchemaObject(db, 'table', 'payments')) return;
  db.exec(paymentsTableSql);
  addSamplePayments(db, new Date().toISOString().slice(0, 10));
  db.exec(paymentsIndexSql);
}

/** Writes `statisticsRows` for `count` invoices and has the planner read them. */
export function writeStatistics(db: Database, count: number): void {
  // ANALYZE of the tiny totals table creates main.sqlite_stat1 without reading the invoices.
  db.exec('ANALYZE main.invoice_totals');
  db.run("DELETE FROM main.sqlite_stat1 WHERE tbl = 'invoices'");
  for (const row of statisticsRows(count)) {
    db.run('INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', row);
  }
  db.exec('ANALYZE main.sqlite_schema');
}
