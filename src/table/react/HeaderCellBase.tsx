import type { ReactNode } from 'react';
import type { PlacedColumn } from '../columnLayout';
import type { Align } from '../definition';
import { cellStyle, pinClass } from '../grid/cellStyle';
import { ResizeHandle } from '../grid/ResizeHandle';
import type { ColumnDrag } from './useColumnDrag';

/** What a header does to its list's state: sort by its column, or set its width (null: the default). */
export type HeaderAction<Id extends string> =
  | { type: 'toggleSort'; column: Id; multi: boolean }
  | { type: 'setColumnWidth'; column: Id; width: number | null };

type SortAction<Id extends string> = Extract<HeaderAction<Id>, { type: 'toggleSort' }>;

export interface HeaderCellBaseProps<Id extends string> {
  /** The column's header, its alignment and whether it sorts (its definition's). */
  header: string;
  align: Align;
  sortable: boolean;
  column: PlacedColumn<Id>;
  colIndex: number;
  /** This header is the grid's active cell: its controls are in the Tab order. */
  active: boolean;
  pushRight: boolean;
  sort: readonly { column: Id; desc: boolean }[];
  dispatch: (action: HeaderAction<Id>) => void;
  /** Reads ahead the rows a sort would show (the button pressed, before its click). */
  readAhead?: (action: SortAction<Id>) => void;
  drag: ColumnDrag<Id>;
  /** The column's menu button, with this header's tab index. */
  menu: (tabIndex: number) => ReactNode;
  /** The active header's sort button is where focus returns (the bills list's panels). */
  focusTarget?: boolean;
}

/**
 * One column header of any list: click sorts (Shift-click adds a key), drag it onto another
 * header to move it, the column's menu button, and a resize handle on its edge. Each list wraps
 * it with its own menu (RecordHeaderCell.tsx, the bills list's grid/HeaderCell.tsx).
 */
export function HeaderCellBase<Id extends string>({
  header,
  align,
  sortable,
  column,
  colIndex,
  active,
  pushRight,
  sort,
  dispatch,
  readAhead,
  drag,
  menu,
  focusTarget = false,
}: HeaderCellBaseProps<Id>) {
  const at = sort.findIndex((k) => k.column === column.id);
  const key = sort[at];
  const direction = key ? (key.desc ? 'descending' : 'ascending') : 'none';
  const hint = drag.dropHint(column.id);
  const tabIndex = active ? 0 : -1;
  return (
    <div
      role="columnheader"
      aria-label={header}
      aria-sort={at === 0 ? direction : undefined}
      className={`cell header-cell align-${align}${pinClass(column, pushRight)}${hint ? ` drop-${hint}` : ''}${drag.dragging === column.id ? ' dragging' : ''}`}
      style={cellStyle(column)}
      data-col={colIndex}
      {...drag.targetProps(column.id)}
    >
      {sortable ? (
        <button
          type="button"
          className="header-sort"
          title="Sort (Shift-click to add a secondary sort); drag to move"
          tabIndex={tabIndex}
          data-focus-target={(focusTarget && active) || undefined}
          onPointerDown={(event) => {
            if (event.button === 0)
              readAhead?.({ type: 'toggleSort', column: column.id, multi: event.shiftKey });
          }}
          onClick={(event) =>
            dispatch({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
          }
          {...drag.sourceProps(column.id)}
        >
          <span className="header-label">{header}</span>
          {key && (
            <span className="sort-indicator" aria-hidden="true">
              {key.desc ? '↓' : '↑'}
              {sort.length > 1 ? at + 1 : ''}
            </span>
          )}
        </button>
      ) : (
        <span className="header-label" title="Drag to move" {...drag.sourceProps(column.id)}>
          {header}
        </span>
      )}
      {menu(tabIndex)}
      <ResizeHandle
        label={header}
        width={column.width}
        edge={column.pinned === 'right' ? 'left' : 'right'}
        tabIndex={tabIndex}
        onResize={(width) => dispatch({ type: 'setColumnWidth', column: column.id, width })}
      />
    </div>
  );
}
