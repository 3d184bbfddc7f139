import { usePrefetch } from '../data/PrefetchContext';
import { memo, useCallback } from 'react';
import type { ColumnId } from '../../domain/columns';
import { useTableDefinition } from '../../table/DefinitionContext';
import type { SortKey } from '../../domain/query';
import type { TableAction } from '../state/actions';
import type { PlacedColumn } from '../state/columns';
import { ColumnMenu } from '../../table/react/ColumnMenu';
import { HeaderCellBase } from '../../table/react/HeaderCellBase';
import type { ColumnMenuEntry } from './columnMenu';
import type { ColumnDrag } from '../../table/react/useColumnDrag';

export interface HeaderCellProps {
  column: PlacedColumn;
  colIndex: number;
  sorting: SortKey[];
  /** This header is the grid's active cell: its controls are in the tab order. */
  active: boolean;
  pushRight: boolean;
  menuFor: (column: ColumnId) => ColumnMenuEntry[][];
  drag: ColumnDrag<ColumnId>;
  dispatch: (action: TableAction) => void;
  onMenuAction: (action: TableAction) => void;
}

/**
 * A bills column header (HeaderCellBase.tsx): its menu has the bills list's entries (Group by
 * among them), and a pressed sort button reads its rows ahead.
 */
export const HeaderCell = memo(function HeaderCell({
  column,
  colIndex,
  sorting,
  active,
  pushRight,
  menuFor,
  drag,
  dispatch,
  onMenuAction,
}: HeaderCellProps) {
  const def = useTableDefinition().column(column.id);
  const prefetch = usePrefetch();
  const getGroups = useCallback(() => menuFor(column.id), [menuFor, column.id]);
  return (
    <HeaderCellBase
      header={def.header}
      align={def.align}
      sortable
      column={column}
      colIndex={colIndex}
      active={active}
      pushRight={pushRight}
      sort={sorting}
      dispatch={dispatch}
      readAhead={(action) => prefetch(action, 'now')}
      drag={drag}
      focusTarget
      menu={(tabIndex) => (
        <ColumnMenu
          label={def.header}
          getGroups={getGroups}
          tabIndex={tabIndex}
          onAction={onMenuAction}
        />
      )}
    />
  );
});
