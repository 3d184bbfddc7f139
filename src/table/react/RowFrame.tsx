import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { selectionColumnWidth, type PlacedColumn } from '../columnLayout';
import { cellStyle, firstRightPinned, pinClass } from '../grid/cellStyle';
import { markOverflow } from '../grid/overflow';

export const selectCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

/** What a list puts in one cell of a row: its content, and what it adds to the cell itself. */
export interface FramedCell {
  content: ReactNode;
  /** Classes after the cell's own (`cell cell-<id> align-<…>` and its pinning). */
  className?: string;
  /** Attributes the list adds (its focus, a double-click, a label). */
  props?: HTMLAttributes<HTMLDivElement> & { 'data-focus-target'?: boolean };
  /** Whether the cell takes its column's alignment (a group's row does not). */
  aligned?: boolean;
  /** The cell's text may be cut off: it is shown whole on hover and on focus (overflow.ts). */
  wholeOnHover?: boolean;
}

export interface RowFrameProps<Id extends string> {
  /** The list's definition: each column's alignment. */
  table: { column(id: NoInfer<Id>): { align: string } };
  rowRef: Ref<HTMLDivElement>;
  /** The row's index in the list (data-row), and its aria-rowindex among all rows. */
  index: number;
  rowIndex: number;
  /** aria-level in a grouped grid (its group's header is level 1). */
  level?: number;
  /** Whether the row is selected; undefined for a row that cannot be (a placeholder, a group). */
  selected: boolean | undefined;
  /** A row still fetched: a placeholder of the same height. */
  placeholder?: boolean;
  /** What the list adds to the row itself (a group's aria-expanded and aria-label). */
  rowProps?: HTMLAttributes<HTMLDivElement>;
  /** Classes after `grid-row`, `selected` and `placeholder`. */
  className?: string;
  style: CSSProperties;
  totalWidth: number;
  /** The row's selection checkbox (none while it is fetched). */
  select: ReactNode;
  placed: readonly PlacedColumn<Id>[];
  /** The column whose cell names the row: a row header (a group's row: its first column). */
  headerColumn: Id;
  cell: (column: PlacedColumn<Id>, at: number) => FramedCell;
}

/**
 * One row of a grid as every list draws it: the row, its pinned selection cell, then a cell per
 * placed column with its width, alignment and pinning, the row header's role on the column that
 * names the row. What is in each cell is the list's (RecordRow.tsx, the bills list's row).
 */
export function RowFrame<Id extends string>({
  table,
  rowRef,
  index,
  rowIndex,
  level,
  selected,
  placeholder = false,
  rowProps,
  className = '',
  style,
  totalWidth,
  select,
  placed,
  headerColumn,
  cell,
}: RowFrameProps<Id>) {
  const pushAt = firstRightPinned(placed);
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={rowIndex}
      aria-level={level}
      aria-selected={selected}
      className={`grid-row${selected ? ' selected' : ''}${placeholder ? ' placeholder' : ''}${className}`}
      style={{ ...style, width: totalWidth, minWidth: '100%' }}
      data-row={index}
      {...rowProps}
    >
      <div
        role="gridcell"
        className="cell cell-select pinned pinned-left"
        style={cellStyle(selectCell)}
        data-col={0}
      >
        {select}
      </div>
      {placed.map((column, i) => {
        const {
          content,
          className: extra = '',
          props,
          aligned = true,
          wholeOnHover,
        } = cell(column, i);
        const align = aligned ? ` align-${table.column(column.id).align}` : '';
        return (
          <div
            key={column.id}
            role={column.id === headerColumn ? 'rowheader' : 'gridcell'}
            className={`cell cell-${column.id}${align}${pinClass(column, i === pushAt)}${extra}`}
            style={cellStyle(column)}
            data-col={i + 1}
            onPointerEnter={wholeOnHover ? markOverflow : undefined}
            onFocus={wholeOnHover ? markOverflow : undefined}
            {...props}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}
