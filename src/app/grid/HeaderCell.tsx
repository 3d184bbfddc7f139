import { usePrefetch } from '../data/PrefetchContext';
import { memo, useCallback } from 'react';
import type { ColumnId } from '../../domain/columns';
import { useTableDefinition } from '../../table/DefinitionContext';
import type { SortKey } from '../../domain/query';
import type { TableAction } from '../state/actions';
import type { PlacedColumn } from '../state/columns';
import { column_getSortIndex } from '../state/sorting';
import { cellStyle, pinClass } from '../../table/grid/cellStyle';
import { ColumnMenu } from '../../table/react/ColumnMenu';
import type { ColumnMenuEntry } from './columnMenu';
import { ResizeHandle } from '../../table/grid/ResizeHandle';
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
 * One column header: click sorts (Shift-click adds a key), drag it onto another header to move
 * it, a menu button for the column's options and a resize handle on its edge.
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
  const sortIndex = column_getSortIndex(sorting, column.id);
  const key = sorting[sortIndex];
  const direction = key ? (key.desc ? 'descending' : 'ascending') : 'none';
  const hint = drag.dropHint(column.id);
  const tabIndex = active ? 0 : -1;
  const getGroups = useCallback(() => menuFor(column.id), [menuFor, column.id]);
  return (
    <div
      role="columnheader"
      aria-label={def.header}
      aria-sort={sortIndex === 0 ? direction : undefined}
      className={`cell header-cell align-${def.align}${pinClass(column, pushRight)}${hint ? ` drop-${hint}` : ''}${drag.dragging === column.id ? ' dragging' : ''}`}
      style={cellStyle(column)}
      data-col={colIndex}
      {...drag.targetProps(column.id)}
    >
      <button
        type="button"
        className="header-sort"
        title="Sort (Shift-click to add a secondary sort); drag to move"
        tabIndex={tabIndex}
        data-focus-target={active || undefined}
        onPointerDown={(event) => {
          if (event.button === 0) {
            prefetch({ type: 'toggleSort', column: column.id, multi: event.shiftKey }, 'now');
          }
        }}
        onClick={(event) =>
          dispatch({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
        }
        {...drag.sourceProps(column.id)}
      >
        <span className="header-label">{def.header}</span>
        {key && (
          <span className="sort-indicator" aria-hidden="true">
            {key.desc ? '↓' : '↑'}
            {sorting.length > 1 ? sortIndex + 1 : ''}
          </span>
        )}
      </button>
      <ColumnMenu
        label={def.header}
        getGroups={getGroups}
        tabIndex={tabIndex}
        onAction={onMenuAction}
      />
      <ResizeHandle
        label={def.header}
        width={column.width}
        edge={column.pinned === 'right' ? 'left' : 'right'}
        tabIndex={tabIndex}
        onResize={(width) => dispatch({ type: 'setColumnWidth', column: column.id, width })}
      />
    </div>
  );
});
