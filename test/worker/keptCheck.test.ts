import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { checkedTables } from '../../src/sql/io/quickCheck';
import { checkInSteps } from '../../src/worker/keptCheck';
import type { KeptMeta } from '../../src/worker/storage/types';
import { withCorruptPage } from '../sql/corruptPage';
import { openDatabaseBytes } from '../sql/db';
import { keptService, keptTwice, newestQuery, ok, sameBytes } from './builders';
import { fakeKeptStore } from './fakeKeptStore';

const stored = { kind: 'stored', linkSize: null } as const;

/** The kept current file written over by `withCorruptPage`: it still opens. */
function corruptCurrent(kept: ReturnType<typeof fakeKeptStore>): Uint8Array {
  const meta = kept.meta() as KeptMeta;
  const damaged = withCorruptPage(kept.files.get(meta.file) ?? new Uint8Array());
  kept.files.set(meta.file, damaged);
  return damaged;
}

describe('checkInSteps', () => {
  const bytes = keptTwice().then(({ kept, meta }) => kept.files.get(meta.file));

  it('checks a table per step, pausing before each, and says what the longest took', async () => {
    const db = openDatabaseBytes((await bytes) ?? new Uint8Array());
    let pauses = 0;
    let clock = 0;
    const outcome = await checkInSteps(db, {
      pause: async () => {
        pauses += 1;
      },
      current: () => db,
      now: () => (clock += 5),
    });
    const tables = checkedTables(db).length;
    expect(outcome).toEqual({ kind: 'passed', ms: 5 * (2 * tables + 1), longestStepMs: 5, tables });
    expect(pauses).toBe(tables + 1);
  });

  it('stops when another table is installed between steps', async () => {
    const db = openDatabaseBytes((await bytes) ?? new Uint8Array());
    let current: Database | null = db;
    let pauses = 0;
    const outcome = await checkInSteps(db, {
      pause: async () => {
        if (++pauses === 3) current = null;
      },
      current: () => current,
      now: () => 0,
    });
    expect(outcome).toEqual({ kind: 'replaced' });
    expect(pauses).toBe(3);
  });

  it('names the table whose page is damaged', async () => {
    const db = openDatabaseBytes(withCorruptPage((await bytes) ?? new Uint8Array()));
    const outcome = await checkInSteps(db, {
      pause: async () => undefined,
      current: () => db,
      now: () => 0,
    });
    expect(outcome).toMatchObject({ kind: 'damaged', table: 'invoices' });
  });
});

describe('a reopened checkpoint with a corrupt page', () => {
  it('shows its rows, then its check finds the fault and the generation before it opens', async () => {
    const { kept, meta } = await keptTwice();
    const damaged = corruptCurrent(kept);
    const second = keptService(kept);
    // It opens and its first rows are read: the check comes after them.
    const opened = await ok(second.open(stored));
    expect(opened).toMatchObject({ from: 'kept', mark: 2, problem: null });
    expect((await ok(second.query(newestQuery()))).rows).toHaveLength(20);
    // Nothing is saved from it, and the kept record is not touched.
    expect(await ok(second.checkpoint(2))).toMatchObject({ saved: false });
    expect(kept.meta()).toEqual(meta);

    expect(await ok(second.checkKept())).toEqual({
      kind: 'ok',
      outcome: 'damaged',
      file: meta.file,
      earlier: true,
      problem: '',
    });
    const fellBack = await ok(second.open({ ...stored, damaged: meta.file }));
    expect(fellBack).toMatchObject({ from: 'kept', mark: 1, setAside: meta.file, damaged: true });
    expect(fellBack.problem).toMatch(
      /^The last saved copy of your bills was found damaged, so the one saved .+ was opened and the changes made since were reapplied\. The damaged copy is kept: download it to send to support\.$/,
    );
    expect(kept.meta()).toMatchObject({ file: meta.previous?.file, mark: 1, setAside: meta.file });
    expect(sameBytes(kept.files.get(meta.file), damaged)).toBe(true);
    const copy = await second.readSetAside();
    if (copy.kind !== 'ok') throw new Error(JSON.stringify(copy));
    expect(sameBytes(new Uint8Array(await copy.file.arrayBuffer()), damaged)).toBe(true);

    // The generation it went back to is checked in turn, passes, and is saved again.
    expect(await ok(second.checkKept())).toMatchObject({ outcome: 'passed' });
    expect(await ok(second.checkpoint(2))).toMatchObject({ saved: true });
    expect(sameBytes(kept.files.get(meta.file), damaged)).toBe(true);
  });

  it('with no generation before it, says so, keeps nothing over it and offers it', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open(stored));
    await ok(first.checkpoint(1));
    const meta = kept.meta() as KeptMeta;
    const damaged = corruptCurrent(kept);
    const second = keptService(kept);
    await ok(second.open(stored));
    const checked = await ok(second.checkKept());
    expect(checked).toMatchObject({ outcome: 'damaged', file: meta.file, earlier: false });
    if (checked.outcome !== 'damaged') throw new Error('not damaged');
    expect(checked.problem).toBe(
      'Your saved sample table is damaged inside, and there is no earlier saved copy to go back to. The table shows what can still be read, and changes made now are not being kept, so the damaged copy is not written over. Download it to send to support, restore a backup from the Data menu, or Reload to try again.',
    );
    await ok(second.applyChanges([{ kind: 'reference', id: 7, reference: 'AFTER' }]));
    expect(await ok(second.checkpoint(2))).toMatchObject({ saved: false });
    // Still the current file (a reload finds it and says so again), named as set aside.
    expect(kept.meta()).toEqual({ ...meta, setAside: meta.file });
    expect(sameBytes(kept.files.get(meta.file), damaged)).toBe(true);
    const copy = await second.readSetAside();
    if (copy.kind !== 'ok') throw new Error(JSON.stringify(copy));
    expect(sameBytes(new Uint8Array(await copy.file.arrayBuffer()), damaged)).toBe(true);
  });

  it('answers a read asked while the check runs before the check ends', async () => {
    const { kept } = await keptTwice();
    const second = keptService(kept);
    await ok(second.open(stored));
    const order: string[] = [];
    const check = second.checkKept().then((result) => order.push(`check ${result.kind}`));
    // A few tasks in, the check is between its first tables when the read comes.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    const read = second.query(newestQuery()).then((result) => order.push(`read ${result.kind}`));
    await Promise.all([check, read]);
    expect(order).toEqual(['read ok', 'check ok']);
  });

  it('a table made anew is not checked, and a whole checkpoint passes', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open(stored));
    expect(await ok(first.checkKept())).toEqual({ kind: 'ok', outcome: 'not-kept' });
    await ok(first.checkpoint(1));
    const second = keptService(kept);
    await ok(second.open(stored));
    expect(await ok(second.checkKept())).toMatchObject({ outcome: 'passed' });
  });
});
