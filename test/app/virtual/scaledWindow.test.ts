import { describe, expect, it } from 'vitest';
import {
  getScaledGeometry,
  getScaledWindow,
  getScrollTopForRow,
} from '../../../src/app/virtual/scaledWindow';

const rowHeight = 40;
const viewportHeight = 600;
const million = 1_000_000;
const cap = 12_000_000;

describe('getScaledGeometry', () => {
  it('lays out rows at full height when they fit', () => {
    expect(getScaledGeometry({ rowCount: 100, rowHeight, viewportHeight })).toEqual({
      contentHeight: 4000,
      spacerHeight: 4000,
      scale: 1,
    });
  });

  it('caps the spacer for a million rows and scales the scrolling', () => {
    const g = getScaledGeometry({ rowCount: million, rowHeight, viewportHeight, maxHeight: cap });
    expect(g.contentHeight).toBe(40_000_000);
    expect(g.spacerHeight).toBe(cap);
    expect(g.scale).toBeCloseTo((40_000_000 - 600) / (cap - 600), 9);
  });
});

describe('getScaledWindow', () => {
  it('shows the first rows at the top', () => {
    const w = getScaledWindow({
      scrollTop: 0,
      viewportHeight,
      rowCount: million,
      rowHeight,
      overscan: 0,
      maxHeight: cap,
    });
    expect(w).toEqual({ startIndex: 0, stopIndex: 14, startTop: 0 });
  });

  it('shows the very last row at the bottom of the scroll range', () => {
    const w = getScaledWindow({
      scrollTop: cap - viewportHeight,
      viewportHeight,
      rowCount: million,
      rowHeight,
      overscan: 0,
      maxHeight: cap,
    });
    expect(w.stopIndex).toBe(million - 1);
    expect(w.startIndex).toBe(million - 15);
    // The last row's bottom edge meets the bottom of the viewport.
    const lastTop = w.startTop + (w.stopIndex - w.startIndex) * rowHeight;
    expect(lastTop + rowHeight).toBeCloseTo(cap, 3);
  });

  it('places rows so that the row at the top of the view is where the scroll says', () => {
    const scrollTop = 5_000_000;
    const w = getScaledWindow({
      scrollTop,
      viewportHeight,
      rowCount: million,
      rowHeight,
      overscan: 0,
      maxHeight: cap,
    });
    const { scale } = getScaledGeometry({
      rowCount: million,
      rowHeight,
      viewportHeight,
      maxHeight: cap,
    });
    expect(w.startIndex).toBe(Math.floor((scrollTop * scale) / rowHeight));
    expect(w.startTop).toBeLessThanOrEqual(scrollTop);
    expect(w.startTop).toBeGreaterThan(scrollTop - rowHeight);
  });

  it('behaves like a plain list when everything fits', () => {
    const w = getScaledWindow({
      scrollTop: 400,
      viewportHeight,
      rowCount: 100,
      rowHeight,
      overscan: 2,
    });
    expect(w).toEqual({ startIndex: 8, stopIndex: 26, startTop: 320 });
  });

  it('clamps scroll positions outside the range and handles no rows', () => {
    expect(
      getScaledWindow({ scrollTop: -50, viewportHeight, rowCount: 10, rowHeight }).startIndex,
    ).toBe(0);
    expect(getScaledWindow({ scrollTop: 0, viewportHeight, rowCount: 0, rowHeight })).toEqual({
      startIndex: 0,
      stopIndex: -1,
      startTop: 0,
    });
  });
});

describe('getScrollTopForRow', () => {
  const base = { rowCount: million, rowHeight, viewportHeight, maxHeight: cap };

  it('scrolls the last row into view at the very end', () => {
    const top = getScrollTopForRow({ ...base, index: million - 1, currentScrollTop: 0 });
    expect(top).toBeCloseTo(cap - viewportHeight, 3);
  });

  it('leaves the scroll alone when the row is already in view', () => {
    const current = 1_000_000;
    const { scale } = getScaledGeometry(base);
    const index = Math.floor((current * scale) / rowHeight) + 3;
    expect(getScrollTopForRow({ ...base, index, currentScrollTop: current })).toBe(current);
  });

  it('brings a row above the view to the top, and a row below to the bottom', () => {
    const { scale } = getScaledGeometry(base);
    const up = getScrollTopForRow({ ...base, index: 10, currentScrollTop: 2_000_000 });
    expect(up * scale).toBeCloseTo(400, 3);
    const down = getScrollTopForRow({ ...base, index: 500_000, currentScrollTop: 0 });
    expect(down * scale + viewportHeight).toBeCloseTo(500_001 * rowHeight, 3);
  });
});
