import type { Database } from 'sql.js';
import { visibleSql } from '../../../src/sql/write/hidden';
import { describe, expect, it } from 'vitest';
import type { DataChange } from '../../../src/domain/changes';
import type { Selection } from '../../../src/domain/selection';
import { replayChanges } from '../../../src/sql/write/replay';
import { dataVersion } from '../../../src/sql/write/versions';
import {
  approveBasedOn,
  deleteBasedOn,
  referenceBasedOn,
  restoreSince,
  unapproveSince,
} from '../../../src/sql/write/versionedWrites';
import { context, openSampleDatabase, sampleRecords } from '../db';

/**
 * Two tabs hold the same table; each write names the data version its rows were read at. These
 * tables say, for what another tab did meanwhile, what the write does: save, or leave the row as
 * it is and say so.
 */

const records = sampleRecords();
const drafts = records.filter((r) => r.status === 'draft').map((r) => r.id);
const [draftA = 0, draftB = 0, draftC = 0] = drafts;
const paid = records.find((r) => r.status === 'paid');
if (!paid || drafts.length < 3) throw new Error('sample changed');

/** The invoice as shown: one a Delete hid (hidden.ts) is not. */
function row(db: Database, id: number): { status: string; reference: string } | null {
  const result = db.exec(`SELECT status, reference FROM invoices WHERE id = ? AND ${visibleSql}`, [
    id,
  ]);
  const values = result[0]?.values[0];
  return values ? { status: String(values[0]), reference: String(values[1]) } : null;
}

describe('a Reference edit names the version it was based on', () => {
  const cases: {
    name: string;
    meanwhile: DataChange[];
    expected: ReturnType<typeof referenceBasedOn>['kind'];
    reads: string;
  }[] = [
    { name: 'nothing changed meanwhile', meanwhile: [], expected: 'saved', reads: 'MINE' },
    {
      name: 'another row changed meanwhile',
      meanwhile: [{ kind: 'reference', id: draftB, reference: 'ELSEWHERE' }],
      expected: 'saved',
      reads: 'MINE',
    },
    {
      name: 'the same row was edited meanwhile',
      meanwhile: [{ kind: 'reference', id: paid.id, reference: 'THEIRS' }],
      expected: 'changed',
      reads: 'THEIRS',
    },
    {
      name: 'the row was deleted meanwhile',
      meanwhile: [{ kind: 'delete', ids: [paid.id] }],
      expected: 'missing',
      reads: '',
    },
  ];
  it.each(cases)('$name: $expected', async ({ meanwhile, expected, reads }) => {
    const db = openSampleDatabase(records);
    const seen = dataVersion(db);
    await replayChanges(db, meanwhile, context);
    const written = referenceBasedOn(db, paid.id, 'MINE', seen);
    expect(written.kind).toBe(expected);
    if (written.kind === 'changed') {
      expect(written).toEqual({ kind: 'changed', number: paid.number, reference: 'THEIRS' });
    }
    expect(row(db, paid.id)?.reference ?? '').toBe(reads);
  });

  it('an edit based on the version after the other change saves', async () => {
    const db = openSampleDatabase(records);
    await replayChanges(db, [{ kind: 'reference', id: paid.id, reference: 'THEIRS' }], context);
    expect(referenceBasedOn(db, paid.id, 'MINE', dataVersion(db)).kind).toBe('saved');
    expect(row(db, paid.id)?.reference).toBe('MINE');
  });
});

describe('a bulk write leaves the rows changed since its version as they are', () => {
  const cases: {
    name: string;
    meanwhile: DataChange[];
    approved: number[];
    leftOut: number;
  }[] = [
    { name: 'nothing changed', meanwhile: [], approved: [draftA, draftB, draftC], leftOut: 0 },
    {
      name: 'one draft had its Reference edited',
      meanwhile: [{ kind: 'reference', id: draftB, reference: 'EDITED' }],
      approved: [draftA, draftC],
      leftOut: 1,
    },
    {
      name: 'one draft was deleted',
      meanwhile: [{ kind: 'delete', ids: [draftA] }],
      approved: [draftB, draftC],
      leftOut: 1,
    },
    {
      name: 'one draft was approved already',
      meanwhile: [{ kind: 'approve', ids: [draftC] }],
      approved: [draftA, draftB],
      leftOut: 1,
    },
  ];
  it.each(cases)('Approve when $name', async ({ meanwhile, approved, leftOut }) => {
    const db = openSampleDatabase(records);
    const seen = dataVersion(db);
    await replayChanges(db, meanwhile, context);
    const selection = { kind: 'ids' as const, ids: [draftA, draftB, draftC] };
    const written = await approveBasedOn(db, selection, seen, context);
    expect(written.ids).toEqual([...approved].sort((a, b) => a - b));
    expect(written.leftOut).toBe(leftOut);
    const edited = meanwhile.find((c) => c.kind === 'reference');
    if (edited?.kind === 'reference') expect(row(db, edited.id)?.status).toBe('draft');
  });

  it('Delete of everything that matches leaves an edited row and counts it', async () => {
    const db = openSampleDatabase(records);
    const seen = dataVersion(db);
    await replayChanges(db, [{ kind: 'reference', id: draftA, reference: 'EDITED' }], context);
    const draftsView: Selection = {
      kind: 'matching',
      query: {
        filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
        search: '',
      },
      except: [],
    };
    const written = await deleteBasedOn(db, draftsView, 1, seen, context);
    expect(written.leftOut).toBe(1);
    expect(written.ids).toHaveLength(drafts.length - 1);
    expect(row(db, draftA)).toEqual({ status: 'draft', reference: 'EDITED' });
  });
});

