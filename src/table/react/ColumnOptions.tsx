import type { Dispatch } from 'react';
import type { PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import type { RecordAction, SortKey } from '../records';
import { ColumnMenu, type MenuEntry } from './ColumnMenu';

type Entry<Id extends string, Filter> = MenuEntry<RecordAction<Id, Filter>>;

/** The entries of a column's menu, in groups: sorting, pinning, hiding (as the bills list's). */
export function columnEntries<Id extends string, Filter>(
  table: ResolvedTable<Id, Filter, unknown>,
  column: Pick<PlacedColumn<Id>, 'id' | 'pinned'>,
  sort: SortKey<Id> | undefined,
): Entry<Id, Filter>[][] {
  const def = table.column(column.id);
  const groups: Entry<Id, Filter>[][] = [];
  if (def.sortable)
    groups.push([
      {
        label: 'Sort ascending',
        action: { type: 'setSort', column: column.id, desc: false },
        disabled: sort?.desc === false,
      },
      {
        label: 'Sort descending',
        action: { type: 'setSort', column: column.id, desc: true },
        disabled: sort?.desc === true,
      },
    ]);
  if (def.pinnable)
    groups.push([
      {
        label: 'Pin left',
        action: { type: 'setColumnPinned', column: column.id, side: 'left' },
        disabled: column.pinned === 'left',
      },
      {
        label: 'Pin right',
        action: { type: 'setColumnPinned', column: column.id, side: 'right' },
        disabled: column.pinned === 'right',
      },
      {
        label: 'Unpin',
        action: { type: 'setColumnPinned', column: column.id, side: false },
        disabled: column.pinned === false,
      },
    ]);
  if (def.hideable)
    groups.push([
      {
        label: 'Hide column',
        action: { type: 'setColumnVisible', column: column.id, visible: false },
      },
    ]);
  return groups;
}

/** A column's menu: its entries, each a command dispatched to the list's reducer. */
export function ColumnOptions<Id extends string, Filter>({
  table,
  column,
  sort,
  tabIndex,
  dispatch,
}: {
  table: ResolvedTable<Id, Filter, unknown>;
  column: PlacedColumn<Id>;
  sort: SortKey<Id> | undefined;
  /** 0 while its header is the grid's active cell, else -1: the grid is one Tab stop. */
  tabIndex: number;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
}) {
  return (
    <ColumnMenu
      label={table.column(column.id).header}
      getGroups={() => columnEntries(table, column, sort)}
      tabIndex={tabIndex}
      onAction={dispatch}
    />
  );
}
