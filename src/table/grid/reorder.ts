import { columnPinned, type ColumnLayout, type PinSide } from '../columnLayout';

export type DropSide = 'before' | 'after';

/** Which half of a header the pointer is over decides whether a drop goes before or after it. */
export function dropSide({ x, left, width }: { x: number; left: number; width: number }): DropSide {
  return x < left + width / 2 ? 'before' : 'after';
}

/**
 * Where dropping `dragged` on one side of `target` puts it in the full column order (the
 * `toIndex` of a moveColumn action), or null when the drop is not allowed: onto itself, or into
 * another pinned group (pinning is changed from the column menu, not by dragging).
 */
export function dropIndex<Id extends string>(
  layout: ColumnLayout<Id>,
  dragged: Id,
  target: Id,
  side: DropSide,
): number | null {
  if (dragged === target) return null;
  if (columnPinned(layout, dragged) !== columnPinned(layout, target)) return null;
  const order = layout.columnOrder.filter((id) => id !== dragged);
  const index = order.indexOf(target);
  if (index < 0) return null;
  return side === 'before' ? index : index + 1;
}

/** One entry of a Columns menu: a column in the order the grid shows it. */
export interface MenuColumn<Id extends string = string> {
  id: Id;
  pinned: PinSide | false;
}

/**
 * Every column in screen order (left-pinned, centre, right-pinned), hidden ones included where
 * they would appear, so a Columns menu reads in the same order as the headers.
 */
export function getMenuColumns<Id extends string>(layout: ColumnLayout<Id>): MenuColumn<Id>[] {
  const { left, right } = layout.columnPinning;
  const centre = layout.columnOrder.filter((id) => columnPinned(layout, id) === false);
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
export function getMoveTarget<Id extends string>(
  layout: ColumnLayout<Id>,
  id: Id,
  direction: -1 | 1,
): number | null {
  if (columnPinned(layout, id) !== false) return null;
  const centre = layout.columnOrder.filter((c) => columnPinned(layout, c) === false);
  const neighbour = centre[centre.indexOf(id) + direction];
  if (!neighbour) return null;
  const index = layout.columnOrder.filter((c) => c !== id).indexOf(neighbour);
  return direction < 0 ? index : index + 1;
}
