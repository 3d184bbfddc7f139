import type { Database } from 'sql.js';
import { hasSchemaObject } from './catalog';
import { createIndexSql, indexes } from './schema';

const name = 'invoices_status_date';

/**
 * The index of status and date also holds the id and the due date (schema.ts). The Overdue view
 * newest first reads it status by status in date order: the due date in the index says which
 * bills are past due without reading them, and the id in it lets the read stop at the page's
 * last row. Before, it read every awaiting bill and looked each one up for its due date: 34 ms
 * in memory at a million, and 0.8-1.2 s on the first visit to a reopened table, whose pages are
 * read from the disk as queries need them. A kept table's index of status and date alone is
 * built again with the two columns, and the planner's figures for it (which DROP INDEX deletes)
 * are put back with them. Idempotent.
 */
export function coverStatusDateIndex(db: Database): void {
  const kept = db.exec(
    `SELECT sql FROM main.sqlite_schema WHERE type = 'index' AND name = '${name}'`,
  )[0]?.values[0]?.[0];
  if (typeof kept !== 'string' || /\bdue_date\b/.test(kept)) return;
  const index = indexes.find((i) => i.name === name);
  if (!index) return;
  const stats = hasSchemaObject(db, 'table', 'sqlite_stat1');
  const stat = stats
    ? db.exec(`SELECT stat FROM main.sqlite_stat1 WHERE idx = '${name}'`)[0]?.values[0]?.[0]
    : undefined;
  db.exec(`DROP INDEX main.${name}`);
  db.exec(createIndexSql(index));
  if (typeof stat === 'string') {
    // 'rows per-status per-status-and-date', then one bill per id.
    db.run("INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES ('invoices', ?, ?)", [
      name,
      `${stat} 1 1`,
    ]);
    db.exec('ANALYZE main.sqlite_schema');
  }
}
