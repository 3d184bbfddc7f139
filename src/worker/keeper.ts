import type { Database } from 'sql.js';
import { totalChangesSql } from '../sql/compile/dialect';
import { newerDatabaseSentence } from '../sql/schema/migrations';
import {
  checkpointLock,
  describeStorageError,
  markSetAside,
  readSetAsideFile,
  writeCheckpoint,
  type CheckpointOutcome,
  type SetAsideFile,
} from './checkpoint';
import { fellBackProblem, unreadableQuestion } from './fellBack';
import { createKeptChecking } from './keptChecking';
import { openKept } from './openKept';
import { chooseFor } from './keptChoice';
import { yieldMacrotask } from '../shared/latest';
import { datasetOf, type TableChoice } from '../domain/choice';
import { withLock } from './storage/openStore';
import { parseMeta, type KeptMeta, type KeptStore } from './storage/types';
import type {
  CheckpointResult,
  KeptCheckResult,
  LoadProgress,
  LoadResult,
  OpenRequest,
  OpenResult,
} from './types';

export interface KeeperHost {
  /** Where the kept database lives; rejects when the browser refuses storage. */
  openStore: () => Promise<KeptStore>;
  /** A database from a checkpoint's bytes (sql.js `new SQL.Database(bytes)`). */
  openDatabase: (bytes: Uint8Array) => Database;
  /** The database the service answers from, or null before the first load. */
  current: () => Database | null;
  /** Makes `db` the one the service answers from. */
  install: (db: Database) => void;
  /** Generates `count` sample invoices, or an empty table for 0, and installs it. */
  build: (count: number, onProgress?: (progress: LoadProgress) => void) => Promise<LoadResult>;
  invoiceCount: () => number;
  now: () => number;
  /** Resolves once the screen has its first rows: the check of a reopened table starts then. */
  afterFirstPage: () => Promise<void>;
  /** Between the steps of that check: what arrived meanwhile is answered. */
  pause: () => Promise<void>;
}

/** Rows inserted, changed or deleted through `db` since it was opened (SQLite's count). */
function totalChanges(db: Database): number {
  return Number(db.exec(totalChangesSql)[0]?.values[0]?.[0] ?? -1);
}

export const notKeptPrefix = 'Your changes are not being kept';

