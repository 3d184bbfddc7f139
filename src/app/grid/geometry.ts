import { selectionColumnWidth, type PlacedColumn } from '../state/columns';

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
