import type { ColumnId } from '../../domain/columns';
import type { GroupBy } from '../../domain/grouping';
import type { Filter, InvoiceQuery, PageSize, SortKey } from '../../domain/query';
import { columns_set, type ColumnLayout } from './columns';
import { sameData, sameValue, type Comparison } from './compare';
import {
  filterEditor_set,
  filters_set,
  filters_withoutIds,
  type FilterEditorTarget,
} from './filters';
import { groupBy_set, type OpenGroups } from './grouping';
import { density_set, layout_set, type Density, type Layout } from './layout';
import { paging_setPageIndex, paging_setPageSize } from './paging';
import { search_set } from './search';
import type { SelectionState } from './selection';
import { getDefaultTableState, type TableState } from './tableState';

/**
 * Each key of the table state in the form it travels in (to the worker, a saved view, a link):
 * filters without their chip ids, the page index and size apart.
 */
export interface TableParts {
  viewId: string;
  filters: Filter[];
  search: string;
  sorting: SortKey[];
  pageIndex: number;
  pageSize: PageSize;
  columnOrder: ColumnId[];
  columnVisibility: ColumnLayout['columnVisibility'];
  columnPinning: ColumnLayout['columnPinning'];
  columnSizing: ColumnLayout['columnSizing'];
  layout: Layout;
  density: Density;
  groupBy: GroupBy;
  openGroups: OpenGroups;
  selection: SelectionState;
  showFilters: boolean;
  filterEditor: FilterEditorTarget | null;
}
export type PartKey = keyof TableParts;

/** Where a key's value goes. */
export type Route = 'query' | 'view' | 'link' | 'storage';

export interface StateKey<K extends PartKey> {
  /** Sent to the worker: a change asks for new rows. */
  query: boolean;
  /** Kept by a saved view: Save changes keeps it, choosing the view brings it back. */
  view: boolean;
  /** Written in the address (where it differs from the view as built in, for a view's keys). */
  link: boolean;
  /** Written to the browser's storage, with the saved view. */
  storage: boolean;
  /** How two values compare: a view differs ("modified") when any of its keys does. */
  same: Comparison<TableParts[K]>;
  /** Keys that go back to their default when this one changes (unless set with it). */
  resets?: readonly PartKey[];
}

/** What matches changed: back to the first page, and a selection of the old rows is gone. */
const whatMatchesChanged = ['pageIndex', 'selection'] as const satisfies PartKey[];
/** The rows moved between pages: back to the first page. */
const rowsMoved = ['pageIndex'] as const satisfies PartKey[];
/** Other groups: back to the first page, every group closed. */
const regrouped = ['pageIndex', 'openGroups'] as const satisfies PartKey[];

/**
 * The table of state keys: for each, whether it reaches the query, the saved view, the link and
 * storage, how it is compared, and what its change resets. `toQuery`, the view snapshot, the
 * link state and the "modified" check are all derived from it.
 */
// prettier-ignore
export const stateKeys = {
  viewId:           { query: false, view: false, link: true,  storage: false, same: sameValue },
  filters:          { query: true,  view: true,  link: true,  storage: true,  same: sameData,  resets: whatMatchesChanged },
  search:           { query: true,  view: true,  link: true,  storage: true,  same: sameValue, resets: whatMatchesChanged },
  sorting:          { query: true,  view: true,  link: true,  storage: true,  same: sameData,  resets: rowsMoved },
  pageIndex:        { query: true,  view: false, link: true,  storage: false, same: sameValue },
  pageSize:         { query: true,  view: true,  link: true,  storage: true,  same: sameValue, resets: rowsMoved },
  columnOrder:      { query: false, view: true,  link: true,  storage: true,  same: sameData },
  columnVisibility: { query: false, view: true,  link: true,  storage: true,  same: sameData },
  columnPinning:    { query: false, view: true,  link: true,  storage: true,  same: sameData },
  columnSizing:     { query: false, view: true,  link: true,  storage: true,  same: sameData },
  layout:           { query: false, view: true,  link: false, storage: true,  same: sameValue, resets: rowsMoved },
  density:          { query: false, view: true,  link: false, storage: true,  same: sameValue },
  groupBy:          { query: false, view: true,  link: true,  storage: true,  same: sameValue, resets: regrouped },
  openGroups:       { query: false, view: false, link: false, storage: false, same: sameData },
  selection:        { query: false, view: false, link: false, storage: false, same: sameData },
  showFilters:      { query: false, view: false, link: false, storage: false, same: sameValue },
  filterEditor:     { query: false, view: false, link: false, storage: false, same: sameData },
} as const satisfies { [K in PartKey]: StateKey<K> };

type Declared = typeof stateKeys;
/** The keys that take route `R`, as a type: `KeysOn<'view'>` is what a view keeps. */
export type KeysOn<R extends Route> = {
  [K in PartKey]: Declared[K][R] extends true ? K : never;
}[PartKey];
/** The values of the keys on route `R`. */
export type PartsOn<R extends Route> = Pick<TableParts, KeysOn<R>>;

/** What a key's value is in the state, and how it is set: always through its slice. */
interface Lens<K extends PartKey> {
  read(state: TableState): TableParts[K];
  write(state: TableState, value: TableParts[K]): TableState;
}

/** `state` with `part` laid over it; `state` itself when nothing in `part` differs. */
function patch(state: TableState, part: Partial<TableState>): TableState {
  const keys = Object.keys(part) as (keyof TableState)[];
  return keys.some((k) => part[k] !== state[k]) ? { ...state, ...part } : state;
}

