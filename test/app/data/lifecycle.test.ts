import { describe, expect, it } from 'vitest';
import type { InvoiceClient, StartedClient } from '../../../src/app/data/client';
import {
  initialSource,
  openedOf,
  sourceReducer,
  type Opened,
  type SourceEvent,
  type SourceState,
} from '../../../src/app/data/lifecycle';
import { createInvoiceSource } from '../../../src/app/data/source';
import type { LoadProgress, OpenRequest, OpenResult } from '../../../src/worker/types';

const client = {} as InvoiceClient;
const sample = (size: 100 | 10_000 | 100_000): OpenRequest => ({
  kind: 'choose',
  choice: { kind: 'sample', size },
});
const first: OpenRequest = { kind: 'stored', linkSize: null };
const opened = (size: number): Opened => ({
  kind: 'ok',
  choice: { kind: 'sample', size: size as 100 },
  count: size,
  ms: 5,
  from: 'generated',
  mark: 0,
  problem: null,
  linkIgnored: false,
  replaces: false,
  chosen: false,
});
const run = (events: SourceEvent[], from: SourceState = initialSource(first)) =>
  events.reduce(sourceReducer, from);
const progress: LoadProgress = { loaded: 50, count: 100, phase: 'generating' };
const prepared = { problem: null, base: 0 };
const loaded = (request: OpenRequest, size: number): SourceEvent => ({
  type: 'loaded',
  request,
  opened: opened(size),
  prepared,
});

