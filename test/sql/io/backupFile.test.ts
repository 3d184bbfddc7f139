import { describe, expect, it } from 'vitest';
import {
  backupSummary,
  dropBackupTables,
  quickCheckProblem,
  readBackupTables,
  sqliteHeaderProblem,
  writeBackupTables,
} from '../../../src/sql/io/backupFile';
import type { BackupContents } from '../../../src/domain/backup';
import { createDatabase, openDatabaseBytes, openSampleDatabase, sampleRecords } from '../db';

const contents: BackupContents = {
  savedAt: '2026-11-03T10:15:00.000Z',
  choice: { kind: 'own' },
  changes: [
    { key: 4, change: { kind: 'approve', ids: [2, 3], at: '2026-11-02T09:00:00.000Z' } },
    { key: 9, change: { kind: 'reference', id: 7, reference: 'KEPT-7' } },
  ],
  views: [{ id: 'all', label: 'All', snapshot: { filters: [] } }, { label: 'no id' }],
  settings: { 'invoice-table:export-all-fields': 'true' },
};

function tableRows(db: ReturnType<typeof createDatabase>, sql: string) {
  return db.exec(sql)[0]?.values ?? [];
}

describe('the tables a backup adds for the page’s part', () => {
  it('writes the change log, views, settings and when it was saved, as rows by name', () => {
    const db = createDatabase();
    writeBackupTables(db, contents);
    expect(tableRows(db, 'SELECT key, value FROM backup_info ORDER BY key')).toEqual([
      ['choice', '{"kind":"own"}'],
      ['saved_at', '2026-11-03T10:15:00.000Z'],
    ]);
    expect(tableRows(db, 'SELECT key, at, kind, change FROM backup_change_log')).toEqual([
      [
        4,
        '2026-11-02T09:00:00.000Z',
        'approve',
        '{"kind":"approve","ids":[2,3],"at":"2026-11-02T09:00:00.000Z"}',
      ],
      [9, null, 'reference', '{"kind":"reference","id":7,"reference":"KEPT-7"}'],
    ]);
    expect(tableRows(db, 'SELECT position, id, label, view FROM backup_saved_views')).toEqual([
      [0, 'all', 'All', '{"id":"all","label":"All","snapshot":{"filters":[]}}'],
      [1, null, 'no id', '{"label":"no id"}'],
    ]);
    expect(tableRows(db, 'SELECT key, value FROM backup_settings')).toEqual([
      ['invoice-table:export-all-fields', 'true'],
    ]);
  });

  it('reads back what it wrote, through an exported file', () => {
    const db = openSampleDatabase();
    writeBackupTables(db, contents);
    const copy = openDatabaseBytes(db.export());
    expect(readBackupTables(copy)).toEqual(contents);
  });

  it('drops every one of them, leaving the bills as they were', () => {
    const db = openSampleDatabase();
    const before = tableRows(
      db,
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name",
    );
    writeBackupTables(db, contents);
    dropBackupTables(db);
    expect(
      tableRows(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"),
    ).toEqual(before);
  });

  it('reads a file without them as holding no log, no views and no settings', () => {
    expect(readBackupTables(openSampleDatabase())).toEqual({
      savedAt: '',
      choice: undefined,
      changes: [],
      views: undefined,
      settings: {},
    });
  });
});

describe('what a backup holds', () => {
  it('counts the bills and sums what they still owe', () => {
    const records = sampleRecords();
    const owed = records.reduce((sum, r) => sum + Math.max(0, r.amountDue - r.amountPaid), 0);
    expect(backupSummary(openSampleDatabase(records), '2026-11-03T10:15:00.000Z')).toEqual({
      bills: 100,
      owed,
      savedAt: '2026-11-03T10:15:00.000Z',
    });
  });

  it('leaves out the bills a Delete hid', () => {
    const db = openSampleDatabase();
    db.exec('INSERT INTO hidden_invoices (id, batch, initials) VALUES (1, 1, 0), (2, 1, 0)');
    const [row] = tableRows(
      db,
      'SELECT sum(amount_due - amount_paid) FROM invoices WHERE id > 2 AND amount_due > amount_paid',
    );
    expect(backupSummary(db, null)).toEqual({ bills: 98, owed: row?.[0], savedAt: null });
  });
});

describe('a file checked before it is opened', () => {
  const good = openSampleDatabase().export();

  it('passes an exported database', () => {
    expect(sqliteHeaderProblem(good)).toBeNull();
  });

  it('refuses a PNG and a CSV as not SQLite', () => {
    const png = new Uint8Array(4096);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const csv = new TextEncoder().encode('Contact,Reference,Total\n'.repeat(50));
    expect(sqliteHeaderProblem(png)).toBe('not-sqlite');
    expect(sqliteHeaderProblem(csv)).toBe('not-sqlite');
    expect(sqliteHeaderProblem(new Uint8Array(10))).toBe('not-sqlite');
  });

  it('finds a file cut short, at a page boundary or within a page', () => {
    expect(sqliteHeaderProblem(good.slice(0, good.length - 8192))).toBe('truncated');
    expect(sqliteHeaderProblem(good.slice(0, good.length - 100))).toBe('truncated');
  });

  it('lets SQLite’s quick_check find a page written over', () => {
    const damaged = good.slice();
    // The second page onwards: a b-tree page of the invoices, its header and cells garbled.
    damaged.fill(0x5a, 8192 + 0, 8192 + 600);
    expect(quickCheckProblem(openDatabaseBytes(good))).toBeNull();
    expect(quickCheckProblem(openDatabaseBytes(damaged))).toBe('damaged');
  });
});
