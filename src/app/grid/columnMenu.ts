import { getColumn, type ColumnId } from '../../domain/columns';
import type { SortKey } from '../../domain/query';
import type { TableAction } from '../state/actions';
import type { MenuEntry } from '../../table/react/ColumnMenu';
import { column_getPinned, type ColumnLayout } from '../state/columns';
import { table_setSort } from '../state/sorting';

/** One entry of a bills column's menu (the generic menu's entry, src/table/react/ColumnMenu.tsx). */
export type ColumnMenuEntry = MenuEntry<TableAction> & { disabled: boolean };

function sortedAlone(sorting: readonly SortKey[], column: ColumnId, desc: boolean): boolean {
  const only = sorting.length === 1 ? sorting[0] : undefined;
  return only?.column === column && only.desc === desc;
}

/**
 * The column menu (spec, Grid) in groups shown between separators: sort, filter, pin, hide.
 * An entry that would change nothing is disabled; Hide column is left out for a column that
 * cannot be hidden (From), and Filter... is disabled for a column with no filter.
 */
export function getColumnMenuEntries(
  column: ColumnId,
  state: ColumnLayout & { sorting: readonly SortKey[] },
): ColumnMenuEntry[][] {
  const def = getColumn(column);
  const pinned = column_getPinned(state, column);
  const groups: ColumnMenuEntry[][] = [];
  if (def.sortable) {
    groups.push([
      {
        label: 'Sort ascending',
        disabled: sortedAlone(state.sorting, column, false),
        action: { type: 'setSorting', sorting: table_setSort(column, false) },
      },
      {
        label: 'Sort descending',
        disabled: sortedAlone(state.sorting, column, true),
        action: { type: 'setSorting', sorting: table_setSort(column, true) },
      },
    ]);
  }
  groups.push([
    {
      label: 'Filter...',
      disabled: def.filter === null,
      action: { type: 'openFilterEditor', column },
    },
  ]);
  groups.push([
    {
      label: 'Pin left',
      disabled: pinned === 'left',
      action: { type: 'setPinned', column, side: 'left' },
    },
    {
      label: 'Pin right',
      disabled: pinned === 'right',
      action: { type: 'setPinned', column, side: 'right' },
    },
    {
      label: 'Unpin',
      disabled: pinned === false,
      action: { type: 'setPinned', column, side: false },
    },
  ]);
  if (def.hideable) {
    groups.push([
      {
        label: 'Hide column',
        disabled: false,
        action: { type: 'setColumnVisible', column, visible: false },
      },
    ]);
  }
  return groups;
}
