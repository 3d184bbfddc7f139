import { readFileSync } from 'node:fs';
import type { Database, SqlValue } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/sql/io/load';
import { registerSearchFunctions } from '../../../src/sql/schema/functions';
import { migrations } from '../../../src/sql/schema/migrations';
import { statusCheckSql } from '../../../src/sql/schema/voidsAndCredits';
import { readBillDetail } from '../../../src/sql/plan/billDetail';
import { unvoidBill, voidBill } from '../../../src/sql/write/voids';
import { createDatabase, openDatabaseBytes, today } from '../db';

/**
 * Migration 12 (voided status and credit notes), on the fixture of the schema it starts from
 * (kept-v11.sqlite, made by the build that shipped 11), and the fixture its own build made
 * (kept-v12.sqlite: a bill voided, a credit note, reopened by today's code).
 */

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

function fixture(name: string): Database {
  const bytes = readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));
  const db = openDatabaseBytes(new Uint8Array(bytes));
  // integrity_check reads the search index through its view, which calls search_body().
  registerSearchFunctions(db);
  return db;
}

const step12 = migrations.find((step) => step.number === 12);
function runStep12(db: Database): void {
  if (!step12 || typeof step12.up === 'string') throw new Error('No step 12');
  step12.up(db, { today });
}

const invoicesSql = (db: Database) =>
  rows(db, "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'invoices'")[0]?.[0];

describe('12 voided status and credit notes, on kept-v11.sqlite', () => {
  it('widens the Status CHECK in place, rows, pages and integrity as they were', () => {
    const db = fixture('kept-v11.sqlite');
    const before = rows(db, 'SELECT * FROM invoices ORDER BY id');
    const payments = rows(
      db,
      'SELECT id, bill, date, amount, reference, settled_from FROM payments ORDER BY id',
    );
    const pages = rows(db, 'PRAGMA page_count');
    expect(invoicesSql(db)).not.toContain('voided');
    expect(rows(db, 'PRAGMA integrity_check')).toEqual([['ok']]);
    db.exec('BEGIN');
    runStep12(db);
    runStep12(db);
    db.exec('COMMIT');
    expect(invoicesSql(db)).toContain(statusCheckSql);
    expect(rows(db, 'PRAGMA integrity_check')).toEqual([['ok']]);
    expect(rows(db, 'SELECT * FROM invoices ORDER BY id')).toEqual(before);
    // No table was rebuilt: the same pages, less the two small tables' one each.
    expect(Number(rows(db, 'PRAGMA page_count')[0]?.[0])).toBeLessThanOrEqual(
      Number(pages[0]?.[0]) + 1,
    );
    expect(
      rows(db, 'SELECT id, bill, date, amount, reference, settled_from FROM payments ORDER BY id'),
    ).toEqual(payments);
    expect(rows(db, "SELECT count(*) FROM payments WHERE kind <> 'payment'")).toEqual([[0]]);
    expect(rows(db, 'SELECT count(*) FROM voided_bills')).toEqual([[0]]);
  });

  it('then takes a voided bill and a credit note, and refuses a status that is none', () => {
    const db = fixture('kept-v11.sqlite');
    openStore(db, { today });
    const sent = Number(rows(db, "SELECT min(id) FROM invoices WHERE status = 'sent'")[0]?.[0]);
    db.run('DELETE FROM payments WHERE bill = ?', [sent]);
    db.run('UPDATE invoices SET amount_paid = 0 WHERE id = ?', [sent]);
    expect(voidBill(db, sent)).toEqual({ ok: true });
    expect(() => db.run("UPDATE invoices SET status = 'lost' WHERE id = ?", [sent])).toThrow(
      /CHECK constraint failed/,
    );
    expect(unvoidBill(db, sent)).toBe(true);
    expect(rows(db, 'PRAGMA integrity_check')).toEqual([['ok']]);
  });

  it('leaves a table whose CHECK reads otherwise (kept before versions: none) as it is', () => {
    const db = createDatabase();
    db.exec(`CREATE TABLE invoices (id INTEGER PRIMARY KEY, status TEXT NOT NULL);
      CREATE TABLE payments (id INTEGER PRIMARY KEY, bill INTEGER NOT NULL);`);
    const sql = invoicesSql(db);
    runStep12(db);
    expect(invoicesSql(db)).toBe(sql);
    expect(rows(db, "SELECT name FROM pragma_table_info('payments') WHERE name = 'kind'")).toEqual([
      ['kind'],
    ]);
  });
});

describe('kept-v12.sqlite, made by the build that ships 12', () => {
  it('keeps its voided bill out of every total, its total set aside, and its credit note', () => {
    const db = fixture('kept-v12.sqlite');
    openStore(db, { today });
    expect(rows(db, 'SELECT id, total, was FROM voided_bills')).toEqual([[27, 150_019, 'sent']]);
    expect(rows(db, 'SELECT status, amount_due, amount_paid FROM invoices WHERE id = 27')).toEqual([
      ['voided', 0, 0],
    ]);
    expect(readBillDetail(db, 27)).toMatchObject({ status: 'voided', total: 150_019 });
    expect(
      rows(db, "SELECT sum(invoices), sum(amount_due) FROM invoice_totals WHERE status = 'voided'"),
    ).toEqual([[1, 0]]);
    expect(rows(db, "SELECT bill, amount, reference FROM payments WHERE kind = 'credit'")).toEqual([
      [4, 10_000, 'CN-KEPT'],
    ]);
    expect(readBillDetail(db, 4)?.payments.at(-1)).toMatchObject({
      kind: 'credit',
      reference: 'CN-KEPT',
    });
    // Undo of its void, after a reopen: the total comes back.
    expect(unvoidBill(db, 27)).toBe(true);
    expect(rows(db, 'SELECT status, amount_due FROM invoices WHERE id = 27')).toEqual([
      ['sent', 150_019],
    ]);
  });
});
