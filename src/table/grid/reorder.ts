import { columnPinned, type ColumnLayout } from '../columnLayout';

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
