import { describe, expect, it } from 'vitest';
import type { InvoiceClient, StartedClient } from '../../src/app/data/client';
import {
  initialSource,
  loadedSizeOf,
  sourceReducer,
  type SourceEvent,
  type SourceState,
} from '../../src/app/data/lifecycle';
import { createInvoiceSource } from '../../src/app/data/source';
import type { LoadProgress, LoadResult } from '../../src/worker/types';

const client = {} as InvoiceClient;
const run = (events: SourceEvent[], from: SourceState = initialSource(100)) =>
  events.reduce(sourceReducer, from);
const progress: LoadProgress = { loaded: 50, count: 100, phase: 'generating' };
const loaded = (size: number): SourceEvent => ({
  type: 'loaded',
  size,
  count: size,
  ms: 5,
  problem: null,
});

describe('the source of rows, as a state machine', () => {
  it('starts, loads with progress, then is ready at revision 1', () => {
    const loading = run([
      { type: 'started', client },
      { type: 'progress', size: 100, progress },
    ]);
    expect(loading).toEqual({
      phase: { status: 'loading', client, size: 100, progress, loadedSize: null },
      revision: 0,
      stopped: null,
    });
    const ready = run([loaded(100)], loading);
    expect(ready).toEqual({
      phase: { status: 'ready', client, size: 100, count: 100, loadMs: 5, problem: null },
      revision: 1,
      stopped: null,
    });
  });

  it('moves the revision with every write, and keeps the phase as it was', () => {
    const ready = run([{ type: 'started', client }, loaded(100)]);
    const written = run([{ type: 'wrote' }, { type: 'wrote' }], ready);
    expect(written.revision).toBe(3);
    expect(written.phase).toBe(ready.phase);
  });

  it('loads another size behind the table, saying what the worker still holds', () => {
    const ready = run([{ type: 'started', client }, loaded(100)]);
    const reloading = run([{ type: 'load', size: 10_000 }], ready);
    expect(reloading.phase).toMatchObject({ status: 'loading', size: 10_000, progress: null });
    expect(loadedSizeOf(reloading.phase)).toBe(100);
    const done = run([loaded(10_000)], reloading);
    expect(done).toMatchObject({ phase: { status: 'ready', size: 10_000 }, revision: 2 });
  });

  it('ignores a late progress report once its load is done, or for another size', () => {
    const ready = run([{ type: 'started', client }, loaded(100)]);
    expect(run([{ type: 'progress', size: 100, progress }], ready)).toBe(ready);
    const reloading = run([{ type: 'load', size: 10_000 }], ready);
    expect(run([{ type: 'progress', size: 100, progress }], reloading)).toBe(reloading);
  });

  it('counts an earlier size that finished first as held, still loading the newer one', () => {
    const state = run([{ type: 'started', client }, loaded(100), { type: 'load', size: 10_000 }]);
    const next = run([{ type: 'load', size: 100_000 }, loaded(10_000)], state);
    expect(next.phase).toMatchObject({ status: 'loading', size: 100_000, loadedSize: 10_000 });
    expect(next.revision).toBe(2);
  });

  it('fails with the reason, and stays failed', () => {
    const failed = run([{ type: 'failed', reason: 'The table could not start.', detail: 'boom' }]);
    expect(failed.phase).toEqual({
      status: 'failed',
      reason: 'The table could not start.',
      detail: 'boom',
    });
    expect(run([{ type: 'started', client }, { type: 'wrote' }], failed)).toBe(failed);
  });

  it('ignores the failure of a load that is no longer the one asked for', () => {
    const state = run([
      { type: 'started', client },
      { type: 'load', size: 10_000 },
    ]);
    expect(run([{ type: 'failed', size: 100, reason: 'old', detail: null }], state)).toBe(state);
  });

  it('keeps the table on screen when the worker stops after a sample is in, and says so', () => {
    const ready = run([{ type: 'started', client }, loaded(100)]);
    const stopped = run([{ type: 'stopped', detail: 'No answer for 10 s' }], ready);
    expect(stopped).toEqual({ ...ready, stopped: 'No answer for 10 s' });
  });

  it('fails start-up when the worker stops before any sample is in', () => {
    const stopped = run([
      { type: 'started', client },
      { type: 'stopped', detail: 'crashed' },
    ]);
    expect(stopped.phase).toEqual({
      status: 'failed',
      reason: 'The table stopped responding.',
      detail: 'crashed',
    });
  });
});

/** A worker stand-in whose loads the test finishes by hand. */
function fakeWorker() {
  const loads: { size: number; finish: (result: LoadResult) => Promise<void> }[] = [];
  let terminated = 0;
  const worker = {
    load: (size: number, onProgress?: (p: LoadProgress) => void) =>
      new Promise<LoadResult>((resolve) => {
        onProgress?.({ loaded: 0, count: size, phase: 'generating' });
        loads.push({
          size,
          finish: async (result) => {
            resolve(result);
            for (let i = 0; i < 5; i++) await Promise.resolve();
          },
        });
      }),
  } as unknown as InvoiceClient;
  const start = async (): Promise<StartedClient> => ({
    client: worker,
    terminate: () => (terminated += 1),
    onStopped: () => () => undefined,
  });
  return { start, loads, terminated: () => terminated };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the source, run against a worker', () => {
  it('loads the first size once started, prepares it, and tells its listeners', async () => {
    const worker = fakeWorker();
    const prepared: number[] = [];
    const source = createInvoiceSource({
      size: 100,
      start: worker.start,
      prepare: async (_client, size) => (prepared.push(size), 'One change could not be read'),
    });
    let heard = 0;
    source.subscribe(() => (heard += 1));
    source.open();
    await tick();
    expect(worker.loads.map((l) => l.size)).toEqual([100]);
    await worker.loads[0]?.finish({ kind: 'ok', count: 100, ms: 3 });
    expect(prepared).toEqual([100]);
    expect(source.phase()).toMatchObject({
      status: 'ready',
      size: 100,
      problem: 'One change could not be read',
    });
    expect(source.revision()).toBe(1);
    const before = heard;
    source.written();
    expect(source.revision()).toBe(2);
    expect(heard).toBe(before + 1);
  });

  it('says why a load failed', async () => {
    const worker = fakeWorker();
    const source = createInvoiceSource({ size: 100, start: worker.start });
    source.open();
    await tick();
    await worker.loads[0]?.finish({ kind: 'error', errors: ['Out of memory'] });
    expect(source.phase()).toEqual({
      status: 'failed',
      reason: 'The invoices could not be loaded. Reloading the page may help.',
      detail: 'Out of memory',
    });
  });

  it('says when the worker could not start', async () => {
    const source = createInvoiceSource({
      size: 100,
      start: () => Promise.reject(new Error('no Worker here')),
    });
    source.open();
    await tick();
    expect(source.phase()).toEqual({
      status: 'failed',
      reason: 'The table could not start. Reloading the page may help.',
      detail: 'no Worker here',
    });
  });

  it('stops the worker when closed, and one that starts after closing at once', async () => {
    const worker = fakeWorker();
    const source = createInvoiceSource({ size: 100, start: worker.start });
    source.open()();
    await tick();
    expect(worker.terminated()).toBe(1);
    expect(worker.loads).toEqual([]);
    const close = source.open();
    await tick();
    close();
    expect(worker.terminated()).toBe(2);
  });
});
