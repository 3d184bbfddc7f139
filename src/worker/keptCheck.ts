import type { Database } from 'sql.js';
import { checkedTables, quickCheckTable } from '../sql/io/quickCheck';

/**
 * What SQLite's quick_check said of a reopened checkpoint: it passed (with what it cost: the
 * whole check, and its longest step, the longest a read waited behind it), it found a fault in a
 * table or one of its indexes, or another database was installed before it ended.
 */
export type KeptCheckOutcome =
  | { kind: 'passed'; ms: number; longestStepMs: number; tables: number }
  | { kind: 'damaged'; table: string; finding: string }
  | { kind: 'replaced' };

export interface KeptCheckSteps {
  /** Between tables: lets the reads and writes that arrived meanwhile be answered. */
  pause: () => Promise<void>;
  /** The database answered from now: the check stops once `db` is no longer it. */
  current: () => Database | null;
  now: () => number;
}

/**
 * Checks a reopened checkpoint with `PRAGMA quick_check`, a table (and its indexes) at a time,
 * pausing before each so nothing waits behind more than one table (SQLite checks no finer). A
 * page that opens but is damaged inside is found here, not when a read first fails on it.
 */
export async function checkInSteps(db: Database, steps: KeptCheckSteps): Promise<KeptCheckOutcome> {
  const started = steps.now();
  let longestStepMs = 0;
  await steps.pause();
  if (steps.current() !== db) return { kind: 'replaced' };
  let tables: string[];
  try {
    tables = checkedTables(db);
  } catch (error) {
    return { kind: 'damaged', table: 'sqlite_schema', finding: String(error) };
  }
  for (const table of tables) {
    await steps.pause();
    if (steps.current() !== db) return { kind: 'replaced' };
    const stepStarted = steps.now();
    const finding = quickCheckTable(db, table);
    longestStepMs = Math.max(longestStepMs, steps.now() - stepStarted);
    if (finding !== null) return { kind: 'damaged', table, finding };
  }
  return { kind: 'passed', ms: steps.now() - started, longestStepMs, tables: tables.length };
}
