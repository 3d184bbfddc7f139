import {
  defaultColumnLayout,
  setPinned,
  setVisibility,
  setWidth,
  moveColumn,
  type ColumnLayout,
  type PinSide,
} from './columnLayout';
import type { ResolvedTable } from './definition';

/**
 * The state of one list of records (issue 27): what a person chose to see and how, in one
 * reducer, as the bills list keeps its own (src/app/state). Generic over the list's columns and
 * filters; nothing here runs a query: the list turns the state into its query.
 */
export interface SortKey<Id extends string = string> {
  column: Id;
  desc: boolean;
}

export type Layout = 'paged' | 'continuous';

/**
 * Which rows are selected: some, by key, or every row that matches but the ones taken out. A new
 * view, search or filter clears it, since it named rows of another list.
 */
export type Selection =
  { mode: 'some'; keys: readonly string[] } | { mode: 'all'; except: readonly string[] };

export interface RecordState<Id extends string, Filter> {
  viewId: string;
  search: string;
  filters: readonly Filter[];
  sort: readonly SortKey<Id>[];
  pageIndex: number;
  pageSize: number;
  layout: Layout;
  selection: Selection;
  columns: ColumnLayout<Id>;
}

export type RecordAction<Id extends string, Filter> =
  | { type: 'setView'; viewId: string; filters: readonly Filter[]; sort?: readonly SortKey<Id>[] }
  | { type: 'setSearch'; search: string }
  | { type: 'setFilters'; filters: readonly Filter[] }
  | { type: 'toggleSort'; column: Id; multi: boolean }
  | { type: 'setSort'; column: Id; desc: boolean | null }
  | { type: 'setPageIndex'; pageIndex: number }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'setLayout'; layout: Layout }
  | { type: 'toggleRow'; key: string }
  | { type: 'setRows'; keys: readonly string[]; selected: boolean }
  | { type: 'selectAllMatching' }
  | { type: 'clearSelection' }
  | { type: 'setColumnVisible'; column: Id; visible: boolean }
  | { type: 'setColumnWidth'; column: Id; width: number | null }
  | { type: 'setColumnPinned'; column: Id; side: PinSide | false }
  | { type: 'moveColumn'; column: Id; toIndex: number }
  /** A whole state at once: a link, a saved view, Back or Forward. */
  | { type: 'replace'; state: RecordState<Id, Filter> };

export const noSelection: Selection = { mode: 'some', keys: [] };

/** A list's state before a person changes anything: its first view, page 1, nothing selected. */
export function defaultRecordState<Id extends string, Filter, Sort extends SortKey<Id>>(
  table: ResolvedTable<Id, Filter, Sort>,
  defaultSort: readonly SortKey<Id>[],
): RecordState<Id, Filter> {
  const first = table.views[0];
  return {
    viewId: first?.id ?? '',
    search: '',
    filters: first?.filters ?? [],
    sort: first?.sort ?? defaultSort,
    pageIndex: 0,
    pageSize: table.defaultPageSize,
    layout: 'paged',
    selection: noSelection,
    columns: defaultColumnLayout(table),
  };
}

/** Whether the row with `key` is selected. */
export function isSelected(selection: Selection, key: string): boolean {
  return selection.mode === 'some' ? selection.keys.includes(key) : !selection.except.includes(key);
}

/** How many rows are selected, of `total` that match. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.mode === 'some'
    ? selection.keys.length
    : Math.max(0, total - selection.except.length);
}

const count = new Intl.NumberFormat('en-GB');

/**
 * What a list's bulk bar says of `selection` (RecordBulkBar.tsx): 'No suppliers selected', '2
 * selected', '40 selected (all that match)', and 'Select all 40 that match' while only some are.
 */
export function describeSelection(selection: Selection, total: number, name: string) {
  const selected = selectedCount(selection, total);
  const all = selection.mode === 'all';
  return {
    count: selected,
    countText:
      selected === 0 ? `No ${name.toLowerCase()} selected` : `${count.format(selected)} selected`,
    scopeText: all ? '(all that match)' : null,
    selectAllLabel:
      !all && selected > 0 && selected < total
        ? `Select all ${count.format(total)} that match`
        : null,
  };
}

