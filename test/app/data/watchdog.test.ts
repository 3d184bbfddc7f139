import { describe, expect, it } from 'vitest';
import { createWatchdog, watchClient, WorkerStoppedError } from '../../../src/app/data/watchdog';

/** A watchdog on a hand-driven clock. */
function setup() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  const watchdog = createWatchdog({
    setTimer: (callback, ms) => {
      timers.set(++next, { at: now + ms, callback });
      return next;
    },
    clearTimer: (timer) => timers.delete(timer as number),
    allowedMs: (method) => (method === 'approve' ? 3_000 : 1_000),
  });
  const stopped: string[] = [];
  watchdog.onStopped((detail) => stopped.push(detail));
  /** Moves the clock on, firing what falls due. */
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.callback();
    }
    await Promise.resolve();
  };
  return { watchdog, advance, stopped };
}

/** A call the test answers by hand. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the watchdog on the worker', () => {
  it('passes answers that come in time straight through', async () => {
    const t = setup();
    const answer = pending<string>();
    const call = t.watchdog.call('query', () => answer.promise, []);
    await t.advance(500);
    answer.resolve('rows');
    expect(await call).toBe('rows');
    await t.advance(5_000);
    expect(t.stopped).toEqual([]);
  });

  it('fails every waiting call once the worker is silent past the deadline, and says so once', async () => {
    const t = setup();
    const query = t.watchdog.call('query', () => new Promise(() => undefined), []);
    const rows = t.watchdog.call('rows', () => new Promise(() => undefined), []);
    const failures = Promise.allSettled([query, rows]);
    await t.advance(1_000);
    const [a, b] = await failures;
    expect(a).toMatchObject({ status: 'rejected', reason: expect.any(WorkerStoppedError) });
    expect(b).toMatchObject({ status: 'rejected', reason: expect.any(WorkerStoppedError) });
    expect(t.stopped).toEqual(['No answer from the data worker for 1 s']);
    await expect(t.watchdog.call('query', () => Promise.resolve(1), [])).rejects.toThrow(
      'The table stopped responding',
    );
  });

  it('counts the deadline of a long write from its last progress report', async () => {
    const t = setup();
    const answer = pending<string>();
    const reporter: { report: (n: number) => void } = { report: () => undefined };
    const heard: number[] = [];
    const call = t.watchdog.call(
      'approve',
      (args) => {
        reporter.report = args[0] as (n: number) => void;
        return answer.promise;
      },
      [(n: number) => heard.push(n)],
    );
    for (let step = 1; step <= 4; step++) {
      await t.advance(2_500);
      reporter.report(step);
    }
    answer.resolve('approved');
    expect(await call).toBe('approved');
    expect(heard).toEqual([1, 2, 3, 4]);
    expect(t.stopped).toEqual([]);
  });

  it('gives a quick read waiting behind a long write the write’s allowance', async () => {
    const t = setup();
    const write = pending<string>();
    const read = pending<string>();
    const calls = [
      t.watchdog.call('approve', () => write.promise, []),
      t.watchdog.call('query', () => read.promise, []),
    ];
    await t.advance(2_000);
    write.resolve('done');
    read.resolve('rows');
    expect(await Promise.all(calls)).toEqual(['done', 'rows']);
    expect(t.stopped).toEqual([]);
  });

  it('fails what waits when the worker crashes', async () => {
    const t = setup();
    const call = t.watchdog.call('query', () => new Promise(() => undefined), []);
    t.watchdog.stop('Uncaught RangeError: out of memory');
    await expect(call).rejects.toBeInstanceOf(WorkerStoppedError);
    expect(t.stopped).toEqual(['Uncaught RangeError: out of memory']);
  });

  it('watches every method of a client', async () => {
    const t = setup();
    const client = watchClient(
      { query: (n: number) => Promise.resolve(n * 2), silent: () => new Promise(() => undefined) },
      t.watchdog,
    );
    expect(await client.query(21)).toBe(42);
    const silent = client.silent();
    await t.advance(1_000);
    await expect(silent).rejects.toThrow('The table stopped responding');
  });
});
