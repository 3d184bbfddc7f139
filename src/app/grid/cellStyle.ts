import type { CSSProperties } from 'react';
import type { PlacedColumn } from '../state/columns';

/** Width and, for pinned columns, the sticky offset that keeps them in place while scrolling. */
export function cellStyle(
  column: Pick<PlacedColumn, 'width' | 'pinned' | 'offset'>,
): CSSProperties {
  const style: CSSProperties = { width: column.width, minWidth: column.width };
  if (column.pinned === 'left') style.left = column.offset;
  if (column.pinned === 'right') style.right = column.offset;
  return style;
}

export function pinClass(column: Pick<PlacedColumn, 'pinned'>): string {
  return column.pinned ? ` pinned pinned-${column.pinned}` : '';
}
