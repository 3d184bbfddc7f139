import { describe, expect, it } from 'vitest';
import { blockSize, getBlocksToEvict, getMissingBlocks } from '../../../src/app/data/blocks';

describe('getMissingBlocks', () => {
  const none = new Set<number>();

  it('asks for the blocks in view plus one either side', () => {
    expect(blockSize).toBe(200);
    expect(getMissingBlocks({ start: 450, stop: 470, total: 10_000, held: none })).toEqual({
      first: 1,
      last: 3,
    });
  });

  it('does not read before the first block or past the last', () => {
    expect(getMissingBlocks({ start: 0, stop: 20, total: 250, held: none })).toEqual({
      first: 0,
      last: 1,
    });
    expect(
      getMissingBlocks({ start: 999_979, stop: 999_999, total: 1_000_000, held: none }),
    ).toEqual({ first: 4998, last: 4999 });
  });

  it('skips held blocks at the edges and asks for nothing when all are held', () => {
    expect(getMissingBlocks({ start: 450, stop: 470, total: 10_000, held: new Set([1]) })).toEqual({
      first: 2,
      last: 3,
    });
    expect(
      getMissingBlocks({ start: 450, stop: 470, total: 10_000, held: new Set([1, 2, 3]) }),
    ).toBeNull();
  });

  it('asks for nothing when there are no rows', () => {
    expect(getMissingBlocks({ start: 0, stop: 10, total: 0, held: none })).toBeNull();
  });
});

describe('getBlocksToEvict', () => {
  it('drops the blocks furthest from the rows in view once over the limit', () => {
    const held = [0, 1, 2, 3, 10, 11];
    expect(getBlocksToEvict(held, 2 * blockSize, 4).sort((a, b) => a - b)).toEqual([10, 11]);
    expect(getBlocksToEvict(held, 11 * blockSize, 4).sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it('keeps everything under the limit', () => {
    expect(getBlocksToEvict([0, 1], 0, 4)).toEqual([]);
  });
});
