import { describe, expect, it } from 'vitest';
import { chunkSizeFor, inTransaction } from '../../../src/sql/write/bulkWrite';
import { countInvoices, openSampleDatabase } from '../db';

describe('chunkSizeFor', () => {
  it.each([
    { name: 'nothing to write', total: 0, size: 1000 },
    { name: 'a few rows: one chunk', total: 40, size: 1000 },
    { name: 'up to 20,000: chunks of 1000', total: 20_000, size: 1000 },
    { name: 'past that: 20 chunks', total: 499_978, size: 24_999 },
    { name: 'a million', total: 1_000_000, size: 50_000 },
  ])('$name', ({ total, size }) => {
    expect(chunkSizeFor(total)).toBe(size);
  });
});

describe('inTransaction', () => {
  it('a failure in a later statement takes back the earlier ones too', () => {
    const db = openSampleDatabase();
    expect(() =>
      inTransaction(db, () => {
        for (const chunk of [
          [1, 2],
          [3, 4],
          [5, 6],
        ]) {
          if (chunk.includes(5)) throw new Error('disk on fire');
          db.run('DELETE FROM invoices WHERE id IN (SELECT value FROM json_each(?))', [
            JSON.stringify(chunk),
          ]);
        }
      }),
    ).toThrow('disk on fire');
    expect(countInvoices(db)).toBe(100);
    // And the connection is usable: no transaction was left open.
    expect(inTransaction(db, () => 'done')).toBe('done');
  });
});
