import { describe, expect, it } from 'vitest';
import { dragWidth, keyWidth, resizeStep } from '../../../src/table/grid/resize';
import { clampWidth, maxColumnWidth, minColumnWidth } from '../../../src/app/state/columns';
import { billsTable } from '../../../src/bills/definition';

/** The bills list's bounds, 32 to 800 px (spec §9). */
const bounds = billsTable.widthBounds;

describe('dragWidth', () => {
  it('follows the pointer from the right edge', () => {
    expect(dragWidth({ startWidth: 120, startX: 500, x: 560, edge: 'right', bounds })).toBe(180);
    expect(dragWidth({ startWidth: 120, startX: 500, x: 470, edge: 'right', bounds })).toBe(90);
  });

  it('grows to the left for a handle on the left edge (a column pinned right)', () => {
    expect(dragWidth({ startWidth: 280, startX: 900, x: 850, edge: 'left', bounds })).toBe(330);
  });

  it('is bounded to 32..800 and whole pixels', () => {
    expect(dragWidth({ startWidth: 120, startX: 500, x: 0, edge: 'right', bounds })).toBe(
      minColumnWidth,
    );
    expect(dragWidth({ startWidth: 120, startX: 0, x: 2000, edge: 'right', bounds })).toBe(
      maxColumnWidth,
    );
    expect(dragWidth({ startWidth: 120, startX: 0, x: 10.6, edge: 'right', bounds })).toBe(131);
  });
});

describe('keyWidth', () => {
  it('arrows move by the step, within the bounds', () => {
    expect(keyWidth({ width: 120, key: 'ArrowRight', bounds })).toEqual({
      width: 120 + resizeStep,
    });
    expect(keyWidth({ width: 120, key: 'ArrowLeft', bounds })).toEqual({ width: 120 - resizeStep });
    expect(keyWidth({ width: 36, key: 'ArrowLeft', bounds })).toEqual({ width: minColumnWidth });
    expect(keyWidth({ width: 795, key: 'ArrowUp', bounds })).toEqual({ width: maxColumnWidth });
  });

  it('Home and End go to the bounds, Enter resets, other keys do nothing', () => {
    expect(keyWidth({ width: 120, key: 'Home', bounds })).toEqual({ width: minColumnWidth });
    expect(keyWidth({ width: 120, key: 'End', bounds })).toEqual({ width: maxColumnWidth });
    expect(keyWidth({ width: 120, key: 'Enter', bounds })).toEqual({ width: null });
    expect(keyWidth({ width: 120, key: 'Tab', bounds })).toBeNull();
  });
});

describe('clampWidth', () => {
  it('bounds widths to the invoice screen limits (spec §9)', () => {
    expect(clampWidth(5)).toBe(32);
    expect(clampWidth(5000)).toBe(800);
    expect(clampWidth(150.4)).toBe(150);
  });
});
