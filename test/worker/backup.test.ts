import initSqlJs from 'sql.js';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../src/app/persist/storage';
import type { BackupContents } from '../../src/domain/backup';
import { datasetOf, type TableChoice } from '../../src/domain/choice';
import type { DataChange } from '../../src/domain/changes';
import { parseMeta } from '../../src/worker/storage/types';
import { schemaVersion } from '../../src/sql/schema/migrations';
import { sampleRecords } from '../sql/db';
import { everything, keptService, ok } from './builders';
import { fakeKeptStore } from './fakeKeptStore';

const SQL = await initSqlJs();
const sample: TableChoice = { kind: 'sample', size: 100 };

/** A bill that still owes more than £5. */
function billOwing() {
  const found = sampleRecords().find(
    (r) => r.status !== 'paid' && r.amountDue - r.amountPaid > 500,
  );
  if (!found) throw new Error('sample changed');
  return found;
}
const owing = billOwing();

const payment: DataChange = {
  kind: 'payment',
  bill: owing.id,
  amount: 500,
  date: '2026-11-20',
  reference: 'PART',
  at: '2026-11-20T10:00:00.000Z',
};

/** A sample of 100 with a payment and a Reference edit, backed up to bytes. */
async function backedUp() {
  const s = keptService(fakeKeptStore());
  await ok(s.open({ kind: 'stored', linkSize: null }));
  await ok(s.recordPayment({ bill: owing.id, amount: 500, date: '2026-11-20', reference: 'PART' }));
  await ok(s.applyChanges([{ kind: 'reference', id: 5, reference: 'KEPT-5' }]));
  const contents: BackupContents = {
    savedAt: '2026-11-03T10:15:00.000Z',
    choice: sample,
    changes: [
      { key: 1, change: payment },
      { key: 2, change: { kind: 'reference', id: 5, reference: 'KEPT-5' } },
    ],
    views: [{ id: 'v1', label: 'Mine' }],
    settings: { 'invoice-table:export-all-fields': 'true' },
  };
  const progress: number[] = [];
  const result = await ok(s.backup(contents, ({ done }) => progress.push(done)));
  const bytes = new Uint8Array(await (result.file as Blob).arrayBuffer());
  return { s, bytes, contents, progress, before: await everything(s) };
}

describe('Download backup', () => {
  it('writes one SQLite file holding the bills, payments and the page’s tables, and the live table is left without them', async () => {
    const { s, bytes, progress } = await backedUp();
    expect(progress.at(-1)).toBe(bytes.length);
    const file = new SQL.Database(bytes);
    const names = (
      file.exec("SELECT name FROM sqlite_schema WHERE type = 'table'")[0]?.values ?? []
    ).map(([n]) => n);
    expect(names).toEqual(
      expect.arrayContaining([
        'invoices',
        'payments',
        'bill_lines',
        'backup_info',
        'backup_change_log',
        'backup_saved_views',
        'backup_settings',
      ]),
    );
    expect(
      file.exec('SELECT bill, amount, reference FROM payments WHERE reference = ?', ['PART'])[0]
        ?.values,
    ).toEqual([[owing.id, 500, 'PART']]);
    expect(file.exec('SELECT reference FROM invoices WHERE id = 5')[0]?.values).toEqual([
      ['KEPT-5'],
    ]);
    expect(file.exec('SELECT key, kind FROM backup_change_log')[0]?.values).toEqual([
      [1, 'payment'],
      [2, 'reference'],
    ]);
    const stats = await s.stats();
    expect(stats.invoices).toBe(100);
    // The live table never keeps the backup's tables.
    const again = await ok(
      s.backup({ savedAt: 'x', choice: sample, changes: [], views: undefined, settings: {} }),
    );
    const second = new SQL.Database(new Uint8Array(await (again.file as Blob).arrayBuffer()));
    expect(second.exec('SELECT count(*) FROM backup_change_log')[0]?.values).toEqual([[0]]);
  });
});

/** A picked file as the save dialog hands it over: what is written, and whether it was closed. */
function pickedFile(failAt: number | null = null) {
  const state = { parts: [] as Uint8Array[], closed: false, aborted: false };
  return {
    state,
    file: {
      createWritable: async () => ({
        write: async (data: Uint8Array) => {
          if (state.parts.length === failAt) {
            throw new DOMException('The disk is full', 'QuotaExceededError');
          }
          state.parts.push(data.slice());
        },
        close: async () => void (state.closed = true),
        abort: async () => void (state.aborted = true),
      }),
    },
  };
}

