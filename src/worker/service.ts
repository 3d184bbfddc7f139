import type { Database } from 'sql.js';
import { createLoader, laterIndexes, type LoadCounts, type PrepareRows } from '../sql/io/load';
import type { BulkProgress } from '../sql/write/bulkWrite';
import type { StepOptions } from '../sql/write/bulkSteps';
import { summarizeSelection } from '../sql/write/mutations';
import { parseChanges } from '../domain/changes';
import { groupFilters, isGroupBy, type Grouping } from '../domain/grouping';
import { limits, parseQuery } from '../domain/query';
import { replayChanges } from '../sql/write/replay';
import { parseReference } from '../domain/reference';
import { sampleHere, type SampleSource } from './sampleSource';
import { maxSampleSize } from '../domain/sampleSizes';
import { parseSelection } from '../domain/selection';
import { idColumn } from '../sql/write/bulkWrite';
import { anyHidden } from '../sql/write/hidden';
import { purgeTrashIdsStep, purgeTrashStep } from '../sql/write/trash';
import { replayBatch } from '../sql/write/replay';
import { markPaid, recordPayment, removePayments } from '../sql/write/payments';
import { parsePaymentInput } from '../domain/payment';
import { billIdByNumber, readBillDetail } from '../sql/plan/billDetail';
import { dataVersion, stampOnCommit, stampVersions } from '../sql/write/versions';
import {
  approveBasedOn,
  deleteBasedOn,
  referenceBasedOn,
  restoreSince,
  unapproveSince,
} from '../sql/write/versionedWrites';
import type { choosePlan } from '../sql/plan/plan';
import type { CompileContext } from '../sql/compile/types';
import { createLatestGate, yieldMacrotask, type Ticket } from '../shared/latest';
import { createExporter } from './exporter';
import { createImporter } from './importer';
import { createKeeper } from './keeper';
import { createBackups } from './backup';
import { databaseVersions } from './databaseVersions';
import { createOperations, failure, ok, type Checked } from './operations';
import { allRows, createReader } from './reader';
import type { KeptStore } from './storage/types';
import type {
  Conflict,
  ContactsResult,
  DeleteResult,
  LoadProgress,
  LoadResult,
  MutationResult,
  PaymentResult,
  BillDetailResult,
  AgeingResult,
  GroupsResult,
  QueryResult,
  RowsResult,
  SelectionSummaryResult,
  OpenRequest,
  OpenResult,
  ServiceStats,
} from './types';

export interface InvoiceServiceOptions {
  /** Makes an empty in-memory database (sql.js `new SQL.Database()`). */
  createDatabase: () => Database;
  /** ISO date of today; tests pin it. */
  today: string;
  seed?: number;
  yieldToEvents?: () => Promise<void>;
  now?: () => number;
  /** How to read a window of rows; tests force each way to check both give the same rows. */
  choosePlan?: typeof choosePlan;
  /** Bytes in the wasm heap sql.js runs in, when the host can see it (see wasmMemory.ts). */
  wasmHeapBytes?: () => number | undefined;
  /** Invoices per step of a bulk write (bulkSteps.ts), fixed; tests make it small. */
  bulkChunkSize?: number;
  /** How long a step of a bulk write may take before waiting reads are answered (bulkSteps.ts). */
  bulkStepMs?: number;
  /**
   * How long the build after a load waits for the screen's first page to be answered before it
   * starts anyway (none unless given): a step under way would hold that page back.
   */
  firstPageWaitMs?: number;
  /** Awaited before each step of the build after a load; browser tests hold the build with it. */
  buildPause?: () => Promise<void>;
  /** Awaited between the steps of a bulk write; tests slow a write down with it. */
  bulkPause?: () => Promise<void>;
  /** Opens a database from a kept checkpoint's bytes (sql.js `new SQL.Database(bytes)`). */
  openDatabase?: (bytes: Uint8Array) => Database;
  /** Where the kept database lives (keeper.ts); without it nothing is kept. */
  openKeptStore?: () => Promise<KeptStore>;
  /** How the load prepares its insert (load.ts); sql.js's own statement unless given. */
  prepareRows?: PrepareRows;
  /** Where a load's sample is generated (sampleSource.ts): here, between inserts, unless given. */
  sampleSource?: SampleSource;
}

