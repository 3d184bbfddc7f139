import { selectionColumnWidth, type PlacedColumn } from '../columnLayout';
import { clampCell, type CellPosition } from './keyboard';
import { revealOffset } from './reveal';

/** Where a column of the grid lies across a row; column 0 is the selection column. */
export interface ColumnSpan {
  start: number;
  size: number;
  pinned: PlacedColumn['pinned'];
}

export function getColumnSpan(placed: readonly PlacedColumn[], colIndex: number): ColumnSpan {
  if (colIndex <= 0) return { start: 0, size: selectionColumnWidth, pinned: 'left' };
  let start = selectionColumnWidth;
  for (let i = 0; i < colIndex - 1; i++) start += placed[i]?.width ?? 0;
  const column = placed[colIndex - 1];
  return { start, size: column?.width ?? 0, pinned: column?.pinned ?? false };
}

/** How much of the viewport the sticky columns cover at each edge. */
export function getPinnedWidths(placed: readonly PlacedColumn[]): { left: number; right: number } {
  let left = selectionColumnWidth;
  let right = 0;
  for (const column of placed) {
    if (column.pinned === 'left') left += column.width;
    if (column.pinned === 'right') right += column.width;
  }
  return { left, right };
}

/** The active cell as state: its row and its column's id, so it follows a column that moves. */
export interface ActiveCell<Id extends string = string> {
  rowIndex: number;
  /** A column id, or 'select' for the checkbox column. */
  column: Id | 'select';
  /** Where the column was, to fall back on when it is hidden. */
  colIndex: number;
}

export function columnKeyAt<Id extends string>(
  placed: readonly PlacedColumn<Id>[],
  colIndex: number,
): ActiveCell<Id>['column'] {
  return colIndex <= 0 ? 'select' : (placed[colIndex - 1]?.id ?? 'select');
}

/** Where the active cell is now: its column found by id, both kept inside the grid. */
export function locateCell<Id extends string>(
  active: ActiveCell<Id>,
  placed: readonly PlacedColumn<Id>[],
  rowCount: number,
): CellPosition {
  const found =
    active.column === 'select' ? 0 : placed.findIndex((c) => c.id === active.column) + 1;
  const colIndex = found > 0 || active.column === 'select' ? found : active.colIndex;
  return clampCell(
    { rowIndex: active.rowIndex, colIndex },
    { rowCount, colCount: placed.length + 1 },
  );
}

export interface RevealCellArgs {
  cell: CellPosition;
  placed: readonly PlacedColumn[];
  rowHeight: number;
  /** The sticky header row's height, above the first body row. */
  headerHeight: number;
  viewport: { scrollTop: number; scrollLeft: number; width: number; height: number };
  /** Content pixels per scrolled pixel when the list is scaled past the browser's height limit. */
  scale?: number;
}

/**
 * The scroll position that shows a cell clear of the sticky header and pinned columns. The header
 * row and pinned cells are always in view, so they only scroll along the other axis.
 */
export function revealCell({
  cell,
  placed,
  rowHeight,
  headerHeight,
  viewport,
  scale = 1,
}: RevealCellArgs): {
  scrollTop: number;
  scrollLeft: number;
} {
  // Rows are placed in content pixels; a scaled list scrolls `scale` of them per pixel.
  const contentScroll = viewport.scrollTop * scale;
  const contentTop =
    cell.rowIndex < 0
      ? contentScroll
      : revealOffset({
          start: headerHeight + cell.rowIndex * rowHeight,
          size: rowHeight,
          scroll: contentScroll,
          viewport: viewport.height,
          before: headerHeight,
          after: 0,
        });
  const scrollTop = contentTop === contentScroll ? viewport.scrollTop : contentTop / scale;
  const span = getColumnSpan(placed, cell.colIndex);
  const pinned = getPinnedWidths(placed);
  const scrollLeft = span.pinned
    ? viewport.scrollLeft
    : revealOffset({
        start: span.start,
        size: span.size,
        scroll: viewport.scrollLeft,
        viewport: viewport.width,
        before: pinned.left,
        after: pinned.right,
      });
  return { scrollTop, scrollLeft };
}
