import { describe, expect, it } from 'vitest';
import {
  parseAmount,
  parseDate,
  parseDecimal,
  toPence,
  type DateOrder,
} from '../../src/domain/import/values';

describe('parseDate', () => {
  const cases: [text: string, order: DateOrder, iso: string | null][] = [
    ['2026-11-05', 'dmy', '2026-11-05'],
    ['2026-1-5', 'dmy', '2026-01-05'],
    ['2026-11-05T10:30:00Z', 'dmy', '2026-11-05'],
    ['5 Nov 2025', 'dmy', '2025-11-05'],
    ['05 November 2025', 'mdy', '2025-11-05'],
    ['5-Nov-25', 'dmy', '2025-11-05'],
    ['Nov 5, 2025', 'dmy', '2025-11-05'],
    ['5 Sept 2025', 'dmy', '2025-09-05'],
    ['03/04/2026', 'dmy', '2026-04-03'],
    ['03/04/2026', 'mdy', '2026-03-04'],
    ['3.4.2026', 'dmy', '2026-04-03'],
    ['03/04/26', 'dmy', '2026-04-03'],
    ['  29/02/2024 ', 'dmy', '2024-02-29'],
    ['29/02/2026', 'dmy', null],
    ['31/02/2026', 'dmy', null],
    ['13/04/2026', 'mdy', null],
    ['2026-02-30', 'dmy', null],
    ['5 Novmber 2025', 'dmy', null],
    ['5 No 2025', 'dmy', null],
    ['yesterday', 'dmy', null],
    ['', 'dmy', null],
    ['20261105', 'dmy', null],
  ];
  it.each(cases)('%j read %s is %j', (text, order, iso) => {
    expect(parseDate(text, order)).toBe(iso);
  });
});

describe('parseDecimal and parseAmount', () => {
  const cases: [text: string, decimal: number | null, pence: number | null][] = [
    ['1234.5', 1234.5, 123450],
    ['1,234.50', 1234.5, 123450],
    ['£1,234.50', 1234.5, 123450],
    ['£ 1,234.50', 1234.5, 123450],
    ['1,234,567.89', 1234567.89, 123456789],
    ['GBP 12', 12, 1200],
    ['12.00 EUR', 12, 1200],
    ['$0.99', 0.99, 99],
    ['.5', 0.5, 50],
    ['-12.05', -12.05, -1205],
    ['-£12.05', -12.05, -1205],
    ['£-12.05', -12.05, -1205],
    ['(12.05)', -12.05, -1205],
    ['1.005', 1.005, 101],
    ['0.125', 0.125, 13],
    ['1,23.00', null, null],
    ['12abc', null, null],
    ['abc', null, null],
    ['', null, null],
    ['1e5', null, null],
    ['1.2.3', null, null],
    ['200000000', 200000000, null],
  ];
  it.each(cases)('%j is %j, %j pence', (text, decimal, pence) => {
    expect(parseDecimal(text)).toBe(decimal);
    expect(parseAmount(text)).toBe(pence);
  });

  const commaCases: [text: string, pence: number | null][] = [
    ['720,00', 72000],
    ['720', 72000],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1.234.567,89', 123456789],
    ['€ 1.440,00', 144000],
    ['£720,00', 72000],
    ['1.440,00 €', 144000],
    ['EUR 12,5', 1250],
    ['-1.234,56', -123456],
    ['(12,05)', -1205],
    [',5', 50],
    ['1.234', 123400],
    ['1,005', 101],
    ['1,234.56', null],
    ['12.50', null],
    ['1.23,00', null],
    ['1,2,3', null],
  ];
  it.each(commaCases)('with a decimal comma %j is %j pence', (text, pence) => {
    expect(parseAmount(text, 'comma')).toBe(pence);
  });

  it('rounds halves away from zero', () => {
    expect([toPence(0.005), toPence(-0.005), toPence(2.675), toPence(10.5 * 2)]).toEqual([
      1, -1, 268, 2100,
    ]);
  });
});
