import type { CSSProperties } from 'react';
import type { PlacedColumn } from '../columnLayout';

/** Width and, for pinned columns, the sticky offset that keeps them in place while scrolling. */
export function cellStyle(
  column: Pick<PlacedColumn, 'width' | 'pinned' | 'offset'>,
): CSSProperties {
  const style: CSSProperties = { width: column.width, minWidth: column.width };
  if (column.pinned === 'left') style.left = column.offset;
  if (column.pinned === 'right') style.right = column.offset;
  return style;
}

/**
 * Classes for a pinned cell. The first right-pinned cell is pushed to the row's far end, so
 * right-pinned columns sit at the grid's right edge even when the columns do not fill it.
 */
export function pinClass(column: Pick<PlacedColumn, 'pinned'>, pushRight = false): string {
  if (!column.pinned) return '';
  return ` pinned pinned-${column.pinned}${pushRight ? ' push-right' : ''}`;
}

/** Index in `placed` of the first right-pinned column, or -1. */
export function firstRightPinned(placed: readonly Pick<PlacedColumn, 'pinned'>[]): number {
  return placed.findIndex((c) => c.pinned === 'right');
}
