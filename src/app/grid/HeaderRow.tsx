import { memo, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { ColumnId } from '../../domain/columns';
import type { SortKey } from '../../domain/query';
import type { TableAction } from '../state/actions';
import type { PlacedColumn } from '../state/columns';
import { selectionColumnWidth } from '../state/columns';
import { firstRightPinned } from '../../table/grid/cellStyle';
import type { ColumnMenuEntry } from './columnMenu';
import { HeaderCell } from './HeaderCell';
import { HeaderRowBase } from '../../table/react/HeaderRowBase';
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
    <HeaderRowBase
      totalWidth={totalWidth}
      selectWidth={selectionColumnWidth}
      rowRef={rowRef}
      checkbox={{
        label: checkboxLabel,
        state: pageState,
        onToggle: onTogglePage,
        active: activeCol === 0,
        focusTarget: true,
      }}
    >
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
    </HeaderRowBase>
  );
});
