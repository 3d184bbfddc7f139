import type { Database } from 'sql.js';

/** How far a bulk write has got: `done` of the `total` invoices it will touch. */
export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * About 20 chunks per write, of at least 1000 invoices: progress in steps of 5%. Not smaller:
 * each statement inside a transaction first copies every page it is about to change to a
 * statement journal (8 KB a page), and the indexes spread a chunk's rows over thousands of
 * pages, so chunks of 1000 made putting back 500,000 invoices 40% slower than one statement
 * and chunks of 5000 about 20%; at 20 chunks it is a few per cent.
 */
export function chunkSizeFor(total: number): number {
  return Math.max(1000, Math.ceil(total / 20));
}

/** Runs a statement and returns its first column as numbers (ids, usually from RETURNING). */
export function idColumn(db: Database, sql: string, params: (string | number)[]): number[] {
  const stmt = db.prepare(sql);
  try {
    stmt.bind(params);
    const out: number[] = [];
    while (stmt.step()) out.push(stmt.get()[0] as number);
    return out;
  } finally {
    stmt.free();
  }
}

/** Runs `work` in one transaction: it commits whole, or rolls back whole and rethrows. */
export function inTransaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Rows a write must leave as they are (changed since the person looked, versions.ts); the write
 * sets `left` to how many of the rows it found it left alone.
 */
export interface LeaveOut {
  ids: ReadonlySet<number>;
  left: number;
}

/** `found` without the rows to leave out, counting them. */
export function withoutLeftOut(found: number[], leaveOut?: LeaveOut): number[] {
  if (!leaveOut || leaveOut.ids.size === 0) return found;
  const kept = found.filter((id) => !leaveOut.ids.has(id));
  leaveOut.left = found.length - kept.length;
  return kept;
}
