import type { SyntheticEvent } from 'react';

/** The widest a whole text is laid out (grid.css's `--whole-width` stays within it). */
const widestWhole = 480;

/**
 * Where a cut-short cell's whole text opens: rightwards from the cell's left edge where the grid
 * has room for it, else leftwards from its right edge (the last column's text would run past the
 * grid's edge and be clipped there), else towards the wider side, wrapping within the room the
 * grid shows. `room` and the returned width are in CSS pixels.
 */
export function wholeTextPlace(
  cell: { left: number; right: number },
  grid: { left: number; right: number },
  wanted: number,
): { opens: 'right' | 'left'; width: number } {
  const rightward = grid.right - cell.left;
  const leftward = cell.right - grid.left;
  if (wanted <= rightward) return { opens: 'right', width: wanted };
  if (wanted <= leftward) return { opens: 'left', width: wanted };
  return rightward >= leftward
    ? { opens: 'right', width: Math.max(rightward, 0) }
    : { opens: 'left', width: Math.max(leftward, 0) };
}

/**
 * Marks a cell whose text does not fit, as the pointer enters it or it takes focus, so CSS lays
 * the whole text over its neighbours, and says which way it opens so that it stays within the
 * grid's visible width.
 */
export function markOverflow(event: SyntheticEvent<HTMLElement>) {
  const cell = event.currentTarget;
  const text = cell.querySelector<HTMLElement>('.cell-text');
  if (!text) return;
  // Measured as the cell lays it out cut short, on one line: a marked cell's text is laid over
  // its neighbours, and measuring that would measure the box it was given.
  cell.removeAttribute('data-overflowing');
  const style = getComputedStyle(cell);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const overflowing = text.scrollWidth > cell.clientWidth - padding + 0.5;
  cell.toggleAttribute('data-overflowing', overflowing);
  if (!overflowing) return;
  const scroller = cell.closest<HTMLElement>('.grid-scroll');
  if (!scroller) return;
  const box = cell.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  // The grid's visible width, inside its border and short of a vertical scrollbar.
  const left = frame.left + scroller.clientLeft;
  const visible = { left, right: left + scroller.clientWidth };
  // The text laid out whole on one line, with the padding and border grid.css gives it.
  const wanted = Math.min(text.scrollWidth + padding + 2, widestWhole, window.innerWidth * 0.8);
  const place = wholeTextPlace(box, visible, Math.ceil(wanted));
  cell.dataset.opens = place.opens;
  cell.style.setProperty('--whole-width', `${Math.floor(place.width)}px`);
}
