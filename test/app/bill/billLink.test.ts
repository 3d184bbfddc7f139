import { describe, expect, test } from 'vitest';
import { encodeBillLink } from '../../../src/app/bill/billLink';

describe("a row's link to its bill keeps the table's address", () => {
  test('adds the bill to what the address holds, or makes it the only part', () => {
    expect(encodeBillLink('?view=draft&q=a+b', 'INV-042')).toBe('?view=draft&q=a+b&bill=INV-042');
    expect(encodeBillLink('', 'INV-042')).toBe('?bill=INV-042');
  });

  test('rows read one address in turn, each with its own number', () => {
    expect(encodeBillLink('?q=acme', 'INV-1')).toBe('?q=acme&bill=INV-1');
    expect(encodeBillLink('?q=acme', 'INV 2&x')).toBe('?q=acme&bill=INV+2%26x');
    expect(encodeBillLink('?q=other', 'INV-1')).toBe('?q=other&bill=INV-1');
  });

  test('an address that already names a bill has it replaced where it stands', () => {
    expect(encodeBillLink('?bill=INV-9&q=z', 'INV-4')).toBe('?bill=INV-4&q=z');
  });
});
