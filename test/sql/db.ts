import initSqlJs, { type Database, type SqlValue } from 'sql.js';
import type { CompiledSql } from '../../src/sql/compile/types';
import { loadInvoices } from '../../src/sql/io/load';
import { generateInvoices } from '../../src/domain/sample';
import type { Invoice } from '../../src/domain/invoice';

/** The pinned "today" every test uses. */
export const today = '2026-11-21';
export const context = { today };

const SQL = await initSqlJs();

/** An empty in-memory database (what the worker's `createDatabase` option makes). */
export function createDatabase(): Database {
  return new SQL.Database();
}

/** A database from exported bytes (what the worker's `openDatabase` option makes). */
export function openDatabaseBytes(bytes: Uint8Array): Database {
  return new SQL.Database(bytes);
}

/** The default 100-invoice sample, as records. */
export function sampleRecords(count = 100): Invoice[] {
  return [...generateInvoices({ count, today })].flat();
}

/** A fresh database loaded with `records` (the 100-invoice sample unless given). */
export function openSampleDatabase(records: readonly Invoice[] = sampleRecords()): Database {
  const db = createDatabase();
  loadInvoices(db, [records], { today });
  return db;
}

/** Runs a compiled statement and returns every row as an array. */
export function selectAll(db: Database, compiled: CompiledSql): SqlValue[][] {
  const stmt = db.prepare(compiled.sql);
  try {
    stmt.bind(compiled.params);
    const rows: SqlValue[][] = [];
    while (stmt.step()) rows.push(stmt.get());
    return rows;
  } finally {
    stmt.free();
  }
}

export function countInvoices(db: Database): number {
  return Number(db.exec('SELECT count(*) FROM invoices')[0]?.values[0]?.[0]);
}

/** A record in the shape a row crosses the worker boundary (rowColumns order). */
export { toRow } from '../../src/sql/compile/rows';

export function idsOf(rows: readonly (readonly unknown[])[]): number[] {
  return rows.map((row) => Number(row[0]));
}

/**
 * Makes `db` look as a database kept before versions did (migrations/): no record of steps,
 * `user_version` and `application_id` 0, so opening it runs every step.
 */
export function unversion(db: Database): void {
  db.exec(
    'DROP TABLE IF EXISTS schema_migrations; PRAGMA user_version = 0; PRAGMA application_id = 0;',
  );
}
