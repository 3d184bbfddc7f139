import { describe, expect, it } from 'vitest';
import { wholeTextPlace } from '../../../src/table/grid/overflow';

const grid = { left: 0, right: 1000 };

describe("a cut-short cell's whole text stays within the grid", () => {
  it.each([
    ['with room to its right, opens rightwards', { left: 100, right: 300 }, 400, 'right', 400],
    ['in the last column, opens leftwards', { left: 720, right: 1000 }, 450, 'left', 450],
    [
      'with room on neither side, wraps within the wider',
      { left: 600, right: 800 },
      900,
      'left',
      800,
    ],
    ['wider room to the right, wraps there', { left: 400, right: 550 }, 900, 'right', 600],
  ] as const)('%s', (_name, cell, wanted, opens, width) => {
    expect(wholeTextPlace(cell, grid, wanted)).toEqual({ opens, width });
  });
});
