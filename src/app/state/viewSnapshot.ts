import type { ColumnId } from '../../domain/columns';
import type { Filter, PageSize, SortKey } from '../../domain/query';
import type { ColumnLayout } from './columns';
import { emptySelection } from './selection';
import { withFilterId, type Density, type Layout, type TableState } from './tableState';

/**
 * What a saved view keeps: filters, search, sort, column order, visibility, pinning, sizes,
 * page size, layout and density. The page index, selection and open editors are not kept.
 */
export interface ViewSnapshot {
  filters: Filter[];
  search: string;
  sorting: SortKey[];
  columnOrder: ColumnId[];
  columnVisibility: Partial<Record<ColumnId, boolean>>;
  columnPinning: ColumnLayout['columnPinning'];
  columnSizing: Partial<Record<ColumnId, number>>;
  pageSize: PageSize;
  layout: Layout;
  density: Density;
}

function withoutId({ id: _id, ...filter }: Filter & { id?: string }): Filter {
  return filter as Filter;
}

export function snapshotOf(state: TableState): ViewSnapshot {
  return {
    filters: state.filters.map(withoutId),
    search: state.search,
    sorting: state.sorting,
    columnOrder: state.columnOrder,
    columnVisibility: state.columnVisibility,
    columnPinning: state.columnPinning,
    columnSizing: state.columnSizing,
    pageSize: state.pagination.pageSize,
    layout: state.layout,
    density: state.density,
  };
}

/** The table showing a view: its snapshot, first page, nothing selected. */
export function applySnapshot(
  state: TableState,
  viewId: string,
  snapshot: ViewSnapshot,
): TableState {
  return {
    ...state,
    viewId,
    filters: snapshot.filters.map(withFilterId),
    search: snapshot.search,
    sorting: snapshot.sorting,
    columnOrder: snapshot.columnOrder,
    columnVisibility: snapshot.columnVisibility,
    columnPinning: snapshot.columnPinning,
    columnSizing: snapshot.columnSizing,
    pagination: { pageIndex: 0, pageSize: snapshot.pageSize },
    layout: snapshot.layout,
    density: snapshot.density,
    selection: emptySelection,
    filterEditor: null,
  };
}

/** Plain data compared structurally, with object keys in any order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function snapshotsEqual(a: ViewSnapshot, b: ViewSnapshot): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
