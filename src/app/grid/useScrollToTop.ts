import { useLayoutEffect, useRef } from 'react';

/**
 * Scrolls the grid back to its first row when `rowsKey` changes: a new search, filter, sort or
 * page shows the first rows it matches, not whatever lands at the old offset. A change that keeps
 * the same rows (columns, density) keeps the key, and the place.
 */
export function useScrollToTop(gridElement: HTMLElement | null, rowsKey: string) {
  const shown = useRef(rowsKey);
  useLayoutEffect(() => {
    if (shown.current === rowsKey) return;
    shown.current = rowsKey;
    if (gridElement) gridElement.scrollTop = 0;
  }, [gridElement, rowsKey]);
}
