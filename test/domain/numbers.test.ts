import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits, poundsOf } from '../../src/domain/numbers';

/** What the screen wrote before: Intl's own en-GB formatters, the reference these must equal. */
const count = new Intl.NumberFormat('en-GB');
const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('numbers as en-GB writes them, without a formatter at start-up', () => {
  it('groups the digits of any safe integer as Intl does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupDigits(n)).toBe(count.format(n));
      }),
      { numRuns: 2000 },
    );
    for (const n of [0, -0, 7, -7, 999, 1000, -1000, 123456, 1234567, Number.MAX_SAFE_INTEGER]) {
      expect(groupDigits(n)).toBe(count.format(n));
    }
  });

  it('writes pence as pounds as Intl does, signs and all', () => {
    // Up to £100 billion either way: past that, Intl's `pence / 100` rounds in floating point
    // and may end a penny off, where the digits written out stay exact.
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (pence) => {
        expect(poundsOf(pence)).toBe(money.format(pence / 100));
      }),
      { numRuns: 2000 },
    );
    expect(poundsOf(123456)).toBe('£1,234.56');
    expect(poundsOf(-5)).toBe('-£0.05');
    expect(poundsOf(0)).toBe('£0.00');
    expect(poundsOf(-0)).toBe(money.format(-0));
  });

  it('hands what is not a safe integer to Intl', () => {
    expect(groupDigits(1.5)).toBe(count.format(1.5));
    expect(groupDigits(Number.NaN)).toBe(count.format(Number.NaN));
    expect(poundsOf(12.5)).toBe(money.format(0.125));
  });
});
