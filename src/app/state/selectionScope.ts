import type { Selection } from '../../domain/selection';
import { filters_withoutIds } from './filters';
import { selection_count, selection_pageState, type SelectionState } from './selection';
import type { TableState } from './tableState';

/**
 * The worker's Selection for what is ticked on screen: a list of ids, or "every invoice matching
 * the current filters and search except these" (the filters travel without their chip ids).
 */
export function selection_toWorker({
  selection,
  filters,
  search,
}: Pick<TableState, 'selection' | 'filters' | 'search'>): Selection {
  if (selection.kind === 'ids') return { kind: 'ids', ids: [...selection.ids] };
  return {
    kind: 'matching',
    query: { filters: filters_withoutIds(filters), search },
    except: [...selection.except],
  };
}

/** What the bulk bar says about the selection; `count` is how many invoices are selected. */
export type SelectionDescription =
  | { kind: 'none'; count: 0 }
  | { kind: 'some'; count: number }
  /** Every row on the page is ticked, and nothing off the page. */
  | { kind: 'page'; count: number }
  /** Every row that matches, with no exclusions. */
  | { kind: 'allMatching'; count: number };

export interface DescribeSelectionArgs {
  selection: SelectionState;
  /** Rows matching the current filters and search. */
  total: number;
  /** Ids of the rows on the current page. */
  pageIds: readonly number[];
}

export function selection_describe({
  selection,
  total,
  pageIds,
}: DescribeSelectionArgs): SelectionDescription {
  const count = selection_count(selection, total);
  if (count === 0) return { kind: 'none', count: 0 };
  if (selection.kind === 'matching') {
    return selection.except.length === 0 ? { kind: 'allMatching', count } : { kind: 'some', count };
  }
  const wholePage = selection_pageState(selection, pageIds) === 'all' && count === pageIds.length;
  return wholePage ? { kind: 'page', count } : { kind: 'some', count };
}

/**
 * "Select all that match your filters" is offered once the whole page is ticked (as a list of
 * ids) and more rows match than are selected.
 */
export function selection_canSelectAllMatching(args: DescribeSelectionArgs): boolean {
  const { selection, total, pageIds } = args;
  return (
    selection.kind === 'ids' &&
    selection_pageState(selection, pageIds) === 'all' &&
    total > selection_count(selection, total)
  );
}
