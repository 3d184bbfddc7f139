import type { Source } from './types';

/**
 * What a kind of record declares to the compiler (issue 27): where its rows are, the key that
 * names one, the SQL of each of its columns, and how a search finds its rows. The bills
 * (billsSource.ts) and the suppliers (src/sql/suppliers/suppliersSource.ts) each declare one;
 * the planners take column expressions and the search from it, so what a column is in SQL is
 * said once, by its kind of record.
 */
export interface RecordSource<ColumnId extends string> {
  /** The rows: a table, or a derived table made on the day asked. */
  rows: (today: string) => Source;
  /** The column that names one row (ties of every sort are broken by it). */
  key: string;
  /** The SQL of each column, over `rows`. */
  columns: Readonly<Record<ColumnId, string>>;
  search: SearchStrategy;
}

export type SearchStrategy =
  /**
   * A full-text index over each row's words: `index`, whose `indexKey` is the row's key; a row
   * can also be tested one by one (the `scan` way) while the index is not whole.
   */
  | {
      kind: 'fullText';
      index: string;
      indexKey: string;
      scan: { columns: string; text: string; pastAscii: string };
    }
  /** The words of one column, tested row by row (`search_matches`): for few rows. */
  | { kind: 'words'; column: string };
