import { memo, type Dispatch, type ReactNode } from 'react';
import type { PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import { cellStyle, pinClass } from '../grid/cellStyle';
import { ResizeHandle } from '../grid/ResizeHandle';
import type { RecordAction, RecordState } from '../records';
import { ColumnOptions } from './ColumnOptions';
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

/**
 * One column header: click sorts (Shift-click adds a key), drag it onto another header to move
 * it, a menu button for the column's options and a resize handle on its edge.
 */
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
  const at = sort.findIndex((k) => k.column === column.id);
  const key = sort[at];
  const direction = key ? (key.desc ? 'descending' : 'ascending') : 'none';
  const hint = drag.dropHint(column.id);
  const tabIndex = active ? 0 : -1;
  return (
    <div
      role="columnheader"
      aria-label={def.header}
      aria-sort={at === 0 ? direction : undefined}
      className={`cell header-cell align-${def.align}${pinClass(column, pushRight)}${hint ? ` drop-${hint}` : ''}${drag.dragging === column.id ? ' dragging' : ''}`}
      style={cellStyle(column)}
      data-col={colIndex}
      {...drag.targetProps(column.id)}
    >
      {def.sortable ? (
        <button
          type="button"
          className="header-sort"
          title="Sort (Shift-click to add a secondary sort); drag to move"
          tabIndex={tabIndex}
          onPointerDown={(event) =>
            readAhead?.({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
          }
          onClick={(event) =>
            dispatch({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
          }
          {...drag.sourceProps(column.id)}
        >
          <span className="header-label">{def.header}</span>
          {key && (
            <span className="sort-indicator" aria-hidden="true">
              {key.desc ? '↓' : '↑'}
              {sort.length > 1 ? at + 1 : ''}
            </span>
          )}
        </button>
      ) : (
        <span className="header-label" title="Drag to move" {...drag.sourceProps(column.id)}>
          {def.header}
        </span>
      )}
      <ColumnOptions
        table={table}
        column={column}
        sort={key}
        tabIndex={tabIndex}
        dispatch={onMenuAction}
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
}) as <Id extends string, Filter>(props: HeaderCellProps<Id, Filter>) => ReactNode;
