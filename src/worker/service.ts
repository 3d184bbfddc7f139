import { createLatestGate, yieldMacrotask } from '../shared/latest';
import { createBackups } from './backup';
import { databaseVersions } from './databaseVersions';
import { createExporter } from './exporter';
import { createImporter } from './importer';
import { createOperations, type Checked } from './operations';
import { createReader } from './reader';
import { createBillActions } from './service/billActions';
import { createBulkWrites } from './service/bulkWrites';
import { createLoading } from './service/loading';
import { createNewBills } from './service/newBills';
import { createBillEdits } from './service/billEdits';
import type { InvoiceServiceOptions } from './service/options';
import { createReads } from './service/reads';
import { compileContextOf, createServiceState } from './service/state';
import { createServiceKeeper, createStorage, keptDatabaseOpener } from './service/storage';
import { createSupplierReads } from './service/suppliers';
import { createTrash } from './service/trash';
import { createWrites } from './service/writes';

export type { InvoiceServiceOptions } from './service/options';

/**
 * The invoice service: owns the sql.js database and answers the screen. Plain factory so tests
 * drive it in Node; the Worker entry only exposes it with Comlink. Its parts (src/worker/service)
 * share one `ServiceState`: loading, reads, writes with their Undos, the trash, and storage;
 * importing and exporting are wired here.
 */
export function createInvoiceService(options: InvoiceServiceOptions) {
  const now = options.now ?? (() => performance.now());
  const yieldToEvents = options.yieldToEvents ?? yieldMacrotask;
  const gate = createLatestGate(yieldToEvents);
  const state = createServiceState(options.today);
  const context = compileContextOf(state);
  const reader = createReader({ database, context, choosePlan: options.choosePlan });

  function database() {
    if (!state.db) throw new Error('The invoices are not loaded yet');
    return state.db;
  }

  function changed() {
    state.hiddenNow = null;
    reader.changed();
  }

  const loading = createLoading(state, options, { now, changed });
  const operations = createOperations({
    admit: gate.admit,
    loaded: (_value, whole) =>
      whole ? loading.builtForWrite() : (state.loading ?? Promise.resolve()),
    changed,
  });
  /**
   * What a load, an import, an export or a checkpoint waits for: the load and its building
   * (`settled`) and any write under way, whose transaction may be open between its steps. Writes
   * themselves wait for `settled` only (operations.ts runs them one at a time).
   */
  const quiet = () => Promise.all([loading.settled(), operations.writesSettled()]);

  /** Runs `work` once what is under way settles; every call after it waits for it in turn. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = quiet().then(work);
    state.loading = result.catch(() => null);
    return result;
  }

  const importer = createImporter({
    database,
    exclusive,
    changed,
    yieldToEvents,
    newId: () => crypto.randomUUID(),
    buildAfter: (steps) => loading.buildAfter(database(), steps),
  });
  const exporter = createExporter({
    database,
    today: () => state.today,
    yieldToEvents,
    // Writes wait for the export, so its blocks read one state; reads go on between them.
    consistent: (work) =>
      operations.holdWrites(async () => {
        await loading.settled();
        return work();
      }),
  });
  const bulk = createBulkWrites(options, { operations, changed, now, yieldToEvents });
  const keeper = createServiceKeeper(state, options, {
    loading,
    countInvoices: reader.countInvoices,
    now,
    pause: () => operations.readsAnswered(yieldToEvents),
  });
  const storage = createStorage(state, options, {
    loading,
    keeper,
    quiet,
    countInvoices: reader.countInvoices,
  });
  const backups = createBackups({
    current: () => state.db,
    openDatabase: keptDatabaseOpener(options),
    versions: databaseVersions,
    // As the export: writes wait for it, and it for the load and its building.
    consistent: (work) => operations.holdWrites(() => loading.settled().then(work)),
    replaceKept: keeper.replaceKept,
    install: loading.installRestored,
    pause: yieldToEvents,
    now,
  });
  const trash = createTrash(state, {
    quiet,
    writing: operations.writing,
    chunkSize: options.bulkChunkSize,
    yieldToEvents,
  });

  return {
    ...importer,
    ...exporter,
    ...backups,
    ...trash,
    ...storage,
    cancelBulkWrite: bulk.cancelBulkWrite,

    /** Resolves once the last load is searchable: its indexes and search index are built. */
    async settled(): Promise<void> {
      await loading.settled();
    },

    /**
     * Moves the day reads count from (the screen calls it when a kept-open table passes
     * midnight): which bills are Overdue, and by how much, is read again from their due dates.
     * Cached summaries are forgotten, as after a write.
     */
    setToday(day: string): Checked<{ today: string }> {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
        return { ok: false, errors: [`${day} is not a day`] };
      }
      if (day !== state.today) {
        state.today = day;
        changed();
      }
      return { ok: true, value: { today: state.today } };
    },

    /** Forgets cached summaries, as after a write; benchmarks use it to time a first visit. */
    clearCaches(): void {
      changed();
    },

    ...createReads({
      operations,
      reader,
      database,
      context,
      now,
      answered: loading.answered,
    }),
    ...createSupplierReads({ operations, database, context, now }),
    ...createWrites({ state, operations, bulk, database, context }),
    ...createNewBills({ operations, database, newId: () => crypto.randomUUID() }),
    ...createBillActions({ operations, database }),
    ...createBillEdits({ operations, database }),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
