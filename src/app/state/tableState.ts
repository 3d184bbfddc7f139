import type { ColumnId } from '../../domain/columns';
import type { Filter, InvoiceQuery, PageSize, SortKey } from '../../domain/query';
import { builtInViews } from '../../domain/views';
import { getDefaultColumnLayout, type ColumnLayout } from './columns';
import { emptySelection, type SelectionState } from './selection';
import { getDefaultSorting } from './sorting';

/** A filter as applied on screen: a query filter with an id for its chip. */
export type AppliedFilter = Filter & { id: string };

export type Layout = 'paged' | 'continuous';
export type Density = 'comfortable' | 'compact';

/** Everything the table screen is showing, as plain serialisable data (one reducer owns it). */
export interface TableState extends ColumnLayout {
  viewId: string;
  filters: AppliedFilter[];
  search: string;
  sorting: SortKey[];
  pagination: { pageIndex: number; pageSize: PageSize };
  selection: SelectionState;
  layout: Layout;
  density: Density;
  showFilters: boolean;
  /** Transient: which filter the editor is open on (never saved in a view or the URL). */
  filterEditor: FilterEditorTarget | null;
}

export type FilterEditorTarget = { column?: ColumnId; filterId?: string };

/** Invoice screen page size (spec §9). */
export const defaultPageSize: PageSize = 20;

let filterSeq = 0;
export function withFilterId(filter: Filter): AppliedFilter {
  filterSeq += 1;
  return { ...filter, id: `f${filterSeq}` } as AppliedFilter;
}

export function getDefaultTableState(): TableState {
  const all = builtInViews[0];
  return {
    ...getDefaultColumnLayout(),
    viewId: all?.id ?? 'all',
    filters: (all?.filters ?? []).map(withFilterId),
    search: '',
    sorting: getDefaultSorting(),
    pagination: { pageIndex: 0, pageSize: defaultPageSize },
    selection: emptySelection,
    layout: 'paged',
    density: 'comfortable',
    showFilters: true,
    filterEditor: null,
  };
}

function stripId({ id: _id, ...filter }: AppliedFilter): Filter {
  return filter as Filter;
}

/** Derives what crosses to the worker: filters, search, sort, page. */
export function toQuery(
  state: Pick<TableState, 'filters' | 'search' | 'sorting' | 'pagination'>,
): InvoiceQuery {
  return {
    filters: state.filters.map(stripId),
    search: state.search,
    sort: state.sorting,
    page: { index: state.pagination.pageIndex, size: state.pagination.pageSize },
  };
}
