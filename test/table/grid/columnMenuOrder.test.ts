import { describe, expect, it } from 'vitest';
import { getMenuColumns, getMoveTarget } from '../../../src/table/grid/reorder';
import {
  getDefaultColumnLayout,
  getPlacedColumns,
  table_moveColumn,
  table_setPinned,
  table_setVisibility,
  type ColumnLayout,
} from '../../../src/app/state/columns';
import type { ColumnId } from '../../../src/domain/columns';

const ids = (layout: ColumnLayout) => getMenuColumns(layout).map((c) => c.id);

/** Moves `id` one place as the menu does, or returns null when the menu would not move it. */
function moveOnce(layout: ColumnLayout, id: ColumnId, direction: -1 | 1) {
  const toIndex = getMoveTarget(layout, id, direction);
  return toIndex === null ? null : table_moveColumn(layout, id, toIndex);
}

describe('getMenuColumns', () => {
  it('lists the default columns in header order, From pinned left', () => {
    expect(getMenuColumns(getDefaultColumnLayout())).toEqual([
      { id: 'from', pinned: 'left' },
      { id: 'status', pinned: false },
      { id: 'number', pinned: false },
      { id: 'reference', pinned: false },
      { id: 'date', pinned: false },
      { id: 'dueDate', pinned: false },
      { id: 'total', pinned: false },
      { id: 'paid', pinned: false },
      { id: 'due', pinned: false },
      { id: 'overdueBy', pinned: false },
      { id: 'notes', pinned: false },
    ]);
  });

  it('follows the grid: pinned columns at their edge, hidden ones kept in place', () => {
    let layout = table_setPinned(getDefaultColumnLayout(), 'status', 'right');
    layout = table_setPinned(layout, 'notes', 'left');
    layout = table_setVisibility(layout, 'date', false);
    expect(ids(layout)).toEqual([
      'from',
      'notes',
      'number',
      'reference',
      'date',
      'dueDate',
      'total',
      'paid',
      'due',
      'overdueBy',
      'status',
    ]);
    const visible = ids(layout).filter((id) => id !== 'date' && id !== 'number');
    expect(getPlacedColumns(layout).placed.map((c) => c.id)).toEqual(visible);
  });
});

describe('getMoveTarget', () => {
  it('moves Amount due up before Paid, and back down after it', () => {
    const up = moveOnce(getDefaultColumnLayout(), 'due', -1);
    expect(up && ids(up)).toEqual([
      'from',
      'status',
      'number',
      'reference',
      'date',
      'dueDate',
      'total',
      'due',
      'paid',
      'overdueBy',
      'notes',
    ]);
    const down = up && moveOnce(up, 'due', 1);
    expect(down && ids(down)).toEqual(ids(getDefaultColumnLayout()));
  });

  it('stops at the edges of the unpinned columns', () => {
    const layout = getDefaultColumnLayout();
    expect(getMoveTarget(layout, 'status', -1)).toBeNull();
    expect(getMoveTarget(layout, 'notes', 1)).toBeNull();
  });

  it('swaps with the unpinned neighbour on screen, skipping pinned columns in columnOrder', () => {
    // Date pinned right still sits between Reference and Due in columnOrder.
    const layout = table_setPinned(getDefaultColumnLayout(), 'date', 'right');
    const moved = moveOnce(layout, 'dueDate', -1);
    expect(moved && ids(moved)).toEqual([
      'from',
      'status',
      'number',
      'dueDate',
      'reference',
      'total',
      'paid',
      'due',
      'overdueBy',
      'notes',
      'date',
    ]);
  });

  it('moves a hidden column like any other', () => {
    const layout = table_setVisibility(getDefaultColumnLayout(), 'notes', false);
    const moved = moveOnce(layout, 'notes', -1);
    expect(moved && ids(moved).slice(-2)).toEqual(['notes', 'overdueBy']);
  });

  it('does not move pinned columns (their order is the pinning order)', () => {
    expect(getMoveTarget(getDefaultColumnLayout(), 'from', 1)).toBeNull();
    const layout = table_setPinned(getDefaultColumnLayout(), 'paid', 'right');
    expect(getMoveTarget(layout, 'paid', -1)).toBeNull();
  });
});