describe('Download backup to a picked file', () => {
  const contents: BackupContents = {
    savedAt: '2026-11-03T10:15:00.000Z',
    choice: sample,
    changes: [],
    views: undefined,
    settings: {},
  };

  it('writes the same file as the download, in order, and closes it before saying so', async () => {
    const { s } = await backedUp();
    const picked = pickedFile();
    const progress: number[] = [];
    const result = await ok(s.backup(contents, ({ done }) => progress.push(done), picked.file));
    expect(result.file).toBeNull();
    expect(picked.state.closed).toBe(true);
    const written = Buffer.concat(picked.state.parts);
    expect(written.length).toBe(result.bytes);
    expect(progress.at(-1)).toBe(result.bytes);
    const file = new SQL.Database(written);
    expect(file.exec('SELECT count(*) FROM invoices')[0]?.values).toEqual([[100]]);
    expect(file.exec('SELECT reference FROM invoices WHERE id = 5')[0]?.values).toEqual([
      ['KEPT-5'],
    ]);
  });

  it('a write that fails drops the half-written file and says why', async () => {
    const { s } = await backedUp();
    const picked = pickedFile(0);
    await expect(s.backup(contents, undefined, picked.file)).rejects.toThrow('The disk is full');
    expect(picked.state.aborted).toBe(true);
    expect(picked.state.closed).toBe(false);
  });
});

