import type { InvoiceRow } from '../sql/rows';

export type { BulkProgress } from '../sql/bulkWrite';

export interface Summary {
  /** Rows matching the view, filters and search. */
  total: number;
  /** Sum of Paid, in pence. */
  paid: number;
  /** Sum of Amount due, in pence. */
  due: number;
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
  /** 'opening': reading the kept table (count: its invoices, once known). */
  phase: 'generating' | 'indexing' | 'opening';
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

export type { CheckpointResult, OpenRequest, OpenResult } from './keeper';
