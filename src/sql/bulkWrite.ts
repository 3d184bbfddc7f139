import type { Database } from 'sql.js';

/** How far a bulk write has got: `done` of the `total` invoices it will touch. */
export interface BulkProgress {
  done: number;
  total: number;
}

export interface ChunkOptions {
  /** Invoices written per statement; by default `chunkSizeFor` the write's size. */
  chunkSize?: number;
  onProgress?: (progress: BulkProgress) => void;
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

/** Consecutive slices of `items`, `size` at a time (the last may be shorter). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('Chunk size must be a whole number');
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
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
 * Tells `onProgress`, but a reporter that throws or rejects (the screen's Comlink proxy when its
 * page has gone) must not fail the write: progress is a courtesy, the write is what matters.
 */
function report(onProgress: ChunkOptions['onProgress'], progress: BulkProgress): void {
  if (!onProgress) return;
  try {
    Promise.resolve(onProgress(progress) as unknown).catch(() => {});
  } catch {
    // As above.
  }
}

/**
 * Writes `ids` a chunk at a time and reports after each (and once before the first, so the
 * total is known at once). `write` returns the ids it touched; they are returned in order.
 *
 * Call it inside `inTransaction`: the chunks are for progress, not for letting anything else
 * in. Nothing can run between them (there is no await), and the write commits or rolls back
 * whole, so no reader ever sees, and no log ever records, half of it.
 */
export function writeInChunks(
  ids: readonly number[],
  write: (chunk: readonly number[]) => number[],
  options: ChunkOptions = {},
): number[] {
  const { chunkSize = chunkSizeFor(ids.length), onProgress } = options;
  const touched: number[] = [];
  let done = 0;
  report(onProgress, { done, total: ids.length });
  for (const chunk of chunksOf(ids, chunkSize)) {
    for (const id of write(chunk)) touched.push(id);
    done += chunk.length;
    report(onProgress, { done, total: ids.length });
  }
  return touched;
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
