import { describe, expect, it } from 'vitest';
import { dropIndex, dropSide } from '../../../src/table/grid/reorder';
import {
  getDefaultColumnLayout,
  getPlacedColumns,
  table_moveColumn,
  table_setPinned,
} from '../../../src/app/state/columns';

const layout = getDefaultColumnLayout();
const placedIds = (l: typeof layout) => getPlacedColumns(l).placed.map((c) => c.id);

describe('dropSide', () => {
  it('is before on the left half of a header and after on the right half', () => {
    expect(dropSide({ x: 110, left: 100, width: 120 })).toBe('before');
    expect(dropSide({ x: 170, left: 100, width: 120 })).toBe('after');
  });
});

describe('dropIndex', () => {
  it('moves a column before or after another', () => {
    const before = dropIndex(layout, 'notes', 'status', 'before');
    expect(before).toBe(1);
    expect(placedIds(table_moveColumn(layout, 'notes', before ?? -1))).toEqual([
      'from',
      'notes',
      'status',
      'reference',
      'date',
      'dueDate',
      'total',
      'paid',
      'due',
      'overdueBy',
    ]);
    const after = dropIndex(layout, 'status', 'date', 'after');
    expect(placedIds(table_moveColumn(layout, 'status', after ?? -1))).toEqual([
      'from',
      'reference',
      'date',
      'status',
      'dueDate',
      'total',
      'paid',
      'due',
      'overdueBy',
      'notes',
    ]);
  });

  it('refuses a drop onto itself or into another pinned group', () => {
    expect(dropIndex(layout, 'paid', 'paid', 'after')).toBeNull();
    expect(dropIndex(layout, 'paid', 'from', 'after')).toBeNull();
    expect(dropIndex(layout, 'from', 'paid', 'before')).toBeNull();
  });

  it('reorders within a pinned group', () => {
    const pinned = table_setPinned(layout, 'due', 'left');
    expect(placedIds(pinned).slice(0, 2)).toEqual(['from', 'due']);
    const index = dropIndex(pinned, 'due', 'from', 'before');
    expect(placedIds(table_moveColumn(pinned, 'due', index ?? -1)).slice(0, 2)).toEqual([
      'due',
      'from',
    ]);
  });
});
