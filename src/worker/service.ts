import type { Database } from 'sql.js';
import { createLoader } from '../sql/load';
import type { BulkProgress } from '../sql/bulkWrite';
import { approveInvoices, summarizeSelection, updateReference } from '../sql/mutations';
import { parseChanges } from '../domain/changes';
import { parseQuery } from '../domain/query';
import { replayChanges } from '../sql/replay';
import { parseReference } from '../domain/reference';
import { generateInvoices } from '../domain/sample';
import { maxSampleSize } from '../domain/sampleSizes';
import { parseSelection } from '../domain/selection';
import { deleteInvoices, restoreInvoices } from '../sql/trash';
import type { choosePlan } from '../sql/plan';
import { createLatestGate, yieldMacrotask, type Ticket } from '../shared/latest';
import { createExporter } from './exporter';
import { createImporter } from './importer';
import { createKeeper } from './keeper';
import { createOperations, failure, ok, type Checked } from './operations';
import { allRows, createReader } from './reader';
import type { KeptStore } from './storage/types';
import type {
  ContactsResult,
  DeleteResult,
  LoadProgress,
  LoadResult,
  MutationResult,
  AgeingResult,
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
  /** Invoices per chunk of a bulk write (bulkWrite.ts); tests make it small. */
  bulkChunkSize?: number;
  /** Opens a database from a kept checkpoint's bytes (sql.js `new SQL.Database(bytes)`). */
  openDatabase?: (bytes: Uint8Array) => Database;
  /** Where the kept database lives (keeper.ts); without it nothing is kept. */
  openKeptStore?: () => Promise<KeptStore>;
}

const maxRowsPerCall = 1000;

/** Whether checked arguments hold a search (a query's, or a selection's query's). */
function mentionsSearch(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { query, selection } = value as { query?: unknown; selection?: unknown };
  const search = (value as { search?: unknown }).search;
  if (typeof search === 'string' && search.trim() !== '') return true;
  return mentionsSearch(query) || mentionsSearch(selection);
}

const problem = (error: string): Checked<never> => ({ ok: false, errors: [error] });
const badWindow = problem('offset and limit must be whole numbers');
const unknownInvoice = problem('Unknown invoice');
const nothingToUndo = problem('Nothing to undo');

/**
 * The invoice service: owns the sql.js database and answers the screen. Plain factory so tests
 * drive it in Node; the Worker entry only exposes it with Comlink.
 */
