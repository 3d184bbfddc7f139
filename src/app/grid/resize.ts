import { clampWidth, maxColumnWidth, minColumnWidth } from '../state/columns';

/** How far one arrow key press moves a resize handle, in px. */
export const resizeStep = 10;

/**
 * The width while dragging a resize handle. Most columns grow to the right; a column pinned
 * right has its handle on its left edge and grows to the left.
 */
export function dragWidth({
  startWidth,
  startX,
  x,
  edge,
}: {
  startWidth: number;
  startX: number;
  x: number;
  edge: 'left' | 'right';
}): number {
  const delta = edge === 'right' ? x - startX : startX - x;
  return clampWidth(startWidth + delta);
}

/**
 * A key on a focused resize handle (WAI-ARIA window splitter): arrows by `resizeStep`, Home and
 * End to the bounds, Enter back to the column's default (null). Null result: not a resize key.
 */
export function keyWidth({ width, key }: { width: number; key: string }): {
  width: number | null;
} | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { width: clampWidth(width + resizeStep) };
    case 'ArrowLeft':
    case 'ArrowDown':
      return { width: clampWidth(width - resizeStep) };
    case 'Home':
      return { width: minColumnWidth };
    case 'End':
      return { width: maxColumnWidth };
    case 'Enter':
      return { width: null };
    default:
      return null;
  }
}
