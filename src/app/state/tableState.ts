import type { SortKey } from '../../domain/query';
import { builtInViews } from '../../domain/views';
import { getDefaultColumnLayout, type ColumnLayout } from './columns';
import { filters_set, getDefaultFiltersState, type FiltersState } from './filters';
import { getDefaultGrouping, type GroupingState } from './grouping';
import { getDefaultLayoutState, type LayoutState } from './layout';
import { getDefaultPaging, type PagingState } from './paging';
import { getDefaultSearch } from './search';
import { getDefaultSelection, type SelectionState } from './selection';
import { getDefaultSorting } from './sorting';

export type { AppliedFilter, FilterEditorTarget } from './filters';
export type { Density, Layout } from './layout';
export { defaultPageSize } from './paging';

/**
 * Everything the table screen is showing, as plain serialisable data: one slice per concern
 * (filters, search, sort, paging, columns, selection, layout, grouping), composed by one reducer.
 */
export interface TableState extends ColumnLayout, FiltersState, LayoutState, GroupingState {
  viewId: string;
  search: string;
  sorting: SortKey[];
  pagination: PagingState;
  selection: SelectionState;
}

export function getDefaultTableState(): TableState {
  const all = builtInViews[0];
  return {
    ...getDefaultColumnLayout(),
    ...filters_set(getDefaultFiltersState(), all?.filters ?? []),
    ...getDefaultLayoutState(),
    ...getDefaultGrouping(),
    viewId: all?.id ?? 'all',
    search: getDefaultSearch(),
    sorting: getDefaultSorting(),
    pagination: getDefaultPaging(),
    selection: getDefaultSelection(),
  };
}
