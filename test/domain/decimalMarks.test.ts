import { describe, expect, it } from 'vitest';
import {
  createMarkTally,
  evidenceOf,
  problemIn,
  type MarkEvidence,
} from '../../src/domain/import/decimalMarks';
import type { DecimalMark } from '../../src/domain/import/values';

describe('what one cell says of its column’s decimal mark', () => {
  const cases: [text: string, evidence: MarkEvidence][] = [
    ['720', 'either'],
    ['1 234', 'either'],
    ['720,00', 'comma'],
    ['1.234,56', 'comma'],
    ['1.234.567', 'comma'],
    ['0,1234', 'comma'],
    ['12.50', 'point'],
    ['-1234.5678', 'point'],
    ['-0.500', 'twoWays'],
    ['1,234.56', 'point'],
    ['1,234,567', 'point'],
    ['1,234', 'twoWays'],
    ['1.234', 'twoWays'],
    ['£1,500', 'twoWays'],
    ['abc', 'either'],
    ['ab.c', 'neither'],
    ['1,2.3', 'neither'],
  ];
  it.each(cases)('%j: %s', (text, evidence) => {
    expect(evidenceOf(text)).toBe(evidence);
  });
});

/** Each column's cells seen, then settled: the marks of columns 0 and 1. */
function settle(columns: string[][], fallback: DecimalMark) {
  const tally = createMarkTally();
  columns.forEach((cells, column) => cells.forEach((text) => tally.see(column, text)));
  const marks = tally.settle(fallback);
  return columns.map((_, column) => marks(column));
}

describe('a column’s decimal mark, settled once every cell is seen', () => {
  it('is a comma when any cell reads only with a comma, however the file is delimited', () => {
    expect(settle([['1,234', '720,00', '15']], 'point')).toEqual([{ mark: 'comma', mixed: false }]);
  });

  it('is a point when any cell reads only with a point, even in a semicolon file', () => {
    expect(settle([['1,234', '1,234.56']], 'comma')).toEqual([{ mark: 'point', mixed: false }]);
  });

  it('follows the file’s other number columns when its own cells read two ways', () => {
    expect(settle([['1,234', '2,500'], ['720,00']], 'point')[0]).toEqual({
      mark: 'comma',
      mixed: false,
    });
    expect(settle([['1.234'], ['12.50']], 'comma')[0]).toEqual({ mark: 'point', mixed: false });
  });

  it('follows the delimiter when no cell of the file says', () => {
    expect(settle([['1,234', '15']], 'point')).toEqual([{ mark: 'point', mixed: false }]);
    expect(settle([['1.234', '15']], 'comma')).toEqual([{ mark: 'comma', mixed: false }]);
  });

  it('is a point, as before, in a column of both, whose unclear cells are refused', () => {
    const [mixed] = settle([['12.50', '720,00', '1,234']], 'comma');
    expect(mixed).toEqual({ mark: 'point', mixed: true });
    if (!mixed) throw new Error('no column');
    expect(problemIn('12.50', mixed)).toBeNull();
    expect(problemIn('720,00', mixed)).toBe(
      'has a decimal comma, where other lines of this column have a decimal point',
    );
    expect(problemIn('1,234', mixed)).toBe(
      'could be 1234 or 1.234: this column has amounts with a decimal point and with a decimal comma',
    );
  });

  it('says lines must be read again only when a cell that depends on the mark was read with another', () => {
    const tally = createMarkTally();
    tally.see(0, '720,00');
    tally.see(1, '15');
    const settled = tally.settle('point');
    const point = () => ({ mark: 'point', mixed: false }) as const;
    const comma = () => ({ mark: 'comma', mixed: false }) as const;
    expect(tally.readOtherwise([0, 1], point, settled)).toBe(true);
    expect(tally.readOtherwise([0, 1], comma, settled)).toBe(false);
    expect(tally.readOtherwise([1], point, settled)).toBe(false);
  });
});
