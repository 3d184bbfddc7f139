import type { ColumnId } from '../../domain/columns';
import { column_getPinned, type ColumnLayout, type PinSide } from '../state/columns';

/** One entry of the Columns menu: a column in the order the grid shows it. */
export interface MenuColumn {
  id: ColumnId;
  pinned: PinSide | false;
}

/**
 * Every column in screen order (left-pinned, centre, right-pinned), hidden ones included where
 * they would appear, so the menu reads in the same order as the headers.
 */
export function getMenuColumns(layout: ColumnLayout): MenuColumn[] {
  const { left, right } = layout.columnPinning;
  const centre = layout.columnOrder.filter((id) => column_getPinned(layout, id) === false);
  return [
    ...left.map((id) => ({ id, pinned: 'left' as const })),
    ...centre.map((id) => ({ id, pinned: false as const })),
    ...right.map((id) => ({ id, pinned: 'right' as const })),
  ];
}

/**
 * The `toIndex` for `moveColumn` that swaps an unpinned column with its unpinned neighbour on
 * screen (`direction` -1 is towards the start), or null when it cannot go that way: it is
 * already at the edge, or it is pinned (pinned columns keep their pinned order, not
 * `columnOrder`).
 */
export function getMoveTarget(
  layout: ColumnLayout,
  id: ColumnId,
  direction: -1 | 1,
): number | null {
  if (column_getPinned(layout, id) !== false) return null;
  const centre = layout.columnOrder.filter((c) => column_getPinned(layout, c) === false);
  const neighbour = centre[centre.indexOf(id) + direction];
  if (!neighbour) return null;
  const index = layout.columnOrder.filter((c) => c !== id).indexOf(neighbour);
  return direction < 0 ? index : index + 1;
}
