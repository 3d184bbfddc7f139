/**
 * Browsers cap an element's height (Chromium at about 33.5 million px), so a million 40px rows
 * cannot be laid out at their real height. Past `maxSpacerHeight` the list is "stretched" (as
 * ag-Grid does): the scrollable spacer is capped and each pixel scrolled moves the rows by
 * `scale` pixels, so the scrollbar still spans every row, first to last.
 */
export const maxSpacerHeight = 12_000_000;

export interface ScaledGeometry {
  /** Height of every row laid end to end. */
  contentHeight: number;
  /** Height of the scrollable spacer: the content height, capped. */
  spacerHeight: number;
  /** Content pixels per scrolled pixel (1 when nothing is capped). */
  scale: number;
}

export function getScaledGeometry(args: {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  maxHeight?: number;
}): ScaledGeometry {
  const { rowCount, rowHeight, viewportHeight, maxHeight = maxSpacerHeight } = args;
  const contentHeight = rowCount * rowHeight;
  const spacerHeight = Math.min(contentHeight, maxHeight);
  const scrollable = spacerHeight - viewportHeight;
  const scale = scrollable > 0 ? Math.max(1, (contentHeight - viewportHeight) / scrollable) : 1;
  return { contentHeight, spacerHeight, scale };
}

export interface ScaledWindow {
  startIndex: number;
  stopIndex: number;
  /** Where row `startIndex` goes, in spacer pixels (rows follow it every rowHeight). */
  startTop: number;
}

/** The rows in view (plus overscan) at a scroll position, and where to draw them. */
export function getScaledWindow(args: {
  scrollTop: number;
  viewportHeight: number;
  rowCount: number;
  rowHeight: number;
  overscan?: number;
  maxHeight?: number;
}): ScaledWindow {
  const { viewportHeight, rowCount, rowHeight, overscan = 4 } = args;
  if (rowCount <= 0) return { startIndex: 0, stopIndex: -1, startTop: 0 };
  const { spacerHeight, scale } = getScaledGeometry(args);
  const scrollTop = Math.min(
    Math.max(0, args.scrollTop),
    Math.max(0, spacerHeight - viewportHeight),
  );
  const contentTop = scrollTop * scale;
  const firstVisible = Math.min(rowCount - 1, Math.floor(contentTop / rowHeight));
  const lastVisible = Math.min(
    rowCount - 1,
    Math.ceil((contentTop + viewportHeight) / rowHeight) - 1,
  );
  const startIndex = Math.max(0, firstVisible - overscan);
  const stopIndex = Math.min(rowCount - 1, Math.max(firstVisible, lastVisible) + overscan);
  return { startIndex, stopIndex, startTop: scrollTop + (startIndex * rowHeight - contentTop) };
}

/** The scroll position that brings row `index` into view, aligned as asked. */
export function getScrollTopForRow(args: {
  index: number;
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  currentScrollTop: number;
  align?: 'auto' | 'start' | 'end';
  maxHeight?: number;
}): number {
  const { index, rowHeight, viewportHeight, currentScrollTop, align = 'auto' } = args;
  const { spacerHeight, scale } = getScaledGeometry(args);
  const rowTop = index * rowHeight;
  const contentTop = currentScrollTop * scale;
  let target = contentTop;
  if (align === 'start' || (align === 'auto' && rowTop < contentTop)) target = rowTop;
  else if (
    align === 'end' ||
    (align === 'auto' && rowTop + rowHeight > contentTop + viewportHeight)
  ) {
    target = rowTop + rowHeight - viewportHeight;
  }
  const max = Math.max(0, spacerHeight - viewportHeight);
  return Math.min(max, Math.max(0, target / scale));
}
