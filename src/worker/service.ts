import type { Database } from 'sql.js';
import { createLoader } from '../sql/load';
import type { BulkProgress } from '../sql/bulkWrite';
import { summarizeSelection } from '../sql/mutations';
import { parseChanges } from '../domain/changes';
import { groupFilters, isGroupBy, type Grouping } from '../domain/grouping';
import { limits, parseQuery } from '../domain/query';
import { replayChanges } from '../sql/replay';
import { parseReference } from '../domain/reference';
import { generateInvoices } from '../domain/sample';
import { maxSampleSize } from '../domain/sampleSizes';
import { parseSelection } from '../domain/selection';
import { markPaid, recordPayment, removePayments } from '../sql/payments';
import { parsePaymentInput } from '../domain/payment';
import { readBillDetail } from '../sql/billDetail';
import { dataVersion, stampVersions } from '../sql/versions';
import {
  approveBasedOn,
  deleteBasedOn,
  referenceBasedOn,
  restoreSince,
  unapproveSince,
} from '../sql/versionedWrites';
import type { choosePlan } from '../sql/plan';
import { createLatestGate, yieldMacrotask, type Ticket } from '../shared/latest';
import { createExporter } from './exporter';
import { createImporter } from './importer';
import { createKeeper } from './keeper';
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
  const context = { today };
  let db: Database | null = null;
  /** The load or exclusive write under way: every call waits for it before touching the data. */
  let loading: Promise<unknown> | null = null;
  /** The indexes and search index built after a load showed its rows (createLoader's rest). */
  let building: Promise<unknown> | null = null;
  /** Undo tokens start past the replay batch (0), so the trash keeps them apart. */
  let undoSeq = 0;
  const reader = createReader({ database, today, choosePlan: options.choosePlan });
  const { summaryFor, fullSummaryFor, ageingFor, groupsFor, readRows, countInvoices } = reader;

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
      const loader = createLoader(next, { today });
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
        return { kind: 'ok', groups: groupsFor(query, grouping), sqlMs: now() - started };
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
      run: ({ selection, onProgress, basedOn }): MutationResult => {
        const { ids, leftOut, version } = approveBasedOn(
          database(),
          selection,
          basedOn,
          context,
          chunks(onProgress),
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

    remove: operation({
      check: checkBulkWrite,
      writes: true,
      run: ({ selection, onProgress, basedOn }): DeleteResult => {
        const undoToken = ++undoSeq;
        const { ids, leftOut, version } = deleteBasedOn(
          database(),
          selection,
          undoToken,
          basedOn,
          context,
          chunks(onProgress),
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

    undoRemove: operation({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      writes: true,
      run: ({ undoToken, onProgress }): MutationResult => {
        // Without the Delete's version (made before this worker started), nothing is left out.
        const since = deletedAt.get(undoToken) ?? basedOnAll;
        const { ids, leftOut } = restoreSince(database(), undoToken, since, chunks(onProgress));
        return { kind: 'ok', count: ids.length, ids, ...(leftOut > 0 ? { leftOut } : {}) };
      },
    }),

    /** Undoes an Approve: its invoices go back to draft, except those changed since. */
    undoApprove: operation({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      writes: true,
      run: ({ undoToken, onProgress }): MutationResult => {
        const approval = approvals.get(undoToken);
        if (!approval) return { kind: 'error', errors: ['Nothing to undo'] };
        approvals.delete(undoToken);
        const { ids, leftOut } = unapproveSince(
          database(),
          approval.ids,
          approval.version,
          chunks(onProgress),
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

    /** Mark as paid: pays in full, dated today, every selected bill awaiting payment. */
    markPaid: operation({
      check: checkBulkWrite,
      writes: true,
      run: ({ selection, onProgress }): PaymentResult => {
        const paid = markPaid(database(), selection, today, context, chunks(onProgress));
        const { ids, first } = paid;
        stampVersions(database(), ids);
        return { kind: 'ok', count: ids.length, ids, first, date: today };
      },
    }),

    /** Takes back payments `first` to `first + count - 1` (the Undo of the two above). */
    removePayments: operation({
      check: (first: unknown, count: unknown, onProgress?: (p: BulkProgress) => void) =>
        Number.isInteger(first) && Number.isInteger(count) && (count as number) > 0
          ? ok({ first: first as number, count: count as number, onProgress })
          : nothingToUndo,
      writes: true,
      run: ({ first, count, onProgress }): MutationResult => {
        const ids = removePayments(database(), first, count, chunks(onProgress));
        stampVersions(database(), ids);
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
        const found = allRows(database(), {
          sql: 'SELECT id FROM invoices WHERE number = ? LIMIT 1',
          params: [number],
        })[0]?.[0];
        return {
          kind: 'ok',
          bill: found === undefined ? null : readBillDetail(database(), Number(found)),
        };
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
