import type { Database } from 'sql.js';
import { createLoader, laterIndexes, type LoadCounts } from '../../sql/io/load';
import { searchRefill } from '../../sql/io/searchFill';
import { maxSampleSize } from '../../domain/sampleSizes';
import { yieldMacrotask } from '../../shared/latest';
import { failure } from '../operations';
import { allRows } from '../allRows';
import { sampleHere } from '../sampleSource';
import type { LoadProgress, LoadResult } from '../types';
import type { InvoiceServiceOptions } from './options';
import type { ServiceState } from './state';

/** Invoices per batch of a load: ~50 progress reports at a million. */
const batchSize = 20_000;

/**
 * Loading: a sample generated and installed, then what its first rows did not need built a step
 * at a time (the indexes, the search index), and the promises every other call waits on.
 */
export function createLoading(
  state: ServiceState,
  options: InvoiceServiceOptions,
  deps: { now: () => number; changed: () => void },
) {
  const { seed } = options;
  const { now, changed } = deps;

  /** Makes `next` the database answered from; deletions it holds keep their own undo tokens. */
  function install(next: Database) {
    state.db?.close();
    state.db = next;
    state.unbuilt = new Set();
    const top = allRows(next, {
      sql: `SELECT max(coalesce((SELECT max(batch) FROM trash), 0),
        coalesce((SELECT max(batch) FROM hidden_invoices), 0))`,
      params: [],
    })[0]?.[0];
    state.undoSeq = Math.max(state.undoSeq, Number(top ?? 0));
    state.rowsShown = false;
    changed();
  }

  /** Generates `count` sample invoices (none: an empty table) and installs them. */
  async function build(
    count: number,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<LoadResult> {
    const started = now();
    const next = options.createDatabase();
    let rest: Iterator<string, void>;
    try {
      const loader = createLoader(next, { today: state.today, prepareRows: options.prepareRows });
      let loaded = 0;
      let counts: LoadCounts | undefined;
      if (count > 0) {
        const sample = (options.sampleSource ?? sampleHere)({
          count,
          today: state.today,
          seed,
          batchSize,
        });
        for await (const message of sample) {
          if (message.kind === 'counts') {
            counts = message.counts;
            continue;
          }
          loader.insertPacked(message.packed);
          loaded += message.packed.count;
          onProgress?.({ loaded, count, phase: 'generating' });
        }
        if (!counts) throw new Error('The sample ended before its totals were counted');
      }
      onProgress?.({ loaded, count, phase: 'indexing' });
      await yieldMacrotask();
      rest = loader.finish(counts);
    } catch (error) {
      next.close();
      return failure(error);
    }
    install(next);
    // Each step reports again: the screen's watchdog counts any report as the worker alive, so a
    // search or checkpoint that waits for the build is not taken for a worker that went silent
    // (the screen ignores reports about a load that has finished).
    const alive = () => {
      try {
        Promise.resolve(onProgress?.({ loaded: count, count, phase: 'indexing' }) as unknown).catch(
          () => undefined,
        );
      } catch {
        // A report is a courtesy.
      }
    };
    state.indexing = next;
    state.unbuilt = new Set(laterIndexes);
    state.building = firstPageShown().then(() => finishBuilding(next, rest, alive));
    // A failed step reaches every call that waits for `settled()`; none left unhandled meanwhile.
    state.building.catch(() => undefined);
    return { kind: 'ok', count, ms: now() - started };
  }

  /**
   * Builds what the first rows did not need (createLoader's `rest`) a step at a time, answering
   * reads between steps; writes and checkpoints wait for the end (`settled`). A search does not:
   * until the search index is whole it is answered by testing every row (`scanSearch`), the same
   * rows, slower, and its summary says so. Stops if another load replaced `built` meanwhile. A
   * step that fails leaves the table as it is: reads stay right without an index, and searches
   * keep testing every row.
   */
  async function finishBuilding(
    built: Database,
    rest: Iterator<string, void>,
    alive: () => void,
  ): Promise<void> {
    for (;;) {
      await (options.buildPause ?? yieldMacrotask)();
      if (state.db !== built) return;
      const step = rest.next();
      if (step.done) break;
      // Searches use the index from the step after it is whole and optimized.
      if (step.value === 'optimize' && state.indexing === built) {
        state.indexing = null;
        changed();
      }
      // Reads may name the index from now on (and may have been planned without it).
      if (state.unbuilt.delete(step.value)) changed();
      alive();
    }
    if (state.indexing === built) state.indexing = null;
    changed();
  }

  /**
   * Resolves once a page of rows is answered after this call, or `firstPageWaitMs` passed. Each
   * caller waits for its own (a load's build, a reopened table's check).
   */
  function firstPageShown(): Promise<void> {
    const waitMs = options.firstPageWaitMs ?? 0;
    if (waitMs <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      const before = state.pageAnswered;
      state.pageAnswered = () => {
        before?.();
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** The screen has its first rows (a page, a block or the groups): the build may start. */
  function answered() {
    state.rowsShown = true;
    state.pageAnswered?.();
    state.pageAnswered = null;
  }

  /** Resolves once no load and no building after one is under way. */
  function settled(): Promise<unknown> {
    return Promise.all([state.loading, state.building]);
  }

  /**
   * What a write waits for: the load under way, then the building it started. A load sets
   * `building` only once its first rows are in, so `settled` asked while a load had just begun
   * waited for the load alone, and the write ran between the index builds (an index built inside
   * its transaction was lost if it rolled back; with a temporary table open, the build failed).
   * A load asked after the write waits for it (`quiet`), so nothing newer is waited for here.
   */
  async function builtForWrite(): Promise<unknown> {
    await state.loading;
    return state.building;
  }

  async function load(
    count: number,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<LoadResult> {
    if (!Number.isInteger(count) || count < 1 || count > maxSampleSize) {
      return { kind: 'error', errors: [`Sample size must be from 1 to ${maxSampleSize}`] };
    }
    return build(count, onProgress);
  }

  /**
   * Makes a kept or restored table the one answered from. Where an update emptied its search
   * index (searchFill.ts), it is filled again after the first rows are shown, as after a load:
   * searches test each row until it is whole.
   */
  function installKept(next: Database) {
    install(next);
    const refill = searchRefill(next);
    if (!refill) return;
    state.indexing = next;
    changed();
    state.building = firstPageShown().then(() => finishBuilding(next, refill, () => undefined));
    state.building.catch(() => undefined);
  }

  /**
   * Makes a restored table (already open and checked) the one answered from, as `installKept`,
   * but leaves the table it replaces open and hands it back: the restore's Undo puts it back.
   */
  function installRestored(next: Database): Database | null {
    const previous = state.db;
    state.db = null;
    installKept(next);
    return previous === next ? null : previous;
  }

  /** As after a load: searches test each row until the imported bills are in the search index. */
  function buildAfter(built: Database, steps: Iterator<string, void>) {
    state.indexing = built;
    changed();
    state.building = finishBuilding(built, steps, () => undefined);
    state.building.catch(() => undefined);
  }

  return {
    install,
    installKept,
    installRestored,
    build,
    load,
    answered,
    settled,
    builtForWrite,
    buildAfter,
    /** Resolves once the database installed last has answered its first rows (or a while passed). */
    afterFirstPage: (): Promise<void> => (state.rowsShown ? Promise.resolve() : firstPageShown()),
  };
}
