import { describe, expect, it } from 'vitest';
import { revealOffset } from '../../src/app/grid/reveal';

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