/** Opens the kept database (or makes the chosen data anew) and writes checkpoints of it. */
export function createKeeper(host: KeeperHost) {
  let store: Promise<KeptStore> | null = null;
  let dataset: string | null = null;
  /**
   * False while what is kept must not be written over: a later version's database, or the
   * checkpoint this table was reopened from when SQLite's check found it damaged.
   */
  let keeping = true;
  const checking = createKeptChecking(host);
  /**
   * A table just made the kept one (a restore) while open here, checked: the next open of what
   * is kept takes it as it is, if it is still the one answered from, unchanged since, and still
   * the kept checkpoint. Read from the file again it would take seconds at a million.
   */
  let adopted: { db: Database; file: string; changes: number } | null = null;

  /** `db` as it was made kept, answered from now, and nothing written to it since. */
  async function adoptable(kept: KeptStore, key: string): Promise<KeptMeta | null> {
    const candidate = adopted;
    adopted = null;
    if (!candidate || host.current() !== candidate.db) return null;
    if (totalChanges(candidate.db) !== candidate.changes) return null;
    const meta = parseMeta(await kept.readMeta().catch(() => null));
    return meta?.file === candidate.file && meta.dataset === key ? meta : null;
  }

  function storeOrProblem(): Promise<{ store: KeptStore | null; problem: string | null }> {
    store ??= host.openStore();
    return store.then(
      (s) => ({ store: s, problem: null }),
      (error: unknown) => ({
        store: null,
        problem: `${notKeptPrefix}: ${describeStorageError(error)}. The table works, but closing or reloading this tab loses it.`,
      }),
    );
  }

  return {
    /**
     * Makes `bytes` the kept table of `choice` (a restored backup, or its Undo), holding the
     * change log up to `mark`: its checkpoint first, then the choice, so a write cut short
     * leaves the table that was kept. The screen then opens it as after a reload; `db`, the
     * same table already open (and checked), is then taken as it is instead of read again
     * (`adoptable`), unless something was written to it meanwhile.
     */
    async replaceKept(
      choice: TableChoice,
      bytes: Uint8Array,
      mark: number,
      invoices: number,
      db?: Database,
    ): Promise<{ kind: 'ok' } | { kind: 'error'; errors: string[] }> {
      const { store: kept, problem } = await storeOrProblem();
      if (!kept) return { kind: 'error', errors: [problem ?? notKeptPrefix] };
      const request = { dataset: datasetOf(choice), mark, invoices, replace: true };
      let outcome: CheckpointOutcome;
      try {
        outcome = await withLock(checkpointLock, 'exclusive', () =>
          writeCheckpoint(kept, request, bytes, yieldMacrotask),
        );
        if (outcome.kind === 'saved') await kept.writeChoice(choice);
      } catch (error) {
        return {
          kind: 'error',
          errors: [`The backup could not be kept: ${describeStorageError(error)}`],
        };
      }
      if (outcome.kind !== 'saved') {
        if (outcome.kind === 'newer') keeping = false;
        return { kind: 'error', errors: [outcome.reason] };
      }
      keeping = true;
      adopted = db ? { db, file: outcome.meta.file, changes: totalChanges(db) } : null;
      return { kind: 'ok' };
    },

    async open(
      request: OpenRequest,
      onProgress?: (progress: LoadProgress) => void,
    ): Promise<OpenResult> {
      const started = host.now();
      const { store: kept, problem } = await storeOrProblem();
      const { choice, linkIgnored } = await chooseFor(kept, request);
      const key = datasetOf(choice);
      /** The kept table is the one answered from now, as holding the change log up to `mark`. */
      const openedKept = (mark: number, shown: string | null): OpenResult => {
        dataset = key;
        keeping = true;
        const count = host.invoiceCount();
        const ms = host.now() - started;
        return {
          kind: 'ok',
          choice,
          count,
          ms,
          from: 'kept',
          mark,
          problem: shown,
          linkIgnored,
          replaces: false,
          chosen: false,
        };
      };
      if (kept && request.kind === 'stored' && !request.damaged) {
        const meta = await adoptable(kept, key);
        if (meta) {
          checking.checked(host.current() as Database, meta.file, key);
          return openedKept(meta.mark, problem);
        }
      }
      if (kept && request.kind === 'stored') {
        onProgress?.({ loaded: 0, count: 0, phase: 'opening' });
        const opening = await openKept(kept, key, host.openDatabase, onProgress, request.damaged);
        if (opening.kind === 'newer') {
          // Nothing is written over it: not this open, nor a checkpoint of this tab.
          keeping = false;
          return { kind: 'error', errors: [newerDatabaseSentence], refused: newerDatabaseSentence };
        }
        if (opening.kind === 'opened') {
          await yieldMacrotask();
          host.install(opening.db);
          checking.opened(opening.db, opening.meta.file, key);
          const { fellBack } = opening;
          return {
            ...openedKept(opening.meta.mark, fellBack ? fellBackProblem(fellBack) : problem),
            ...(fellBack ? { setAside: fellBack.setAside } : {}),
            ...(fellBack?.damaged ? { damaged: true as const } : {}),
          };
        }
        if (opening.kind === 'failed') {
          // Nothing is made over a kept table that cannot be read: the person is asked first.
          const setAside = await withLock(checkpointLock, 'exclusive', async () => {
            const file = parseMeta(await kept.readMeta())?.file;
            const there = file !== undefined && (await kept.listFiles()).includes(file);
            return there && (await markSetAside(kept, file)) ? file : null;
          }).catch(() => null);
          const own = choice.kind === 'own';
          const problem = unreadableQuestion(own, opening.reason, setAside !== null);
          return { kind: 'unreadable', choice, problem, setAside };
        }
      }
      const built = await host.build(choice.kind === 'own' ? 0 : choice.size, onProgress);
      if (built.kind === 'error') return built;
      dataset = key;
      if (request.kind === 'choose') keeping = true;
      return {
        kind: 'ok',
        choice,
        count: built.count,
        ms: host.now() - started,
        from: choice.kind === 'own' ? 'empty' : 'generated',
        mark: 0,
        problem,
        linkIgnored,
        replaces: keeping && kept !== null,
        chosen: request.kind === 'choose',
      };
    },

    /**
     * What SQLite's check of the table reopened from its checkpoint found, once it has run
     * (keptChecking.ts). Damaged, nothing more is kept over it.
     */
    async checkKept(): Promise<KeptCheckResult> {
      const { store: kept } = await storeOrProblem();
      const result = await checking.result(kept);
      if (result.kind === 'ok' && result.outcome === 'damaged') keeping = false;
      return result;
    },

    /**
     * The checkpoint set aside as unreadable (openKept.ts), for the person to download and send
     * to support: only the one the kept record names, never another file.
     */
    async readSetAside(): Promise<SetAsideFile> {
      const { store: kept, problem } = await storeOrProblem();
      if (!kept) return { kind: 'error', errors: [problem ?? notKeptPrefix] };
      return readSetAsideFile(kept);
    },

    /**
     * Saves the database as it is now, holding changes up to `mark`. The copy is taken at once
     * (sql.js `export()`, 0.6 s at a million), so a write that arrives later is not in it; the
     * file is written in parts, answering queries between them.
     */
    async checkpoint(mark: number, replace = false): Promise<CheckpointResult> {
      const started = host.now();
      const db = host.current();
      if (!db || dataset === null) return { kind: 'error', errors: ['Nothing is loaded to save'] };
      if (!Number.isInteger(mark) || mark < 0) {
        return { kind: 'error', errors: ['The change log position must be a whole number'] };
      }
      const request = { dataset, mark, invoices: host.invoiceCount(), replace };
      const bytes = db.export();
      const exportMs = host.now() - started;
      // Taken at once, as holding changes up to `mark`, but saved only once SQLite's check of
      // a reopened table passes: a damaged file never replaces the good one before it.
      if (!(await checking.saveable(db))) {
        return { kind: 'ok', saved: false, mark, bytes: 0, ms: 0, exportMs, store: 'none' };
      }
      const { store: kept, problem } = await storeOrProblem();
      if (!kept) return { kind: 'error', errors: [problem ?? notKeptPrefix] };
      if (!keeping && !replace) {
        return { kind: 'ok', saved: false, mark, bytes: 0, ms: 0, exportMs, store: kept.kind };
      }
      try {
        const outcome = await withLock(checkpointLock, 'exclusive', () =>
          writeCheckpoint(kept, request, bytes, yieldMacrotask),
        );
        if (outcome.kind === 'newer') {
          keeping = false;
          return { kind: 'error', errors: [outcome.reason], refused: outcome.reason };
        }
        if (outcome.kind === 'saved') keeping = true;
        return {
          kind: 'ok',
          saved: outcome.kind === 'saved',
          mark,
          bytes: bytes.length,
          ms: host.now() - started,
          exportMs,
          store: kept.kind,
        };
      } catch (error) {
        return {
          kind: 'error',
          errors: [
            `${notKeptPrefix}: ${describeStorageError(error)}. The table works, but closing or reloading this tab loses what changed since it was last saved.`,
          ],
        };
      }
    },
  };
}
