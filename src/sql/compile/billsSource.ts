import type { ColumnId } from '../../domain/columns';
import { columnSql, searchedReferenceSql } from './columns';
import type { RecordSource } from './recordSource';
import { ftsKey } from './dialect';

/** The bills' table, for the plans that name it (the search join, a deferred read). */
export const billsStoredTable = 'invoices';

const searchedReference = searchedReferenceSql();

/**
 * How the bills are searched: through the FTS4 index `invoice_search`, whose key (`ftsKey`) is
 * the bill's id (schema.ts), or row by row on the text below while the index is not whole
 * (where.ts, the `scan` way).
 */
export const billsSearch = {
  kind: 'fullText',
  index: 'invoice_search',
  indexKey: ftsKey,
  scan: {
    /** The arguments of `search_matches` before the terms (functions.ts). */
    columns: `contact_name, ${searchedReference}, notes`,
    /** The searched text as one string, for the test SQLite makes before `search_matches`. */
    text: `(contact_name || ' ' || ${searchedReference} || ' ' || notes)`,
    /** Whether the searched text has a character past ASCII (one that takes more than a byte). */
    pastAscii: [
      'length(contact_name) + length(reference) + length(number) + length(notes)',
      'octet_length(contact_name) + octet_length(reference) + octet_length(number) + octet_length(notes)',
    ].join(' <> '),
  },
} as const;

/**
 * The bills as a kind of record (recordSource.ts), the shape the suppliers declare too
 * (src/sql/suppliers/suppliersSource.ts): the table `invoices` by `id`, the stored column of
 * each column of the catalogue (columns.ts), and search as above. The compiler reads the table,
 * the index and the searched text from here rather than naming them itself. Hidden bills
 * (hidden.ts) are left out by the source the planners make (source.ts, `invoicesSource`).
 */
export const billsSource: RecordSource<Exclude<ColumnId, 'overdueBy'>> = {
  rows: () => ({ kind: 'table', table: billsStoredTable }),
  key: 'id',
  columns: columnSql,
  search: billsSearch,
};
