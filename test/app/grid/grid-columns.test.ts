import { describe, expect, it } from 'vitest';
import { getColumnSpan, getPinnedWidths } from '../../../src/table/grid/geometry';
import {
  column_getWidth,
  getDefaultColumnLayout,
  getPlacedColumns,
  table_setPinned,
  table_setVisibility,
  table_setWidth,
} from '../../../src/app/state/columns';

const layout = getDefaultColumnLayout();

describe('getPlacedColumns', () => {
  it('starts with From pinned left after the 32px selection column, widths from the catalogue', () => {
    const { placed, totalWidth } = getPlacedColumns(layout);
    expect(placed[0]).toEqual({ id: 'from', width: 200, pinned: 'left', offset: 32 });
    expect(placed.find((c) => c.id === 'status')?.width).toBe(90);
    expect(totalWidth).toBe(32 + 200 + 90 + 150 + 120 + 120 + 120 + 120 + 130 + 120 + 280);
  });

  it('puts right-pinned columns last with offsets from the right edge', () => {
    const pinned = table_setPinned(table_setPinned(layout, 'notes', 'right'), 'status', 'right');
    const { placed } = getPlacedColumns(pinned);
    expect(placed.slice(-2)).toEqual([
      { id: 'status', width: 90, pinned: 'right', offset: 280 },
      { id: 'notes', width: 280, pinned: 'right', offset: 0 },
    ]);
  });

  it('leaves out hidden columns, but never From', () => {
    const hidden = table_setVisibility(table_setVisibility(layout, 'paid', false), 'from', false);
    expect(getPlacedColumns(hidden).placed.map((c) => c.id)).toEqual([
      'from',
      'status',
      'reference',
      'date',
      'dueDate',
      'total',
      'due',
      'overdueBy',
      'notes',
    ]);
  });

  it('uses a set width, bounded, and the default again once it is reset', () => {
    const wide = table_setWidth(layout, 'paid', 5000);
    expect(column_getWidth(wide, 'paid')).toBe(800);
    expect(column_getWidth(table_setWidth(wide, 'paid', null), 'paid')).toBe(120);
  });
});

describe('grid geometry', () => {
  const { placed } = getPlacedColumns(table_setPinned(layout, 'notes', 'right'));

  it('gives each column its start across the row, the checkboxes first', () => {
    expect(getColumnSpan(placed, 0)).toEqual({ start: 0, size: 32, pinned: 'left' });
    expect(getColumnSpan(placed, 1)).toEqual({ start: 32, size: 200, pinned: 'left' });
    expect(getColumnSpan(placed, 2)).toEqual({ start: 232, size: 90, pinned: false });
    expect(getColumnSpan(placed, 10)).toEqual({ start: 1202, size: 280, pinned: 'right' });
  });

  it('adds up the sticky widths at each edge', () => {
    expect(getPinnedWidths(placed)).toEqual({ left: 232, right: 280 });
  });
});
