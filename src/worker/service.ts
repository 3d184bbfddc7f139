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
import { createLatestGate, yieldMacrotask, type Ticket } from './latest';
import { allRows, createReader } from './reader';
import type {
  DeleteResult,
  Failure,
  LoadProgress,
  LoadResult,
  MutationResult,
  QueryResult,
  RowsResult,
  SelectionSummaryResult,
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
}

const maxRowsPerCall = 1000;

function failure(error: unknown): Failure {
  return { kind: 'error', errors: [error instanceof Error ? error.message : String(error)] };
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
  let loading: Promise<LoadResult> | null = null;
  /** Undo tokens start past the replay batch (0), so the trash keeps them apart. */
  let undoSeq = 0;
  const reader = createReader({ database, today, choosePlan: options.choosePlan });
  const { summaryFor, fullSummaryFor, readRows, countInvoices } = reader;

  function database(): Database {
    if (!db) throw new Error('The invoices are not loaded yet');
    return db;
  }

  function changed() {
    reader.changed();
  }

  async function load(
    count: number,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<LoadResult> {
    if (!Number.isInteger(count) || count < 1 || count > maxSampleSize) {
      return { kind: 'error', errors: [`Sample size must be from 1 to ${maxSampleSize}`] };
    }
    const started = now();
    const next = options.createDatabase();
    try {
      const loader = createLoader(next);
      let loaded = 0;
      for (const batch of generateInvoices({ count, today, seed, batchSize: 20_000 })) {
        loader.insert(batch);
        loaded += batch.length;
        onProgress?.({ loaded, count, phase: 'generating' });
        await yieldMacrotask();
      }
      onProgress?.({ loaded, count, phase: 'indexing' });
      await yieldMacrotask();
      loader.finish();
    } catch (error) {
      next.close();
      return failure(error);
    }
    db?.close();
    db = next;
    changed();
    return { kind: 'ok', count, ms: now() - started };
  }

  return {
    /** Generates and loads `count` sample invoices, replacing what was loaded. */
    load(count: number, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult> {
      const previous = loading ?? Promise.resolve(null);
      loading = previous.then(() => load(count, onProgress));
      return loading;
    },

    /** A page of rows and the summary over every matching row. */
    async query(input: unknown, ticket?: Ticket): Promise<QueryResult> {
      const parsed = parseQuery(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      if (!(await gate.admit(ticket))) return { kind: 'superseded' };
      try {
        await loading;
        const started = now();
        const summary = fullSummaryFor(parsed.value);
        const { index, size } = parsed.value.page;
        const rows = readRows(parsed.value, index * size, size, summary.total);
        return { kind: 'ok', rows, summary, sqlMs: now() - started };
      } catch (error) {
        return failure(error);
      }
    },

    /** A block of rows at any offset, for the continuous layout. */
    async rows(
      input: unknown,
      offset: number,
      limit: number,
      ticket?: Ticket,
    ): Promise<RowsResult> {
      const parsed = parseQuery(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1) {
        return { kind: 'error', errors: ['offset and limit must be whole numbers'] };
      }
      if (!(await gate.admit(ticket))) return { kind: 'superseded' };
      try {
        await loading;
        const started = now();
        const { total } = summaryFor(parsed.value);
        const rows = readRows(parsed.value, offset, Math.min(limit, maxRowsPerCall), total);
        return { kind: 'ok', rows, sqlMs: now() - started };
      } catch (error) {
        return failure(error);
      }
    },

    /** How many invoices are loaded and how much memory the database and the wasm heap take. */
    async stats(): Promise<ServiceStats> {
      await loading;
      const wasmHeapBytes = options.wasmHeapBytes?.();
      if (!db) return { invoices: 0, databaseBytes: 0, wasmHeapBytes };
      const one = (sql: string) => Number(allRows(db as Database, { sql, params: [] })[0]?.[0]);
      return {
        invoices: countInvoices(),
        databaseBytes: one('PRAGMA mem.page_count') * one('PRAGMA mem.page_size'),
        wasmHeapBytes,
      };
    },

    /** Forgets cached summaries, as after a write; benchmarks use it to time a first visit. */
    clearCaches(): void {
      changed();
    },

    /** The distinct contact names, for the From filter's choices. */
    async contacts(): Promise<string[]> {
      await loading;
      const rows = allRows(database(), {
        sql: 'SELECT DISTINCT contact_name FROM invoices ORDER BY contact_name',
        params: [],
      });
      return rows.map((r) => String(r[0]));
    },

    async updateReference(id: unknown, value: unknown): Promise<MutationResult> {
      const parsed = parseReference(value);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      if (typeof id !== 'number' || !Number.isInteger(id)) {
        return { kind: 'error', errors: ['Unknown invoice'] };
      }
      try {
        await loading;
        if (!updateReference(database(), id, parsed.value)) {
          return { kind: 'error', errors: ['That invoice no longer exists'] };
        }
        changed();
        return { kind: 'ok', count: 1 };
      } catch (error) {
        return failure(error);
      }
    },

    async summarizeSelection(input: unknown): Promise<SelectionSummaryResult> {
      const parsed = parseSelection(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      try {
        await loading;
        return { kind: 'ok', ...summarizeSelection(database(), parsed.value, context) };
      } catch (error) {
        return failure(error);
      }
    },

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
    async approve(
      input: unknown,
      onProgress?: (progress: BulkProgress) => void,
    ): Promise<MutationResult> {
      const parsed = parseSelection(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      try {
        await loading;
        const chunks = { chunkSize: options.bulkChunkSize, onProgress };
        const ids = approveInvoices(database(), parsed.value, context, chunks);
        changed();
        return { kind: 'ok', count: ids.length, ids };
      } catch (error) {
        return failure(error);
      }
    },

    async remove(
      input: unknown,
      onProgress?: (progress: BulkProgress) => void,
    ): Promise<DeleteResult> {
      const parsed = parseSelection(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      try {
        await loading;
        const undoToken = ++undoSeq;
        const chunks = { chunkSize: options.bulkChunkSize, onProgress };
        const ids = deleteInvoices(database(), parsed.value, undoToken, context, chunks);
        changed();
        return { kind: 'ok', count: ids.length, undoToken, ids };
      } catch (error) {
        return failure(error);
      }
    },

    /** Reapplies changes logged earlier (or made in another tab) to the loaded sample. */
    async applyChanges(input: unknown): Promise<MutationResult> {
      const { changes, dropped } = parseChanges(input);
      try {
        await loading;
        const count = replayChanges(database(), changes, context);
        changed();
        if (dropped > 0) {
          return {
            kind: 'error',
            errors: [`${dropped} stored changes were unreadable and were left out`],
          };
        }
        return { kind: 'ok', count };
      } catch (error) {
        return failure(error);
      }
    },

    async undoRemove(
      undoToken: unknown,
      onProgress?: (progress: BulkProgress) => void,
    ): Promise<MutationResult> {
      if (typeof undoToken !== 'number') return { kind: 'error', errors: ['Nothing to undo'] };
      try {
        await loading;
        const chunks = { chunkSize: options.bulkChunkSize, onProgress };
        const ids = restoreInvoices(database(), undoToken, chunks);
        changed();
        return { kind: 'ok', count: ids.length, ids };
      } catch (error) {
        return failure(error);
      }
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
