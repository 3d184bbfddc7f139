import { describe, expect, it } from 'vitest';
import {
  chunkSizeFor,
  chunksOf,
  inTransaction,
  writeInChunks,
  type BulkProgress,
} from '../../src/sql/bulkWrite';
import { countInvoices, openSampleDatabase } from './db';

describe('chunksOf', () => {
  it.each([
    { name: 'empty list', items: [], size: 3, chunks: [] },
    {
      name: 'a whole number of chunks',
      items: [1, 2, 3, 4],
      size: 2,
      chunks: [
        [1, 2],
        [3, 4],
      ],
    },
    {
      name: 'a shorter last chunk',
      items: [1, 2, 3, 4, 5],
      size: 2,
      chunks: [[1, 2], [3, 4], [5]],
    },
    { name: 'fewer items than a chunk', items: [1, 2], size: 5, chunks: [[1, 2]] },
    { name: 'one at a time', items: [7, 8], size: 1, chunks: [[7], [8]] },
  ])('$name', ({ items, size, chunks }) => {
    expect(chunksOf(items, size)).toEqual(chunks);
  });

  it.each([0, -1, 2.5, NaN])('refuses a chunk size of %s', (size) => {
    expect(() => chunksOf([1], size)).toThrow('Chunk size must be a whole number');
  });
});

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

describe('writeInChunks', () => {
  it('reports nothing done first, then after each chunk, up to the total', () => {
    const reports: BulkProgress[] = [];
    const written: number[][] = [];
    const touched = writeInChunks(
      [10, 11, 12, 13, 14],
      (chunk) => {
        written.push([...chunk]);
        return chunk.filter((id) => id % 2 === 0);
      },
      { chunkSize: 2, onProgress: (p) => reports.push(p) },
    );
    expect(written).toEqual([[10, 11], [12, 13], [14]]);
    expect(touched).toEqual([10, 12, 14]);
    expect(reports).toEqual([
      { done: 0, total: 5 },
      { done: 2, total: 5 },
      { done: 4, total: 5 },
      { done: 5, total: 5 },
    ]);
  });

  it('by default writes in chunks of chunkSizeFor the total', () => {
    const sizes: number[] = [];
    const ids = Array.from({ length: 30_100 }, (_, i) => i + 1);
    writeInChunks(ids, (chunk) => {
      sizes.push(chunk.length);
      return [];
    });
    expect(sizes).toEqual(Array<number>(20).fill(1505));
  });

  it('goes on past a reporter that throws or rejects: progress is a courtesy', () => {
    const written: number[] = [];
    const write = (chunk: readonly number[]) => {
      written.push(...chunk);
      return [...chunk];
    };
    const throwing = () => {
      throw new Error('the page went away');
    };
    expect(writeInChunks([1, 2, 3], write, { chunkSize: 2, onProgress: throwing })).toEqual([
      1, 2, 3,
    ]);
    const rejecting = (() => Promise.reject(new Error('port closed'))) as () => void;
    expect(writeInChunks([4, 5], write, { chunkSize: 1, onProgress: rejecting })).toEqual([4, 5]);
    expect(written).toEqual([1, 2, 3, 4, 5]);
  });

  it('with nothing to write still says so once', () => {
    const reports: BulkProgress[] = [];
    expect(writeInChunks([], () => [1], { onProgress: (p) => reports.push(p) })).toEqual([]);
    expect(reports).toEqual([{ done: 0, total: 0 }]);
  });
});

describe('inTransaction', () => {
  it('a failure in a later chunk takes back the earlier chunks too', () => {
    const db = openSampleDatabase();
    expect(() =>
      inTransaction(db, () =>
        writeInChunks(
          [1, 2, 3, 4, 5, 6],
          (chunk) => {
            if (chunk.includes(5)) throw new Error('disk on fire');
            db.run('DELETE FROM invoices WHERE id IN (SELECT value FROM json_each(?))', [
              JSON.stringify(chunk),
            ]);
            return [...chunk];
          },
          { chunkSize: 2 },
        ),
      ),
    ).toThrow('disk on fire');
    expect(countInvoices(db)).toBe(100);
    // And the connection is usable: no transaction was left open.
    expect(inTransaction(db, () => 'done')).toBe('done');
  });
});
