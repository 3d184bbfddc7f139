import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the grid's place, or starts it at the top, as what it lists changes:
 * - a new `rowsKey` (search, filters, sort, page) shows the first rows it matches, not whatever
 *   lands at the old offset;
 * - a new row height (density) keeps the same first row in view;
 * - anything else (columns) leaves the offset alone.
 *
 * Where the grid is scrolled is read on its scroll events, not while React commits: reading or
 * setting the scroll offset there forces a layout in the middle of the commit, and a grid still at
 * the top (nearly every click) needs no scrolling at all.
 */
export function useGridPlace(gridElement: HTMLElement | null, rowsKey: string, rowHeight: number) {
  const shown = useRef({ rowsKey, rowHeight });
  const atTop = useRef(true);
  useEffect(() => {
    if (!gridElement) return;
    const read = () => {
      atTop.current = gridElement.scrollTop <= 0;
    };
    // A grid element is new when it comes, so at the top: reading its offset here, in the
    // screen's first commit, would force a layout of the whole new page in that task.
    atTop.current = true;
    gridElement.addEventListener('scroll', read, { passive: true });
    return () => gridElement.removeEventListener('scroll', read);
  }, [gridElement]);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { rowsKey, rowHeight };
    if (!gridElement) return;
    if (before.rowsKey !== rowsKey) {
      if (!atTop.current) gridElement.scrollTo({ top: 0, behavior: 'instant' });
      atTop.current = true;
    } else if (before.rowHeight !== rowHeight)
      gridElement.scrollTo({
        top: (gridElement.scrollTop * rowHeight) / before.rowHeight,
        behavior: 'instant',
      });
  }, [gridElement, rowsKey, rowHeight]);
}
