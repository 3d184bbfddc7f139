import { describe, expect, it } from 'vitest';
import { billTotals, lineMoney, type AmountsAre, type VatRate } from '../../../src/domain/bill/vat';

const q = (n: number) => BigInt(Math.round(n * 10_000));

describe('lineMoney', () => {
  const cases: [
    name: string,
    quantity: number,
    price: number,
    rate: VatRate,
    amountsAre: AmountsAre,
    expected: { net: number; vat: number; gross: number },
  ][] = [
    ['exclusive 20%', 3, 12.99, '20', 'exclusive', { net: 3897, vat: 779, gross: 4676 }],
    [
      'a quarter penny rounds down',
      2.5,
      7.333,
      '20',
      'exclusive',
      { net: 1833, vat: 367, gross: 2200 },
    ],
    ['half a penny rounds up', 1, 4.125, '5', 'exclusive', { net: 413, vat: 21, gross: 434 }],
    ['VAT of half a penny rounds up', 1, 0.1, '5', 'exclusive', { net: 10, vat: 1, gross: 11 }],
    ['inclusive, exact', 1, 12, '20', 'inclusive', { net: 1000, vat: 200, gross: 1200 }],
    ['inclusive, rounded', 1, 10, '20', 'inclusive', { net: 833, vat: 167, gross: 1000 }],
    ['inclusive 5%', 1, 10.5, '5', 'inclusive', { net: 1000, vat: 50, gross: 1050 }],
    ['zero rated', 4, 2.5, '0', 'exclusive', { net: 1000, vat: 0, gross: 1000 }],
    ['exempt', 1, 99.99, 'exempt', 'exclusive', { net: 9999, vat: 0, gross: 9999 }],
    ['no VAT', 1, 99.99, 'none', 'inclusive', { net: 9999, vat: 0, gross: 9999 }],
    ['no tax ignores the rate', 2, 50, '20', 'noTax', { net: 10000, vat: 0, gross: 10000 }],
  ];
  it.each(cases)('%s', (_name, quantity, price, rate, amountsAre, expected) => {
    expect(lineMoney(q(quantity), q(price), rate, amountsAre)).toEqual(expected);
  });
});

describe('billTotals', () => {
  it('adds the rounded lines, so the lines add up to the Total shown', () => {
    const lines = [
      lineMoney(q(1), q(0.005), '20', 'exclusive'),
      lineMoney(q(1), q(0.005), '20', 'exclusive'),
      lineMoney(q(1), q(0.005), '20', 'exclusive'),
    ];
    // Each line is 0.5p, rounded to 1p, VAT 0.2p rounded to 0: 3p, not round(1.5p) = 2p.
    expect(billTotals(lines)).toEqual({ subtotal: 3, vat: 0, total: 3 });
  });

  it('is nothing for no lines', () => {
    expect(billTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 });
  });
});
