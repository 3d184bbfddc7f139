import { memo, type Dispatch, type ReactNode } from 'react';
import type { PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import type { RecordAction, RecordState } from '../records';
import { ColumnOptions } from './ColumnOptions';
import { HeaderCellBase } from './HeaderCellBase';
import type { ColumnDrag } from './useColumnDrag';

export interface HeaderCellProps<Id extends string, Filter> {
  table: ResolvedTable<Id, Filter, unknown>;
  column: PlacedColumn<Id>;
  colIndex: number;
  /** This header is the grid's active cell: its controls are in the Tab order. */
  active: boolean;
  pushRight: boolean;
  sort: RecordState<Id, Filter>['sort'];
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  /** Reads ahead the rows an action would show (the sort button pressed, before its click). */
  readAhead?: (action: RecordAction<Id, Filter>) => void;
  /** A column menu's entry was chosen. */
  onMenuAction: (action: RecordAction<Id, Filter>) => void;
  drag: ColumnDrag<Id>;
}

/** A generic list's column header (HeaderCellBase.tsx), its menu the column's options. */
export const HeaderCell = memo(function HeaderCell<Id extends string, Filter>({
  table,
  column,
  colIndex,
  active,
  pushRight,
  sort,
  dispatch,
  readAhead,
  onMenuAction,
  drag,
}: HeaderCellProps<Id, Filter>) {
  const def = table.column(column.id);
  return (
    <HeaderCellBase
      header={def.header}
      align={def.align}
      sortable={def.sortable}
      column={column}
      colIndex={colIndex}
      active={active}
      pushRight={pushRight}
      sort={sort}
      dispatch={dispatch}
      readAhead={readAhead}
      drag={drag}
      menu={(tabIndex) => (
        <ColumnOptions
          table={table}
          column={column}
          sort={sort.find((k) => k.column === column.id)}
          tabIndex={tabIndex}
          dispatch={onMenuAction}
        />
      )}
    />
  );
}) as <Id extends string, Filter>(props: HeaderCellProps<Id, Filter>) => ReactNode;
