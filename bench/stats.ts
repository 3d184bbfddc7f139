/** Median and 95th percentile (nearest rank) of a list of timings. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

export interface Timing {
  runs: number;
  median: number;
  p95: number;
}

export function summarize(values: readonly number[]): Timing {
  return { runs: values.length, median: percentile(values, 0.5), p95: percentile(values, 0.95) };
}
