import type { GroupTotal } from '../../domain/grouping';
import { isGroupOpen, type OpenGroups } from '../state/grouping';

/**
 * The grouped table as one flat list: each group's header row, followed by its bills when it is
 * open. The paged layout shows a page of this list; the continuous one all of it.
 */
export type GroupListItem =
  | { kind: 'group'; group: GroupTotal; open: boolean }
  /** The `offset`-th bill of `group`, in query order. */
  | { kind: 'bill'; group: GroupTotal; offset: number; header: number };

export interface GroupList {
  length: number;
  itemAt(index: number): GroupListItem | undefined;
  /** Each open group's bills in `start`…`stop` (list indexes): the offsets to fetch. */
  billsIn(start: number, stop: number): { group: GroupTotal; first: number; last: number }[];
}

export function createGroupList(groups: readonly GroupTotal[], open: OpenGroups): GroupList {
  /** The list index of each group's header row. */
  const starts: number[] = [];
  const opened: boolean[] = [];
  let length = 0;
  for (const group of groups) {
    starts.push(length);
    const isOpen = isGroupOpen(open, group.key);
    opened.push(isOpen);
    length += 1 + (isOpen ? group.count : 0);
  }
  /** The group whose rows hold list index `index` (the last header at or before it). */
  const groupAt = (index: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= index) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  return {
    length,
    itemAt(index) {
      if (index < 0 || index >= length) return undefined;
      const g = groupAt(index);
      const group = groups[g] as GroupTotal;
      const header = starts[g] as number;
      if (index === header) return { kind: 'group', group, open: opened[g] as boolean };
      return { kind: 'bill', group, offset: index - header - 1, header };
    },
    billsIn(start, stop) {
      const found: { group: GroupTotal; first: number; last: number }[] = [];
      if (length === 0 || stop < start) return found;
      for (let g = groupAt(Math.max(0, start)); g < groups.length; g++) {
        const header = starts[g] as number;
        if (header > stop) break;
        const group = groups[g] as GroupTotal;
        if (!opened[g] || group.count === 0) continue;
        const first = Math.max(0, start - header - 1);
        const last = Math.min(group.count - 1, stop - header - 1);
        if (first <= last) found.push({ group, first, last });
      }
      return found;
    },
  };
}
