import { describe, expect, it } from 'vitest';
import { linkSampleSize } from '../../../src/app/boot/linkSampleSize';

describe('linkSampleSize', () => {
  it('takes the sample size the link names', () => {
    expect(linkSampleSize('?rows=1000000')).toBe(1_000_000);
    expect(linkSampleSize('?view=draft&rows=10000&q=glob')).toBe(10_000);
  });

  it('falls back to 100 invoices when the link names none, or a size not offered', () => {
    expect(linkSampleSize('')).toBe(100);
    expect(linkSampleSize('?rows=7')).toBe(100);
    expect(linkSampleSize('?rows=lots')).toBe(100);
  });

  it('reads the size before the saved views are known: a view the link names does not matter', () => {
    expect(linkSampleSize('?view=my-own-view&rows=100000')).toBe(100_000);
  });
});
