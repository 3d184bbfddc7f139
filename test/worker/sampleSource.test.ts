import { describe, expect, it } from 'vitest';
import type { SampleOptions } from '../../src/domain/sample';
import type { SampleMessage } from '../../src/sql/io/packedSample';
import {
  sampleHere,
  sampleInWorker,
  serveSample,
  type SampleReply,
  type SampleRequest,
  type SampleSource,
} from '../../src/worker/sampleSource';

const options: SampleOptions = { count: 2_500, today: '2026-11-21', batchSize: 300 };

/**
 * A worker in this process that runs the sample worker's own code (`serveSample`), its messages
 * passed on a later task and cloned as `postMessage` does, buffers transferred. It records how
 * many batches were made and not yet taken at most, and whether it was terminated.
 */
function fakeWorker(failWith?: { afterBatches: number; reason: string }) {
  const toWorker = new EventTarget();
  const toHost = new EventTarget();
  const seen = { mostWaiting: 0, terminated: false };
  let waiting = 0;
  let posted = 0;
  const deliver = (target: EventTarget, event: Event) =>
    setTimeout(() => {
      if (!seen.terminated) target.dispatchEvent(event);
    }, 0);
  serveSample({
    postMessage(message: SampleReply, transfer: Transferable[]) {
      if (message.kind === 'rows') {
        if (failWith && posted === failWith.afterBatches) {
          const error = new Event('error');
          Object.assign(error, { message: failWith.reason });
          deliver(toHost, error);
          return;
        }
        posted += 1;
        waiting += 1;
        seen.mostWaiting = Math.max(seen.mostWaiting, waiting);
      }
      const data = structuredClone(message, { transfer });
      deliver(toHost, new MessageEvent('message', { data }));
    },
    addEventListener: (type, listener) =>
      toWorker.addEventListener(type, listener as unknown as EventListener),
  });
  const worker = {
    addEventListener: (type: string, listener: EventListener) =>
      toHost.addEventListener(type, listener),
    postMessage(request: SampleRequest) {
      if (request.kind === 'taken') waiting -= 1;
      deliver(toWorker, new MessageEvent('message', { data: request }));
    },
    terminate() {
      seen.terminated = true;
    },
  };
  return { worker: worker as unknown as Worker, seen };
}

async function all(source: SampleSource): Promise<SampleMessage[]> {
  const messages: SampleMessage[] = [];
  for await (const message of source(options)) messages.push(message);
  return messages;
}

/** The rows and counts of a sample, comparable (typed arrays as plain numbers). */
const plain = (messages: SampleMessage[]) =>
  messages.map((m) =>
    m.kind === 'counts'
      ? m
      : {
          count: m.packed.count,
          numbers: [...m.packed.numbers],
          ends: [...m.packed.ends],
          text: [...m.packed.text],
        },
  );

describe('the sample made in a worker of its own', () => {
  it('hands over the same batches and counts as generating here, never more than two ahead', async () => {
    const expected = plain(await all(sampleHere));
    expect(expected.at(-1)).toMatchObject({ kind: 'counts' });
    const { worker, seen } = fakeWorker();
    expect(plain(await all(sampleInWorker(() => worker, 0)))).toEqual(expected);
    expect(seen.mostWaiting).toBe(2);
    expect(seen.terminated).toBe(true);
  });

  it('is made here instead, the same, when no worker can start or it fails before a batch', async () => {
    const expected = plain(await all(sampleHere));
    const cannot = sampleInWorker(() => {
      throw new Error('no workers in workers here');
    }, 0);
    expect(plain(await all(cannot))).toEqual(expected);
    const failing = fakeWorker({ afterBatches: 0, reason: 'out of memory' });
    expect(plain(await all(sampleInWorker(() => failing.worker, 0)))).toEqual(expected);
    expect(failing.seen.terminated).toBe(true);
  });

  it('fails the load with the reason when the worker fails part way', async () => {
    const failing = fakeWorker({ afterBatches: 3, reason: 'out of memory' });
    await expect(all(sampleInWorker(() => failing.worker, 0))).rejects.toThrow(
      'Generating the sample failed: out of memory',
    );
    expect(failing.seen.terminated).toBe(true);
  });

  it('makes a small sample here, starting no worker', async () => {
    let started = 0;
    const source = sampleInWorker(() => {
      started += 1;
      return fakeWorker().worker;
    }, 10_000);
    expect(plain(await all(source))).toEqual(plain(await all(sampleHere)));
    expect(started).toBe(0);
  });
});
