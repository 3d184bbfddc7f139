import { allRows } from '../allRows';
import { createKeeper } from '../keeper';
import type { LoadProgress, LoadResult, OpenRequest, OpenResult, ServiceStats } from '../types';
import type { createLoading } from './loading';
import type { InvoiceServiceOptions } from './options';
import type { ServiceState } from './state';

/**
 * Loading and keeping the table, as the screen asks it: a sample loaded, the kept table opened,
 * a checkpoint saved (keeper.ts), and what the table takes in memory. Each waits for what is
 * under way (`quiet`), and a load or open is what every later call waits for in turn.
 */
/** Opens a database from a kept file's bytes, where the host can (sql.js in the worker). */
export function keptDatabaseOpener(options: InvoiceServiceOptions) {
  return (
    options.openDatabase ??
    (() => {
      throw new Error('opening a saved table is not supported here');
    })
  );
}

/** The keeper of this service's table (keeper.ts): where it is kept, and how it is reopened. */
export function createServiceKeeper(
  state: ServiceState,
  options: InvoiceServiceOptions,
  deps: {
    loading: ReturnType<typeof createLoading>;
    countInvoices: () => number;
    now: () => number;
    /** Between the steps of a reopened table's check: what arrived meanwhile is answered. */
    pause: () => Promise<void>;
  },
) {
  const noStore = () => Promise.reject(new Error('this browser offers no storage'));
  return createKeeper({
    openStore: options.openKeptStore ?? noStore,
    openDatabase: keptDatabaseOpener(options),
    current: () => state.db,
    install: deps.loading.installKept,
    build: deps.loading.build,
    invoiceCount: () => deps.countInvoices(),
    now: deps.now,
    afterFirstPage: deps.loading.afterFirstPage,
    pause: deps.pause,
  });
}

export function createStorage(
  state: ServiceState,
  options: InvoiceServiceOptions,
  deps: {
    loading: ReturnType<typeof createLoading>;
    keeper: ReturnType<typeof createKeeper>;
    quiet: () => Promise<unknown>;
    countInvoices: () => number;
  },
) {
  const { loading, keeper, quiet, countInvoices } = deps;

  /** The database's own size: page_count × page_size; 0 before a table is loaded. */
  function databaseBytesNow(): number {
    const db = state.db;
    if (!db) return 0;
    const one = (sql: string) => Number(allRows(db, { sql, params: [] })[0]?.[0]);
    return one('PRAGMA main.page_count') * one('PRAGMA main.page_size');
  }

  return {
    /** Generates and loads `count` sample invoices, replacing what was loaded. */
    load(count: number, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult> {
      const previous = quiet();
      const loaded = previous.then(() => loading.load(count, onProgress));
      state.loading = loaded;
      return loaded;
    },

    /**
     * Opens what the person chose: the kept table and its checkpoint's position in the change
     * log, or (nothing kept, or a new choice) the sample made anew or an empty table.
     */
    open(request: OpenRequest, onProgress?: (progress: LoadProgress) => void): Promise<OpenResult> {
      const previous = quiet();
      const opening = previous.then(() => keeper.open(request, onProgress));
      state.loading = opening;
      return opening;
    },

    /** Saves the table as it is now, as holding the change log up to `mark` (keeper.ts). */
    async checkpoint(mark: number, replace?: boolean) {
      // Never inside a bulk write's transaction: the copy holds whole writes only.
      await quiet();
      return keeper.checkpoint(mark, replace);
    },

    /**
     * SQLite's check of a table reopened from its checkpoint, once it has run (after the first
     * rows are shown, a table at a time): passed, not kept, or damaged (keptChecking.ts).
     */
    checkKept: () => keeper.checkKept(),

    /** The checkpoint set aside as unreadable, as a file to download (keeper.ts). */
    async readSetAside(): Promise<
      { kind: 'ok'; name: string; file: Blob } | { kind: 'error'; errors: string[] }
    > {
      const copy = await keeper.readSetAside();
      if (copy.kind === 'error') return copy;
      // A Blob crosses to the page without a copy of its bytes in the message.
      return { kind: 'ok', name: copy.name, file: new Blob([copy.bytes as BlobPart]) };
    },

    /** How many invoices are loaded and how much memory the database and the wasm heap take. */
    async stats(): Promise<ServiceStats> {
      await quiet();
      const wasmHeapBytes = options.wasmHeapBytes?.();
      if (!state.db) return { invoices: 0, databaseBytes: 0, wasmHeapBytes };
      return { invoices: countInvoices(), databaseBytes: databaseBytesNow(), wasmHeapBytes };
    },

    /**
     * SQLite's pages as they are this moment, without waiting for a load or write under way
     * (`stats` waits): `npm run bench` reads it beside the worker's memory, at the same moment.
     */
    databaseBytesNow,
  };
}