export function createInvoiceService(options: InvoiceServiceOptions) {
  const { today, seed } = options;
  const now = options.now ?? (() => performance.now());
  const gate = createLatestGate(options.yieldToEvents ?? yieldMacrotask);
  const context = { today };
  let db: Database | null = null;
  /** The load or exclusive write under way: every call waits for it before touching the data. */
  let loading: Promise<unknown> | null = null;
  /** The indexes and search index built after a load showed its rows (createLoader's rest). */
  let building: Promise<unknown> | null = null;
  /** Undo tokens start past the replay batch (0), so the trash keeps them apart. */
  let undoSeq = 0;
  const reader = createReader({ database, today, choosePlan: options.choosePlan });
  const { summaryFor, fullSummaryFor, ageingFor, readRows, countInvoices } = reader;

  function database(): Database {
    if (!db) throw new Error('The invoices are not loaded yet');
    return db;
  }

  function changed() {
    reader.changed();
  }

  /** Makes `next` the database answered from; deletions it holds keep their own undo tokens. */
  function install(next: Database) {
    db?.close();
    db = next;
    const top = allRows(next, { sql: 'SELECT max(batch) FROM trash', params: [] })[0]?.[0];
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
      const loader = createLoader(next);
      let loaded = 0;
      if (count > 0) {
        for (const batch of generateInvoices({ count, today, seed, batchSize: 20_000 })) {
          loader.insert(batch);
          loaded += batch.length;
          onProgress?.({ loaded, count, phase: 'generating' });
          await yieldMacrotask();
        }
      }
      onProgress?.({ loaded, count, phase: 'indexing' });
      await yieldMacrotask();
      rest = loader.finish();
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
    building = finishBuilding(next, rest, alive);
    // A failed step reaches every call that waits for `settled()`; none left unhandled meanwhile.
    building.catch(() => undefined);
    return { kind: 'ok', count, ms: now() - started };
  }

  /**
   * Builds what the first rows did not need (createLoader's `rest`) a step at a time, answering
   * reads between steps; search, writes and checkpoints wait for the end (`settled`). Stops if
   * another load replaced `built` meanwhile. A step that fails leaves the table as it is: reads
   * stay right without an index, and a search says what went wrong.
   */
  async function finishBuilding(
    built: Database,
    rest: Iterator<string, void>,
    alive: () => void,
  ): Promise<void> {
    for (;;) {
      await yieldMacrotask();
      if (db !== built) return;
      if (rest.next().done) break;
      alive();
    }
    changed();
  }

  /** Resolves once no load and no building after one is under way. */
  function settled(): Promise<unknown> {
    return Promise.all([loading, building]);
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

  const noStore = () => Promise.reject(new Error('this browser offers no storage'));
  const keeper = createKeeper({
    openStore: options.openKeptStore ?? noStore,
    openDatabase:
      options.openDatabase ??
      (() => {
        throw new Error('opening a saved table is not supported here');
      }),
    current: () => db,
    install,
    build,
    invoiceCount: () => countInvoices(),
    now,
  });

  /** Runs `work` once what is under way settles; every call after it waits for it in turn. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = settled().then(work);
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
  });
  const exporter = createExporter({
    database,
    today,
    yieldToEvents,
    idle: settled,
  });

  const { operation, latest } = createOperations({
    admit: gate.admit,
    loaded: (value, writes) =>
      writes || mentionsSearch(value) ? settled() : (loading ?? Promise.resolve()),
    changed,
  });
  const chunks = (onProgress?: (progress: BulkProgress) => void) => ({
    chunkSize: options.bulkChunkSize,
    onProgress,
  });

  /** A bulk write's arguments: the selection it acts on, and where it reports progress. */
  const checkBulkWrite = (input: unknown, onProgress?: (progress: BulkProgress) => void) => {
    const selection = parseSelection(input);
    return selection.ok ? ok({ selection: selection.value, onProgress }) : selection;
  };

  return {
    ...importer,
    ...exporter,

    /** Generates and loads `count` sample invoices, replacing what was loaded. */
    load(count: number, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult> {
      const previous = loading ?? Promise.resolve(null);
      const loaded = previous.then(() => load(count, onProgress));
      loading = loaded;
      return loaded;
    },

    /**
     * Opens what the person chose: the kept table and its checkpoint's position in the change
     * log, or (nothing kept, or a new choice) the sample made anew or an empty table.
     */
    open(request: OpenRequest, onProgress?: (progress: LoadProgress) => void): Promise<OpenResult> {
      const previous = loading ?? Promise.resolve(null);
      const opening = previous.then(() => keeper.open(request, onProgress));
      loading = opening;
      return opening;
    },

    /** Saves the table as it is now, as holding the change log up to `mark` (keeper.ts). */
    async checkpoint(mark: number, replace?: boolean) {
      await settled();
      return keeper.checkpoint(mark, replace);
    },

    /** How many invoices are loaded and how much memory the database and the wasm heap take. */
    async stats(): Promise<ServiceStats> {
      await settled();
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
        const rows = readRows(query, page * size, size, summary.total);
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
        return { kind: 'ok', rows, sqlMs: now() - started };
      },
    }),

    /** The distinct contact names, for the From filter's choices. */
    contacts: operation({
      check: () => ok(null),
      run: (): ContactsResult => {
        const rows = allRows(database(), {
          sql: 'SELECT DISTINCT contact_name FROM invoices ORDER BY contact_name',
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

    updateReference: operation({
      check: (id: unknown, value: unknown) => {
        const reference = parseReference(value);
        if (!reference.ok) return reference;
        if (typeof id !== 'number' || !Number.isInteger(id)) return unknownInvoice;
        return ok({ id, reference: reference.value });
      },
      writes: true,
      run: ({ id, reference }): MutationResult =>
        updateReference(database(), id, reference)
          ? { kind: 'ok', count: 1 }
          : { kind: 'error', errors: ['That invoice no longer exists'] },
    }),

    /*
     * Approve, Delete and Undo write in chunks and report progress after each (bulkWrite.ts),
     * but never yield between chunks: every chunk is in one transaction on the one connection,
     * so a query let in between would read a half-applied write, and another write (a Reference
     * edit, another tab's change) would land inside this one. The reports still reach the screen
     * meanwhile: a call on its Comlink proxy posts a message at once. Calls that arrive wait in
     * the worker's message queue and see the whole write once it commits; queries superseded
     * while they waited are still dropped by the latest-wins gate, which yields once after
     * they all arrive.
     */
    approve: operation({
      check: checkBulkWrite,
      writes: true,
      run: ({ selection, onProgress }): MutationResult => {
        const ids = approveInvoices(database(), selection, context, chunks(onProgress));
        return { kind: 'ok', count: ids.length, ids };
      },
    }),

    remove: operation({
      check: checkBulkWrite,
      writes: true,
      run: ({ selection, onProgress }): DeleteResult => {
        const undoToken = ++undoSeq;
        const ids = deleteInvoices(database(), selection, undoToken, context, chunks(onProgress));
        return { kind: 'ok', count: ids.length, undoToken, ids };
      },
    }),

    undoRemove: operation({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      writes: true,
      run: ({ undoToken, onProgress }): MutationResult => {
        const ids = restoreInvoices(database(), undoToken, chunks(onProgress));
        return { kind: 'ok', count: ids.length, ids };
      },
    }),

    /** Reapplies changes logged earlier (or made in another tab) to the loaded sample. */
    applyChanges: operation({
      check: (input: unknown) => ok(parseChanges(input)),
      writes: true,
      run: ({ changes, dropped }): MutationResult => {
        const count = replayChanges(database(), changes, context);
        if (dropped === 0) return { kind: 'ok', count };
        const errors = [`${dropped} stored changes were unreadable and were left out`];
        return { kind: 'error', errors };
      },
    }),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
