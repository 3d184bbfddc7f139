import type { TableAction } from './actions';
import {
  table_moveColumn,
  table_setPinned,
  table_setVisibility,
  table_setWidth,
  type ColumnLayout,
} from './columns';
import {
  emptySelection,
  selection_toggle,
  selection_togglePage,
  type SelectionState,
} from './selection';
import { table_toggleSort } from './sorting';
import { withFilterId, type TableState } from './tableState';
import { applySnapshot } from './viewSnapshot';

/** What the rows are changes: back to the first page, and the old selection no longer applies. */
function rowsChanged(state: TableState, patch: Partial<TableState>): TableState {
  return {
    ...state,
    ...patch,
    pagination: { ...state.pagination, pageIndex: 0 },
    selection: emptySelection,
  };
}

function layout(state: TableState, next: ColumnLayout): TableState {
  return { ...state, ...next };
}

function select(state: TableState, selection: SelectionState): TableState {
  return { ...state, selection };
}

/** The one reducer for table state; each case delegates to a slice's pure function. */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'applyView':
      return applySnapshot(state, action.viewId, action.snapshot);
    case 'setSearch':
      return state.search === action.search ? state : rowsChanged(state, { search: action.search });
    case 'addFilter':
      return rowsChanged(state, { filters: [...state.filters, withFilterId(action.filter)] });
    case 'updateFilter':
      return rowsChanged(state, {
        filters: state.filters.map((f) =>
          f.id === action.id ? { ...action.filter, id: action.id } : f,
        ),
      });
    case 'removeFilter':
      return rowsChanged(state, { filters: state.filters.filter((f) => f.id !== action.id) });
    case 'clearFilters':
      return rowsChanged(state, { filters: [] });
    case 'toggleSort':
      return {
        ...state,
        sorting: table_toggleSort(state.sorting, action.column, action.multi),
        pagination: { ...state.pagination, pageIndex: 0 },
      };
    case 'setSorting':
      return {
        ...state,
        sorting: action.sorting,
        pagination: { ...state.pagination, pageIndex: 0 },
      };
    case 'setPageIndex':
      return {
        ...state,
        pagination: { ...state.pagination, pageIndex: Math.max(0, action.pageIndex) },
      };
    case 'setPageSize':
      return { ...state, pagination: { pageIndex: 0, pageSize: action.pageSize } };
    case 'setColumnVisible':
      return layout(state, table_setVisibility(state, action.column, action.visible));
    case 'moveColumn':
      return layout(state, table_moveColumn(state, action.column, action.toIndex));
    case 'setPinned':
      return layout(state, table_setPinned(state, action.column, action.side));
    case 'setColumnWidth':
      return layout(state, table_setWidth(state, action.column, action.width));
    case 'toggleRow':
      return select(state, selection_toggle(state.selection, action.id));
    case 'togglePage':
      return select(state, selection_togglePage(state.selection, action.ids));
    case 'selectAllMatching':
      return select(state, { kind: 'matching', except: [] });
    case 'clearSelection':
      return select(state, emptySelection);
    case 'setLayout':
      return { ...state, layout: action.layout, pagination: { ...state.pagination, pageIndex: 0 } };
    case 'setDensity':
      return { ...state, density: action.density };
    case 'toggleFilterBar':
      return { ...state, showFilters: !state.showFilters };
    case 'openFilterEditor':
      return {
        ...state,
        showFilters: true,
        filterEditor: { column: action.column, filterId: action.filterId },
      };
    case 'closeFilterEditor':
      return { ...state, filterEditor: null };
    case 'replace':
      return action.state;
  }
}
