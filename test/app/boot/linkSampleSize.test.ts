import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkSampleSize } from '../../../src/app/boot/linkSampleSize';
import { decodeUrlState } from '../../../src/app/url/urlCodec';
import { defaultSampleSize, sampleSizes } from '../../../src/domain/sampleSizes';

describe('linkSampleSize', () => {
  it('takes the sample size the link names', () => {
    expect(linkSampleSize('?rows=1000000')).toBe(1_000_000);
    expect(linkSampleSize('?view=draft&rows=10000&q=glob')).toBe(10_000);
  });

  it('falls back to 100 invoices when the link names none, or a size not offered', () => {
    expect(linkSampleSize('')).toBe(100);
    expect(linkSampleSize('?rows=7')).toBe(100);
    expect(linkSampleSize('?rows=lots')).toBe(100);
    expect(linkSampleSize('?rows=1e5')).toBe(100);
  });

  it('reads the size as the link decoder does, whatever the link holds', () => {
    const rows = fc.oneof(
      fc.constantFrom(...sampleSizes.map(String), '0100', '100.0', ' 100', '+100', '-100', ''),
      fc.stringMatching(/^[0-9]{0,12}$/),
      fc.string(),
    );
    const search = fc
      .tuple(rows, fc.option(rows, { nil: undefined }), fc.boolean())
      .map(([first, second, withView]) => {
        const params = new URLSearchParams();
        if (withView) params.append('view', 'draft');
        params.append('rows', first);
        if (second !== undefined) params.append('rows', second);
        return `?${params}`;
      });
    fc.assert(
      fc.property(search, (s) => {
        const decoded = decodeUrlState(s, ['draft']).state.sampleSize ?? defaultSampleSize;
        expect(linkSampleSize(s)).toBe(decoded);
      }),
      { numRuns: 500 },
    );
  });
});
