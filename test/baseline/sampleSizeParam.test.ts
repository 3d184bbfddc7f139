import { describe, expect, it } from 'vitest';
import { sampleSizeFromSearch } from '../../bench/baseline/sampleSizeParam';

describe('sampleSizeFromSearch', () => {
  it.each([
    ['?rows=100', 100],
    ['?rows=10000', 10_000],
    ['?rows=100000', 100_000],
    ['?rows=1000000', 1_000_000],
    ['?view=draft&rows=100000', 100_000],
  ])('%s picks %i', (search, size) => {
    expect(sampleSizeFromSearch(search)).toBe(size);
  });

  it.each([
    '',
    '?rows=',
    '?rows=5000',
    '?rows=1e6',
    '?rows=100000x',
    '?rows=-100',
    '?rows=2000000',
  ])('%s falls back to the default of 100', (search) => {
    expect(sampleSizeFromSearch(search)).toBe(100);
  });
});