describe('Undo of a Delete puts back only what nobody changed since', () => {
  it('restores every row when nothing changed', async () => {
    const db = openSampleDatabase(records);
    const deleted = await deleteBasedOn(db, { kind: 'ids', ids: [draftA, draftB] }, 1, 0, context);
    const restored = await restoreSince(db, 1, deleted.version);
    expect(restored).toMatchObject({ ids: [draftA, draftB].sort((a, b) => a - b), leftOut: 0 });
  });

  it('leaves a row another tab restored and approved since, and says how many', async () => {
    const db = openSampleDatabase(records);
    const deleted = await deleteBasedOn(db, { kind: 'ids', ids: [draftA, draftB] }, 1, 0, context);
    // Another tab's own Undo brought draftA back, then approved it: this Undo must not touch it.
    await replayChanges(
      db,
      [
        { kind: 'restore', ids: [draftA] },
        { kind: 'approve', ids: [draftA] },
      ],
      context,
    );
    const restored = await restoreSince(db, 1, deleted.version);
    expect(restored).toMatchObject({ ids: [draftB], leftOut: 0 });
    expect(row(db, draftA)?.status).not.toBe('draft');
  });

  it('Undo of an Approve leaves a row another tab edited since, and counts it', async () => {
    const db = openSampleDatabase(records);
    const approved = await approveBasedOn(db, { kind: 'ids', ids: [draftA, draftB] }, 0, context);
    await replayChanges(db, [{ kind: 'reference', id: draftA, reference: 'EDITED' }], context);
    const undone = await unapproveSince(db, approved.ids, approved.version);
    expect(undone).toMatchObject({ ids: [draftB], leftOut: 1 });
    expect(row(db, draftA)?.reference).toBe('EDITED');
    expect(row(db, draftA)?.status).not.toBe('draft');
    expect(row(db, draftB)?.status).toBe('draft');
  });

  it('the version moves by one for each change that touched a row, in every tab alike', async () => {
    const one = openSampleDatabase(records);
    const two = openSampleDatabase(records);
    const log: DataChange[] = [
      { kind: 'approve', ids: [draftA] },
      { kind: 'approve', ids: [draftA] },
      { kind: 'reference', id: draftB, reference: 'X' },
      { kind: 'delete', ids: [draftC] },
    ];
    await replayChanges(one, log, context);
    for (const change of log) await replayChanges(two, [change], context);
    // The second approve touched nothing: the version stays.
    expect(dataVersion(one)).toBe(3);
    expect(dataVersion(two)).toBe(3);
  });
});

describe('a bulk write in steps stamps its rows with the one version it made', () => {
  const stamped = (db: Database, version: number) =>
    (
      db.exec('SELECT id FROM row_versions WHERE version = ? ORDER BY id', [version])[0]?.values ??
      []
    ).map((r) => Number(r[0]));
  const everyPaid: Selection = {
    kind: 'matching',
    query: { filters: [{ column: 'status', operator: 'is', values: ['paid'] }], search: '' },
    except: [],
  };

  it('Approve, Delete and its Undo: every row of every step, and only those', async () => {
    const db = openSampleDatabase(records);
    const steps = { chunkSize: 3 };
    const approved = await approveBasedOn(db, { kind: 'ids', ids: drafts }, 0, context, steps);
    expect(approved.ids).toEqual([...drafts].sort((a, b) => a - b));
    expect(stamped(db, approved.version)).toEqual(approved.ids);
    const deleted = await deleteBasedOn(db, everyPaid, 7, approved.version, context, steps);
    expect(deleted.version).toBe(approved.version + 1);
    expect(deleted.ids.length).toBeGreaterThan(3);
    expect(stamped(db, deleted.version)).toEqual(deleted.ids);
    const restored = await restoreSince(db, 7, deleted.version, steps);
    expect(restored.ids).toEqual(deleted.ids);
    expect(stamped(db, restored.version)).toEqual(deleted.ids);
    expect(stamped(db, deleted.version)).toEqual([]);
    expect(dataVersion(db)).toBe(restored.version);
  });

  it('a Delete cancelled after its second step stamps nothing and keeps the version', async () => {
    const db = openSampleDatabase(records);
    // Rows with versions already, the paid among them: the cancelled Delete must not move them.
    await replayChanges(db, [{ kind: 'approve', ids: drafts }], context);
    const paidIds = records.filter((r) => r.status === 'paid').map((r) => r.id);
    await replayChanges(db, [{ kind: 'reference', id: paid.id, reference: 'KEPT' }], context);
    const before = db.exec('SELECT id, version FROM row_versions ORDER BY id');
    expect(before[0]?.values.length).toBe(drafts.length + 1);
    const version = dataVersion(db);
    let steps = 0;
    const cancelled = () => ++steps === 2;
    await expect(
      deleteBasedOn(db, everyPaid, 7, version, context, { chunkSize: 2, cancelled }),
    ).rejects.toThrow('Cancelled');
    expect(db.exec('SELECT id, version FROM row_versions ORDER BY id')).toEqual(before);
    expect(dataVersion(db)).toBe(version);
    expect(paidIds.map((id) => row(db, id)?.status)).toEqual(paidIds.map(() => 'paid'));
  });
});
