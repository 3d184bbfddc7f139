import type { Database } from 'sql.js';
import { migrate, stampFresh, type MigrateOptions, type MigrateResult } from '../schema/migrations';
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
import { sampleBillsSql } from '../schema/sampleBills';
import { paymentsTableSql } from '../write/payments';
import { createVoidsAndCredits } from '../schema/voidsAndCredits';
import { schemaNamesSql } from '../compile/dialect';

/** Sets up a fresh database and creates the tables (schema.ts). */
export function createStore(db: Database): void {
  db.exec(storeSql);
  db.exec(connectionSql);
  registerSearchFunctions(db);
  db.exec(schemaSql);
  db.exec(paymentsTableSql);
  createVoidsAndCredits(db);
  db.exec(sampleBillsSql);
  stampFresh(db);
}

/**
 * Readies a connection to a database that already holds the tables (a kept checkpoint) and
 * brings it to this build's schema (migrations/); throws DatabaseVersionError, having written
 * nothing, for a newer database or another app's.
 */
export function openStore(db: Database, options?: MigrateOptions): MigrateResult {
  db.exec(connectionSql);
  db.exec(keptCacheSql);
  registerSearchFunctions(db);
  const result = migrate(db, options);
  ensureIndexes(db);
  return result;
}

/**
 * A table kept before an index was added (schema.ts) gets it now, one build each (the index on
 * Number: 1-2 s at a million, once).
 */
function ensureIndexes(db: Database): void {
  const kept = new Set(
    (db.exec(schemaNamesSql('index'))[0]?.values ?? []).map(([name]) => String(name)),
  );
  for (const index of indexes) if (!kept.has(index.name)) db.exec(createIndexSql(index));
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
