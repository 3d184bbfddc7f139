import type { GroupListItem } from '../grouping/groupList';
import type { CellPosition } from '../../table/grid/keyboard';

export type GroupKeyMove =
  { kind: 'toggle'; key: string; open: boolean } | { kind: 'move'; rowIndex: number };

/**
 * The tree grid's keys on grouped rows (WAI-ARIA treegrid): ArrowRight on a closed group's row
 * opens it; ArrowLeft on an open group's row closes it, and on a bill's first cell moves to its
 * group's row. Null when the key does what it does anywhere else in the grid.
 */
export function groupKey(
  key: string,
  active: CellPosition,
  getItem: (index: number) => GroupListItem | undefined,
): GroupKeyMove | null {
  if (active.rowIndex < 0) return null;
  const item = getItem(active.rowIndex);
  if (!item) return null;
  if (item.kind === 'group') {
    if (key === 'ArrowRight' && !item.open)
      return { kind: 'toggle', key: item.group.key, open: true };
    if (key === 'ArrowLeft' && item.open)
      return { kind: 'toggle', key: item.group.key, open: false };
    return null;
  }
  // A page may start inside a group, its row on the page before.
  const groupRow = active.rowIndex - item.offset - 1;
  if (key === 'ArrowLeft' && active.colIndex === 0 && groupRow >= 0) {
    return { kind: 'move', rowIndex: groupRow };
  }
  return null;
}
