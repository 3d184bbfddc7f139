import type { Database, SqlValue } from 'sql.js';
import { describe, expect, it } from 'vitest';
import {
  applicationId,
  DatabaseVersionError,
  migrate,
  migrations,
  readDatabaseVersion,
  schemaVersion,
} from '../../../src/sql/schema/migrations';
import { createDatabase, openSampleDatabase, sampleRecords, unversion } from '../db';

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** A database as the build of e7eb92a kept it: invoices, trash and search, nothing since. */
function keptBeforeVersions(): Database {
  const db = createDatabase();
  db.exec(`CREATE TABLE invoices (id INTEGER PRIMARY KEY, invoice_id TEXT NOT NULL,
    number TEXT NOT NULL, reference TEXT NOT NULL, contact_name TEXT NOT NULL,
    status TEXT NOT NULL, date TEXT NOT NULL, due_date TEXT NOT NULL,
    amount_due INTEGER NOT NULL, amount_paid INTEGER NOT NULL, notes TEXT NOT NULL);
  INSERT INTO invoices VALUES
    (1, 'a', 'INV-1', 'R1', 'Acme', 'paid', '2026-10-01', '2026-10-31', 1000, 1000, ''),
    (2, 'b', 'INV-2', 'R2', 'Acme', 'sent', '2026-10-02', '2026-11-01', 500, 200, ''),
    (3, 'c', 'INV-3', 'R3', 'Bolt', 'draft', '2026-10-03', '2026-11-02', 700, 0, '');`);
  return db;
}

const today = '2026-11-21';

