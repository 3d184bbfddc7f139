import { describe, expect, it } from 'vitest';
import { parseScaled, roundHalfAway } from '../../../src/domain/bill/money';

describe('parseScaled', () => {
  const cases: [text: string, decimals: number, expected: bigint | string][] = [
    ['12.5', 4, 125000n],
    ['£1,234.56', 2, 123456n],
    [' 0.0001 ', 4, 1n],
    ['.5', 2, 50n],
    ['3.', 2, 300n],
    ['-2', 2, -200n],
    ['12.3400', 2, 1234n],
    ['1.234', 2, 'tooManyDecimals'],
    ['1.00001', 4, 'tooManyDecimals'],
    ['', 2, 'notNumber'],
    ['.', 2, 'notNumber'],
    ['12abc', 2, 'notNumber'],
    ['1e5', 2, 'notNumber'],
  ];
  it.each(cases)('%s with %i decimals', (text, decimals, expected) => {
    const parsed = parseScaled(text, decimals);
    expect(parsed).toEqual(
      typeof expected === 'bigint'
        ? { ok: true, value: expected }
        : { ok: false, problem: expected },
    );
  });
});

describe('roundHalfAway', () => {
  const cases: [numerator: bigint, denominator: bigint, expected: bigint][] = [
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [15n, 10n, 2n],
    [-5n, 10n, -1n],
    [-15n, 10n, -2n],
    [-14n, 10n, -1n],
    [20n, 10n, 2n],
  ];
  it.each(cases)('%i / %i is %i', (numerator, denominator, expected) => {
    expect(roundHalfAway(numerator, denominator)).toBe(expected);
  });
});
