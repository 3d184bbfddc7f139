import type { Database } from 'sql.js';
import { hasSchemaObject } from '../schema/catalog';
import { insertOrReplace } from '../compile/dialect';

/**
 * What is kept of each import, for a bill's history: its range of ids, how many bills, the name
 * of the file and when (ISO date and time). One row per import, written in the import's own
 * transaction (so it is kept by the same checkpoint as the bills) and taken out by its Undo.
 * Created where missing: a table kept before imports were recorded has none, and its imported
 * bills then say that the time was not recorded.
 */
export const importRecordsSql = `CREATE TABLE IF NOT EXISTS main.bill_imports (
  first INTEGER PRIMARY KEY,
  last INTEGER NOT NULL,
  bills INTEGER NOT NULL,
  file TEXT NOT NULL,
  at TEXT NOT NULL
)`;

/** One import as kept: the file's name ('' when the browser gave none) and when it was made. */
export interface ImportRecord {
  first: number;
  last: number;
  bills: number;
  file: string;
  at: string;
}

/** Keeps the record of an import; call inside the import's transaction. */
export function recordImport(db: Database, record: ImportRecord): void {
  db.exec(importRecordsSql);
  db.run(insertOrReplace('bill_imports (first, last, bills, file, at)', 'VALUES (?,?,?,?,?)'), [
    record.first,
    record.last,
    record.bills,
    record.file,
    record.at,
  ]);
}

/** The import bill `id` came in with, or null (a sample bill, or an import made before records). */
export function importOf(db: Database, id: number): ImportRecord | null {
  if (!hasSchemaObject(db, 'table', 'bill_imports')) return null;
  // The import with the highest first id at or below this one: its range holds it, or none does.
  const stmt = db.prepare(
    `SELECT first, last, bills, file, at FROM main.bill_imports WHERE first <= ?
     ORDER BY first DESC LIMIT 1`,
  );
  try {
    stmt.bind([id]);
    if (!stmt.step()) return null;
    const [first, last, bills, file, at] = stmt.get() as [number, number, number, string, string];
    return last >= id ? { first, last, bills, file, at } : null;
  } finally {
    stmt.free();
  }
}
