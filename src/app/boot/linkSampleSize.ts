import { defaultSampleSize, type SampleSize } from '../../sql/sampleSizes';
import { decodeUrlState } from '../url/urlCodec';

/**
 * The sample size the link asks for (`?rows=`). Read before storage is open, so the worker starts
 * loading at once; the rest of the link waits for the saved views its view id refers to.
 */
export function linkSampleSize(search: string): SampleSize {
  return decodeUrlState(search, []).state.sampleSize ?? defaultSampleSize;
}
