import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the grid's place, or starts it at the top, as what it lists changes:
 * - a new `rowsKey` (search, filters, sort, page) shows the first rows it matches, not whatever
 *   lands at the old offset;
 * - a new row height (density) keeps the same first row in view;
 * - anything else (columns) leaves the offset alone.
 */
export function useGridPlace(gridElement: HTMLElement | null, rowsKey: string, rowHeight: number) {
  const shown = useRef({ rowsKey, rowHeight });
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { rowsKey, rowHeight };
    if (!gridElement) return;
    if (before.rowsKey !== rowsKey) gridElement.scrollTo({ top: 0, behavior: 'instant' });
    else if (before.rowHeight !== rowHeight)
      gridElement.scrollTo({
        top: (gridElement.scrollTop * rowHeight) / before.rowHeight,
        behavior: 'instant',
      });
  }, [gridElement, rowsKey, rowHeight]);
}
