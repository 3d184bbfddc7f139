import type { TableAction } from './actions';
import {
  columns_set,
  table_moveColumn,
  table_setPinned,
  table_setVisibility,
  table_setWidth,
} from './columns';
import {
  filterBar_toggle,
  filterEditor_open,
  filterEditor_set,
  filters_add,
  filters_clear,
  filters_remove,
  filters_update,
} from './filters';
import { groupBy_set, openGroups_setAll, openGroups_setOne } from './grouping';
import { density_set, layout_set } from './layout';
import { paging_setPageIndex, paging_setPageSize } from './paging';
import { search_set } from './search';
import {
  getDefaultSelection,
  selection_toggle,
  selection_togglePage,
  type SelectionState,
} from './selection';
import { table_toggleSort } from './sorting';
import type { TableState } from './tableState';
import { settle, showParts } from './stateKeys';
import { applySnapshot } from './viewSnapshot';

function set<K extends keyof TableState>(state: TableState, key: K, value: TableState[K]) {
  return value === state[key] ? state : { ...state, [key]: value };
}

const select = (state: TableState, selection: SelectionState) => set(state, 'selection', selection);

/** One action's change to its own slice, before its consequences for the others. */
function transition(
  state: TableState,
  action: Exclude<TableAction, { type: 'applyView' | 'replace' }>,
): TableState {
  switch (action.type) {
    case 'setSearch':
      return set(state, 'search', search_set(state.search, action.search));
    case 'addFilter':
      return filters_add(state, action.filter);
    case 'updateFilter':
      return filters_update(state, action.id, action.filter);
    case 'removeFilter':
      return filters_remove(state, action.id);
    case 'clearFilters':
      return filters_clear(state);
    case 'toggleSort':
      return set(state, 'sorting', table_toggleSort(state.sorting, action.column, action.multi));
    case 'setSorting':
      return set(state, 'sorting', action.sorting);
    case 'setPageIndex':
      return set(state, 'pagination', paging_setPageIndex(state.pagination, action.pageIndex));
    case 'setPageSize':
      return set(state, 'pagination', paging_setPageSize(state.pagination, action.pageSize));
    case 'setColumnVisible':
      return columns_set(state, table_setVisibility(state, action.column, action.visible));
    case 'moveColumn':
      return columns_set(state, table_moveColumn(state, action.column, action.toIndex));
    case 'setPinned':
      return columns_set(state, table_setPinned(state, action.column, action.side));
    case 'setColumnWidth':
      return columns_set(state, table_setWidth(state, action.column, action.width));
    case 'toggleRow':
      return select(state, selection_toggle(state.selection, action.id));
    case 'togglePage':
      return select(state, selection_togglePage(state.selection, action.ids));
    case 'selectAllMatching':
      return select(state, { kind: 'matching', except: [] });
    case 'clearSelection':
      return select(state, getDefaultSelection());
    case 'setLayout':
      return layout_set(state, action.layout);
    case 'setDensity':
      return density_set(state, action.density);
    case 'setGroupBy':
      return groupBy_set(state, action.groupBy);
    case 'setGroupOpen':
      return set(state, 'openGroups', openGroups_setOne(state.openGroups, action.key, action.open));
    case 'setAllGroupsOpen':
      return set(state, 'openGroups', openGroups_setAll(action.open));
    case 'toggleFilterBar':
      return filterBar_toggle(state);
    case 'openFilterEditor':
      return filterEditor_open(state, { column: action.column, filterId: action.filterId });
    case 'closeFilterEditor':
      return filterEditor_set(state, null);
  }
}

/**
 * The one reducer for table state. Each action changes its own slice; `settle` then applies what
 * follows from that change (see the state table in tableState.ts). Showing a view or a link sets
 * many keys at once, each through its slice.
 */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'applyView':
      return applySnapshot(state, action.viewId, action.snapshot);
    case 'replace':
      return showParts(state, action.parts);
    default:
      return settle(state, transition(state, action));
  }
}
