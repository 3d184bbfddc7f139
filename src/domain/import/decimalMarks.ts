import { LineProblem, quote } from './lineProblem';
import { parseDecimal, type DecimalMark } from './values';

/**
 * Which decimal mark each number column of a file is written with. One cell cannot say:
 * `1,234` is a thousand and more with a point, one and a bit with a comma. A column can: a
 * `720,00` or `1.234,56` anywhere in it is a comma, a `12.50` or `1,234.56` a point. So every
 * number cell of the file is seen first (`see`), and each column then read with one mark
 * (`settle`): its own cells' say; else the file's other number columns'; else the delimiter
 * (semicolons are how comma-decimal spreadsheets save CSV). A column that holds both is read
 * with a point, as before, and its cells that only a comma reads, or that read two ways, are
 * refused (`problemIn`) rather than guessed.
 */

/**
 * What a cell says of its column: read alike by both marks (a cell with no point or comma, even
 * one that is not a number), by one only, two ways, or by neither.
 */
export type MarkEvidence = 'either' | 'point' | 'comma' | 'twoWays' | 'neither';

const plainPoint = /^-?\d+\.\d+$/;
const oneGroup = /^-?\d{1,3}\.\d{3}$/;

export function evidenceOf(text: string): MarkEvidence {
  // Without a point or a comma both marks read a cell alike (or neither reads it).
  if (!text.includes('.') && !text.includes(',')) return 'either';
  // Most cells of most files are `720.00`: said without reading them twice.
  if (plainPoint.test(text)) return oneGroup.test(text) ? 'twoWays' : 'point';
  const point = parseDecimal(text, 'point');
  const comma = parseDecimal(text, 'comma');
  if (point === null) return comma === null ? 'neither' : 'comma';
  if (comma === null) return 'point';
  return point === comma ? 'either' : 'twoWays';
}

/** How a column's numbers are read: with `mark`; `mixed` when it holds both marks. */
export interface ColumnMark {
  mark: DecimalMark;
  mixed: boolean;
}

/** The mark a file's delimiter suggests when no cell says. */
export function markOfDelimiter(delimiter: string): DecimalMark {
  return delimiter === ';' ? 'comma' : 'point';
}

/** Why a cell of a mixed column is refused, or null when it reads the same either way. */
export function problemIn(text: string, column: ColumnMark): string | null {
  if (!column.mixed) return null;
  const evidence = evidenceOf(text);
  if (evidence === 'comma') {
    return 'has a decimal comma, where other lines of this column have a decimal point';
  }
  if (evidence === 'twoWays') {
    return (
      `could be ${parseDecimal(text, 'point')} or ${parseDecimal(text, 'comma')}: ` +
      'this column has amounts with a decimal point and with a decimal comma'
    );
  }
  return null;
}

interface Counts {
  point: number;
  comma: number;
  twoWays: number;
}

/** Sees a file's number cells column by column, then settles each column's mark. */
export function createMarkTally() {
  const columns = new Map<number, Counts>();
  return {
    see(column: number, text: string): void {
      const evidence = evidenceOf(text);
      if (evidence === 'either' || evidence === 'neither') return;
      let counts = columns.get(column);
      if (!counts) {
        counts = { point: 0, comma: 0, twoWays: 0 };
        columns.set(column, counts);
      }
      counts[evidence] += 1;
    },
    /** Whether any cell of `column` reads differently by mark (or by one only). */
    dependsOnMark(column: number): boolean {
      return columns.has(column);
    },
    /** Whether lines read with marks `used` read a cell of `numbers` otherwise than `settled`. */
    readOtherwise(
      numbers: readonly number[],
      used: (column: number) => ColumnMark,
      settled: (column: number) => ColumnMark,
    ): boolean {
      return numbers.some((column) => {
        const [was, is] = [used(column), settled(column)];
        return columns.has(column) && (was.mark !== is.mark || was.mixed !== is.mixed);
      });
    },
    /** Each column's mark; `fallback` (the delimiter's) where neither the column nor the file says. */
    settle(fallback: DecimalMark): (column: number) => ColumnMark {
      const all = [...columns.values()];
      const filePoint = all.some((c) => c.point > 0);
      const fileComma = all.some((c) => c.comma > 0);
      const fileMark: DecimalMark =
        filePoint === fileComma ? fallback : fileComma ? 'comma' : 'point';
      return (column) => {
        const counts = columns.get(column);
        if (counts && counts.point > 0 && counts.comma > 0) return { mark: 'point', mixed: true };
        if (counts && counts.point > 0) return { mark: 'point', mixed: false };
        if (counts && counts.comma > 0) return { mark: 'comma', mixed: false };
        return { mark: fileMark, mixed: false };
      };
    },
  };
}

/** A number cell of a line: its text, the name of its column for a reason, and its mark. */
export interface NumberCell {
  text: string;
  name: string;
  mark: ColumnMark;
}

/**
 * A number cell read with its column's mark by `read`; a cell it does not read, or one its
 * mixed column leaves unclear, refuses the line, saying why (`what` it should be).
 */
export function readNumberCell<T>(
  cell: NumberCell,
  read: (text: string, mark: DecimalMark) => T | null,
  what: string,
): T {
  const text = cell.text.trim();
  const problem = problemIn(text, cell.mark);
  if (problem !== null) throw new LineProblem(`${cell.name} ${quote(text)} ${problem}`);
  const value = read(text, cell.mark.mark);
  if (value === null) throw new LineProblem(`${cell.name} ${quote(text)} is not ${what}`);
  return value;
}
