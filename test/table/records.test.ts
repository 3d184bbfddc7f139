import { describe, expect, it } from 'vitest';
import { placeColumns } from '../../src/table/columnLayout';
import { defineTable } from '../../src/table/definition';
import { getMoveTarget } from '../../src/table/grid/reorder';
import { defaultRecordState, recordReducer, type RecordAction } from '../../src/table/records';

type Id = 'a' | 'b' | 'c' | 'd';
const table = defineTable<Id, never, never, never>({
  name: 'Letters',
  noneMatch: 'No letters.',
  columns: [
    { id: 'a', header: 'A' },
    { id: 'b', header: 'B' },
    { id: 'c', header: 'C' },
    { id: 'd', header: 'D' },
  ],
  views: [{ id: 'all', label: 'All' }],
});
const reduce = recordReducer(table);
const start = defaultRecordState(table, []);
const run = (...actions: RecordAction<Id, never>[]) => actions.reduce(reduce, start);
const shown = (state: typeof start) => placeColumns(table, state.columns).placed.map((c) => c.id);

describe("recordReducer's moveColumn", () => {
  it('moves a column to an index of the whole order, as data', () => {
    expect(run({ type: 'moveColumn', column: 'c', toIndex: 0 }).columns.columnOrder).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
    expect(run({ type: 'moveColumn', column: 'a', toIndex: 3 }).columns.columnOrder).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
  });

  it('keeps an index past either end at that end', () => {
    expect(run({ type: 'moveColumn', column: 'b', toIndex: 99 }).columns.columnOrder).toEqual([
      'a',
      'c',
      'd',
      'b',
    ]);
    expect(run({ type: 'moveColumn', column: 'd', toIndex: -5 }).columns.columnOrder).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });

  it('changes nothing else: rows, page and selection stay', () => {
    const before = run({ type: 'setPageIndex', pageIndex: 2 }, { type: 'toggleRow', key: 'x' });
    const after = reduce(before, { type: 'moveColumn', column: 'b', toIndex: 0 });
    expect({ ...after, columns: before.columns }).toEqual(before);
    expect(after.columns.columnVisibility).toBe(before.columns.columnVisibility);
  });

  it('moves a hidden column too, so it comes back where it was put', () => {
    const state = run(
      { type: 'setColumnVisible', column: 'c', visible: false },
      { type: 'moveColumn', column: 'c', toIndex: 0 },
    );
    expect(shown(state)).toEqual(['a', 'b', 'd']);
    expect(shown(reduce(state, { type: 'setColumnVisible', column: 'c', visible: true }))).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });

  it('leaves pinned columns in their pinned group, in their order there', () => {
    const pinned = run(
      { type: 'setColumnPinned', column: 'c', side: 'left' },
      { type: 'setColumnPinned', column: 'a', side: 'left' },
    );
    // Within the pinned group, the columns keep the column order, not the order they were pinned.
    expect(shown(pinned)).toEqual(['a', 'c', 'b', 'd']);
    // The menu's one step never moves a pinned column, and an unpinned one stays out of the group.
    expect(getMoveTarget(pinned.columns, 'c', -1)).toBeNull();
    const toIndex = getMoveTarget(pinned.columns, 'd', -1);
    expect(toIndex).not.toBeNull();
    expect(
      shown(reduce(pinned, { type: 'moveColumn', column: 'd', toIndex: toIndex ?? -1 })),
    ).toEqual(['a', 'c', 'd', 'b']);
  });
});
