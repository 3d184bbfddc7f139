import type { Database } from 'sql.js';
import { checkpointLock, markSetAside, readCheckpoint } from './checkpoint';
import { damagedNoEarlierProblem } from './fellBack';
import { checkInSteps, type KeptCheckOutcome } from './keptCheck';
import { withLock } from './storage/openStore';
import type { KeptStore } from './storage/types';
import type { KeptCheckResult } from './types';

export interface KeptCheckingHost {
  /** Resolves once the screen has its first rows (or after a while without them). */
  afterFirstPage: () => Promise<void>;
  /** Between the check's steps: the reads and writes that arrived meanwhile are answered. */
  pause: () => Promise<void>;
  current: () => Database | null;
  openDatabase: (bytes: Uint8Array) => Database;
  now: () => number;
}

interface Checking {
  db: Database;
  /** The checkpoint file it was opened from, and its data set. */
  file: string;
  dataset: string;
  /** The check, once something asked for it (the screen, or a checkpoint). */
  outcome: Promise<KeptCheckOutcome> | null;
  /** What the screen is told, worked out once. */
  result: Promise<KeptCheckResult> | null;
}

/** Whether the bytes of a kept generation open as a database at all (its schema reads). */
function opens(openDatabase: (bytes: Uint8Array) => Database, bytes: Uint8Array): boolean {
  try {
    const db = openDatabase(bytes);
    try {
      db.exec('SELECT count(*) FROM sqlite_schema');
      return true;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/**
 * The check of a table opened from its checkpoint (issue 25 §4): SQLite's quick_check, started
 * once the first rows are shown and run a table at a time (keptCheck.ts). Checkpoints of that
 * table wait for it, so a damaged file is never saved over the good generation before it.
 */
export function createKeptChecking(host: KeptCheckingHost) {
  let checking: Checking | null = null;

  /** The check of `c`, started once asked for and never before the first rows are answered. */
  function outcomeOf(c: Checking): Promise<KeptCheckOutcome> {
    c.outcome ??= host
      .afterFirstPage()
      .then(() => checkInSteps(c.db, host))
      .catch((error: unknown) => ({
        kind: 'damaged' as const,
        table: '',
        finding: error instanceof Error ? error.message : String(error),
      }));
    return c.outcome;
  }

  async function resultOf(c: Checking, store: KeptStore | null): Promise<KeptCheckResult> {
    const outcome = await outcomeOf(c);
    if (outcome.kind === 'replaced') return { kind: 'ok', outcome: 'not-kept' };
    if (outcome.kind === 'passed') {
      const { ms, longestStepMs } = outcome;
      return { kind: 'ok', outcome: 'passed', ms, longestStepMs };
    }
    const earlier = store
      ? await withLock(checkpointLock, 'shared', () => readCheckpoint(store, c.dataset, true))
      : null;
    if (earlier?.kind === 'found' && opens(host.openDatabase, earlier.bytes)) {
      return { kind: 'ok', outcome: 'damaged', file: c.file, earlier: true, problem: '' };
    }
    if (store) {
      await withLock(checkpointLock, 'exclusive', () => markSetAside(store, c.file)).catch(
        () => false,
      );
    }
    const problem = damagedNoEarlierProblem(c.dataset === 'own');
    return { kind: 'ok', outcome: 'damaged', file: c.file, earlier: false, problem };
  }

  return {
    /**
     * `db` was just opened from the kept `file` of `dataset`: it is checked when the screen asks
     * (once its first rows are painted) or a checkpoint of it needs to know, whichever is first.
     */
    opened(db: Database, file: string, dataset: string): void {
      checking = { db, file, dataset, outcome: null, result: null };
    },

    /**
     * `db` is the kept `file` of `dataset`, and passed SQLite's check before it was kept (a
     * restored backup): it is not checked again.
     */
    checked(db: Database, file: string, dataset: string): void {
      const outcome = Promise.resolve<KeptCheckOutcome>({
        kind: 'passed',
        ms: 0,
        longestStepMs: 0,
        tables: 0,
      });
      checking = { db, file, dataset, outcome, result: null };
    },

    /** What the check of the table answered from found, once it ends ('not-kept' if none runs). */
    result(store: KeptStore | null): Promise<KeptCheckResult> {
      const c = checking;
      if (!c || c.db !== host.current())
        return Promise.resolve({ kind: 'ok', outcome: 'not-kept' });
      c.result ??= resultOf(c, store);
      return c.result;
    },

    /** Whether `db` may be saved: true unless it came from a checkpoint its check found damaged. */
    async saveable(db: Database): Promise<boolean> {
      const c = checking;
      if (!c || c.db !== db) return true;
      return (await outcomeOf(c)).kind !== 'damaged';
    },
  };
}
