import { describe, expect, it } from 'vitest';
import { columnKeyAt, locateCell, revealCell } from '../../../src/table/grid/geometry';
import { cellCommand } from '../../../src/table/grid/keyboard';
import {
  getDefaultColumnLayout,
  getPlacedColumns,
  table_moveColumn,
  table_setPinned,
  table_setVisibility,
} from '../../../src/app/state/columns';

const layout = getDefaultColumnLayout();
const { placed } = getPlacedColumns(layout);

describe('locateCell', () => {
  it('follows the active column by id when columns move', () => {
    const active = { rowIndex: 3, column: 'paid' as const, colIndex: 7 };
    expect(locateCell(active, placed, 20)).toEqual({ rowIndex: 3, colIndex: 7 });
    const moved = getPlacedColumns(table_moveColumn(layout, 'paid', 1)).placed;
    expect(locateCell(active, moved, 20)).toEqual({ rowIndex: 3, colIndex: 2 });
  });

  it('stays where the column was when it is hidden, and inside a shorter page', () => {
    const active = { rowIndex: 15, column: 'paid' as const, colIndex: 6 };
    const hidden = getPlacedColumns(table_setVisibility(layout, 'paid', false)).placed;
    expect(locateCell(active, hidden, 10)).toEqual({ rowIndex: 9, colIndex: 6 });
  });

  it('keeps the checkbox column and the header row', () => {
    expect(locateCell({ rowIndex: -1, column: 'select', colIndex: 0 }, placed, 0)).toEqual({
      rowIndex: -1,
      colIndex: 0,
    });
  });
});

describe('columnKeyAt', () => {
  it('names the column at a grid column index', () => {
    expect(columnKeyAt(placed, 0)).toBe('select');
    expect(columnKeyAt(placed, 1)).toBe('from');
    expect(columnKeyAt(placed, 10)).toBe('notes');
  });
});

describe('revealCell', () => {
  const viewport = { scrollTop: 0, scrollLeft: 0, width: 760, height: 600 };
  const base = { placed, rowHeight: 40, headerHeight: 38, viewport };

  it('scrolls a row below the window into view under the sticky header', () => {
    // Row 20 spans 838..878 in the scrolled content; the viewport shows 0..600.
    expect(revealCell({ ...base, cell: { rowIndex: 20, colIndex: 1 } })).toEqual({
      scrollTop: 278,
      scrollLeft: 0,
    });
  });

  it('scrolls back up so a row is not hidden under the header', () => {
    const scrolled = { ...viewport, scrollTop: 300 };
    expect(revealCell({ ...base, viewport: scrolled, cell: { rowIndex: 5, colIndex: 1 } })).toEqual(
      { scrollTop: 200, scrollLeft: 0 },
    );
  });

  it('scrolls sideways to a centre column but never for a pinned one or the header row', () => {
    const right = getPlacedColumns(table_setPinned(layout, 'notes', 'right')).placed;
    // Amount due (column 8) spans 952..1082; the right-pinned Notes covers the last 280px.
    expect(revealCell({ ...base, placed: right, cell: { rowIndex: -1, colIndex: 8 } })).toEqual({
      scrollTop: 0,
      scrollLeft: 602,
    });
    const scrolled = { ...viewport, scrollLeft: 300 };
    expect(
      revealCell({
        ...base,
        placed: right,
        viewport: scrolled,
        cell: { rowIndex: 0, colIndex: 10 },
      }),
    ).toEqual({ scrollTop: 0, scrollLeft: 300 });
    expect(revealCell({ ...base, viewport: scrolled, cell: { rowIndex: 0, colIndex: 1 } })).toEqual(
      {
        scrollTop: 0,
        scrollLeft: 300,
      },
    );
  });
});

describe('cellCommand', () => {
  it('Space selects a body row; Enter and F2 edit an editable cell; Enter elsewhere opens the bill', () => {
    expect(cellCommand({ key: ' ', rowIndex: 2, editable: false })).toBe('toggleRow');
    expect(cellCommand({ key: 'Enter', rowIndex: 2, editable: true })).toBe('edit');
    expect(cellCommand({ key: 'F2', rowIndex: 2, editable: true })).toBe('edit');
    expect(cellCommand({ key: 'Enter', rowIndex: 2, editable: false })).toBe('open');
    expect(cellCommand({ key: 'F2', rowIndex: 2, editable: false })).toBeNull();
  });

  it('does nothing in the header row, where the controls handle their own keys', () => {
    expect(cellCommand({ key: ' ', rowIndex: -1, editable: false })).toBeNull();
    expect(cellCommand({ key: 'Enter', rowIndex: -1, editable: true })).toBeNull();
  });
});
