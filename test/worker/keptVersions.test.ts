import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { schemaVersion } from '../../src/sql/schema/migrations';
import type { LoadProgress } from '../../src/worker/types';
import type { KeptMeta } from '../../src/worker/storage/types';
import { unversion } from '../sql/db';
import { asVersion9 } from '../../bench/migrate/olderVersions';
import { registerSearchFunctions } from '../../src/sql/schema/functions';
import { keptService, keptTwice, ok, query, sameBytes as same } from './builders';
import type { fakeKeptStore } from './fakeKeptStore';

const SQL = await initSqlJs();
const newer = 'These bills were saved by a newer version of this app. Reload to update.';

const stored = { kind: 'stored', linkSize: null } as const;

/** Rewrites the kept file as another build would have saved it. */
function rewriteFile(
  kept: ReturnType<typeof fakeKeptStore>,
  change: (db: InstanceType<typeof SQL.Database>) => void,
) {
  const meta = kept.meta() as KeptMeta;
  const db = new SQL.Database(kept.files.get(meta.file));
  change(db);
  const bytes = db.export();
  kept.files.set(meta.file, bytes);
  return { ...meta, bytes: bytes.length };
}

describe('a kept table saved by another version', () => {
  it('opens one from before versions, saying it is updating, and saves it as this version', async () => {
    const { kept } = await keptTwice();
    await kept.store.writeMeta(rewriteFile(kept, unversion));
    const phases: LoadProgress['phase'][] = [];
    const second = keptService(kept);
    const opened = await ok(second.open(stored, (p) => phases.push(p.phase)));
    expect(opened).toMatchObject({ from: 'kept', mark: 2, problem: null });
    expect(phases).toContain('updating');
    // The file as it was stays in place until the migrated one is saved.
    const unmigrated = (kept.meta() as KeptMeta).file;
    expect(new SQL.Database(kept.files.get(unmigrated)).exec('PRAGMA user_version')).toEqual([
      { columns: ['user_version'], values: [[0]] },
    ]);
    await ok(second.checkpoint(2));
    const saved = kept.meta() as KeptMeta;
    expect(saved.schema).toBe(schemaVersion);
    const db = new SQL.Database(kept.files.get(saved.file));
    expect(db.exec('PRAGMA user_version')[0]?.values).toEqual([[schemaVersion]]);
  });

  it('opens a version 9 table of imported bills with its rows first, and fills its search index after', async () => {
    const { kept } = await keptTwice();
    // Every bill's Reference its supplier's own, apart from its number, as after imports.
    let number = '';
    const meta = rewriteFile(kept, (db) => {
      number = String(db.exec('SELECT number FROM invoices WHERE id = 42')[0]?.values[0]?.[0]);
      registerSearchFunctions(db);
      db.run("UPDATE invoices SET reference = 'PO ' || id");
      asVersion9(db);
    });
    await kept.store.writeMeta({ ...meta, schema: 9 });
    const second = keptService(kept);
    const opened = await ok(second.open(stored));
    expect(opened).toMatchObject({ from: 'kept', count: 100, problem: null });
    const byNumber = query({ search: number });
    // Asked before the index is filled: every row is tested, and the bill is found by number.
    const [whileFilling] = await Promise.all([second.query(byNumber), second.settled()]);
    expect(whileFilling).toMatchObject({ summary: { total: 1, searchIndexing: true } });
    const after = await ok(second.query(byNumber));
    expect(after.rows.map((row) => row[2])).toEqual([number]);
    expect(after.summary.searchIndexing).toBeUndefined();
    expect((await ok(second.query(query({ search: 'PO 42' })))).summary.total).toBe(1);
    // The table saved next holds the whole index: reopened, it fills nothing.
    await ok(second.checkpoint(2));
    const reopened = new SQL.Database(kept.files.get((kept.meta() as KeptMeta).file));
    expect(reopened.exec('SELECT count(*) > 0 FROM invoice_search_segdir')[0]?.values).toEqual([
      [1],
    ]);
  });

  it('refuses one from a newer version, and this tab then writes nothing over it', async () => {
    const { kept } = await keptTwice();
    const open = keptService(kept);
    await ok(open.open(stored));
    const meta = rewriteFile(kept, (db) => db.exec(`PRAGMA user_version = ${schemaVersion + 1}`));
    await kept.store.writeMeta({ ...meta, schema: schemaVersion + 1 });
    const before = { meta: kept.meta(), files: new Map(kept.files) };

    expect(await keptService(kept).open(stored)).toMatchObject({ kind: 'error', refused: newer });
    // A tab opened before the newer version saved refuses to save over it too.
    await ok(open.applyChanges([{ kind: 'reference', id: 6, reference: 'OLD TAB' }]));
    expect(await open.checkpoint(3)).toMatchObject({
      kind: 'error',
      errors: [newer],
      refused: newer,
    });
    expect(kept.meta()).toEqual(before.meta);
    expect([...kept.files.keys()]).toEqual([...before.files.keys()]);
    for (const [name, bytes] of before.files) expect(same(kept.files.get(name), bytes)).toBe(true);
  });
});

describe('a damaged checkpoint', () => {
  it('overwritten with garbage: the previous generation opens, the file is set aside', async () => {
    const { kept, meta } = await keptTwice();
    const garbage = new Uint8Array(meta.bytes).fill(0x5a);
    kept.files.set(meta.file, garbage);
    const second = keptService(kept);
    const opened = await ok(second.open(stored));
    expect(opened).toMatchObject({ from: 'kept', mark: 1, setAside: meta.file });
    expect(opened.problem).toMatch(
      /^The last saved copy of your bills could not be read, so the one saved .+ was opened and the changes made since were reapplied\./,
    );
    expect(same(kept.files.get(meta.file), garbage)).toBe(true);
    expect(kept.meta()).toMatchObject({ file: meta.previous?.file, mark: 1, setAside: meta.file });
    // It is offered as it was kept, for support.
    const copy = await second.readSetAside();
    if (copy.kind !== 'ok') throw new Error(JSON.stringify(copy));
    expect(copy.name).toBe(meta.file);
    expect(same(new Uint8Array(await copy.file.arrayBuffer()), garbage)).toBe(true);
    // The next checkpoint keeps the set-aside file.
    await ok(second.checkpoint(2));
    expect(same(kept.files.get(meta.file), garbage)).toBe(true);
  });
});