const lenses: { [K in PartKey]: Lens<K> } = {
  viewId: { read: (s) => s.viewId, write: (s, viewId) => patch(s, { viewId }) },
  filters: { read: (s) => filters_withoutIds(s.filters), write: filters_set },
  search: {
    read: (s) => s.search,
    write: (s, search) => patch(s, { search: search_set(s.search, search) }),
  },
  sorting: { read: (s) => s.sorting, write: (s, sorting) => patch(s, { sorting }) },
  pageIndex: {
    read: (s) => s.pagination.pageIndex,
    write: (s, index) => patch(s, { pagination: paging_setPageIndex(s.pagination, index) }),
  },
  pageSize: {
    read: (s) => s.pagination.pageSize,
    write: (s, size) => patch(s, { pagination: paging_setPageSize(s.pagination, size) }),
  },
  columnOrder: {
    read: (s) => s.columnOrder,
    write: (s, columnOrder) => columns_set(s, { columnOrder }),
  },
  columnVisibility: {
    read: (s) => s.columnVisibility,
    write: (s, columnVisibility) => columns_set(s, { columnVisibility }),
  },
  columnPinning: {
    read: (s) => s.columnPinning,
    write: (s, columnPinning) => columns_set(s, { columnPinning }),
  },
  columnSizing: {
    read: (s) => s.columnSizing,
    write: (s, columnSizing) => columns_set(s, { columnSizing }),
  },
  layout: { read: (s) => s.layout, write: layout_set },
  density: { read: (s) => s.density, write: density_set },
  groupBy: { read: (s) => s.groupBy, write: groupBy_set },
  openGroups: { read: (s) => s.openGroups, write: (s, openGroups) => patch(s, { openGroups }) },
  selection: { read: (s) => s.selection, write: (s, selection) => patch(s, { selection }) },
  showFilters: { read: (s) => s.showFilters, write: (s, showFilters) => patch(s, { showFilters }) },
  filterEditor: { read: (s) => s.filterEditor, write: filterEditor_set },
};

export const partKeys = Object.keys(stateKeys) as PartKey[];

const keysByRoute = new Map<Route, PartKey[]>();
/** The keys on `route`, in the table's order. */
export function keysOn<R extends Route>(route: R): KeysOn<R>[] {
  let keys = keysByRoute.get(route);
  if (!keys) {
    keys = partKeys.filter((k) => stateKeys[k][route]);
    keysByRoute.set(route, keys);
  }
  return keys as KeysOn<R>[];
}

export function readPart<K extends PartKey>(state: TableState, key: K): TableParts[K] {
  return lenses[key].read(state);
}

/** The values of every key on `route`: `partsOn(state, 'view')` is what a view would save. */
export function partsOn<R extends Route>(state: TableState, route: R): PartsOn<R> {
  const parts: Partial<TableParts> = {};
  for (const key of keysOn(route)) Object.assign(parts, { [key]: readPart(state, key) });
  return parts as PartsOn<R>;
}

/** Whether two sets of values differ on any key they share, compared as the table says. */
export function partsDiffer<P extends Partial<TableParts>>(a: P, b: P): boolean {
  return partKeys.some((key) => {
    if (!(key in a) && !(key in b)) return false;
    const same = stateKeys[key].same as Comparison<unknown>;
    return !same(a[key], b[key]);
  });
}

/**
 * The one place a change has its consequences: when a key changes, the keys it resets go back
 * to their default (what matches changed, so go to the first page, and so on), unless they were
 * set in the same change (`given`: a link's own page, a view's first page).
 */
export function settle(
  before: TableState,
  after: TableState,
  given: Partial<TableParts> = {},
): TableState {
  if (after === before) return before;
  let next = after;
  for (const key of partKeys) {
    const resets = (stateKeys[key] as StateKey<PartKey>).resets ?? [];
    if (resets.length === 0) continue;
    const same = stateKeys[key].same as Comparison<unknown>;
    if (same(readPart(before, key), readPart(after, key))) continue;
    for (const reset of resets) {
      if (!(reset in given)) next = writePart(next, reset, readPart(getDefaultTableState(), reset));
    }
  }
  return next;
}

function writePart<K extends PartKey>(state: TableState, key: K, value: TableParts[K]) {
  return lenses[key].write(state, value);
}

/** Sets each of `parts` through its slice, in the table's order, then settles the change. */
export function showParts(state: TableState, parts: Partial<TableParts>): TableState {
  let next = state;
  for (const key of partKeys) {
    if (key in parts) next = writePart(next, key, parts[key] as TableParts[typeof key]);
  }
  return settle(state, next, parts);
}

/** The query for the worker from the keys on the `query` route. */
function queryOf(parts: PartsOn<'query'>): InvoiceQuery {
  const { filters, search, sorting, pageIndex, pageSize, ...rest } = parts;
  // A key routed to the query but not written into it fails to compile here.
  const nothingElse: Record<string, never> = rest;
  void nothingElse;
  return { filters, search, sort: sorting, page: { index: pageIndex, size: pageSize } };
}

/** Derives what crosses to the worker: the keys the table sends to the query. */
export function toQuery(
  state: Pick<TableState, 'filters' | 'search' | 'sorting' | 'pagination'>,
): InvoiceQuery {
  // Only the query's keys are read, and each reads only these four fields.
  return queryOf(partsOn(state as TableState, 'query'));
}
