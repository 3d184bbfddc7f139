import { defaultSampleSize, sampleSizes, type SampleSize } from '../../src/domain/sampleSizes';

/** `?rows=` picks the sample size when it names one of the sizes offered; anything else is ignored. */
export function sampleSizeFromSearch(search: string): SampleSize {
  const rows = new URLSearchParams(search).get('rows');
  return sampleSizes.find((size) => String(size) === rows) ?? defaultSampleSize;
}
