import type { WidthBounds } from '../definition';

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
  bounds,
}: {
  startWidth: number;
  startX: number;
  x: number;
  edge: 'left' | 'right';
  bounds: WidthBounds;
}): number {
  const delta = edge === 'right' ? x - startX : startX - x;
  return clampTo(bounds, startWidth + delta);
}

/** A width within the table's bounds, in whole pixels. */
function clampTo({ min, max }: WidthBounds, width: number): number {
  return Math.round(Math.min(max, Math.max(min, width)));
}

/**
 * A key on a focused resize handle (WAI-ARIA window splitter): arrows by `resizeStep`, Home and
 * End to the bounds, Enter back to the column's default (null). Null result: not a resize key.
 */
export function keyWidth({
  width,
  key,
  bounds,
}: {
  width: number;
  key: string;
  bounds: WidthBounds;
}): { width: number | null } | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { width: clampTo(bounds, width + resizeStep) };
    case 'ArrowLeft':
    case 'ArrowDown':
      return { width: clampTo(bounds, width - resizeStep) };
    case 'Home':
      return { width: bounds.min };
    case 'End':
      // A table with no widest width (the generic default) has no end to go to.
      return Number.isFinite(bounds.max) ? { width: bounds.max } : null;
    case 'Enter':
      return { width: null };
    default:
      return null;
  }
}
