import { describe, expect, test } from 'vitest';
import { parsePounds, penceToPoundsInput } from '../../../src/app/filters/pounds';

describe('parsePounds turns pounds as typed into whole pence', () => {
  test.each([
    ['1000', 100_000],
    ['1,000', 100_000],
    ['1,000.5', 100_050],
    ['1,234,567.89', 123_456_789],
    ['£500', 50_000],
    ['£ 12.30', 1_230],
    ['  42  ', 4_200],
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['7.', 700],
    ['100000000', 10_000_000_000],
    // Exact: no floating-point drift (0.29 * 100 is 28.999… in floating point).
    ['0.29', 29],
    ['1234567.07', 123_456_707],
  ])('%j → %d pence', (text, pence) => {
    expect(parsePounds(text)).toEqual({ ok: true, pence });
  });

  test.each([
    ['', 'Enter an amount in pounds.'],
    ['   ', 'Enter an amount in pounds.'],
    ['abc', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['12abc', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['1,00', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['1e3', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['£', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['.', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['1.2.3', 'Enter the amount as a number of pounds, like 1,250.00.'],
    ['-5', 'Enter an amount of £0.00 or more.'],
    ['£-5', 'Enter an amount of £0.00 or more.'],
    ['-£5.00', 'Enter an amount of £0.00 or more.'],
    ['1.234', 'Enter at most 2 decimal places.'],
    ['100000000.01', 'Enter an amount up to £100,000,000.00.'],
    ['99999999999999999999', 'Enter an amount up to £100,000,000.00.'],
  ])('%j is refused: %s', (text, error) => {
    expect(parsePounds(text)).toEqual({ ok: false, error });
  });
});

describe('penceToPoundsInput', () => {
  test.each([
    [0, '0.00'],
    [5, '0.05'],
    [100_050, '1000.50'],
    [123_456_789, '1234567.89'],
  ])('%d → %s', (pence, text) => {
    expect(penceToPoundsInput(pence)).toBe(text);
    expect(parsePounds(text)).toEqual({ ok: true, pence });
  });
});