describe('the source of rows, as a state machine', () => {
  it('starts, opens with progress, reapplies the log, then is ready at revision 1', () => {
    const loading = run([
      { type: 'started', client },
      { type: 'progress', request: first, progress },
    ]);
    expect(loading).toEqual({
      phase: {
        status: 'loading',
        client,
        request: first,
        progress,
        replaying: null,
        opened: null,
      },
      revision: 0,
      stopped: null,
    });
    const replaying = run([{ type: 'replaying', request: first, count: 3 }], loading);
    expect(replaying.phase).toMatchObject({ status: 'loading', replaying: 3 });
    const ready = run([loaded(first, 100)], replaying);
    expect(ready).toEqual({
      phase: {
        status: 'ready',
        client,
        request: first,
        opened: opened(100),
        prepared,
        count: 100,
        loadMs: 5,
      },
      revision: 1,
      stopped: null,
    });
  });

  it('moves the revision with every write, and keeps the phase as it was', () => {
    const ready = run([{ type: 'started', client }, loaded(first, 100)]);
    const written = run([{ type: 'wrote' }, { type: 'wrote' }], ready);
    expect(written.revision).toBe(3);
    expect(written.phase).toBe(ready.phase);
  });

  it('opens another choice behind the table, saying what the worker still holds', () => {
    const ready = run([{ type: 'started', client }, loaded(first, 100)]);
    const next = sample(10_000);
    const reloading = run([{ type: 'open', request: next }], ready);
    expect(reloading.phase).toMatchObject({ status: 'loading', request: next, progress: null });
    expect(openedOf(reloading.phase)?.count).toBe(100);
    const done = run([loaded(next, 10_000)], reloading);
    expect(done).toMatchObject({ phase: { status: 'ready', count: 10_000 }, revision: 2 });
  });

  it('ignores a late progress report once its open is done, or for another request', () => {
    const ready = run([{ type: 'started', client }, loaded(first, 100)]);
    expect(run([{ type: 'progress', request: first, progress }], ready)).toBe(ready);
    const reloading = run([{ type: 'open', request: sample(10_000) }], ready);
    expect(run([{ type: 'progress', request: first, progress }], reloading)).toBe(reloading);
  });

  it('counts an earlier request that finished first as held, still opening the newer one', () => {
    const middle = sample(10_000);
    const last = sample(100_000);
    const state = run([
      { type: 'started', client },
      loaded(first, 100),
      { type: 'open', request: middle },
    ]);
    const next = run([{ type: 'open', request: last }, loaded(middle, 10_000)], state);
    expect(next.phase).toMatchObject({ status: 'loading', request: last });
    expect(openedOf(next.phase)?.count).toBe(10_000);
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

  it('ignores the failure of an open that is no longer the one asked for', () => {
    const state = run([
      { type: 'started', client },
      { type: 'open', request: sample(10_000) },
    ]);
    expect(run([{ type: 'failed', request: first, reason: 'old', detail: null }], state)).toBe(
      state,
    );
  });

  it('keeps the table on screen when the worker stops after a table is in, and says so', () => {
    const ready = run([{ type: 'started', client }, loaded(first, 100)]);
    const stopped = run([{ type: 'stopped', detail: 'No answer for 10 s' }], ready);
    expect(stopped).toEqual({ ...ready, stopped: 'No answer for 10 s' });
  });

  it('fails start-up when the worker stops before any table is in', () => {
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

/** A worker stand-in whose opens the test finishes by hand. */
function fakeWorker() {
  const opens: { request: OpenRequest; finish: (result: OpenResult) => Promise<void> }[] = [];
  let terminated = 0;
  const worker = {
    open: (request: OpenRequest, onProgress?: (p: LoadProgress) => void) =>
      new Promise<OpenResult>((resolve) => {
        onProgress?.({ loaded: 0, count: 0, phase: 'opening' });
        opens.push({
          request,
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
  return { start, opens, terminated: () => terminated, client: worker };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the source, run against a worker', () => {
  it('opens the first request once started, replays onto it, and tells its listeners', async () => {
    const worker = fakeWorker();
    const prepares: Opened[] = [];
    const replays: (number | null)[] = [];
    const source = createInvoiceSource({
      request: first,
      start: worker.start,
      prepare: async (_client, found, onReplay) => {
        prepares.push(found);
        onReplay(4);
        const phase = source.phase();
        replays.push(phase.status === 'loading' ? phase.replaying : null);
        return { problem: 'One change could not be read', base: 9 };
      },
    });
    let heard = 0;
    source.subscribe(() => (heard += 1));
    source.open();
    await tick();
    expect(worker.opens.map((o) => o.request)).toEqual([first]);
    await worker.opens[0]?.finish(opened(100));
    expect(prepares).toEqual([opened(100)]);
    expect(replays).toEqual([4]);
    expect(source.phase()).toMatchObject({
      status: 'ready',
      count: 100,
      prepared: { problem: 'One change could not be read', base: 9 },
    });
    expect(source.revision()).toBe(1);
    const before = heard;
    source.written();
    expect(source.revision()).toBe(2);
    expect(heard).toBe(before + 1);
  });

  it('opens a new choice when asked, behind the table', async () => {
    const worker = fakeWorker();
    const source = createInvoiceSource({ request: first, start: worker.start });
    source.open();
    await tick();
    await worker.opens[0]?.finish(opened(100));
    const next = sample(10_000);
    source.choose(next);
    expect(worker.opens.map((o) => o.request)).toEqual([first, next]);
    expect(source.phase()).toMatchObject({ status: 'loading', opened: { count: 100 } });
    await worker.opens[1]?.finish(opened(10_000));
    expect(source.phase()).toMatchObject({ status: 'ready', count: 10_000 });
  });

  it('asks, opening nothing, when the kept table cannot be read; a choice then opens', async () => {
    const worker = fakeWorker();
    const prepares: Opened[] = [];
    const source = createInvoiceSource({
      request: first,
      start: worker.start,
      prepare: async (_client, found) => {
        prepares.push(found);
        return prepared;
      },
    });
    source.open();
    await tick();
    const question: OpenResult = {
      kind: 'unreadable',
      choice: { kind: 'sample', size: 100 },
      problem: 'Your saved sample table could not be read.',
      setAside: 'checkpoint-2.sqlite',
    };
    await worker.opens[0]?.finish(question);
    expect(source.phase()).toEqual({
      status: 'asking',
      client: worker.client,
      request: first,
      question,
    });
    expect(prepares).toEqual([]);
    // A write, or a late report, changes nothing while the person is asked.
    source.written();
    expect(source.revision()).toBe(0);
    const again = sample(100);
    source.choose(again);
    expect(source.phase()).toMatchObject({ status: 'loading', request: again, opened: null });
    await worker.opens[1]?.finish(opened(100));
    expect(source.phase()).toMatchObject({ status: 'ready', count: 100 });
    expect(prepares).toEqual([opened(100)]);
  });

  it('says why a load failed', async () => {
    const worker = fakeWorker();
    const source = createInvoiceSource({ request: first, start: worker.start });
    source.open();
    await tick();
    await worker.opens[0]?.finish({ kind: 'error', errors: ['Out of memory'] });
    expect(source.phase()).toEqual({
      status: 'failed',
      reason: 'The invoices could not be loaded. Reloading the page may help.',
      detail: 'Out of memory',
    });
  });

  it('says when the worker could not start', async () => {
    const source = createInvoiceSource({
      request: first,
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
    const source = createInvoiceSource({ request: first, start: worker.start });
    source.open()();
    await tick();
    expect(worker.terminated()).toBe(1);
    expect(worker.opens).toEqual([]);
    const close = source.open();
    await tick();
    close();
    expect(worker.terminated()).toBe(2);
  });
});
