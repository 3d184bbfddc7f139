import type { SampleSize } from '../../sql/sampleSizes';
import { withFilterId, type TableState } from '../state/tableState';
import type { SavedView } from '../views/savedViews';
import { applySnapshot } from '../views/snapshot';
import type { UrlState } from './urlCodec';

/** The link for what the table shows now. */
export function urlStateOf(state: TableState, sampleSize: SampleSize | undefined): UrlState {
  return {
    viewId: state.viewId,
    search: state.search,
    filters: state.filters.map(({ id: _id, ...filter }) => filter),
    sorting: state.sorting,
    pageIndex: state.pagination.pageIndex,
    pageSize: state.pagination.pageSize,
    sampleSize,
  };
}

/**
 * The table a link shows: its view (or the first), with the link's search, filters, sort and
 * page laid over it. Parts the link does not have come from the view.
 */
export function stateFromUrl(
  current: TableState,
  url: UrlState,
  views: readonly SavedView[],
): TableState {
  const view = views.find((v) => v.id === url.viewId) ?? views[0];
  const base = view ? applySnapshot(current, view.id, view.snapshot) : current;
  return {
    ...base,
    filters: url.filters ? url.filters.map(withFilterId) : base.filters,
    search: url.search ?? base.search,
    sorting: url.sorting ?? base.sorting,
    pagination: {
      pageIndex: url.pageIndex ?? 0,
      pageSize: url.pageSize ?? base.pagination.pageSize,
    },
  };
}
