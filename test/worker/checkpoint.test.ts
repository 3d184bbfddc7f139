import { describe, expect, it } from 'vitest';
import { readCheckpoint, writeCheckpoint } from '../../src/worker/checkpoint';
import { fakeKeptStore } from './fakeKeptStore';
import { schemaVersion } from '../../src/sql/schema/migrations';
import type { KeptMeta } from '../../src/worker/storage/types';

const pause = async () => undefined;
const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const request = { dataset: 'own', mark: 3, invoices: 10 };
const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('writeCheckpoint: beside the current file, then moved into place', () => {
  it('writes a new file, points the record at it, keeps the one before and removes older', async () => {
    const kept = fakeKeptStore();
    const first = await writeCheckpoint(kept.store, request, bytes(8, 1), pause);
    expect(first).toMatchObject({ kind: 'saved', meta: { file: 'checkpoint-1.sqlite', mark: 3 } });
    const second = await writeCheckpoint(kept.store, { ...request, mark: 5 }, bytes(8, 2), pause);
    expect(second).toMatchObject({ kind: 'saved', meta: { file: 'checkpoint-2.sqlite', mark: 5 } });
    expect([...kept.files.keys()].sort()).toEqual(['checkpoint-1.sqlite', 'checkpoint-2.sqlite']);
    await writeCheckpoint(kept.store, { ...request, mark: 6 }, bytes(8, 3), pause);
    expect([...kept.files.keys()].sort()).toEqual(['checkpoint-2.sqlite', 'checkpoint-3.sqlite']);
    expect(await readCheckpoint(kept.store, 'own')).toMatchObject({
      kind: 'found',
      meta: { mark: 6, generation: 3, schema: schemaVersion },
      bytes: bytes(8, 3),
    });
    expect(await readCheckpoint(kept.store, 'own', true)).toMatchObject({
      kind: 'found',
      meta: { mark: 5, generation: 2, file: 'checkpoint-2.sqlite' },
      bytes: bytes(8, 2),
    });
  });

  it('refuses to write over a checkpoint a newer version saved, with the sentence', async () => {
    const kept = fakeKeptStore();
    await writeCheckpoint(kept.store, request, bytes(8, 1), pause);
    const newer = { ...(kept.meta() as KeptMeta), schema: schemaVersion + 1 };
    await kept.store.writeMeta(newer);
    for (const replace of [false, true]) {
      expect(
        await writeCheckpoint(kept.store, { ...request, mark: 9, replace }, bytes(8, 2), pause),
      ).toEqual({
        kind: 'newer',
        reason: 'These bills were saved by a newer version of this app. Reload to update.',
      });
    }
    expect(kept.meta()).toEqual(newer);
    expect([...kept.files.keys()]).toEqual(['checkpoint-1.sqlite']);
  });

  it('a write that fails (storage full) leaves the old checkpoint whole and in place', async () => {
    const kept = fakeKeptStore();
    await writeCheckpoint(kept.store, request, bytes(8, 1), pause);
    kept.fail(full());
    await expect(
      writeCheckpoint(kept.store, { ...request, mark: 9 }, bytes(8, 2), pause),
    ).rejects.toThrow('quota');
    expect([...kept.files.keys()]).toEqual(['checkpoint-1.sqlite']);
    expect(await readCheckpoint(kept.store, 'own')).toMatchObject({
      kind: 'found',
      meta: { mark: 3, file: 'checkpoint-1.sqlite' },
      bytes: bytes(8, 1),
    });
  });

  it('a first write that fails leaves no checkpoint and no partial file', async () => {
    const kept = fakeKeptStore();
    kept.fail(full());
    await expect(writeCheckpoint(kept.store, request, bytes(8, 1), pause)).rejects.toThrow();
    expect(kept.files.size).toBe(0);
    expect(await readCheckpoint(kept.store, 'own')).toEqual({ kind: 'none' });
  });

  it('never replaces a newer checkpoint, nor other data unless the person chose it', async () => {
    const kept = fakeKeptStore();
    await writeCheckpoint(kept.store, { ...request, mark: 7 }, bytes(8, 1), pause);
    expect(await writeCheckpoint(kept.store, request, bytes(8, 2), pause)).toMatchObject({
      kind: 'skipped',
    });
    const sample = { dataset: 'seed-1:size-100', mark: 0, invoices: 100 };
    expect(await writeCheckpoint(kept.store, sample, bytes(8, 3), pause)).toMatchObject({
      kind: 'skipped',
    });
    expect(
      await writeCheckpoint(kept.store, { ...sample, replace: true }, bytes(8, 3), pause),
    ).toMatchObject({ kind: 'saved', meta: { dataset: 'seed-1:size-100' } });
    expect(await readCheckpoint(kept.store, 'own')).toEqual({ kind: 'none' });
  });

  it('a file shorter than its record says is reported, not opened', async () => {
    const kept = fakeKeptStore();
    await writeCheckpoint(kept.store, request, bytes(8, 1), pause);
    kept.files.set('checkpoint-1.sqlite', bytes(4, 1));
    expect(await readCheckpoint(kept.store, 'own')).toEqual({
      kind: 'failed',
      reason: 'its file is incomplete',
    });
  });
});
