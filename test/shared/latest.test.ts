import { describe, expect, it } from 'vitest';
import { createLatest, createLatestGate, type Ticket } from '../../src/shared/latest';

/** A question whose answer the test gives by hand. */
function question<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('latest wins, asking', () => {
  it('passes on only the answer to the newest question, whatever order answers come in', async () => {
    const latest = createLatest('page');
    const first = question<string>();
    const second = question<string>();
    const answers: string[] = [];
    latest.ask(
      () => first.promise,
      (value) => answers.push(value),
    );
    latest.ask(
      () => second.promise,
      (value) => answers.push(value),
    );
    second.resolve('second');
    first.resolve('first');
    await settled();
    expect(answers).toEqual(['second']);
  });

  it('gives each question a newer ticket on its channel', () => {
    const latest = createLatest('blocks');
    const tickets: Ticket[] = [];
    latest.ask(
      (ticket) => (tickets.push(ticket), Promise.resolve(0)),
      () => undefined,
    );
    latest.ask(
      (ticket) => (tickets.push(ticket), Promise.resolve(0)),
      () => undefined,
    );
    expect(tickets).toEqual([
      { channel: 'blocks', seq: 1 },
      { channel: 'blocks', seq: 2 },
    ]);
  });

  it('passes on the error of the newest question, and a throw as an error', async () => {
    const latest = createLatest('page');
    const errors: unknown[] = [];
    const old = question<number>();
    latest.ask(
      () => old.promise,
      () => undefined,
      (error) => errors.push(error),
    );
    latest.ask(
      () => {
        throw new Error('posted to a dead worker');
      },
      () => undefined,
      (error) => errors.push((error as Error).message),
    );
    old.reject(new Error('too old to matter'));
    await settled();
    expect(errors).toEqual(['posted to a dead worker']);
  });

  it('drops every answer still to come once told to', async () => {
    const latest = createLatest('selection');
    const pending = question<number>();
    const answers: number[] = [];
    latest.ask(
      () => pending.promise,
      (value) => answers.push(value),
    );
    latest.drop();
    pending.resolve(1);
    await settled();
    expect(answers).toEqual([]);
  });
});

describe('latest wins, answering (the worker)', () => {
  it('admits only the newest ticket of those that arrived before it yielded', async () => {
    const gate = createLatestGate(settled);
    const admitted = await Promise.all([
      gate.admit({ channel: 'page', seq: 1 }),
      gate.admit({ channel: 'page', seq: 2 }),
      gate.admit({ channel: 'blocks', seq: 1 }),
      gate.admit(undefined),
    ]);
    expect(admitted).toEqual([false, true, true, true]);
  });

  it('never admits an older ticket that arrives late', async () => {
    const gate = createLatestGate(settled);
    expect(await gate.admit({ channel: 'page', seq: 5 })).toBe(true);
    expect(await gate.admit({ channel: 'page', seq: 4 })).toBe(false);
  });
});
