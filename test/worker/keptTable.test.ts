import { describe, expect, it } from 'vitest';
import { reapplyChanges } from '../../src/app/boot/readBoot';
import type { InvoiceClient } from '../../src/app/data/client';
import { nextMark } from '../../src/app/persist/checkpoints';
import { memoryStorage } from '../../src/app/persist/storage';
import type { DataChange } from '../../src/domain/changes';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { datasetOf, type TableChoice } from '../../src/domain/choice';
import { createDatabase, today } from '../sql/db';
import { everything, keptService, ok } from './builders';
import { fakeKeptStore } from './fakeKeptStore';

const sample: TableChoice = { kind: 'sample', size: 100 };
const dataset = datasetOf(sample);

/** Applies a change in the worker and logs it, as the screen does. */
async function change(
  s: InvoiceService,
  storage: ReturnType<typeof memoryStorage>,
  c: DataChange,
): Promise<number> {
  await ok(s.applyChanges([c]));
  return storage.appendChange(dataset, c);
}

describe('a kept table reopens from its checkpoint and replays only the log written since', () => {
  it('opens what was saved, replays the changes after its mark, and matches the table as left', async () => {
    const kept = fakeKeptStore();
    const storage = memoryStorage();
    const first = keptService(kept);
    const opened = await ok(first.open({ kind: 'stored', linkSize: null }));
    expect(opened).toMatchObject({ from: 'generated', mark: 0, choice: sample, count: 100 });

    const one = await change(first, storage, { kind: 'reference', id: 5, reference: 'KEPT-1' });
    const two = await change(first, storage, { kind: 'delete', ids: [6, 7] });
    expect(await first.checkpoint(two)).toMatchObject({ kind: 'ok', saved: true, mark: two });
    expect(one).toBeLessThan(two);
    await change(first, storage, { kind: 'approve', ids: [8, 9, 10] });
    await change(first, storage, { kind: 'restore', ids: [7] });
    const before = await everything(first);

    const second = keptService(kept);
    const reopened = await ok(second.open({ kind: 'stored', linkSize: null }));
    expect(reopened).toMatchObject({ from: 'kept', mark: two, choice: sample });
    const applied: DataChange[] = [];
    const client = {
      applyChanges: (changes: DataChange[]) => {
        applied.push(...changes);
        return second.applyChanges(changes);
      },
    } as unknown as InvoiceClient;
    const found = await reapplyChanges(storage, client, dataset, reopened.mark);
    expect(found.problem).toBeNull();
    expect(applied.map((c) => c.kind)).toEqual(['approve', 'restore']);
    expect(await everything(second)).toEqual(before);
    expect((await everything(second)).find((r) => r[0] === 5)).toBeDefined();
  });

  it('a deletion kept in the trash keeps its own undo: a new one never restores it', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open({ kind: 'stored', linkSize: null }));
    const removed = await ok(first.remove({ kind: 'ids', ids: [11, 12] }));
    await ok(first.checkpoint(1));
    const second = keptService(kept);
    await ok(second.open({ kind: 'stored', linkSize: null }));
    const again = await ok(second.remove({ kind: 'ids', ids: [13] }));
    expect(again.undoToken).toBeGreaterThan(removed.undoToken);
    expect(await ok(second.undoRemove(again.undoToken))).toMatchObject({ count: 1, ids: [13] });
    const ids = (await everything(second)).map((r) => r[0]);
    expect(ids).toContain(13);
    expect(ids).not.toContain(11);
  });

  it('a reopened table lets go of its trash, and a restore replayed meanwhile still comes back', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open({ kind: 'stored', linkSize: null }));
    const removed = await ok(first.remove({ kind: 'ids', ids: [21, 22, 23] }));
    await ok(first.applyChanges([{ kind: 'delete', ids: [24] }]));
    await ok(first.checkpoint(1));
    const second = keptService(kept);
    await ok(second.open({ kind: 'stored', linkSize: null }));
    const before = await everything(second);
    // Another tab's logged Undo, replayed while the trash empties, still finds its invoice.
    const [purged, restored] = await Promise.all([
      ok(second.purgeTrash()),
      ok(second.applyChanges([{ kind: 'restore', ids: [24] }])),
    ]);
    expect(restored.count).toBe(1);
    expect(purged.count).toBe(3);
    expect((await everything(second)).map((r) => r[0])).toEqual(
      [...before.map((r) => r[0]), 24].sort((a, b) => a - b),
    );
    // The deletion is gone for good: what its Undo would have put back is no longer held.
    expect(await ok(second.undoRemove(removed.undoToken))).toMatchObject({ count: 0 });
    expect(await ok(second.purgeTrash())).toMatchObject({ count: 0 });
  });

  it('own bills start empty, the choice survives, and a link asking for a sample is set aside', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open({ kind: 'stored', linkSize: null }));
    const own = await ok(first.open({ kind: 'choose', choice: { kind: 'own' } }));
    expect(own).toMatchObject({ from: 'empty', count: 0, replaces: true });
    expect(await first.checkpoint(0, true)).toMatchObject({ kind: 'ok', saved: true });

    const second = keptService(kept);
    const reopened = await ok(second.open({ kind: 'stored', linkSize: 10_000 }));
    expect(reopened).toMatchObject({
      from: 'kept',
      choice: { kind: 'own' },
      count: 0,
      linkIgnored: true,
    });
  });

  it('an import saved by the checkpoint right after it reopens whole, found from its search index', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open({ kind: 'stored', linkSize: null }));
    const lines = Array.from(
      { length: 6000 },
      (_, i) => `Zoë Kept ${i % 3},K-${i},2025-01-0${(i % 9) + 1},2025-02-01,1,${i + 1}`,
    );
    const file = new Blob([
      ['ContactName,InvoiceNumber,InvoiceDate,DueDate,Quantity,UnitAmount', ...lines].join('\n'),
    ]);
    await first.importPreview(file, { dateOrder: 'dmy', mapping: null });
    await ok(first.importCommit());
    // Asked at once, as the screen does: it waits for the search index the import fills after.
    expect(await first.checkpoint(0)).toMatchObject({ kind: 'ok', saved: true });

    const second = keptService(kept);
    await ok(second.open({ kind: 'stored', linkSize: null }));
    const query = {
      filters: [],
      search: 'zoe kept',
      sort: [{ column: 'reference' as const, desc: false }],
      page: { index: 0, size: 10 as const },
    };
    const found = await ok(second.query(query));
    expect(found.summary.total).toBe(6000);
    expect(found.summary.searchIndexing).toBeUndefined();
    expect(found.summary.due).toBe((6000 * 6001 * 100) / 2);
  });

  it('when storage is refused the table still opens, with the reason', async () => {
    const refused = createInvoiceService({
      createDatabase,
      openKeptStore: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      today,
    });
    const opened = await ok(refused.open({ kind: 'stored', linkSize: null }));
    expect(opened.count).toBe(100);
    expect(opened.problem).toMatch(/^Your changes are not being kept: the browser is not letting/);
    expect(await refused.checkpoint(0)).toMatchObject({ kind: 'error' });
  });
});

describe('nextMark', () => {
  it.each([
    { base: 0, keys: [1, 2, 3], applied: [1, 2, 3], mark: 3 },
    { base: 0, keys: [1, 2, 3], applied: [1, 3], mark: 1 },
    { base: 2, keys: [1, 2, 3, 4], applied: [3], mark: 3 },
    { base: 5, keys: [], applied: [], mark: 5 },
    { base: 0, keys: [4, 2], applied: [2, 4], mark: 4 },
  ])('base $base, keys $keys, applied $applied: $mark', ({ base, keys, applied, mark }) => {
    expect(nextMark(base, keys, new Set(applied))).toBe(mark);
  });
});
