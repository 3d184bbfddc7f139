import { memo, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { ColumnId } from '../../domain/columns';
import type { SortKey } from '../../domain/query';
import type { TableAction } from '../state/actions';
import type { PlacedColumn } from '../state/columns';
import { selectionColumnWidth } from '../state/columns';
import { cellStyle, firstRightPinned } from '../../table/grid/cellStyle';
import type { ColumnMenuEntry } from './columnMenu';
import { HeaderCell } from './HeaderCell';
import { headerRowIndex } from '../../table/grid/keyboard';
import type { ColumnDrag } from '../../table/react/useColumnDrag';

export interface HeaderRowProps {
  placed: PlacedColumn[];
  totalWidth: number;
  sorting: SortKey[];
  /** A column's menu entries (built when its menu opens). */
  menuFor: (column: ColumnId) => ColumnMenuEntry[][];
  pageState: 'none' | 'some' | 'all';
  /** 'Select all rows on this page', or 'Select all rows' in the continuous layout. */
  checkboxLabel: string;
  onTogglePage: () => void;
  dispatch: Dispatch<TableAction>;
  /** The active column when the header row holds the grid's active cell, else null. */
  activeCol: number | null;
  claimFocus: (target: HTMLElement | null | undefined) => void;
  /** A column menu entry was chosen: focus may need to come back to the grid. */
  onMenuAction: (action: TableAction) => void;
  drag: ColumnDrag<ColumnId>;
}

const selectionCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

/** The header row; memoised, so a change to the body rows alone leaves it as it is. */
export const HeaderRow = memo(function HeaderRow({
  placed,
  totalWidth,
  sorting,
  menuFor,
  pageState,
  checkboxLabel,
  onTogglePage,
  dispatch,
  activeCol,
  claimFocus,
  onMenuAction,
  drag,
}: HeaderRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (activeCol !== null) claimFocus(rowRef.current?.querySelector('[data-focus-target]'));
  });
  const pushAt = firstRightPinned(placed);
  return (
    <div role="rowgroup" className="grid-head">
      <div
        ref={rowRef}
        role="row"
        aria-rowindex={1}
        className="grid-row header-row"
        style={{ width: totalWidth, minWidth: '100%' }}
        data-row={headerRowIndex}
      >
        <div
          role="columnheader"
          className="cell cell-select pinned pinned-left"
          style={cellStyle(selectionCell)}
          data-col={0}
        >
          <input
            type="checkbox"
            aria-label={checkboxLabel}
            checked={pageState === 'all'}
            ref={(el) => {
              if (el) el.indeterminate = pageState === 'some';
            }}
            aria-checked={pageState === 'some' ? 'mixed' : pageState === 'all'}
            onChange={onTogglePage}
            tabIndex={activeCol === 0 ? 0 : -1}
            data-focus-target={activeCol === 0 || undefined}
          />
        </div>
        {placed.map((column, i) => (
          <HeaderCell
            key={column.id}
            column={column}
            colIndex={i + 1}
            sorting={sorting}
            active={activeCol === i + 1}
            pushRight={i === pushAt}
            menuFor={menuFor}
            drag={drag}
            dispatch={dispatch}
            onMenuAction={onMenuAction}
          />
        ))}
      </div>
    </div>
  );
});
