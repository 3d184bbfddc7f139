import type { CheckpointResult } from '../../worker/types';

/**
 * The change log's position a checkpoint may claim: the last key such that every entry of the
 * data set up to it has been applied here. Another tab's change can be logged before this tab
 * has applied it, so a later key of this tab's own does not count past that gap.
 */
export function nextMark(
  base: number,
  keys: readonly number[],
  applied: ReadonlySet<number>,
): number {
  let mark = base;
  for (const key of [...keys].sort((a, b) => a - b)) {
    if (key <= base) continue;
    if (!applied.has(key)) break;
    mark = key;
  }
  return mark;
}

/** A write of at least this many invoices is checkpointed at once, not when the table is idle. */
export const largeWrite = 1000;

export interface CheckpointerOptions {
  /** Asks the worker to save the table as holding the log up to `mark`. */
  checkpoint: (mark: number, replace: boolean) => Promise<CheckpointResult>;
  /** The keys of this data set's change log. */
  changeKeys: () => Promise<number[]>;
  /** The log's last key the table held when it was opened (its checkpoint's, or the last replayed). */
  base: number;
  /** A checkpoint failed (the reason, in a sentence), or succeeded after one had (null). */
  onProblem: (problem: string | null) => void;
  /** Quiet time after a small write before it is checkpointed. */
  idleMs?: number;
  /** How soon after a large write. */
  soonMs?: number;
}

/**
 * Decides when the table is saved: when it has been idle a while after a write, and soon after a
 * large one (a bulk action, an import). Checkpoints run one at a time; a request meanwhile runs
 * once more after. Every write's log entry is stored before it is applied to the mark, so a
 * change is kept by the log until a checkpoint holds it.
 */
export function createCheckpointer(options: CheckpointerOptions) {
  const idleMs = options.idleMs ?? 2000;
  const soonMs = options.soonMs ?? 100;
  const applied = new Set<number>();
  const pending = new Set<Promise<unknown>>();
  let base = options.base;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<boolean> | null = null;
  let again = false;
  let replaceNext = false;
  let stopped = false;
  let failed = false;

  function schedule(ms: number) {
    if (stopped) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  }

  /** Saves once; resolves with whether the checkpoint was saved. */
  async function once(): Promise<boolean> {
    await Promise.allSettled([...pending]);
    const keys = await options.changeKeys().catch(() => [] as number[]);
    const mark = nextMark(base, keys, applied);
    const replace = replaceNext;
    replaceNext = false;
    const result = await options.checkpoint(mark, replace);
    if (result.kind === 'error') {
      failed = true;
      options.onProblem(result.errors.join('; '));
      return false;
    }
    if (result.saved) {
      for (const key of applied) if (key <= mark) applied.delete(key);
      base = mark;
      if (failed) options.onProblem(null);
      failed = false;
    }
    return result.saved;
  }

  function run(): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    if (running) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
    return running;
  }

  return {
    /** A log entry is stored and its change applied here (this tab's or another's). */
    applied(key: number) {
      applied.add(key);
    },
    /** A log write under way: checkpoints wait for it. */
    track(write: Promise<unknown>) {
      pending.add(write);
      void write.finally(() => pending.delete(write)).catch(() => undefined);
    },
    /** A write of `count` invoices was applied. */
    wrote(count: number) {
      schedule(count >= largeWrite ? soonMs : idleMs);
    },
    /**
     * Saves now (after an import, or a new choice: `replace` lets it take the place of other
     * data), in a checkpoint begun after this call; resolves with whether it was saved.
     */
    async now(replace = false): Promise<boolean> {
      if (replace) replaceNext = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      // One under way may have begun before what is to be saved was written: wait for it.
      while (running) await running.catch(() => false);
      return run();
    },
    /** No more checkpoints: the table was replaced, here or in another tab. */
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}

export type Checkpointer = ReturnType<typeof createCheckpointer>;
