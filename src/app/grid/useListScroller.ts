import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The grid element, for the windowed list, from the first frame after the grid came.
 * Given its scroll element, react-window's List measures it (getBoundingClientRect) in a layout
 * effect: in the screen's first commit that is a forced layout of the whole new page, 15 to 25
 * ms more in the commit's own task, which made the load's longest task. In the next animation
 * frame the browser lays the page out anyway: the list measures there, the layout is done once,
 * in the frame's task, and the commit is lighter by all of it. Until then the list lays out rows
 * for a container of its default height (RowList).
 */
export function useListScroller(gridElement: HTMLElement | null): HTMLElement | null {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!gridElement) return;
    // Rendered in the frame itself: a render React scheduled would come in a later task, after
    // the frame's layout, maybe after the first rows had changed the page again.
    const frame = requestAnimationFrame(() => flushSync(() => setScroller(gridElement)));
    return () => cancelAnimationFrame(frame);
  }, [gridElement]);
  return scroller === gridElement ? scroller : null;
}
