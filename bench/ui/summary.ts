import { max, median, percentile } from './stats';
import type { InteractionResult, PageResult } from './types';

export interface Summary {
  n: number;
  median: number | null;
  p95: number | null;
  /** Press to paint: from the pointerdown before a click (a person's press lasts ~60 ms). */
  pressMedian: number | null;
  pressP95: number | null;
  sqlMedian: number | null;
  sqlP95: number | null;
  longestTaskMs: number | null;
}

export function summarize(result: InteractionResult | undefined): Summary | null {
  if (!result) return null;
  const ms = result.samples.map((s) => s.ms);
  const press = result.samples.flatMap((s) => (s.pressMs == null ? [] : [s.pressMs]));
  const sql = result.samples.flatMap((s) => (s.sqlMs === null ? [] : [s.sqlMs]));
  return {
    n: ms.length,
    median: median(ms),
    p95: percentile(ms, 95),
    pressMedian: median(press),
    pressP95: percentile(press, 95),
    sqlMedian: median(sql),
    sqlP95: percentile(sql, 95),
    longestTaskMs: max(result.samples.map((s) => s.longestTaskMs)),
  };
}

/** baseline / ours, or null when either side has no number. */
export function ratio(baseline: number | null, ours: number | null): number | null {
  if (baseline === null || ours === null || ours <= 0) return null;
  return baseline / ours;
}

export function findPage(pages: readonly PageResult[], page: string, size: number) {
  return pages.find((p) => p.page === page && p.size === size);
}
