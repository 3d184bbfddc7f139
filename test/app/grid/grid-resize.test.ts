import { describe, expect, it } from 'vitest';
import { dragWidth, keyWidth, resizeStep } from '../../../src/app/grid/resize';
import { clampWidth, maxColumnWidth, minColumnWidth } from '../../../src/app/state/columns';

describe('dragWidth', () => {
  it('follows the pointer from the right edge', () => {
    expect(dragWidth({ startWidth: 120, startX: 500, x: 560, edge: 'right' })).toBe(180);
    expect(dragWidth({ startWidth: 120, startX: 500, x: 470, edge: 'right' })).toBe(90);
  });

  it('grows to the left for a handle on the left edge (a column pinned right)', () => {
    expect(dragWidth({ startWidth: 280, startX: 900, x: 850, edge: 'left' })).toBe(330);
  });

  it('is bounded to 32..800 and whole pixels', () => {
    expect(dragWidth({ startWidth: 120, startX: 500, x: 0, edge: 'right' })).toBe(minColumnWidth);
    expect(dragWidth({ startWidth: 120, startX: 0, x: 2000, edge: 'right' })).toBe(maxColumnWidth);
    expect(dragWidth({ startWidth: 120, startX: 0, x: 10.6, edge: 'right' })).toBe(131);
  });
});

describe('keyWidth', () => {
  it('arrows move by the step, within the bounds', () => {
    expect(keyWidth({ width: 120, key: 'ArrowRight' })).toEqual({ width: 120 + resizeStep });
    expect(keyWidth({ width: 120, key: 'ArrowLeft' })).toEqual({ width: 120 - resizeStep });
    expect(keyWidth({ width: 36, key: 'ArrowLeft' })).toEqual({ width: minColumnWidth });
    expect(keyWidth({ width: 795, key: 'ArrowUp' })).toEqual({ width: maxColumnWidth });
  });

  it('Home and End go to the bounds, Enter resets, other keys do nothing', () => {
    expect(keyWidth({ width: 120, key: 'Home' })).toEqual({ width: minColumnWidth });
    expect(keyWidth({ width: 120, key: 'End' })).toEqual({ width: maxColumnWidth });
    expect(keyWidth({ width: 120, key: 'Enter' })).toEqual({ width: null });
    expect(keyWidth({ width: 120, key: 'Tab' })).toBeNull();
  });
});

describe('clampWidth', () => {
  it('bounds widths to the invoice screen limits (spec §9)', () => {
    expect(clampWidth(5)).toBe(32);
    expect(clampWidth(5000)).toBe(800);
    expect(clampWidth(150.4)).toBe(150);
  });
});
