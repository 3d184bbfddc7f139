import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckpointer } from '../../../src/app/persist/checkpoints';
import type { CheckpointResult } from '../../../src/worker/types';

const saved = (mark: number): CheckpointResult => ({
  kind: 'ok',
  saved: true,
  mark,
  bytes: 1,
  ms: 1,
  exportMs: 1,
  store: 'fake',
});

function setup(keys: number[], result: (mark: number) => CheckpointResult = saved) {
  const calls: { mark: number; replace: boolean }[] = [];
  const problems: (string | null)[] = [];
  const checkpointer = createCheckpointer({
    checkpoint: async (mark, replace) => {
      calls.push({ mark, replace });
      return result(mark);
    },
    changeKeys: async () => keys,
    base: 0,
    onProblem: (p) => problems.push(p),
    idleMs: 2000,
    soonMs: 100,
  });
  return { checkpointer, calls, problems };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCheckpointer', () => {
  it('now() saves in a checkpoint begun after it was asked, and says whether it was saved', async () => {
    let finish: () => void = () => undefined;
    const marks: number[] = [];
    const checkpointer = createCheckpointer({
      checkpoint: async (mark) => {
        marks.push(mark);
        if (marks.length === 1) await new Promise<void>((resolve) => (finish = resolve));
        return saved(mark);
      },
      changeKeys: async () => [1, 2],
      base: 0,
      onProblem: () => undefined,
    });
    checkpointer.applied(1);
    const first = checkpointer.now();
    await vi.advanceTimersByTimeAsync(10);
    // An import lands while that one runs: its checkpoint must come after, not be that one.
    checkpointer.applied(2);
    let reported = false;
    const second = checkpointer.now().then((ok) => (reported = ok));
    await vi.advanceTimersByTimeAsync(10);
    expect(reported).toBe(false);
    finish();
    expect(await first).toBe(true);
    await second;
    expect(reported).toBe(true);
    expect(marks).toEqual([1, 2]);
    checkpointer.stop();
    expect(await checkpointer.now()).toBe(false);
  });

  it('saves once the table has been idle after small writes, and soon after a large one', async () => {
    const { checkpointer, calls } = setup([1, 2]);
    checkpointer.applied(1);
    checkpointer.wrote(1);
    await vi.advanceTimersByTimeAsync(1500);
    checkpointer.applied(2);
    checkpointer.wrote(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toEqual([{ mark: 2, replace: false }]);

    checkpointer.wrote(50_000);
    await vi.advanceTimersByTimeAsync(150);
    expect(calls).toHaveLength(2);
  });

  it('waits for a log write under way, and never claims an entry it has not applied', async () => {
    const { checkpointer, calls } = setup([1, 2, 3]);
    let store: () => void = () => undefined;
    checkpointer.track(new Promise<void>((resolve) => (store = resolve)));
    checkpointer.applied(1);
    checkpointer.applied(3); // 2 is another tab's, not heard of yet
    const done = checkpointer.now();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toEqual([]);
    store();
    await done;
    expect(calls).toEqual([{ mark: 1, replace: false }]);
  });

  it('says why when a checkpoint fails, and clears it when one succeeds again', async () => {
    let fail = true;
    const { checkpointer, problems } = setup([], (mark) =>
      fail ? { kind: 'error', errors: ['the disk is full'] } : saved(mark),
    );
    await checkpointer.now();
    expect(problems).toEqual(['the disk is full']);
    fail = false;
    await checkpointer.now(true);
    expect(problems).toEqual(['the disk is full', null]);
  });
});