function toggled(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}

/** What the rows are changes: back to page 1, nothing selected. */
function rowsChanged<Id extends string, Filter>(
  state: RecordState<Id, Filter>,
  next: Partial<RecordState<Id, Filter>>,
): RecordState<Id, Filter> {
  return { ...state, ...next, pageIndex: 0, selection: noSelection };
}

/** The one reducer of a list's state; `table` keeps layouts within what its columns allow. */
export function recordReducer<Id extends string, Filter>(
  table: ResolvedTable<Id, Filter, unknown>,
) {
  return (
    state: RecordState<Id, Filter>,
    action: RecordAction<Id, Filter>,
  ): RecordState<Id, Filter> => {
    switch (action.type) {
      case 'setView':
        return rowsChanged(state, {
          viewId: action.viewId,
          filters: action.filters,
          ...(action.sort ? { sort: action.sort } : {}),
        });
      case 'setSearch':
        return action.search === state.search
          ? state
          : rowsChanged(state, { search: action.search });
      case 'setFilters':
        // A filter a person changes makes the view their own: no tab is current until saved.
        return rowsChanged(state, { filters: action.filters, viewId: '' });
      case 'toggleSort': {
        const at = state.sort.findIndex((k) => k.column === action.column);
        const current = state.sort[at];
        // Ascending, then descending, then (for a secondary key) off, as the bills list sorts.
        const next: SortKey<Id> | null = !current
          ? { column: action.column, desc: false }
          : !current.desc
            ? { column: action.column, desc: true }
            : action.multi
              ? null
              : { column: action.column, desc: false };
        const others = action.multi ? state.sort.filter((k) => k.column !== action.column) : [];
        const sort = next
          ? action.multi && current
            ? state.sort.map((k) => (k.column === action.column ? next : k))
            : [...others, next]
          : others;
        return { ...state, sort, pageIndex: 0 };
      }
      case 'setSort':
        return {
          ...state,
          sort: action.desc === null ? [] : [{ column: action.column, desc: action.desc }],
          pageIndex: 0,
        };
      case 'setPageIndex':
        return { ...state, pageIndex: Math.max(0, action.pageIndex) };
      case 'setPageSize':
        return table.pageSizes.includes(action.pageSize)
          ? { ...state, pageSize: action.pageSize, pageIndex: 0 }
          : state;
      case 'setLayout':
        return { ...state, layout: action.layout, pageIndex: 0 };
      case 'toggleRow': {
        const { selection } = state;
        return {
          ...state,
          selection:
            selection.mode === 'some'
              ? { mode: 'some', keys: toggled(selection.keys, action.key) }
              : { mode: 'all', except: toggled(selection.except, action.key) },
        };
      }
      case 'setRows': {
        const { selection } = state;
        const keys = new Set(selection.mode === 'some' ? selection.keys : selection.except);
        // In 'all' mode the exceptions are the rows not selected.
        const add = selection.mode === 'some' ? action.selected : !action.selected;
        for (const key of action.keys) {
          if (add) keys.add(key);
          else keys.delete(key);
        }
        return {
          ...state,
          selection:
            selection.mode === 'some'
              ? { mode: 'some', keys: [...keys] }
              : { mode: 'all', except: [...keys] },
        };
      }
      case 'selectAllMatching':
        return { ...state, selection: { mode: 'all', except: [] } };
      case 'clearSelection':
        return { ...state, selection: noSelection };
      case 'setColumnVisible':
        return {
          ...state,
          columns: setVisibility(table, state.columns, action.column, action.visible),
        };
      case 'setColumnWidth':
        return { ...state, columns: setWidth(table, state.columns, action.column, action.width) };
      case 'setColumnPinned':
        return { ...state, columns: setPinned(state.columns, action.column, action.side) };
      case 'moveColumn':
        return { ...state, columns: moveColumn(state.columns, action.column, action.toIndex) };
      case 'replace':
        return action.state;
    }
  };
}
