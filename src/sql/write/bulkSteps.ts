import type { Database } from 'sql.js';
import type { BulkProgress } from './bulkWrite';
import { suspendRowTotals } from '../schema/runningTotals';

export interface StepOptions {
  onProgress?: (progress: BulkProgress) => void;
  /** Invoices per step, fixed (tests); by default each step is sized to take about `stepMs`. */
  chunkSize?: number;
  /** How long a step may take before queued reads get their turn; 80 ms by default. */
  stepMs?: number;
  /**
   * Runs between steps, the transaction open: the service lets the reads that arrived meanwhile
   * be answered here, from the state after the last step (all of it, never part of one).
   */
  between?: () => Promise<void>;
  /** Told after each step, before `between`: the data changed (cached sums must go). */
  onStep?: () => void;
  /**
   * Told after each step, inside the transaction, the ids that step wrote (before the next step
   * takes its facts: the row versions read them from there, versions.ts).
   */
  onWritten?: (written: readonly number[]) => void;
  /**
   * Runs after the last step, inside the transaction, with every id the write touched: what must
   * commit with the write or not at all (the row versions it made, versions.ts).
   */
  beforeCommit?: (touched: readonly number[]) => void;
  /**
   * Asked after each step's `between` (where a person's Cancel arrives): true rolls back every
   * step and the write rejects with `BulkWriteCancelled`.
   */
  cancelled?: () => boolean;
  /**
   * The write keeps the running totals itself, by set (runningTotals.ts, `takeFacts` and
   * `countFacts` in each step): their per-row triggers are set aside for the transaction.
   * Approve, Mark as paid and their Undos ask for it; a write that inserts invoices must not.
   */
  totalsBySet?: boolean;
  now?: () => number;
}

/** What a cancelled bulk write rejects with: everything it wrote was rolled back. */
export class BulkWriteCancelled extends Error {
  constructor() {
    super('Cancelled; nothing was changed');
    this.name = 'BulkWriteCancelled';
  }
}

const firstStep = 1000;
const smallestStep = 500;
const largestStep = 100_000;

/** Tells `onProgress`; a reporter that throws or rejects (its page has gone) never fails the write. */
function report(onProgress: StepOptions['onProgress'], progress: BulkProgress): void {
  if (!onProgress) return;
  try {
    Promise.resolve(onProgress(progress) as unknown).catch(() => {});
  } catch {
    // As above: progress is a courtesy, the write is what matters.
  }
}

/**
 * Every bulk write (Approve, Delete, Undo, and any other that touches a list of invoices): one
 * transaction that commits whole or rolls back whole. `find` lists the invoices it will touch;
 * `write` writes some of them and returns those it touched. Between steps it awaits `between`,
 * so reads are answered meanwhile from a state that holds whole steps only; a throw anywhere
 * rolls everything back and is rethrown. A Cancel (`cancelled`) is heard between steps and rolls
 * everything back the same way.
 *
 * The running totals are kept by their per-row triggers, or by set by the writes that say so
 * (`totalsBySet`, runningTotals.ts).
 *
 * Steps are sized by time, not count: a step that took twice `stepMs` makes the next half as
 * big, so a read waits for one step, not for the whole write, whatever the machine's load.
 */
export async function writeInSteps(
  db: Database,
  find: () => number[],
  write: (ids: readonly number[]) => number[],
  options: StepOptions = {},
): Promise<number[]> {
  const now = options.now ?? (() => performance.now());
  const stepMs = options.stepMs ?? 80;
  db.exec('BEGIN');
  try {
    const ids = find();
    const suspended = options.totalsBySet && ids.length > 0 ? suspendRowTotals(db) : null;
    const touched: number[] = [];
    const total = ids.length;
    report(options.onProgress, { done: 0, total });
    let size = options.chunkSize ?? firstStep;
    let done = 0;
    while (done < total) {
      const chunk = ids.slice(done, done + size);
      const started = now();
      const written = write(chunk);
      options.onWritten?.(written);
      for (const id of written) touched.push(id);
      done += chunk.length;
      const took = Math.max(1, now() - started);
      if (options.chunkSize === undefined) {
        const next = Math.round((size * stepMs) / took);
        size = Math.min(largestStep, Math.max(smallestStep, next));
      }
      options.onStep?.();
      report(options.onProgress, { done, total });
      if (done < total) await options.between?.();
      if (options.cancelled?.()) throw new BulkWriteCancelled();
    }
    suspended?.restore();
    options.beforeCommit?.(touched);
    db.exec('COMMIT');
    return touched;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
