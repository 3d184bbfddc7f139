import { describe, expect, it } from 'vitest';
import { createGroupList } from '../../../src/app/grouping/groupList';
import { groupKey } from '../../../src/app/grid/groupKeys';

const groups = [
  { key: 'A', count: 2, paid: 0, due: 0 },
  { key: 'B', count: 3, paid: 0, due: 0 },
  { key: 'C', count: 1, paid: 0, due: 0 },
];

describe('the grouped list: group rows, and open groups’ bills after them', () => {
  it('all closed: one row per group', () => {
    const list = createGroupList(groups, { all: false, except: [] });
    expect(list.length).toBe(3);
    expect([0, 1, 2].map((i) => list.itemAt(i)?.group.key)).toEqual(['A', 'B', 'C']);
    expect(list.billsIn(0, 10)).toEqual([]);
  });

  it('one open: its bills follow its row, by offset', () => {
    const list = createGroupList(groups, { all: false, except: ['B'] });
    expect(list.length).toBe(6);
    const kinds = [0, 1, 2, 3, 4, 5].map((i) => {
      const item = list.itemAt(i);
      return item?.kind === 'bill' ? `${item.group.key}${item.offset}` : item?.group.key;
    });
    expect(kinds).toEqual(['A', 'B', 'B0', 'B1', 'B2', 'C']);
    expect(list.itemAt(6)).toBeUndefined();
    expect(list.billsIn(3, 5)).toEqual([{ group: groups[1], first: 1, last: 2 }]);
  });

  it('all open but one: the bills of each open group in view', () => {
    const list = createGroupList(groups, { all: true, except: ['A'] });
    expect(list.length).toBe(1 + 4 + 2);
    expect(list.billsIn(0, 100)).toEqual([
      { group: groups[1], first: 0, last: 2 },
      { group: groups[2], first: 0, last: 0 },
    ]);
  });
});

describe('the tree grid keys on grouped rows', () => {
  const list = createGroupList(groups, { all: false, except: ['B'] });
  const at = (rowIndex: number, colIndex = 0) => ({ rowIndex, colIndex });
  it('ArrowRight opens a closed group, ArrowLeft closes an open one', () => {
    expect(groupKey('ArrowRight', at(0), list.itemAt)).toEqual({
      kind: 'toggle',
      key: 'A',
      open: true,
    });
    expect(groupKey('ArrowLeft', at(1), list.itemAt)).toEqual({
      kind: 'toggle',
      key: 'B',
      open: false,
    });
    expect(groupKey('ArrowLeft', at(0), list.itemAt)).toBeNull();
    expect(groupKey('ArrowRight', at(1), list.itemAt)).toBeNull();
  });

  it("ArrowLeft on a bill's first cell goes to its group's row; elsewhere it moves left", () => {
    expect(groupKey('ArrowLeft', at(4), list.itemAt)).toEqual({ kind: 'move', rowIndex: 1 });
    expect(groupKey('ArrowLeft', at(4, 3), list.itemAt)).toBeNull();
  });
});
