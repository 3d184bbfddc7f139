import type { FilterFn, SortingFn, SortingState } from '@tanstack/react-table';
import type { Filter } from '../../src/domain/query';
import type { BaselineInvoice } from './invoice';
import { compileFilter, type InvoiceTest } from './matchFilter';
import { compileSearch, matchesSearch } from './wordPrefix';

/** A column's filters (see toColumnFilters): every one must pass; compiled once per pass. */
export const allFiltersPass: FilterFn<BaselineInvoice> = (row, _columnId, tests: InvoiceTest[]) =>
  tests.every((test) => test(row.original));
allFiltersPass.resolveFilterValue = (filters: Filter[]) => filters.map(compileFilter);

/** The global filter: word-prefix search, compiled once per filtering pass, not once per row. */
export const wordPrefixSearch: FilterFn<BaselineInvoice> = (row, _columnId, terms: RegExp[]) =>
  matchesSearch(row.original.searchText, terms);
wordPrefixSearch.resolveFilterValue = (search: string) => compileSearch(search);

/**
 * Plain `<` / `>` comparison: the order SQLite's BINARY collation gives ours (ISO dates, pence,
 * zero-padded references), and cheaper than TanStack's 'alphanumeric' auto choice.
 */
export const basicOrder: SortingFn<BaselineInvoice> = (a, b, columnId) => {
  const x = a.getValue<string | number>(columnId);
  const y = b.getValue<string | number>(columnId);
  return x < y ? -1 : x > y ? 1 : 0;
};

export const defaultSorting: SortingState = [{ id: 'date', desc: true }];
/** The hidden column that breaks ties, as ours does: by id, in the last key's direction. */
export const tiebreakColumn = 'id';

export function withTiebreak(sorting: SortingState): SortingState {
  const last = sorting.at(-1);
  return [...sorting, { id: tiebreakColumn, desc: last?.desc ?? false }];
}

/** What the person chose, without the tiebreak; nothing left means the default sort. */
export function withoutTiebreak(sorting: SortingState): SortingState {
  const chosen = sorting.filter((key) => key.id !== tiebreakColumn);
  return chosen.length > 0 ? chosen : defaultSorting;
}