const maxRowsPerCall = 1000;

/** Invoices per batch of a load: ~50 progress reports at a million. */
const batchSize = 20_000;

const problem = (error: string): Checked<never> => ({ ok: false, errors: [error] });
const badWindow = problem('offset and limit must be whole numbers');
const unknownInvoice = problem('Unknown invoice');
const nothingToUndo = problem('Nothing to undo');
const notAnUndo: MutationResult = { kind: 'error', errors: ['Nothing to undo'] };
const badGrouping = problem("grouping must be 'from', 'status' or 'dueMonth'");
const badGroup = problem('Unknown group');

const checkGrouping = (input: unknown): Checked<Grouping> =>
  isGroupBy(input) && input !== 'none' ? ok(input) : badGrouping;

/** A write with no version named is based on everything applied so far: it checks nothing. */
const basedOnAll = Number.MAX_SAFE_INTEGER;

function basedOnOf(input: unknown): number {
  return typeof input === 'number' && Number.isInteger(input) && input >= 0 ? input : basedOnAll;
}

/**
 * The invoice service: owns the sql.js database and answers the screen. Plain factory so tests
 * drive it in Node; the Worker entry only exposes it with Comlink.
 */
export function createInvoiceService(options: InvoiceServiceOptions) {
  const { today, seed } = options;
  const now = options.now ?? (() => performance.now());
  const gate = createLatestGate(options.yieldToEvents ?? yieldMacrotask);
  let db: Database | null = null;
  /** The database whose search index is still being built (finishBuilding), if any. */
  let indexing: Database | null = null;
  /** Lets the build after a load start: called once a page of rows has been answered. */
  let pageAnswered: (() => void) | null = null;
  /** The indexes of the database answered from that its build has not made yet (load.ts). */
  let unbuilt = new Set<string>();
  /** Whether any invoice is hidden by a Delete (src/sql/write/hidden.ts), known until the next change. */
  let hiddenNow: boolean | null = null;
  /**
   * What every compiled read and write is told: today, while the search index of the database
   * answered from is built, that a search must test each row (types.ts, scanSearch), which
   * indexes are not built yet (unbuiltIndexes), and whether some invoices are hidden (hidden).
   */
  const context: CompileContext = {
    today,
    get scanSearch() {
      return db !== null && db === indexing;
    },
    get hidden() {
      if (db === null) return false;
      hiddenNow ??= anyHidden(db);
      return hiddenNow;
    },
    get unbuiltIndexes() {
      return unbuilt.size > 0 ? unbuilt : undefined;
    },
  };
  /** The load or exclusive write under way: every call waits for it before touching the data. */
  let loading: Promise<unknown> | null = null;
  /** The indexes and search index built after a load showed its rows (createLoader's rest). */
  let building: Promise<unknown> | null = null;
  /** Undo tokens start past the replay batch (0), so the trash keeps them apart. */
  let undoSeq = 0;
  const reader = createReader({ database, context, choosePlan: options.choosePlan });
  const { summaryFor, fullSummaryFor, ageingFor, groupsFor, readRows, countInvoices } = reader;

  function database(): Database {
    if (!db) throw new Error('The invoices are not loaded yet');
    return db;
  }

  function changed() {
    hiddenNow = null;
    reader.changed();
  }

  /** Makes `next` the database answered from; deletions it holds keep their own undo tokens. */
  function install(next: Database) {
    db?.close();
    db = next;
    unbuilt = new Set();
    const top = allRows(next, {
      sql: `SELECT max(coalesce((SELECT max(batch) FROM trash), 0),
        coalesce((SELECT max(batch) FROM hidden_invoices), 0))`,
      params: [],
    })[0]?.[0];
    undoSeq = Math.max(undoSeq, Number(top ?? 0));
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
      const loader = createLoader(next, { today, prepareRows: options.prepareRows });
      let loaded = 0;
      let counts: LoadCounts | undefined;
      if (count > 0) {
        const sample = (options.sampleSource ?? sampleHere)({ count, today, seed, batchSize });
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
    indexing = next;
    unbuilt = new Set(laterIndexes);
    building = firstPageShown().then(() => finishBuilding(next, rest, alive));
    // A failed step reaches every call that waits for `settled()`; none left unhandled meanwhile.
    building.catch(() => undefined);
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
      if (db !== built) return;
      const step = rest.next();
      if (step.done) break;
      // Searches use the index from the step after it is whole and optimized.
      if (step.value === 'optimize' && indexing === built) {
        indexing = null;
        changed();
      }
      // Reads may name the index from now on (and may have been planned without it).
      if (unbuilt.delete(step.value)) changed();
      alive();
    }
    if (indexing === built) indexing = null;
    changed();
  }

  /** Resolves once a page of rows is answered after this call, or `firstPageWaitMs` passed. */
  function firstPageShown(): Promise<void> {
    const waitMs = options.firstPageWaitMs ?? 0;
    if (waitMs <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      pageAnswered = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** The screen has its first rows (a page, a block or the groups): the build may start. */
  function answered() {
    pageAnswered?.();
    pageAnswered = null;
  }

  /** Resolves once no load and no building after one is under way. */
  function settled(): Promise<unknown> {
    return Promise.all([loading, building]);
  }

  /**
   * What a write waits for: the load under way, then the building it started. A load sets
   * `building` only once its first rows are in, so `settled` asked while a load had just begun
   * waited for the load alone, and the write ran between the index builds (an index built inside
   * its transaction was lost if it rolled back; with a temporary table open, the build failed).
   * A load asked after the write waits for it (`quiet`), so nothing newer is waited for here.
   */
  async function builtForWrite(): Promise<unknown> {
    await loading;
    return building;
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

  const keeperOpenDatabase =
    options.openDatabase ??
    (() => {
      throw new Error('opening a saved table is not supported here');
    });
  const noStore = () => Promise.reject(new Error('this browser offers no storage'));
  const keeper = createKeeper({
    openStore: options.openKeptStore ?? noStore,
    openDatabase: keeperOpenDatabase,
    current: () => db,
    install,
    build,
    invoiceCount: () => countInvoices(),
    now,
  });

  /** Resolves once no write is under way (the operations below say). */
  let writesSettled: () => Promise<unknown> = () => Promise.resolve();
  /**
   * What a load, an import, an export or a checkpoint waits for: the load and its building
   * (`settled`) and any write under way, whose transaction may be open between its steps. Writes
   * themselves wait for `settled` only (operations.ts runs them one at a time).
   */
  const quiet = () => Promise.all([settled(), writesSettled()]);

  /** Runs `work` once what is under way settles; every call after it waits for it in turn. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = quiet().then(work);
    loading = result.catch(() => null);
    return result;
  }

  const yieldToEvents = options.yieldToEvents ?? yieldMacrotask;
  const importer = createImporter({
    database,
    exclusive,
    changed,
    yieldToEvents,
    newId: () => crypto.randomUUID(),
    // As after a load: searches test each row until the imported bills are in the search index.
    buildAfter: (steps) => {
      const built = database();
      indexing = built;
      changed();
      building = finishBuilding(built, steps, () => undefined);
      building.catch(() => undefined);
    },
  });
  const exporter = createExporter({
    database,
    today,
    yieldToEvents,
    // Writes wait for the export, so its blocks read one state; reads go on between them.
    consistent: (work) =>
      operations.holdWrites(async () => {
        await settled();
        return work();
      }),
  });

  const backups = createBackups({
    current: () => db,
    openDatabase: keeperOpenDatabase,
    versions: databaseVersions,
    // As the export: writes wait for it, and it for the load and its building.
    consistent: (work) => operations.holdWrites(() => settled().then(work)),
    replaceKept: keeper.replaceKept,
    pause: yieldToEvents,
    now,
  });

  const operations = createOperations({
    admit: gate.admit,
    loaded: (_value, whole) => (whole ? builtForWrite() : (loading ?? Promise.resolve())),
    changed,
  });
  const { operation, latest } = operations;
  writesSettled = operations.writesSettled;
  /**
   * A person's bulk writes are numbered as they are asked (`personal`); a Cancel stops each one
   * asked before it that has not ended, whether it runs or still waits (for the load to finish,
   * an export, the write before it). One asked after the Cancel is never stopped by it.
   */
  let askedWrites = 0;
  let endedWrites = 0;
  let cancelledThrough = 0;
  /**
   * How a bulk write runs its steps (bulkSteps.ts): after each, cached sums are forgotten and
   * the reads that arrived meanwhile are answered before the next step starts. `asked`: the
   * number of a person's write, which their Cancel stops; a change replayed from another tab or
   * the log has none (it already happened there).
   */
  const steps = (onProgress?: (progress: BulkProgress) => void, asked?: number): StepOptions => ({
    chunkSize: options.bulkChunkSize,
    stepMs: options.bulkStepMs,
    onProgress,
    onStep: changed,
    between: () => operations.readsAnswered(options.bulkPause ?? yieldToEvents),
    cancelled: () => asked !== undefined && asked <= cancelledThrough,
    now,
  });
  /** A person's bulk write: numbered when asked, so a Cancel is heard even before it starts. */
  function personal<A extends unknown[], V extends object, R>(op: {
    check: (...args: A) => Checked<V>;
    run: (value: V & { asked: number }) => Promise<R>;
  }) {
    return operation({
      writes: true,
      check: (...args: A): Checked<V & { asked: number }> => {
        const checked = op.check(...args);
        return checked.ok ? ok({ ...checked.value, asked: ++askedWrites }) : checked;
      },
      run: async (value: V & { asked: number }) => {
        try {
          return await op.run(value);
        } finally {
          endedWrites = Math.max(endedWrites, value.asked);
        }
      },
    });
  }

  /** A bulk write's arguments: the selection it acts on, and where it reports progress. */
  const checkBulkWrite = (
    input: unknown,
    onProgress?: (progress: BulkProgress) => void,
    basedOn?: unknown,
  ) => {
    const selection = parseSelection(input);
    return selection.ok
      ? ok({ selection: selection.value, onProgress, basedOn: basedOnOf(basedOn) })
      : selection;
  };
  /** The data version each Delete made, by undo token: its Undo leaves what changed after. */
  const deletedAt = new Map<number, number>();
  /** What each Approve moved and the version it made, by undo token, for its Undo. */
  const approvals = new Map<number, { ids: number[]; version: number }>();

  /**
   * Empties one deletion's batch from the trash (and its words from the search index), a small
   * transaction at a time, each only while no load or write is under way, with a turn for
   * everything else between them: reads and writes never wait for more than one of its steps.
   */
  async function purge(batch: number): Promise<number> {
    const from = db;
    let purged = 0;
    for (;;) {
      await quiet();
      if (db !== from || !db) return purged;
      if (operations.writing()) continue;
      const step = purgeTrashStep(db, batch, options.bulkChunkSize ?? 2000);
      purged += step;
      if (step === 0) return purged;
      await yieldToEvents();
    }
  }

  /**
   * Empties the trash as it stands now, a small transaction at a time, each only while no load
   * or write is under way, with a turn for everything else between them (as `purge`).
   */
  async function purgeAll(): Promise<number> {
    const from = db;
    if (!from) return 0;
    await quiet();
    if (db !== from) return 0;
    const ids = idColumn(
      from,
      'SELECT id FROM trash UNION ALL SELECT id FROM hidden_invoices ORDER BY id',
      [],
    );
    const size = options.bulkChunkSize ?? 2000;
    let purged = 0;
    for (let start = 0; start < ids.length;) {
      await quiet();
      if (db !== from) return purged;
      if (operations.writing()) continue;
      purged += purgeTrashIdsStep(from, ids.slice(start, start + size));
      start += size;
      await yieldToEvents();
    }
    return purged;
  }

  return {
    ...importer,
    ...exporter,
    ...backups,

    /**
     * Empties the trash of a table just opened from its checkpoint: no Undo is offered after a
     * reload, so what a saved table's trash holds can never come back (the screen asks only when
     * no other tab has the table open, since a tab's Undo may still want its deletion back).
     * Resolves with how many invoices left the trash; reads and writes go on meanwhile.
     */
    async purgeTrash(): Promise<MutationResult> {
      try {
        return { kind: 'ok', count: await purgeAll() };
      } catch (error) {
        return failure(error);
      }
    },

    /**
     * The screen no longer offers the Undo of `undoToken` (its alert was dismissed or replaced):
     * the trash lets go of that deletion. So the trash holds only what this tab can still undo,
     * and deletions replayed from another tab or the change log (batch 0), which a 'restore' from
     * there may still ask back. Resolves with how many invoices left the trash; the screen need
     * not wait for it.
     */
    /**
     * A person's Cancel of their bulk write: heard after the step running now (or after its first
     * step, if it has not started yet), it rolls back every step (the write answers with a
     * failure marked `cancelled`). Not queued behind the write, as writes are. Resolves with
     * whether a write of theirs was running or waiting to hear it; one that has ended (or is
     * about to commit) is not undone by it.
     */
    cancelBulkWrite(): boolean {
      if (endedWrites >= askedWrites) return false;
      cancelledThrough = askedWrites;
      return true;
    },

    async forgetUndo(undoToken: unknown): Promise<MutationResult> {
      if (typeof undoToken !== 'number' || !Number.isInteger(undoToken)) return notAnUndo;
      if (undoToken <= replayBatch) return notAnUndo;
      try {
        return { kind: 'ok', count: await purge(undoToken) };
      } catch (error) {
        return failure(error);
      }
    },

    /** Generates and loads `count` sample invoices, replacing what was loaded. */
    load(count: number, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult> {
      const previous = quiet();
      const loaded = previous.then(() => load(count, onProgress));
      loading = loaded;
      return loaded;
    },

    /**
     * Opens what the person chose: the kept table and its checkpoint's position in the change
     * log, or (nothing kept, or a new choice) the sample made anew or an empty table.
     */
    open(request: OpenRequest, onProgress?: (progress: LoadProgress) => void): Promise<OpenResult> {
      const previous = quiet();
      const opening = previous.then(() => keeper.open(request, onProgress));
      loading = opening;
      return opening;
    },

    /** Saves the table as it is now, as holding the change log up to `mark` (keeper.ts). */
    async checkpoint(mark: number, replace?: boolean) {
      // Never inside a bulk write's transaction: the copy holds whole writes only.
      await quiet();
      return keeper.checkpoint(mark, replace);
    },

    /** How many invoices are loaded and how much memory the database and the wasm heap take. */
    async stats(): Promise<ServiceStats> {
      await quiet();
      const wasmHeapBytes = options.wasmHeapBytes?.();
      if (!db) return { invoices: 0, databaseBytes: 0, wasmHeapBytes };
      const one = (sql: string) => Number(allRows(db as Database, { sql, params: [] })[0]?.[0]);
      return {
        invoices: countInvoices(),
        databaseBytes: one('PRAGMA main.page_count') * one('PRAGMA main.page_size'),
        wasmHeapBytes,
      };
    },

    /** Resolves once the last load is searchable: its indexes and search index are built. */
    async settled(): Promise<void> {
      await settled();
    },

    /** Forgets cached summaries, as after a write; benchmarks use it to time a first visit. */
    clearCaches(): void {
      changed();
    },

    /**
     * A page of rows and the summary over every matching row. A page past the last (page 9 of
     * a result that now has 3) is answered with the last page, and `page` says which it is, so
     * the screen shows it in the same render as its rows.
     */
    query: latest({
      check: (input: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        return parsed.ok ? ok({ query: parsed.value, ticket }) : parsed;
      },
      run: ({ query }): QueryResult => {
        const started = now();
        const summary = fullSummaryFor(query);
        const { size } = query.page;
        const lastPage = Math.max(0, Math.ceil(summary.total / size) - 1);
        const page = Math.min(query.page.index, lastPage);
        // No match, no rows to look for (a search tested row by row would read every row again).
        const rows = summary.total === 0 ? [] : readRows(query, page * size, size, summary.total);
        answered();
        return { kind: 'ok', rows, summary, page, sqlMs: now() - started };
      },
    }),

    /**
     * The aged payables over every matching row, for when a query's summary could not give them
     * cheaply (`summary.ageing` null): asked after the rows, so they need not wait for it.
     */
    ageing: latest({
      check: (input: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        return parsed.ok ? ok({ query: parsed.value, ticket }) : parsed;
      },
      run: ({ query }): AgeingResult => {
        const started = now();
        return { kind: 'ok', ageing: ageingFor(query), sqlMs: now() - started };
      },
    }),

    /** A block of rows at any offset, for the continuous layout. */
    rows: latest({
      check: (input: unknown, offset: unknown, limit: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        if (!Number.isInteger(offset) || !Number.isInteger(limit)) return badWindow;
        if ((offset as number) < 0 || (limit as number) < 1) return badWindow;
        return ok({
          query: parsed.value,
          offset: offset as number,
          limit: limit as number,
          ticket,
        });
      },
      run: ({ query, offset, limit }): RowsResult => {
        const started = now();
        const { total } = summaryFor(query);
        const rows = readRows(query, offset, Math.min(limit, maxRowsPerCall), total);
        answered();
        return { kind: 'ok', rows, sqlMs: now() - started };
      },
    }),

    /** Group by's groups of every matching row: name, count, Paid and Amount due (grouping.ts). */
    groups: latest({
      check: (input: unknown, grouping: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        const by = checkGrouping(grouping);
        return by.ok ? ok({ query: parsed.value, grouping: by.value, ticket }) : by;
      },
      run: ({ query, grouping }): GroupsResult => {
        const started = now();
        const groups = groupsFor(query, grouping);
        answered();
        return { kind: 'ok', groups, sqlMs: now() - started };
      },
    }),

    /** A block of one group's rows, in query order: the query's rows with the group's filters. */
    groupRows: latest({
      check: (
        input: unknown,
        grouping: unknown,
        key: unknown,
        offset: unknown,
        limit: unknown,
        ticket?: Ticket,
      ) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        const by = checkGrouping(grouping);
        if (!by.ok) return by;
        if (typeof key !== 'string' || key.length > limits.valueLength) return badGroup;
        const filters = groupFilters(by.value, key);
        if (!filters) return badGroup;
        if (!Number.isInteger(offset) || !Number.isInteger(limit)) return badWindow;
        if ((offset as number) < 0 || (limit as number) < 1) return badWindow;
        const query = parsed.value;
        return ok({
          query,
          group: { ...query, filters: [...query.filters, ...filters] },
          grouping: by.value,
          key,
          offset: offset as number,
          limit: limit as number,
          ticket,
        });
      },
      run: ({ query, group, grouping, key, offset, limit }): RowsResult => {
        const started = now();
        // The group's count is already known from its groups (read once until a write).
        const total = groupsFor(query, grouping).find((g) => g.key === key)?.count ?? 0;
        const rows =
          total === 0 ? [] : readRows(group, offset, Math.min(limit, maxRowsPerCall), total);
        return { kind: 'ok', rows, sqlMs: now() - started };
      },
    }),

    /** The distinct contact names, for the From filter's choices. */
    contacts: operation({
      check: () => ok(null),
      run: (): ContactsResult => {
        const rows = allRows(database(), {
          // From the per-contact totals: a row per contact, status and due date rather than a
          // pass over every invoice's contact, and they leave out hidden invoices (hidden.ts).
          sql: `SELECT contact_name FROM invoice_contact_totals GROUP BY contact_name
            HAVING sum(invoices) > 0 ORDER BY contact_name`,
          params: [],
        });
        return { kind: 'ok', names: rows.map((r) => String(r[0])) };
      },
    }),

    summarizeSelection: operation({
      check: (input: unknown) => parseSelection(input),
      run: (selection): SelectionSummaryResult => ({
        kind: 'ok',
        ...summarizeSelection(database(), selection, context),
      }),
    }),

    /** The data version the screen's rows are read at, for a write to name as its base. */
    dataVersion: operation({
      check: () => ok(null),
      run: (): { kind: 'ok'; version: number } => ({
        kind: 'ok',
        version: dataVersion(database()),
      }),
    }),

    updateReference: operation({
      check: (id: unknown, value: unknown, basedOn?: unknown) => {
        const reference = parseReference(value);
        if (!reference.ok) return reference;
        if (typeof id !== 'number' || !Number.isInteger(id)) return unknownInvoice;
        return ok({ id, reference: reference.value, basedOn: basedOnOf(basedOn) });
      },
      writes: true,
      run: ({ id, reference, basedOn }): MutationResult => {
        const written = referenceBasedOn(database(), id, reference, basedOn);
        switch (written.kind) {
          case 'saved':
            return { kind: 'ok', count: 1 };
          case 'missing':
            return { kind: 'error', errors: ['That invoice no longer exists'] };
          case 'changed': {
            const conflict: Conflict = {
              kind: 'error',
              current: written.reference,
              errors: [
                `${written.number} was changed in another tab; your edit was not saved. Its Reference is now “${written.reference}”.`,
              ],
            };
            return conflict;
          }
        }
      },
    }),

    /*
     * Approve, Delete, their Undos, Mark as paid, taking payments back and replayed changes write
     * in steps, each in one transaction (bulkSteps.ts), the rows' versions stamped before it
     * commits (versionedWrites.ts) and rows changed since the person looked left out. Between steps
     * the reads that arrived meanwhile are answered, from the state after the last step, with
     * sums and rows from that same state; writes wait for the whole write to end (operations.ts),
     * and so do loads, imports and checkpoints. A failure rolls back every step.
     */
    approve: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress, basedOn }): Promise<MutationResult> => {
        const { ids, leftOut, version } = await approveBasedOn(
          database(),
          selection,
          basedOn,
          context,
          steps(onProgress, asked),
        );
        const undoToken = ++undoSeq;
        approvals.set(undoToken, { ids, version });
        return {
          kind: 'ok',
          count: ids.length,
          ids,
          undoToken,
          ...(leftOut > 0 ? { leftOut } : {}),
        };
      },
    }),

    remove: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress, basedOn }): Promise<DeleteResult> => {
        const undoToken = ++undoSeq;
        const { ids, leftOut, version } = await deleteBasedOn(
          database(),
          selection,
          undoToken,
          basedOn,
          context,
          steps(onProgress, asked),
        );
        deletedAt.set(undoToken, version);
        return {
          kind: 'ok',
          count: ids.length,
          undoToken,
          ids,
          ...(leftOut > 0 ? { leftOut } : {}),
        };
      },
    }),

    undoRemove: personal({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      run: async ({ asked, undoToken, onProgress }): Promise<MutationResult> => {
        // Without the Delete's version (made before this worker started), nothing is left out.
        const since = deletedAt.get(undoToken) ?? basedOnAll;
        const restored = await restoreSince(database(), undoToken, since, steps(onProgress, asked));
        const { ids, leftOut } = restored;
        return { kind: 'ok', count: ids.length, ids, ...(leftOut > 0 ? { leftOut } : {}) };
      },
    }),

    /** Undoes an Approve: its invoices go back to draft, except those changed since. */
    undoApprove: personal({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      run: async ({ asked, undoToken, onProgress }): Promise<MutationResult> => {
        const approval = approvals.get(undoToken);
        if (!approval) return notAnUndo;
        approvals.delete(undoToken);
        const { ids, leftOut } = await unapproveSince(
          database(),
          approval.ids,
          approval.version,
          steps(onProgress, asked),
        );
        return { kind: 'ok', count: ids.length, ids, ...(leftOut > 0 ? { leftOut } : {}) };
      },
    }),

    /** Records one payment against a bill: checked here and again against the bill as it is. */
    recordPayment: operation({
      check: (input: unknown) => parsePaymentInput(input),
      writes: true,
      run: (input): PaymentResult => {
        const result = recordPayment(database(), input);
        if (result.ok) stampVersions(database(), [input.bill]);
        return result.ok
          ? { kind: 'ok', count: 1, ids: [input.bill], first: result.id, date: input.date }
          : { kind: 'error', errors: [result.error] };
      },
    }),

    /**
     * Mark as paid: pays in full, dated today, every selected bill awaiting payment, in steps
     * like Approve (reads answered between them), the bills' versions stamped before it commits.
     */
    markPaid: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress }): Promise<PaymentResult> => {
        const db = database();
        const stamping = stampOnCommit(db, steps(onProgress, asked));
        const { ids, first } = await markPaid(db, selection, today, context, stamping.options);
        return { kind: 'ok', count: ids.length, ids, first, date: today };
      },
    }),

    /** Takes back payments `first` to `first + count - 1` (the Undo of the two above), in steps. */
    removePayments: personal({
      check: (first: unknown, count: unknown, onProgress?: (p: BulkProgress) => void) =>
        Number.isInteger(first) && Number.isInteger(count) && (count as number) > 0
          ? ok({ first: first as number, count: count as number, onProgress })
          : nothingToUndo,
      run: async ({ asked, first, count, onProgress }): Promise<MutationResult> => {
        const db = database();
        const stamping = stampOnCommit(db, steps(onProgress, asked));
        const ids = await removePayments(db, first, count, stamping.options);
        return { kind: 'ok', count: ids.length, ids };
      },
    }),

    /** One bill's detail (its row, lines and payments), or null when it does not exist. */
    billDetail: operation({
      readsWhole: true,
      check: (id: unknown) =>
        typeof id === 'number' && Number.isInteger(id) ? ok(id) : unknownInvoice,
      run: (id): BillDetailResult => ({ kind: 'ok', bill: readBillDetail(database(), id) }),
    }),

    /** Finds a bill by its number (a link to its detail); null when there is none. */
    billByNumber: operation({
      readsWhole: true,
      check: (number: unknown) =>
        typeof number === 'string' && number.length <= 100 ? ok(number) : unknownInvoice,
      run: (number): BillDetailResult => {
        const found = billIdByNumber(database(), number);
        return { kind: 'ok', bill: found === null ? null : readBillDetail(database(), found) };
      },
    }),

    /** Reapplies changes logged earlier (or made in another tab) to the loaded sample. */
    applyChanges: operation({
      check: (input: unknown) => ok(parseChanges(input)),
      writes: true,
      run: async ({ changes, dropped }): Promise<MutationResult> => {
        const count = await replayChanges(database(), changes, context, steps());
        if (dropped === 0) return { kind: 'ok', count };
        const errors = [`${dropped} stored changes were unreadable and were left out`];
        return { kind: 'error', errors };
      },
    }),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
