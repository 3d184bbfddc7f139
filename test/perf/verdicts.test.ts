import { describe, expect, it } from 'vitest';
import type { BenchResult, PageResult, Sample } from '../../bench/ui/types';
import { verdicts } from '../../bench/ui/verdicts';

const sample = (ms: number): Sample => ({
  ms,
  pressMs: ms + 60,
  sqlMs: null,
  longestTaskMs: 0,
  detail: '',
});

/** A page whose every interaction took `ms` on each of its 20 runs. */
function page(
  name: 'ours' | 'baseline',
  size: number,
  ms: number,
  extra: Partial<PageResult> = {},
) {
  const interactions = ['view', 'search', 'filter', 'lastPage', 'sort'].map((id) => ({
    id,
    label: id,
    samples: Array.from({ length: 20 }, () => sample(ms)),
    notes: [],
  }));
  return {
    page: name,
    size,
    loadMs: 700,
    loadLongestTaskMs: 0,
    skipped: null,
    interactions,
    longestTaskMs: 0,
    mainHeapMB: 8,
    ...extra,
  } satisfies PageResult;
}

function run(pages: PageResult[]): BenchResult {
  return { startedAt: '', minutes: 1, environment: {}, runs: 20, pages, bulkApprove: null };
}

const line = (result: BenchResult, size: number, goal: string) =>
  verdicts(result).find((v) => v.size === size && v.goal.startsWith(goal));

describe('issue 15 verdicts', () => {
  it('passes one frame within 2 ms of the baseline and fails it beyond, naming the interactions', () => {
    const close = run([page('ours', 100, 14), page('baseline', 100, 12.5)]);
    expect(line(close, 100, 'one frame')?.status).toBe('PASS');
    const slow = run([page('ours', 100, 30), page('baseline', 100, 13)]);
    const verdict = line(slow, 100, 'one frame');
    expect(verdict?.status).toBe('FAIL');
    expect(verdict?.line).toContain('sort +17.0 ms');
  });

  it("says 'not measured', not FAIL, for a goal whose measurement this run does not have", () => {
    const result = run([page('ours', 1_000_000, 50), page('baseline', 1_000_000, 500)]);
    expect(line(result, 1_000_000, 'worker memory')?.status).toBe('not measured');
    expect(line(result, 1_000_000, 'bulk Delete')?.status).toBe('not measured');
  });

  it('judges a measurement added later by its name alone', () => {
    const heavy = page('ours', 1_000_000, 50, { measurements: { 'worker MB': 506 } });
    expect(line(run([heavy]), 1_000_000, 'worker memory')?.status).toBe('FAIL');
    const light = { ...page('ours', 1_000_000, 50), workerMB: 380 };
    expect(line(run([light]), 1_000_000, 'worker memory')?.status).toBe('PASS');
  });

  it('judges worker memory by the larger of first rows and the built, saved table', () => {
    const early = { ...page('ours', 1_000_000, 50), workerMB: 287, workerMBSaved: 571 };
    const verdict = line(run([early]), 1_000_000, 'worker memory');
    expect(verdict?.status).toBe('FAIL');
    expect(verdict?.value).toBe(571);
  });

  it('reads the time to searchable the bench records', () => {
    const quick = { ...page('ours', 1_000_000, 50), searchableMs: 9_000 };
    expect(line(run([quick]), 1_000_000, 'everything searchable')?.status).toBe('PASS');
    const slow = { ...page('ours', 1_000_000, 50), searchableMs: 34_000 };
    expect(line(run([slow]), 1_000_000, 'everything searchable')?.status).toBe('FAIL');
  });

  it('gives every size one line per goal, judging only the sizes the goal is set for', () => {
    const result = run([page('ours', 100, 14), page('ours', 1_000_000, 40)]);
    const lines = verdicts(result);
    expect(lines.filter((v) => v.size === 100)).toHaveLength(lines.length / 2);
    expect(line(result, 100, 'first rows')?.status).toBe('not set at this size');
    expect(line(result, 1_000_000, 'first rows')?.status).toBe('PASS');
  });
});
