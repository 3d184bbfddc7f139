import type { Filter } from '../../sql/query';
import type { SampleSize } from '../../sql/sampleSizes';
import { emptySelection } from '../state/selection';
import { withFilterId, type TableState } from '../state/tableState';
import type { SavedView } from '../views/savedViews';
import { applySnapshot } from '../state/viewSnapshot';
import type { UrlState } from './urlCodec';

/**
 * The link for what the table shows now: the view, and each part (filters, search, sort, page
 * size) only where it differs from what the view saved, so an untouched view is just `?view=id`.
 */
export function urlStateOf(
  state: TableState,
  sampleSize: SampleSize | undefined,
  view: SavedView | undefined,
): UrlState {
  const saved = view?.snapshot;
  const filters = state.filters.map(({ id: _id, ...filter }) => filter as Filter);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    viewId: state.viewId,
    filters: saved && same(filters, saved.filters) ? undefined : filters,
    search: saved && state.search === saved.search ? undefined : state.search,
    sorting: saved && same(state.sorting, saved.sorting) ? undefined : state.sorting,
    pageIndex: state.pagination.pageIndex,
    pageSize:
      saved && state.pagination.pageSize === saved.pageSize ? undefined : state.pagination.pageSize,
    sampleSize,
  };
}

/**
 * The table a link shows: its view (or the first), with the link's search, filters, sort and
 * page laid over it; parts the link does not have come from the view. Within the view on screen
 * (back and forward), the column layout on screen is kept; another view brings its own.
 */
export function stateFromUrl(
  current: TableState,
  url: UrlState,
  views: readonly SavedView[],
): TableState {
  const view = views.find((v) => v.id === url.viewId) ?? views[0];
  if (!view) return current;
  const base =
    view.id === current.viewId
      ? { ...current, pagination: { ...current.pagination, pageSize: view.snapshot.pageSize } }
      : applySnapshot(current, view.id, view.snapshot);
  return {
    ...base,
    filters: (url.filters ?? view.snapshot.filters).map(withFilterId),
    search: url.search ?? view.snapshot.search,
    sorting: url.sorting ?? view.snapshot.sorting,
    selection: emptySelection,
    filterEditor: null,
    pagination: {
      pageIndex: url.pageIndex ?? 0,
      pageSize: url.pageSize ?? base.pagination.pageSize,
    },
  };
}
