import type { SyntheticEvent } from 'react';

/** Columns whose text may be cut short, and then shows whole on hover and on focus (grid.css). */
export const overflowingColumns: ReadonlySet<string> = new Set(['from', 'reference', 'notes']);

/**
 * Marks a cell whose text does not fit, as the pointer enters it or it takes focus, so CSS lays
 * the whole text over its neighbours. Measured against the cell, not the text: the text of a
 * marked cell is already shown whole, and must stay so.
 */
export function markOverflow(event: SyntheticEvent<HTMLElement>) {
  const cell = event.currentTarget;
  const text = cell.querySelector<HTMLElement>('.cell-text');
  if (!text) return;
  const style = getComputedStyle(cell);
  const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  cell.toggleAttribute('data-overflowing', text.scrollWidth > room + 0.5);
}
