import { describe, expect, it } from 'vitest';
import type { BenchResult, PageResult, Sample } from '../../bench/ui/types';
import { storageGoals, verdicts } from '../../bench/ui/verdicts';

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
    expect(line(result, 1_000_000, 'worker memory at most')?.status).toBe('not measured');
    expect(line(result, 1_000_000, 'worker memory no more')?.status).toBe('not measured');
    expect(line(result, 1_000_000, 'bulk Delete')?.status).toBe('not measured');
  });

  it('judges a measurement added later by its name alone', () => {
    const slow = page('ours', 1_000_000, 50, { measurements: { 'bulk delete ms': 2600 } });
    expect(line(run([slow]), 1_000_000, 'bulk Delete')?.status).toBe('FAIL');
    const quick = { ...page('ours', 1_000_000, 50), bulkDeleteMs: 1400 };
    expect(line(run([quick]), 1_000_000, 'bulk Delete')?.status).toBe('PASS');
  });

  it("judges worker memory at most 1.25× the database's own size, the larger of each", () => {
    // First rows come while a million is still loading; once saved the table is whole.
    const close = page('ours', 1_000_000, 50, {
      workerMB: 287,
      databaseMB: 120,
      workerMBSaved: 520,
      databaseMBSaved: 427,
    });
    const pass = line(run([close]), 1_000_000, 'worker memory at most');
    expect(pass?.status).toBe('PASS');
    expect(pass?.value).toBeCloseTo(520 / 427);
    expect(pass?.line).toContain('measured 1.22× (worker 520 MB, database 427.0 MB)');
    const heavy = { ...close, workerMBSaved: 571 };
    const fail = line(run([heavy]), 1_000_000, 'worker memory at most');
    expect(fail?.status).toBe('FAIL');
    expect(fail?.value).toBeCloseTo(571 / 427);
    const noDatabase = page('ours', 1_000_000, 50, { workerMBSaved: 571 });
    expect(line(run([noDatabase]), 1_000_000, 'worker memory at most')?.status).toBe(
      'not measured',
    );
  });

  it("judges worker memory against the baseline page's heap after a GC", () => {
    const ours = page('ours', 1_000_000, 50, { workerMB: 287, workerMBSaved: 571 });
    const heavyBaseline = page('baseline', 1_000_000, 500, { pageHeapMB: 3129 });
    const pass = line(run([ours, heavyBaseline]), 1_000_000, 'worker memory no more');
    expect(pass?.status).toBe('PASS');
    expect(pass?.value).toBe(571 - 3129);
    expect(pass?.line).toContain("worker 571 MB, baseline page's heap 3129 MB");
    const lightBaseline = page('baseline', 1_000_000, 500, { pageHeapMB: 570 });
    const fail = line(run([ours, lightBaseline]), 1_000_000, 'worker memory no more');
    expect(fail?.status).toBe('FAIL');
    expect(fail?.value).toBe(1);
  });

  it('says why worker memory was not judged against a baseline that crashed or never ran', () => {
    const ours = page('ours', 1_000_000, 50, { workerMBSaved: 571 });
    const crashed = {
      ...page('baseline', 1_000_000, 500),
      interactions: [],
      skipped: 'the tab crashed while loading (out of memory?)',
    };
    const verdict = line(run([ours, crashed]), 1_000_000, 'worker memory no more');
    expect(verdict?.status).toBe('not measured');
    expect(verdict?.value).toBeNull();
    expect(verdict?.line).toContain('measured — (worker 571 MB; baseline page: the tab crashed');
    const alone = line(run([ours]), 1_000_000, 'worker memory no more');
    expect(alone?.status).toBe('not measured');
    expect(alone?.line).toContain('baseline page: not run');
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

describe('issue 25 verdicts', () => {
  const storage = {
    size: 1_000_000,
    backupMs: [4100, 3900, 4300],
    backupNoticeMs: [3800, 3600, 4000],
    backupToFileMs: [5200, 5400, 5100],
    backupBytes: 412_000_000,
    restoreCheckMs: [5000, 5200, 4800],
    restoreConfirmMs: [6000, 6100, 5900],
    restoreMs: [11_000, 11_300, 10_700],
    migrationMs: [],
    notes: [],
  };
  const measured = page('ours', 1_000_000, 50, {
    measurements: { 'backup ms': 4100, 'backup to file ms': 5200, 'restore ms': 11_000 },
  });
  const result = { ...run([measured]), storageInBrowser: [storage] };
  const find = (goal: string) =>
    verdicts(result, storageGoals).find((v) => v.goal.startsWith(goal));

  it('judges backup and restore in the browser by their medians, with the runs and file size', () => {
    const backup = find("'Download backup' as a download");
    expect(backup?.status).toBe('PASS');
    expect(backup?.line).toContain(
      'measured 4.10 s (median of 3 runs: 4.10 s, 3.90 s, 4.30 s; file 412 MB)',
    );
    const toFile = find("'Download backup' to a file picked");
    expect(toFile?.status).toBe('FAIL');
    expect(toFile?.line).toContain('median of 3 runs: 5.20 s, 5.40 s, 5.10 s; file 412 MB');
    expect(find("'Restore from backup…'")?.status).toBe('FAIL');
  });

  it("says 'not measured' for a migration that was not timed", () => {
    expect(find('a kept table of the previous schema')?.status).toBe('not measured');
  });
});
