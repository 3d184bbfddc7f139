import { describe, expect, it } from 'vitest';
import { revealCell } from '../../../src/table/grid/geometry';
import { revealOffset } from '../../../src/table/grid/reveal';

// A 400px viewport with a 38px sticky header at the top, as the grid's rows see it.
const view = { viewport: 400, before: 38, after: 0 };

describe('revealOffset', () => {
  it('leaves the scroll alone when the item is already in view', () => {
    expect(revealOffset({ start: 100, size: 40, scroll: 0, ...view })).toBe(0);
  });

  it('scrolls down just enough to show an item below the viewport', () => {
    expect(revealOffset({ start: 400, size: 40, scroll: 0, ...view })).toBe(40);
  });

  it('scrolls up so an item is not hidden under the sticky header', () => {
    expect(revealOffset({ start: 78, size: 40, scroll: 60, ...view })).toBe(40);
  });

  it('never scrolls before zero', () => {
    expect(revealOffset({ start: 10, size: 40, scroll: 30, ...view })).toBe(0);
  });

  it('keeps pinned columns at both edges out of the way', () => {
    const across = { viewport: 760, before: 232, after: 280 };
    // A column at 600..720 is behind the right-pinned column (which starts at 480 in view).
    expect(revealOffset({ start: 600, size: 120, scroll: 0, ...across })).toBe(240);
    // Scrolled far right, a column at 300..420 is behind the left-pinned ones.
    expect(revealOffset({ start: 300, size: 120, scroll: 200, ...across })).toBe(68);
  });

  it('shows the start of an item too long to fit', () => {
    expect(revealOffset({ start: 500, size: 600, scroll: 0, ...view })).toBe(462);
  });
});

describe('revealCell in a list scaled past the browser height limit', () => {
  const placed = [{ id: 'from' as const, width: 200, pinned: 'left' as const, offset: 32 }];
  const rowHeight = 40;
  const headerHeight = 38;
  const viewport = { scrollLeft: 0, width: 1000, height: 600 };

  it('reaches the last of a million rows at the end of the scaled scroll range', () => {
    const scale = 40_000_000 / 12_000_000;
    const { scrollTop } = revealCell({
      cell: { rowIndex: 999_999, colIndex: 0 },
      placed,
      rowHeight,
      headerHeight,
      viewport: { ...viewport, scrollTop: 0 },
      scale,
    });
    // The row's bottom meets the viewport's bottom, in content pixels.
    expect(scrollTop * scale + 600).toBeCloseTo(headerHeight + 1_000_000 * rowHeight, 3);
  });

  it('leaves the scroll alone for a row already in view, and matches the plain list at scale 1', () => {
    const scale = 3;
    const scrollTop = 100_000;
    const rowIndex = Math.floor((scrollTop * scale) / rowHeight) + 2;
    const cell = { rowIndex, colIndex: 0 };
    const args = { cell, placed, rowHeight, headerHeight, viewport: { ...viewport, scrollTop } };
    expect(revealCell({ ...args, scale }).scrollTop).toBe(scrollTop);
    expect(revealCell({ ...args, scale: 1 })).toEqual(revealCell(args));
  });
});