describe('versions', () => {
  it('reads a database kept before versions as version 0 of this app', () => {
    expect(readDatabaseVersion(keptBeforeVersions())).toEqual({
      applicationId: 0,
      version: 0,
      applied: [],
      hasInvoices: true,
    });
  });

  it('marks a database made fresh with this app’s id and every step', () => {
    const db = openSampleDatabase(sampleRecords(10));
    expect(readDatabaseVersion(db)).toEqual({
      applicationId,
      version: schemaVersion,
      applied: migrations.map((step) => step.number),
      hasInvoices: true,
    });
    expect(migrate(db).ran).toEqual([]);
  });

  it('numbers the steps 1, 2, 3… with the last one the schema version', () => {
    expect(migrations.map((step) => step.number)).toEqual(
      Array.from({ length: migrations.length }, (_, i) => i + 1),
    );
    expect(schemaVersion).toBe(migrations.length);
  });

  it('runs every step on a database kept before versions, recording each', () => {
    const db = keptBeforeVersions();
    const result = migrate(db, { today });
    expect([result.from, result.to]).toEqual([0, schemaVersion]);
    expect(rows(db, 'SELECT number, name FROM schema_migrations ORDER BY number')).toEqual(
      migrations.map((step) => [step.number, step.name]),
    );
    expect(rows(db, 'PRAGMA application_id')).toEqual([[applicationId]]);
    expect(rows(db, 'PRAGMA user_version')).toEqual([[schemaVersion]]);
  });

  it('refuses a newer database and writes nothing to it', () => {
    const db = openSampleDatabase(sampleRecords(10));
    db.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    const before = db.export();
    expect(() => migrate(db)).toThrow(
      'These bills were saved by a newer version of this app. Reload to update.',
    );
    expect(db.export()).toEqual(before);
  });

  it('refuses, as newer, a database with a step this build does not know', () => {
    const db = openSampleDatabase(sampleRecords(10));
    const older = migrations.slice(0, -1);
    const error: unknown = (() => {
      try {
        migrate(db, { known: older });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DatabaseVersionError);
    expect((error as DatabaseVersionError).kind).toBe('newer');
  });

  it('refuses another app’s database', () => {
    const other = createDatabase();
    other.exec('CREATE TABLE notes (body TEXT); PRAGMA application_id = 7');
    expect(() => migrate(other)).toThrow(DatabaseVersionError);
    const bare = createDatabase();
    bare.exec('CREATE TABLE notes (body TEXT)');
    expect(() => migrate(bare)).toThrow('This file is not a database of this app’s bills.');
  });

  it('applies only the steps after a database’s version', () => {
    const db = keptBeforeVersions();
    migrate(db, { today, known: migrations.slice(0, 3) });
    expect(rows(db, 'PRAGMA user_version')).toEqual([[3]]);
    const ran = migrate(db, { today }).ran.map((step) => step.number);
    expect(ran).toEqual(migrations.slice(3).map((step) => step.number));
  });

  it('leaves the database as it was when a step fails', () => {
    const db = keptBeforeVersions();
    const failing = [
      ...migrations,
      { number: schemaVersion + 1, name: 'broken', up: 'CREATE TABLE invoices (x)' },
    ];
    expect(() => migrate(db, { today, known: failing })).toThrow();
    expect(readDatabaseVersion(db)).toEqual({
      applicationId: 0,
      version: 0,
      applied: [],
      hasInvoices: true,
    });
    expect(rows(db, "SELECT name FROM sqlite_schema WHERE name = 'payments'")).toEqual([]);
  });
});

/** Runs step `number` alone on `db`. */
function runStep(db: Database, number: number): void {
  const step = migrations.find((s) => s.number === number);
  if (!step) throw new Error(`No step ${number}`);
  if (typeof step.up === 'string') db.exec(step.up);
  else step.up(db, { today });
}

describe('each step: rows before, rows after', () => {
  it('1 payments as rows: a payment per bill that paid something, dated its due date', () => {
    const db = keptBeforeVersions();
    runStep(db, 1);
    expect(rows(db, 'SELECT bill, date, amount, reference, settled_from FROM payments')).toEqual([
      [1, '2026-10-31', 500, '', null],
      [2, '2026-11-01', 200, '', null],
      [1, '2026-10-01', 500, '', null],
    ]);
    runStep(db, 1);
    expect(rows(db, 'SELECT count(*) FROM payments')).toEqual([[3]]);
  });

  it('2 initials column: every invoice has it, NULL', () => {
    const db = keptBeforeVersions();
    runStep(db, 2);
    runStep(db, 2);
    expect(rows(db, 'SELECT id, initials FROM invoices')).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('3 bill lines, 4 hidden invoices, 6 row versions, 7 import records: empty tables', () => {
    const db = keptBeforeVersions();
    for (const n of [3, 4, 6, 7, 3, 4, 6, 7]) runStep(db, n);
    for (const table of ['bill_lines', 'hidden_invoices', 'row_versions', 'bill_imports']) {
      expect(rows(db, `SELECT count(*) FROM ${table}`)).toEqual([[0]]);
    }
    expect(rows(db, 'SELECT count(*) FROM invoices')).toEqual([[3]]);
  });

  it('5 contact totals: counted from the invoices, then kept by triggers', () => {
    const db = keptBeforeVersions();
    runStep(db, 5);
    runStep(db, 5);
    const totals = 'SELECT * FROM invoice_contact_totals ORDER BY contact_name, status';
    expect(rows(db, totals)).toEqual([
      ['Acme', 'paid', '2026-10-31', 1, 1000, 1000],
      ['Acme', 'sent', '2026-11-01', 1, 200, 500],
      ['Bolt', 'draft', '2026-11-02', 1, 0, 700],
    ]);
    db.exec("UPDATE invoices SET status = 'sent' WHERE id = 3");
    expect(rows(db, totals)).toEqual([
      ['Acme', 'paid', '2026-10-31', 1, 1000, 1000],
      ['Acme', 'sent', '2026-11-01', 1, 200, 500],
      ['Bolt', 'draft', '2026-11-02', 0, 0, 0],
      ['Bolt', 'sent', '2026-11-02', 1, 0, 700],
    ]);
  });

  it('9 overdue stored as sent: the bill, its copy in the trash and a payment’s way back', () => {
    const db = keptBeforeVersions();
    runStep(db, 1);
    db.exec(`INSERT INTO invoices VALUES
      (4, 'd', 'INV-4', 'R4', 'Bolt', 'overdue', '2026-09-01', '2026-10-01', 900, 0, '');
    CREATE TABLE trash AS SELECT * FROM invoices WHERE id = 4;
    UPDATE trash SET id = 5;
    INSERT INTO payments (bill, date, amount, reference, settled_from)
      VALUES (1, '2026-10-20', 500, 'final', 'overdue');`);
    runStep(db, 9);
    runStep(db, 9);
    expect(rows(db, 'SELECT id, status, due_date FROM invoices ORDER BY id')).toEqual([
      [1, 'paid', '2026-10-31'],
      [2, 'sent', '2026-11-01'],
      [3, 'draft', '2026-11-02'],
      [4, 'sent', '2026-10-01'],
    ]);
    expect(rows(db, 'SELECT id, status FROM trash')).toEqual([[5, 'sent']]);
    expect(rows(db, 'SELECT bill, settled_from FROM payments ORDER BY id')).toEqual([
      [1, null],
      [2, null],
      [1, null],
      [1, 'sent'],
    ]);
  });

  it('11 status and date index covers due dates: built again with them, its figures widened', () => {
    const db = openSampleDatabase(sampleRecords(30));
    db.exec(`DROP INDEX invoices_status_date;
      CREATE INDEX invoices_status_date ON invoices(status, date);
      DELETE FROM sqlite_stat1 WHERE idx = 'invoices_status_date';
      INSERT INTO sqlite_stat1 VALUES ('invoices', 'invoices_status_date', '30 6 1');`);
    const overdueNewest = `SELECT id FROM invoices INDEXED BY invoices_status_date
      WHERE status IN ('sent', 'viewed') AND due_date < '${today}' ORDER BY date DESC, id DESC`;
    const before = rows(db, overdueNewest);
    runStep(db, 11);
    runStep(db, 11);
    expect(rows(db, "SELECT stat FROM sqlite_stat1 WHERE idx = 'invoices_status_date'")).toEqual([
      ['30 6 1 1 1'],
    ]);
    expect(
      rows(db, "SELECT sql FROM sqlite_schema WHERE name = 'invoices_status_date'")[0]?.[0],
    ).toContain('status, date, id, due_date');
    expect(rows(db, overdueNewest)).toEqual(before);
  });

  it('a sample unversioned by hand migrates without changing its rows', () => {
    const db = openSampleDatabase(sampleRecords(50));
    const before = rows(db, 'SELECT * FROM invoices ORDER BY id');
    const payments = rows(db, 'SELECT * FROM payments ORDER BY id');
    unversion(db);
    migrate(db, { today });
    expect(rows(db, 'SELECT * FROM invoices ORDER BY id')).toEqual(before);
    expect(rows(db, 'SELECT * FROM payments ORDER BY id')).toEqual(payments);
  });
});
