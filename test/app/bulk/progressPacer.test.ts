import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressPacer } from '../../../src/app/bulk/progressPacer';
import type { BulkProgress } from '../../../src/worker/types';

const timing = { delayMs: 300, everyMs: 1000 };
const at = (done: number): BulkProgress => ({ done, total: 100 });

/** A pacer under fake timers, and what it has shown so far. */
function paced() {
  const shown: (BulkProgress | null)[] = [];
  const pacer = createProgressPacer((progress) => shown.push(progress), timing);
  return { shown, pacer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createProgressPacer', () => {
  it('shows nothing for an action that settles within the delay', () => {
    const { shown, pacer } = paced();
    pacer.report(at(0));
    pacer.report(at(100));
    vi.advanceTimersByTime(299);
    pacer.stop();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
  });

  it('after the delay shows null while the worker has said nothing, then its first report', () => {
    const { shown, pacer } = paced();
    vi.advanceTimersByTime(300);
    expect(shown).toEqual([null]);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([null]);
    pacer.report(at(0));
    expect(shown).toEqual([null, at(0)]);
  });

  it('after the delay shows the newest report, then at most one a second, catching up', () => {
    const { shown, pacer } = paced();
    pacer.report(at(10));
    pacer.report(at(20));
    vi.advanceTimersByTime(300);
    expect(shown).toEqual([at(20)]);
    pacer.report(at(30));
    pacer.report(at(40));
    vi.advanceTimersByTime(999);
    expect(shown).toEqual([at(20)]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([at(20), at(40)]);
    // Quiet for a whole second: the next report shows at once.
    vi.advanceTimersByTime(1500);
    pacer.report(at(50));
    expect(shown).toEqual([at(20), at(40), at(50)]);
  });

  it('shows nothing more once stopped, however late a report comes', () => {
    const { shown, pacer } = paced();
    vi.advanceTimersByTime(300);
    pacer.report(at(60));
    pacer.stop();
    pacer.report(at(100));
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([null]);
  });
});
