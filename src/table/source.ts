import type { SortKey } from './records';

/**
 * What a list asks of its records (issue 27): a window of rows that match, in order, with how many
 * match and the footer's sums. Each kind of record answers it its own way: the worker's SQL for
 * bills and suppliers, an array for a table with nothing behind it.
 */
export interface RecordQuery<Id extends string, Filter> {
  filters: readonly Filter[];
  search: string;
  sort: readonly SortKey<Id>[];
  offset: number;
  limit: number;
}

export interface RecordPage<Row, Id extends string> {
  rows: Row[];
  /** How many match, over every page. */
  total: number;
  /** The footer's sums over every match, by column. */
  sums: Partial<Record<Id, number>>;
}

export type RecordRead<Row, Id extends string> =
  | { kind: 'ok'; page: RecordPage<Row, Id> }
  /** A newer read took its place: nothing to show from it. */
  | { kind: 'superseded' }
  | { kind: 'failed'; message: string };

export interface RecordSource<Row, Id extends string, Filter> {
  read(query: RecordQuery<Id, Filter>): Promise<RecordRead<Row, Id>>;
}
