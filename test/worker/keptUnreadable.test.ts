import { describe, expect, it } from 'vitest';
import type { KeptMeta } from '../../src/worker/storage/types';
import { keptService, ok, sameBytes } from './builders';
import { fakeKeptStore } from './fakeKeptStore';

const stored = { kind: 'stored', linkSize: null } as const;

/** A table kept once (one generation, nothing before it), its file then written over. */
async function keptOnceThenGarbled(choice: 'own' | 'sample') {
  const kept = fakeKeptStore();
  const first = keptService(kept);
  await ok(first.open(choice === 'own' ? { kind: 'choose', choice: { kind: 'own' } } : stored));
  await ok(first.checkpoint(1, choice === 'own'));
  const meta = kept.meta() as KeptMeta;
  const garbage = new Uint8Array(meta.bytes).fill(0x5a);
  kept.files.set(meta.file, garbage);
  return { kept, meta, garbage };
}

describe('a kept table that cannot be read is never replaced without asking', () => {
  it('a sample: asks, makes nothing, and keeps the file aside once the person starts again', async () => {
    const { kept, meta, garbage } = await keptOnceThenGarbled('sample');
    const service = keptService(kept);
    const asked = await service.open(stored);
    expect(asked).toEqual({
      kind: 'unreadable',
      choice: { kind: 'sample', size: 100 },
      problem:
        'No saved copy of your sample table can be read (file is not a database). Nothing has been replaced yet. ‘Start again with sample bills’ makes the sample anew and reapplies the changes you made to it; the unreadable copy stays kept aside: download it to send to support.',
      setAside: meta.file,
    });
    // Nothing was made in its place, and the file and its record are as they were.
    expect((await service.stats()).invoices).toBe(0);
    expect(kept.meta()).toEqual({ ...meta, setAside: meta.file });
    expect(sameBytes(kept.files.get(meta.file), garbage)).toBe(true);
    const copy = await service.readSetAside();
    if (copy.kind !== 'ok') throw new Error(JSON.stringify(copy));
    expect(sameBytes(new Uint8Array(await copy.file.arrayBuffer()), garbage)).toBe(true);

    // The person chose to start again: the sample is made, saved, and the file stays aside.
    const made = await ok(service.open({ kind: 'choose', choice: { kind: 'sample', size: 100 } }));
    expect(made).toMatchObject({ from: 'generated', count: 100, replaces: true });
    expect(await ok(service.checkpoint(0, true))).toMatchObject({ saved: true });
    expect(kept.meta()).toMatchObject({ setAside: meta.file });
    await ok(service.checkpoint(0, true));
    expect(sameBytes(kept.files.get(meta.file), garbage)).toBe(true);
  });

  it('own bills: asks, with what starting again does, and shows no empty table meanwhile', async () => {
    const { kept, meta } = await keptOnceThenGarbled('own');
    const service = keptService(kept);
    expect(await service.open(stored)).toEqual({
      kind: 'unreadable',
      choice: { kind: 'own' },
      problem:
        'No saved copy of your bills can be read (file is not a database). Nothing has been replaced yet. ‘Start again with no bills’ makes an empty table in their place, to import into or to restore a backup into; the unreadable copy stays kept aside: download it to send to support.',
      setAside: meta.file,
    });
    expect(await service.checkpoint(1)).toMatchObject({ kind: 'error' });
  });

  it('a record that cannot be read is not taken for nothing kept', async () => {
    const { kept, meta } = await keptOnceThenGarbled('sample');
    await kept.store.writeMeta({ ...meta, version: 2 } as unknown as KeptMeta);
    const asked = await keptService(kept).open(stored);
    expect(asked).toMatchObject({ kind: 'unreadable', setAside: null });
    if (asked.kind !== 'unreadable') throw new Error('not asked');
    expect(asked.problem).toMatch(
      /^No saved copy of your sample table can be read \(the record of which copy is current cannot be read\)\. Nothing has been replaced yet\. ‘Start again with sample bills’ makes the sample anew and reapplies the changes you made to it\.$/,
    );
  });

  it('own bills whose stored choice cannot be read open as own bills, not a sample', async () => {
    const kept = fakeKeptStore();
    const first = keptService(kept);
    await ok(first.open({ kind: 'choose', choice: { kind: 'own' } }));
    await ok(first.checkpoint(0, true));
    await kept.store.writeChoice('not a choice');
    const reopened = await ok(keptService(kept).open(stored));
    expect(reopened).toMatchObject({ from: 'kept', choice: { kind: 'own' } });
  });
});
