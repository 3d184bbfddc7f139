import { defaultSampleSize, sampleSizes, type SampleSize } from '../../domain/sampleSizes';

/**
 * The sample size the link asks for (`?rows=`), read as the link decoder reads it but without
 * it: the worker starts loading before the decoder (zod and the query schemas) is evaluated.
 * The rest of the link, and any notice about a bad size, come with it later.
 */
export function linkSampleSize(search: string): SampleSize {
  return linkSampleSizeIfAny(search) ?? defaultSampleSize;
}

/** The sample size the link asks for, or null when it asks for none (or one that is not offered). */
export function linkSampleSizeIfAny(search: string): SampleSize | null {
  const rows = new URLSearchParams(search).get('rows');
  if (rows === null || !/^\d{1,9}$/.test(rows)) return null;
  return sampleSizes.find((size) => size === Number(rows)) ?? null;
}
