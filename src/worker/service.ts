import type { Database } from 'sql.js';
import { compileRows, compileSummary, readWindow, type CompiledSql } from '../sql/compile';
import { createLoader } from '../sql/load';
import {
  approveInvoices,
  deleteInvoices,
  restoreInvoices,
  summarizeSelection,
  updateReference,
} from '../sql/mutations';
import { parseQuery, type InvoiceQuery } from '../sql/query';
import { toMatchExpression } from '../sql/search';
import { parseReference } from '../sql/reference';
import type { InvoiceRow } from '../sql/rows';
import { generateInvoices } from '../sql/sample';
import { maxSampleSize } from '../sql/sampleSizes';
import { parseSelection } from '../sql/selection';
import { choosePlan, foundPlan } from '../sql/plan';
import type { InvoiceStatus } from '../sql/statuses';
import { compileStatusesWithRows, countInvoicesSql } from '../sql/totals';
import { createLatestGate, yieldMacrotask, type Ticket } from './latest';
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
  Summary,
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
}

const maxRowsPerCall = 1000;

function failure(error: unknown): Failure {
  return { kind: 'error', errors: [error instanceof Error ? error.message : String(error)] };
}

function allRows(db: Database, compiled: CompiledSql): InvoiceRow[] {
  const stmt = db.prepare(compiled.sql);
  try {
    stmt.bind(compiled.params);
    const rows: InvoiceRow[] = [];
    while (stmt.step()) rows.push(stmt.get() as InvoiceRow);
    return rows;
  } finally {
    stmt.free();
  }
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
  let undoSeq = 0;
  /** Summaries depend only on filters and search; sort and paging reuse them until a write. */
  const summaries = new Map<string, Summary>();
  /** The statuses with rows under the status and due-date filters, by filters, until a write. */
  const statusLists = new Map<string, InvoiceStatus[]>();
  let invoiceCount: number | null = null;

  function database(): Database {
    if (!db) throw new Error('The invoices are not loaded yet');
    return db;
  }

  function summaryFor(query: Pick<InvoiceQuery, 'filters' | 'search'>): Summary {
    const key = JSON.stringify([query.filters, query.search]);
    const cached = summaries.get(key);
    if (cached) return cached;
    const compiled = compileSummary(query, context);
    const [total, paid, due] = (allRows(database(), compiled)[0] ?? [0, 0, 0]) as unknown as [
      number,
      number,
      number,
    ];
    const summary = { total, paid, due };
    summaries.set(key, summary);
    return summary;
  }

  function statusesFor(query: Pick<InvoiceQuery, 'filters'>): InvoiceStatus[] {
    const key = JSON.stringify(query.filters);
    let statuses = statusLists.get(key);
    if (!statuses) {
      const compiled = compileStatusesWithRows(query, context);
      statuses = allRows(database(), compiled).map((row) => row[0] as unknown as InvoiceStatus);
      statusLists.set(key, statuses);
    }
    return statuses;
  }

  function changed() {
    summaries.clear();
    statusLists.clear();
    invoiceCount = null;
  }

  function countInvoices(): number {
    invoiceCount ??= Number(allRows(database(), { sql: countInvoicesSql, params: [] })[0]?.[0]);
    return invoiceCount;
  }

  /**
   * A window of the rows in query order, read the way plan.ts picks from the counts; when reading
   * in order gave up before filling the window, read again by finding every match.
   */
  function readRows(query: InvoiceQuery, offset: number, limit: number, total: number) {
    const pick = options.choosePlan ?? choosePlan;
    const window = { offset, limit, total };
    const rowsContext = { today, statuses: statusesFor(query) };
    const search = toMatchExpression(query.search) !== null;
    const plan = pick({ matches: total, invoices: countInvoices(), search, offset, limit });
    let compiled = compileRows(query, window, { ...rowsContext, ...plan });
    let rows = allRows(database(), compiled);
    if (plan.readCap !== undefined && rows.length < readWindow(window).limit) {
      compiled = compileRows(query, window, { ...rowsContext, ...foundPlan });
      rows = allRows(database(), compiled);
    }
    if (compiled.reversed) rows.reverse();
    return rows;
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
        const summary = summaryFor(parsed.value);
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

    async approve(input: unknown): Promise<MutationResult> {
      const parsed = parseSelection(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      try {
        await loading;
        const count = approveInvoices(database(), parsed.value, context);
        changed();
        return { kind: 'ok', count };
      } catch (error) {
        return failure(error);
      }
    },

    async remove(input: unknown): Promise<DeleteResult> {
      const parsed = parseSelection(input);
      if (!parsed.ok) return { kind: 'error', errors: parsed.errors };
      try {
        await loading;
        const undoToken = ++undoSeq;
        const count = deleteInvoices(database(), parsed.value, undoToken, context);
        changed();
        return { kind: 'ok', count, undoToken };
      } catch (error) {
        return failure(error);
      }
    },

    async undoRemove(undoToken: unknown): Promise<MutationResult> {
      if (typeof undoToken !== 'number') return { kind: 'error', errors: ['Nothing to undo'] };
      try {
        await loading;
        const count = restoreInvoices(database(), undoToken);
        changed();
        return { kind: 'ok', count };
      } catch (error) {
        return failure(error);
      }
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
