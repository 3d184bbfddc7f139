import type { AgeingTotal } from '../domain/ageing';
import type { InvoiceRow } from '../sql/rows';

export type { BulkProgress } from '../sql/bulkWrite';

export interface Footer {
  /** Rows matching the view, filters and search. */
  total: number;
  /** Sum of Paid, in pence. */
  paid: number;
  /** Sum of Amount due (what is still owed), in pence. */
  due: number;
}

/** The footer and the aged payables over every matching row. */
export interface Summary extends Footer {
  /** Per bucket of src/domain/ageing.ts, in its order: bills still owing, and what they owe. */
  ageing: AgeingTotal[];
}

export type Failure = { kind: 'error'; errors: string[] };
export type Superseded = { kind: 'superseded' };

export type QueryResult =
  { kind: 'ok'; rows: InvoiceRow[]; summary: Summary; sqlMs: number } | Superseded | Failure;

export type RowsResult = { kind: 'ok'; rows: InvoiceRow[]; sqlMs: number } | Superseded | Failure;

export type LoadResult = { kind: 'ok'; count: number; ms: number } | Failure;

export interface LoadProgress {
  loaded: number;
  count: number;
  phase: 'generating' | 'indexing';
}

/** `ids`: the invoices the change touched, so the screen can log it and tell other tabs. */
export type MutationResult = { kind: 'ok'; count: number; ids?: number[] } | Failure;
export type DeleteResult =
  { kind: 'ok'; count: number; undoToken: number; ids: number[] } | Failure;
export type SelectionSummaryResult = { kind: 'ok'; count: number; due: number } | Failure;

export interface ServiceStats {
  /** Invoices in the database. */
  invoices: number;
  /** SQLite's pages (page_count × page_size): the in-memory database's own size. */
  databaseBytes: number;
  /** The whole wasm heap (database, caches, free space); it never shrinks. */
  wasmHeapBytes?: number;
}
