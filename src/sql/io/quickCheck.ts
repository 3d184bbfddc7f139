import type { Database } from 'sql.js';

/**
 * SQLite's own check of a database (`PRAGMA quick_check`), a table at a time: a restore checks a
 * file with it before anything changes (backupFile.ts), and a reopened checkpoint is checked
 * with it after its first rows are shown (src/worker/keptCheck.ts), a table per step so reads
 * are answered between them. SQLite checks no finer than a table and its indexes.
 */

/**
 * The tables checked, every one but the virtual tables: for an FTS4 table of external content
 * quick_check rebuilds the whole index from the bills to compare (search_body() on every bill,
 * seconds at a million), while its shadow tables, which hold the index, are checked as the
 * b-trees they are. Largest last is not known without reading them: schema order.
 */
export function checkedTables(db: Database): string[] {
  const result = db.exec(
    "SELECT name FROM main.sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'",
  );
  return (result[0]?.values ?? []).map(([name]) => String(name));
}

/**
 * quick_check of one table and its indexes: null when it passes, else what SQLite found (its
 * first finding, or the error reading the table threw, 'database disk image is malformed').
 */
export function quickCheckTable(db: Database, table: string): string | null {
  try {
    const statement = db.prepare('SELECT quick_check FROM pragma_quick_check(?, ?) LIMIT 1');
    try {
      statement.bind([table, 'main']);
      const found = statement.step() ? statement.get()[0] : 'ok';
      return found === 'ok' ? null : String(found);
    } finally {
      statement.free();
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
