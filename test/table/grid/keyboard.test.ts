import { describe, expect, it } from 'vitest';
import { clampCell, headerRowIndex, nextCell } from '../../../src/table/grid/keyboard';

const grid = { rowCount: 20, colCount: 9, pageRows: 15 };
const from = (rowIndex: number, colIndex: number, key: string, ctrlKey = false) =>
  nextCell({ rowIndex, colIndex, key, ctrlKey, ...grid });

describe('nextCell', () => {
  it('moves one cell with each arrow', () => {
    expect(from(3, 4, 'ArrowUp')).toEqual({ rowIndex: 2, colIndex: 4 });
    expect(from(3, 4, 'ArrowDown')).toEqual({ rowIndex: 4, colIndex: 4 });
    expect(from(3, 4, 'ArrowLeft')).toEqual({ rowIndex: 3, colIndex: 3 });
    expect(from(3, 4, 'ArrowRight')).toEqual({ rowIndex: 3, colIndex: 5 });
  });

  it('goes up from the first body row into the header row, and no further', () => {
    expect(from(0, 2, 'ArrowUp')).toEqual({ rowIndex: headerRowIndex, colIndex: 2 });
    expect(from(headerRowIndex, 2, 'ArrowUp')).toEqual({ rowIndex: headerRowIndex, colIndex: 2 });
    expect(from(headerRowIndex, 2, 'ArrowDown')).toEqual({ rowIndex: 0, colIndex: 2 });
  });

  it('stops at the last row and at both ends of a row', () => {
    expect(from(19, 1, 'ArrowDown')).toEqual({ rowIndex: 19, colIndex: 1 });
    expect(from(5, 0, 'ArrowLeft')).toEqual({ rowIndex: 5, colIndex: 0 });
    expect(from(5, 8, 'ArrowRight')).toEqual({ rowIndex: 5, colIndex: 8 });
  });

  it('Home and End go to the ends of the row; with Ctrl to the first and last body row', () => {
    expect(from(5, 4, 'Home')).toEqual({ rowIndex: 5, colIndex: 0 });
    expect(from(5, 4, 'End')).toEqual({ rowIndex: 5, colIndex: 8 });
    expect(from(5, 4, 'Home', true)).toEqual({ rowIndex: 0, colIndex: 0 });
    expect(from(5, 4, 'End', true)).toEqual({ rowIndex: 19, colIndex: 8 });
  });

  it('PageDown and PageUp move a screenful, PageUp reaching the header only from the top row', () => {
    expect(from(0, 3, 'PageDown')).toEqual({ rowIndex: 15, colIndex: 3 });
    expect(from(15, 3, 'PageDown')).toEqual({ rowIndex: 19, colIndex: 3 });
    expect(from(headerRowIndex, 3, 'PageDown')).toEqual({ rowIndex: 14, colIndex: 3 });
    expect(from(19, 3, 'PageUp')).toEqual({ rowIndex: 4, colIndex: 3 });
    expect(from(4, 3, 'PageUp')).toEqual({ rowIndex: 0, colIndex: 3 });
    expect(from(0, 3, 'PageUp')).toEqual({ rowIndex: headerRowIndex, colIndex: 3 });
  });

  it('returns null for keys that do not navigate', () => {
    expect(from(3, 3, 'Enter')).toBeNull();
    expect(from(3, 3, ' ')).toBeNull();
    expect(from(3, 3, 'a')).toBeNull();
  });

  it('an empty page leaves only the header row', () => {
    const empty = { rowCount: 0, colCount: 9, pageRows: 15 };
    expect(nextCell({ rowIndex: headerRowIndex, colIndex: 1, key: 'ArrowDown', ...empty })).toEqual(
      { rowIndex: headerRowIndex, colIndex: 1 },
    );
    expect(nextCell({ rowIndex: -1, colIndex: 1, key: 'End', ctrlKey: true, ...empty })).toEqual({
      rowIndex: headerRowIndex,
      colIndex: 8,
    });
  });
});

describe('clampCell', () => {
  it('pulls a position back inside a smaller page or fewer columns', () => {
    expect(clampCell({ rowIndex: 19, colIndex: 8 }, { rowCount: 10, colCount: 6 })).toEqual({
      rowIndex: 9,
      colIndex: 5,
    });
    expect(clampCell({ rowIndex: 4, colIndex: 2 }, { rowCount: 10, colCount: 6 })).toEqual({
      rowIndex: 4,
      colIndex: 2,
    });
  });
});
