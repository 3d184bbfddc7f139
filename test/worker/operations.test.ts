import { describe, expect, it } from 'vitest';
import { createOperations, ok, type Checked } from '../../src/worker/operations';
import type { Ticket } from '../../src/shared/latest';

/** The rules every operation of the service follows, written once in operations.ts. */
function setup(admitted = true) {
  const events: string[] = [];
  let release: () => void = () => undefined;
  let loading: Promise<void> | null = null;
  const { operation, latest } = createOperations({
    admit: async (ticket) => {
      events.push(`admit ${ticket?.seq ?? 'none'}`);
      return admitted;
    },
    loaded: () => loading ?? Promise.resolve(),
    changed: () => events.push('changed'),
  });
  const startLoad = () => {
    loading = new Promise<void>((resolve) => (release = resolve));
  };
  return { operation, latest, events, startLoad, finishLoad: () => release() };
}

const number = (input: unknown): Checked<number> =>
  typeof input === 'number' ? ok(input) : { ok: false, errors: ['Not a number'] };

describe('service operations', () => {
  it('check the arguments before anything else, and run nothing when they are bad', async () => {
    const t = setup();
    const double = t.operation({ check: number, writes: true, run: (n) => n * 2 });
    expect(await double('x')).toEqual({ kind: 'error', errors: ['Not a number'] });
    expect(t.events).toEqual([]);
    expect(await double(4)).toBe(8);
  });

  it('tell the reads a write changed the data, and only after it ran', async () => {
    const t = setup();
    const write = t.operation({
      check: number,
      writes: true,
      run: (n) => {
        t.events.push(`wrote ${n}`);
        return n;
      },
    });
    const read = t.operation({ check: number, run: (n) => n });
    await write(1);
    await read(2);
    expect(t.events).toEqual(['wrote 1', 'changed']);
  });

  it('turn what a run throws into a failure, and still tell the reads to forget', async () => {
    const t = setup();
    const broken = t.operation({
      check: number,
      writes: true,
      run: (): number => {
        throw new Error('disk full');
      },
    });
    expect(await broken(1)).toEqual({ kind: 'error', errors: ['disk full'] });
    // A bulk write answers reads between its steps: what they cached was rolled back.
    expect(t.events).toEqual(['changed']);
  });

  it('wait for a load under way before they run', async () => {
    const t = setup();
    t.startLoad();
    const read = t.operation({ check: number, run: (n) => t.events.push(`read ${n}`) });
    const answer = read(1);
    await Promise.resolve();
    expect(t.events).toEqual([]);
    t.finishLoad();
    await answer;
    expect(t.events).toEqual(['read 1']);
  });

  it('let a read superseded on its channel go without running it', async () => {
    const t = setup(false);
    const read = t.latest({
      check: (n: unknown, ticket?: Ticket) => {
        const checked = number(n);
        return checked.ok ? ok({ n: checked.value, ticket }) : checked;
      },
      run: ({ n }) => t.events.push(`read ${n}`),
    });
    expect(await read(1, { channel: 'page', seq: 3 })).toEqual({ kind: 'superseded' });
    expect(t.events).toEqual(['admit 3']);
  });
});