describe('Restore from backup…', () => {
  it('says what the file holds, then keeps it with its log position, and reopens to the same bills', async () => {
    const { bytes, contents, before } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));
    const checked = await other.inspectBackup(bytes, 'bills-2026-11-03.sqlite');
    if (checked.kind !== 'ready') throw new Error(checked.message);
    const owed = before.reduce((sum, row) => sum + Math.max(0, Number(row[8]) - Number(row[9])), 0);
    expect(checked.summary).toEqual({ bills: 100, owed, savedAt: '2026-11-03T10:15:00.000Z' });
    expect(checked.contents).toEqual(contents);
    expect(checked.choice).toEqual(sample);

    const storage = memoryStorage();
    const mark = await storage.replaceChanges(
      datasetOf(sample),
      contents.changes.map((c) => c.change),
    );
    expect(await ok(other.restoreBackup(mark))).toMatchObject({ choice: sample, invoices: 100 });
    expect(parseMeta(kept.meta())).toMatchObject({
      dataset: datasetOf(sample),
      mark: 2,
      invoices: 100,
    });

    const reopened = keptService(kept);
    expect(await ok(reopened.open({ kind: 'stored', linkSize: null }))).toMatchObject({
      from: 'kept',
      mark: 2,
      choice: sample,
    });
    expect(await everything(reopened)).toEqual(before);
    const names = (await reopened.stats()).invoices;
    expect(names).toBe(100);
  });

  it('Undo keeps the table it replaced again', async () => {
    const { bytes } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));
    expect((await other.inspectBackup(bytes, 'b.sqlite')).kind).toBe('ready');
    await ok(other.restoreBackup(2));
    await ok(other.undoRestore({ kind: 'own' }, 3));
    expect(parseMeta(kept.meta())).toMatchObject({ dataset: 'own', mark: 3, invoices: 0 });
    const reopened = keptService(kept);
    expect(await ok(reopened.open({ kind: 'stored', linkSize: null }))).toMatchObject({
      from: 'kept',
      count: 0,
    });
  });

  it('migrates a backup made before versions, and refuses one from a newer version', async () => {
    const { bytes } = await backedUp();
    const older = new SQL.Database(bytes);
    older.exec(
      'DROP TABLE schema_migrations; PRAGMA application_id = 0; PRAGMA user_version = 0; DROP TABLE hidden_invoices',
    );
    const newer = new SQL.Database(bytes);
    newer.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    const other = keptService(fakeKeptStore());
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));

    const migrated = await other.inspectBackup(older.export(), 'old.sqlite');
    expect(migrated).toMatchObject({ kind: 'ready', summary: { bills: 100 } });
    const refused = await other.inspectBackup(newer.export(), 'new.sqlite');
    expect(refused).toEqual({
      kind: 'refused',
      problem: 'newer',
      message:
        '‘new.sqlite’ was saved by a newer version of this app. Reload to update, then restore it again. Nothing was changed.',
    });
  });

  it('refuses each bad file with its sentence, and keeps nothing', async () => {
    const { bytes } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));
    await ok(other.checkpoint(0, true));
    const keptBefore = kept.meta();

    const png = new Uint8Array(2048);
    png.set([0x89, 0x50, 0x4e, 0x47]);
    const otherApp = new SQL.Database();
    otherApp.exec(
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'hello')",
    );
    const damaged = bytes.slice();
    damaged.fill(0x5a, 8192 * 2, 8192 * 2 + 600);
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'photo.png',
        png,
        /^‘photo\.png’ is not a backup of these bills: it is not a SQLite database\./,
      ],
      [
        'bills.csv',
        new TextEncoder().encode('Contact,Total\nAcme,12.00\n'.repeat(100)),
        /^‘bills\.csv’ is not a backup/,
      ],
      ['notes.sqlite', otherApp.export(), /^‘notes\.sqlite’ is a SQLite database of another app/],
      ['short.sqlite', bytes.slice(0, bytes.length - 8192), /^‘short\.sqlite’ is cut short/],
      ['damaged.sqlite', damaged, /^‘damaged\.sqlite’ is damaged: SQLite’s check of it failed\./],
    ];
    for (const [name, file, sentence] of cases) {
      const result = await other.inspectBackup(file, name);
      expect(result.kind, name).toBe('refused');
      if (result.kind === 'refused') {
        expect(result.message).toMatch(sentence);
        expect(result.message).toMatch(/Nothing was changed\.$/);
      }
    }
    expect(await other.restoreBackup(5)).toMatchObject({ kind: 'error' });
    expect(kept.meta()).toEqual(keptBefore);
  });

  it('keeps the file as it was given and answers from it at once; another tab opens it without its backup tables', async () => {
    const { bytes, before } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));
    expect((await other.inspectBackup(bytes.slice(), 'b.sqlite')).kind).toBe('ready');
    await ok(other.restoreBackup(2));
    const file = parseMeta(kept.meta())?.file ?? '';
    const keptBytes = kept.files.get(file);
    expect(keptBytes && Buffer.from(keptBytes).equals(Buffer.from(bytes))).toBe(true);

    // The restoring tab opens what is kept again without reading the file: it is open already.
    const reads = vi.spyOn(kept.store, 'readFile');
    expect(await ok(other.open({ kind: 'stored', linkSize: null }))).toMatchObject({
      from: 'kept',
      mark: 2,
      count: 100,
    });
    expect(reads).not.toHaveBeenCalled();
    expect(await everything(other)).toEqual(before);

    const reopened = keptService(kept);
    await ok(reopened.open({ kind: 'stored', linkSize: null }));
    expect(await everything(reopened)).toEqual(before);
    // Its backup tables were dropped on opening: a backup of it writes them anew.
    const again = await ok(
      reopened.backup({
        savedAt: 'y',
        choice: sample,
        changes: [],
        views: undefined,
        settings: {},
      }),
    );
    const second = new SQL.Database(new Uint8Array(await (again.file as Blob).arrayBuffer()));
    expect(second.exec('SELECT count(*) FROM backup_change_log')[0]?.values).toEqual([[0]]);
  });

  it('reads the kept file again when the restored table was written to before it is opened', async () => {
    const { bytes } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: { kind: 'own' } }));
    expect((await other.inspectBackup(bytes, 'b.sqlite')).kind).toBe('ready');
    await ok(other.restoreBackup(2));
    // Logged after the mark, so the screen replays it on the table it opens: it must not be in
    // that table already, or it would be applied twice.
    await ok(other.applyChanges([{ kind: 'reference', id: 6, reference: 'AFTER' }]));
    const reads = vi.spyOn(kept.store, 'readFile');
    await ok(other.open({ kind: 'stored', linkSize: null }));
    expect(reads).toHaveBeenCalled();
    const row = (await everything(other)).find((r) => r[0] === 6);
    expect(row).toBeDefined();
    expect(row).not.toContain('AFTER');
  });

  it('Undo answers from the table it replaced, as it was', async () => {
    const { bytes } = await backedUp();
    const kept = fakeKeptStore();
    const other = keptService(kept);
    await ok(other.open({ kind: 'choose', choice: sample }));
    await ok(other.applyChanges([{ kind: 'reference', id: 3, reference: 'MINE-3' }]));
    const mine = await everything(other);
    await ok(other.checkpoint(0, true));
    expect((await other.inspectBackup(bytes, 'b.sqlite')).kind).toBe('ready');
    await ok(other.restoreBackup(2));
    expect(await everything(other)).not.toEqual(mine);
    await ok(other.undoRestore(sample, 4));
    expect(await everything(other)).toEqual(mine);
    expect(parseMeta(kept.meta())).toMatchObject({ mark: 4, invoices: 100 });
    const reopened = keptService(kept);
    await ok(reopened.open({ kind: 'stored', linkSize: null }));
    expect(await everything(reopened)).toEqual(mine);
  });
});
