import { describe, expect, it } from 'vitest';
import { createJournalFollower, type Locks } from '../../../src/app/persist/journalFollower';
import type { JournalEntry } from '../../../src/app/persist/storage';

/**
 * Two tabs write to one data set at once. Whatever the interleaving, every tab must apply the same
 * writes in the log's order, and a write must see every write logged before it.
 */

/**
 * One exclusive lock per name, granted in the order asked (as Web Locks does); a request whose
 * signal aborts before it is granted rejects with the signal's reason, its work never run.
 */
function fakeLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(
      name: string,
      options: { mode: 'exclusive'; signal?: AbortSignal },
      work: () => Promise<T>,
    ) {
      const before = tails.get(name) ?? Promise.resolve();
      const granted = () => {
        options.signal?.throwIfAborted();
        return work();
      };
      const waiting = new Promise<never>((_resolve, reject) =>
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
      );
      const run = Promise.race([before.then(granted, granted), waiting]);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A pause of a few turns of the event loop, so tabs interleave. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

interface Tab {
  name: string;
  /** Every change this tab applied, its own and others', in order. */
  applied: string[];
  /** What this tab saw applied when each of its writes ran. */
  seenBefore: Record<string, string[]>;
  follower: ReturnType<typeof createJournalFollower>;
}

function world(useLocks: boolean) {
  const log: JournalEntry[] = [];
  let nextKey = 1;
  const locks = useLocks ? fakeLocks() : null;
  const tabs: Tab[] = [];
  const open = (name: string): Tab => {
    const tab: Tab = {
      name,
      applied: [],
      seenBefore: {},
      follower: createJournalFollower({
        lockName: 'invoice-table-write:test',
        locks,
        readAfter: async (key) => {
          await turns(1);
          return log.filter((e) => e.key > key);
        },
        version: async () => tab.applied.length,
        base: 0,
      }),
    };
    tab.follower.applyWith(async (entries) => {
      await turns(1);
      for (const e of entries) tab.applied.push(String(e.change));
    });
    tabs.push(tab);
    return tab;
  };
  /** A write: applied here after a pause (the worker), then logged, then others are told. */
  const write = (tab: Tab, change: string, pause: number) =>
    tab.follower.write(async () => {
      tab.seenBefore[change] = [...tab.applied];
      await turns(pause);
      tab.applied.push(change);
      const key = nextKey++;
      log.push({ key, change });
      for (const other of tabs) if (other !== tab) void other.follower.catchUp();
      return { value: change, key };
    });
  return { log, open, write };
}

const interleavings: { name: string; a: [string, number][]; b: [string, number][] }[] = [
  { name: 'one write each, at once', a: [['a1', 3]], b: [['b1', 3]] },
  { name: 'a slow write crossing a quick one', a: [['a1', 8]], b: [['b1', 0]] },
  {
    name: 'several writes each, at once',
    a: [
      ['a1', 2],
      ['a2', 0],
      ['a3', 5],
    ],
    b: [
      ['b1', 1],
      ['b2', 4],
    ],
  },
];

describe('writes from two tabs are applied in one order everywhere', () => {
  it.each(interleavings)('$name', async ({ a, b }) => {
    const { log, open, write } = world(true);
    const one = open('one');
    const two = open('two');
    await Promise.all([
      ...a.map(([change, pause]) => write(one, change, pause)),
      ...b.map(([change, pause]) => write(two, change, pause)),
    ]);
    await Promise.all([one.follower.catchUp(), two.follower.catchUp()]);
    const order = log.map((e) => String(e.change));
    expect(one.applied).toEqual(order);
    expect(two.applied).toEqual(order);
    // Each write ran on everything logged before it.
    for (const [i, change] of order.entries()) {
      const writer = change.startsWith('a') ? one : two;
      expect(writer.seenBefore[change]).toEqual(order.slice(0, i));
    }
  });

  it('without a lock between tabs, two writes at once can each miss the other (the bug)', async () => {
    const { open, write } = world(false);
    const one = open('one');
    const two = open('two');
    await Promise.all([write(one, 'a1', 3), write(two, 'b1', 3)]);
    expect(one.seenBefore.a1).toEqual([]);
    expect(two.seenBefore.b1).toEqual([]);
  });

  it('a tab told twice, or late, applies each entry once, in order', async () => {
    const { log, open, write } = world(true);
    const one = open('one');
    const two = open('two');
    await write(one, 'a1', 0);
    await write(one, 'a2', 0);
    await Promise.all([two.follower.catchUp(), two.follower.catchUp()]);
    expect(two.applied).toEqual(log.map((e) => String(e.change)));
    expect(two.follower.last()).toBe(2);
  });
});

describe('a write cancelled while it waits', () => {
  it('for another tab: it never runs, and the writes after it run in order', async () => {
    const { log, open, write } = world(true);
    const one = open('one');
    const two = open('two');
    let release = () => {};
    const holding = one.follower.write(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'held', key: null };
    });
    await turns(2);
    const controller = new AbortController();
    let ran = false;
    const cancelled = two.follower.write(async () => {
      ran = true;
      return { value: 'b1', key: null };
    }, controller.signal);
    await turns(2);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    release();
    await holding;
    await write(two, 'b2', 0);
    expect(ran).toBe(false);
    expect(log.map((e) => String(e.change))).toEqual(['b2']);
  });

  it('behind its own tab: it never runs', async () => {
    const { open } = world(true);
    const one = open('one');
    let release = () => {};
    const first = one.follower.write(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'first', key: null };
    });
    const controller = new AbortController();
    let ran = false;
    const second = one.follower.write(async () => {
      ran = true;
      return { value: 'second', key: null };
    }, controller.signal);
    await turns(3);
    controller.abort();
    release();
    await expect(first).resolves.toBe('first');
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(ran).toBe(false);
  });
});
