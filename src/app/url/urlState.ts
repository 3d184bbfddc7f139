import type { Filter } from '../../domain/query';
import type { SampleSize } from '../../domain/sampleSizes';
import { emptySelection } from '../state/selection';
import { getDefaultTableState, withFilterId, type TableState } from '../state/tableState';
import { getDefaultViews, type SavedView } from '../views/savedViews';
import { applySnapshot, snapshotOf, type ViewSnapshot } from '../state/viewSnapshot';
import type { UrlState } from './urlCodec';

/**
 * What a link leaves unsaid about view `viewId`: the built-in view of that id as it ships, or
 * no filters for any other view. Never what this browser saved: a link has to show the same
 * rows in a browser that has other saved views, or none.
 */
function linkBaseline(viewId: string): ViewSnapshot {
  const builtIn = getDefaultViews().find((v) => v.id === viewId);
  return builtIn?.snapshot ?? { ...snapshotOf(getDefaultTableState()), filters: [] };
}

/**
 * The link for what the table shows now: the view, and each part (filters, search, sort, page
 * size) only where it differs from that view as built in, so an untouched built-in view is just
 * `?view=id`, and a saved change to a view travels in the link.
 */
export function urlStateOf(state: TableState, sampleSize: SampleSize | undefined): UrlState {
  const saved = linkBaseline(state.viewId);
  const filters = state.filters.map(({ id: _id, ...filter }) => filter as Filter);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    viewId: state.viewId,
    filters: same(filters, saved.filters) ? undefined : filters,
    search: state.search === saved.search ? undefined : state.search,
    sorting: same(state.sorting, saved.sorting) ? undefined : state.sorting,
    pageIndex: state.pagination.pageIndex,
    pageSize: state.pagination.pageSize === saved.pageSize ? undefined : state.pagination.pageSize,
    sampleSize,
  };
}

/**
 * The table a link shows: its view (or the first), with the link's search, filters, sort and
 * page laid over it. Parts a link naming a view does not have are that view as built in (as
 * `urlStateOf` left them out); an address with no view shows the first view as saved. Within
 * the view on screen (back and forward), the column layout on screen is kept; another view
 * brings its own.
 */
export function stateFromUrl(
  current: TableState,
  url: UrlState,
  views: readonly SavedView[],
): TableState {
  const view = views.find((v) => v.id === url.viewId) ?? views[0];
  if (!view) return current;
  const unsaid = url.viewId === view.id ? linkBaseline(view.id) : view.snapshot;
  const base =
    view.id === current.viewId ? current : applySnapshot(current, view.id, view.snapshot);
  return {
    ...base,
    filters: (url.filters ?? unsaid.filters).map(withFilterId),
    search: url.search ?? unsaid.search,
    sorting: url.sorting ?? unsaid.sorting,
    selection: emptySelection,
    filterEditor: null,
    pagination: {
      pageIndex: url.pageIndex ?? 0,
      pageSize: url.pageSize ?? unsaid.pageSize,
    },
  };
}
