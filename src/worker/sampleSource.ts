import type { SampleOptions } from '../domain/sample';
import { generatePackedSample, type SampleMessage } from '../sql/io/packedSample';
import { packedBuffers } from '../sql/io/packedRows';
import { yieldMacrotask } from '../shared/latest';

/** Where a load's sample comes from: packed batches, then their counts (packedSample.ts). */
export type SampleSource = (options: SampleOptions) => AsyncGenerator<SampleMessage, void>;

/**
 * Samples smaller than this are generated here: a worker's start (fetching and compiling its
 * code, faker's pools) costs about what generating 10,000 invoices does, and a first visit at
 * 100 measured 0.03-0.2 s slower with it.
 */
export const workerSampleMin = 100_000;

/** Generates in this worker, between inserts, yielding to waiting calls after each batch. */
export const sampleHere: SampleSource = async function* (options) {
  for (const message of generatePackedSample(options)) {
    yield message;
    await yieldMacrotask();
  }
};

/** What the database worker asks the sample worker (sampleWorker.ts). */
export type SampleRequest =
  | { kind: 'start'; options: SampleOptions; ahead: number }
  /** One more batch may be made: the one before was taken. */
  | { kind: 'taken' };

/** What the sample worker answers: a message of the sample, or why it stopped. */
export type SampleReply = SampleMessage | { kind: 'failed'; reason: string };

/** Batches the sample worker may have made and not yet seen taken. */
const batchesAhead = 2;

/**
 * Generates in a worker of its own, so making the next batch overlaps inserting this one (two
 * cores: the database worker inserts while the sample worker generates and counts). Each batch
 * arrives packed (its buffers transferred, not copied) and at most `batchesAhead` wait at once.
 * If the worker fails before its first batch (a browser without workers in workers), the sample
 * is generated here instead: the same rows, only later. A failure after that fails the load.
 * Samples of fewer than `smallest` invoices are generated here.
 */
export function sampleInWorker(
  createWorker: () => Worker,
  smallest = workerSampleMin,
): SampleSource {
  return async function* (options) {
    if (options.count < smallest) {
      yield* sampleHere(options);
      return;
    }
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      yield* sampleHere(options);
      return;
    }
    const queue: SampleReply[] = [];
    let wake: (() => void) | null = null;
    const arrived = (reply: SampleReply) => {
      queue.push(reply);
      wake?.();
      wake = null;
    };
    worker.addEventListener('message', (event: MessageEvent<SampleReply>) => arrived(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      arrived({ kind: 'failed', reason: event.message || 'The sample worker failed' });
    });
    worker.addEventListener('messageerror', () =>
      arrived({ kind: 'failed', reason: 'A batch from the sample worker could not be read' }),
    );
    const start: SampleRequest = { kind: 'start', options, ahead: batchesAhead };
    worker.postMessage(start);
    let received = 0;
    try {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const reply = queue.shift() as SampleReply;
        if (reply.kind === 'failed') {
          if (received > 0) throw new Error(`Generating the sample failed: ${reply.reason}`);
          worker.terminate();
          yield* sampleHere(options);
          return;
        }
        received += 1;
        if (reply.kind === 'counts') {
          yield reply;
          return;
        }
        const taken: SampleRequest = { kind: 'taken' };
        worker.postMessage(taken);
        yield reply;
      }
    } finally {
      worker.terminate();
    }
  };
}

/** The sample worker's side of the messages (its global scope). */
export interface SampleScope {
  postMessage(message: SampleReply, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SampleRequest>) => void): void;
}

/**
 * Answers `sampleInWorker` (sampleWorker.ts runs it): generates and counts the sample asked for,
 * posting each batch with its buffers transferred. It makes a batch only while fewer than
 * `ahead` wait to be taken, so a slow insert never has the whole million waiting in memory.
 */
export function serveSample(scope: SampleScope): void {
  let waiting = 0;
  let resume: (() => void) | null = null;
  const fail = (error: unknown) =>
    scope.postMessage(
      { kind: 'failed', reason: error instanceof Error ? error.message : String(error) },
      [],
    );
  async function run({ options, ahead }: Extract<SampleRequest, { kind: 'start' }>) {
    for (const message of generatePackedSample(options)) {
      while (waiting >= ahead) await new Promise<void>((resolve) => (resume = resolve));
      waiting += 1;
      scope.postMessage(message, message.kind === 'rows' ? packedBuffers(message.packed) : []);
    }
  }
  scope.addEventListener('message', (event) => {
    const request = event.data;
    if (request.kind === 'taken') {
      waiting -= 1;
      resume?.();
      resume = null;
      return;
    }
    run(request).catch(fail);
  });
}
