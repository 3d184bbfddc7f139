import type { ColumnId } from '../../domain/columns';
import type { GroupBy } from '../../domain/grouping';
import type { Filter, PageSize, SortKey } from '../../domain/query';
import type { PinSide } from './columns';
import type { ViewSnapshot } from './viewSnapshot';
import type { Density, Layout } from './tableState';
import type { TableParts } from './stateKeys';

/** Every change to the table screen, as data. */
export type TableAction =
  /** Shows a saved view: its filters, search, sort, columns, page size and layout. */
  | { type: 'applyView'; viewId: string; snapshot: ViewSnapshot }
  | { type: 'setSearch'; search: string }
  | { type: 'addFilter'; filter: Filter }
  | { type: 'updateFilter'; id: string; filter: Filter }
  | { type: 'removeFilter'; id: string }
  | { type: 'clearFilters' }
  | { type: 'toggleSort'; column: ColumnId; multi: boolean }
  | { type: 'setSorting'; sorting: SortKey[] }
  | { type: 'setPageIndex'; pageIndex: number }
  | { type: 'setPageSize'; pageSize: PageSize }
  | { type: 'setColumnVisible'; column: ColumnId; visible: boolean }
  | { type: 'moveColumn'; column: ColumnId; toIndex: number }
  | { type: 'setPinned'; column: ColumnId; side: PinSide | false }
  | { type: 'setColumnWidth'; column: ColumnId; width: number | null }
  | { type: 'toggleRow'; id: number }
  | { type: 'togglePage'; ids: number[] }
  | { type: 'selectAllMatching' }
  | { type: 'clearSelection' }
  | { type: 'setLayout'; layout: Layout }
  | { type: 'setDensity'; density: Density }
  | { type: 'setGroupBy'; groupBy: GroupBy }
  /** Opens or closes one group, by its key. */
  | { type: 'setGroupOpen'; key: string; open: boolean }
  /** Opens every group, or closes every group. */
  | { type: 'setAllGroupsOpen'; open: boolean }
  | { type: 'toggleFilterBar' }
  /** Opens the filter editor: for a new filter on `column`, or on the applied filter `filterId`. */
  | { type: 'openFilterEditor'; column?: ColumnId; filterId?: string }
  | { type: 'closeFilterEditor' }
  /** Shows what a link describes: each given key is set through its slice. */
  | { type: 'replace'; parts: Partial<TableParts> };
