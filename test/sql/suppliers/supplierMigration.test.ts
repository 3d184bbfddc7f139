import type { Database, SqlValue } from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/domain/invoice';
import { loadInvoices } from '../../../src/sql/io/load';
import { migrate, readDatabaseVersion } from '../../../src/sql/schema/migrations';
import {
  countSuppliers,
  supplierTablesSql,
  supplierTriggersSql,
} from '../../../src/sql/suppliers/supplierTotals';
import { hideChunk } from '../../../src/sql/write/hidden';
import { recordPayment } from '../../../src/sql/write/payments';
import { voidBill } from '../../../src/sql/write/voids';
import { asVersion12 } from '../../../bench/migrate/olderVersions';
import { createDatabase, sampleRecords, today } from '../db';

/**
 * Migration 13 counts the suppliers' dates and terms in one pass (`countDatedOnce`) where it
 * used to group the bills twice in SQL (`countSuppliers` with no `where`, still what an import
 * runs over its own bills). The migration must give exactly the rows, values and types the
 * GROUP BYs give: each database below is taken back to version 12 and migrated, then counted
 * again the old way, and the three tables compared whole.
 */

const tablesSql = {
  supplier_totals: `SELECT contact_name, typeof(contact_name), status, invoices, amount_paid,
    amount_due FROM supplier_totals ORDER BY contact_name, status`,
  supplier_dates: `SELECT contact_name, typeof(contact_name), date, typeof(date), bills,
    typeof(bills) FROM supplier_dates ORDER BY contact_name, date`,
  supplier_terms: `SELECT contact_name, typeof(contact_name), days, typeof(days), bills,
    typeof(bills) FROM supplier_terms ORDER BY contact_name, days`,
};

function tables(db: Database): Record<string, SqlValue[][]> {
  return Object.fromEntries(
    Object.entries(tablesSql).map(([name, sql]) => [name, db.exec(sql)[0]?.values ?? []]),
  );
}

/** Migrates `db` from version 12 (step 13) and counts it again the old way: both tables. */
function migratedAndOld(db: Database) {
  asVersion12(db);
  expect(migrate(db, { today }).ran.map((step) => step.number)).toEqual([13]);
  const migrated = tables(db);
  asVersion12(db);
  db.exec(supplierTablesSql);
  countSuppliers(db, null);
  db.exec(supplierTriggersSql);
  return { migrated, old: tables(db) };
}

let next = 0;
function bill(
  contactName: string,
  status: Invoice['status'],
  date: string,
  dueDate: string,
  amountDue = 1000,
  amountPaid = 0,
): Invoice {
  next += 1;
  const number = `B-${next}`;
  const base = { id: next, invoiceId: `id-${next}`, number, reference: number, notes: [] };
  return { ...base, contactName, status, date, dueDate, amountDue, amountPaid };
}

const nfc = 'Émile Fournier SARL';
const nfd = nfc.normalize('NFD');

/** Bills whose grouping is easy to get wrong, by the ids the test acts on. */
const edgeBills = [
  // Ties in usual terms: two at 14 days, two at 30.
  bill('Acme Ltd', 'sent', '2026-10-01', '2026-10-15'),
  bill('Acme Ltd', 'paid', '2026-10-01', '2026-10-31', 500, 500),
  bill('Acme Ltd', 'viewed', '2026-11-01', '2026-11-15'),
  bill('Acme Ltd', 'draft', '2026-11-01', '2026-12-01'),
  // Names SQLite keeps apart (binary): case, a trailing space, NFC against NFD.
  bill('acme ltd', 'sent', '2026-10-01', '2026-10-15'),
  bill('Acme Ltd ', 'sent', '2026-10-01', '2026-10-15'),
  bill(nfc, 'sent', '2026-05-01', '2026-05-31'),
  bill(nfd, 'sent', '2026-05-01', '2026-05-31'),
  // No due date (an import then takes the bill's date: 0 days), due before the date, a leap day,
  // a year's terms.
  bill('Globex', 'sent', '2026-09-01', '2026-09-01'),
  bill('Globex', 'sent', '2026-09-10', '2026-09-01'),
  bill('Globex', 'paid', '2024-02-29', '2024-03-31', 700, 700),
  bill('Globex', 'sent', '2025-11-21', '2026-11-21'),
  // 13: voided (counted in the totals, not in dates or terms); 14: the contact's only bill,
  // voided; 15: part paid, then a credit note; 16: 7 days, hidden by a Delete; 17: the
  // contact's only bill, hidden.
  bill('Initech', 'sent', '2026-08-01', '2026-08-31', 4000),
  bill('Voided Only', 'sent', '2026-08-01', '2026-08-31', 3000),
  bill('Initech', 'sent', '2026-08-01', '2026-08-31', 6000, 1000),
  bill('Initech', 'sent', '2026-08-02', '2026-08-09', 2000),
  bill('Hooli', 'sent', '2026-11-01', '2026-11-10', 9999),
];

function edgeDatabase(): Database {
  const db = createDatabase();
  loadInvoices(db, [edgeBills], { today });
  expect(voidBill(db, 13)).toEqual({ ok: true });
  expect(voidBill(db, 14)).toEqual({ ok: true });
  const credit = { bill: 15, amount: 500, date: today, reference: 'CN-1', kind: 'credit' as const };
  expect(recordPayment(db, credit).ok).toBe(true);
  expect(hideChunk(db, [16, 17], 1)).toEqual([16, 17]);
  return db;
}

describe('migration 13 counts as the GROUP BYs did', () => {
  it('on bills chosen for their edge cases', () => {
    const db = edgeDatabase();
    const { migrated, old } = migratedAndOld(db);
    expect(migrated).toEqual(old);
    // The cases are there: names apart, 0 and negative days, the voided and hidden left out.
    const dates = migrated.supplier_dates ?? [];
    const terms = migrated.supplier_terms ?? [];
    expect(dates.filter(([name]) => name === nfc || name === nfd)).toHaveLength(2);
    expect(terms.filter(([name]) => name === 'Globex').map((row) => row[2])).toEqual([
      -9, 0, 31, 365,
    ]);
    expect(terms.filter(([name]) => name === 'Acme Ltd').map((row) => [row[2], row[4]])).toEqual([
      [14, 2],
      [30, 2],
    ]);
    // Initech: 13 voided, 16 (7 days) hidden: the part-paid and credited bill's 30 days alone.
    expect(terms.filter(([name]) => name === 'Initech').map((row) => [row[2], row[4]])).toEqual([
      [30, 1],
    ]);
    expect(dates.some(([name]) => name === 'Voided Only' || name === 'Hooli')).toBe(false);
    expect(migrated.supplier_totals?.some(([name]) => name === 'Voided Only')).toBe(true);
    db.close();
  });

  it('on the sample, with bills voided and hidden', () => {
    const db = createDatabase();
    loadInvoices(db, [sampleRecords(3000)], { today });
    const awaiting = (db.exec(
      `SELECT id FROM invoices WHERE status IN ('sent', 'viewed') AND amount_paid = 0
        AND id NOT IN (SELECT bill FROM payments) ORDER BY id LIMIT 40`,
    )[0]?.values ?? []) as number[][];
    for (const [id] of awaiting) expect(voidBill(db, Number(id))).toEqual({ ok: true });
    expect(hideChunk(db, [1, 2, 3, 500, 2999], 1)).toHaveLength(5);
    const { migrated, old } = migratedAndOld(db);
    expect(migrated.supplier_dates?.length).toBeGreaterThan(1000);
    expect(migrated).toEqual(old);
    db.close();
  });

  it('leaves a From stored as a blob to the GROUP BYs, which key it as before', () => {
    const db = edgeDatabase();
    db.run(
      `INSERT INTO invoices (id, invoice_id, number, reference, contact_name, status, date,
        due_date, amount_due, amount_paid, notes) VALUES
        (100, 'x', 'B-100', 'B-100', ?, 'sent', '2026-10-01', '2026-10-31', 100, 0, ''),
        (101, 'y', 'B-101', 'B-101', ?, 'sent', '2026-10-01', '2026-10-15', 100, 0, '')`,
      [new TextEncoder().encode('Acme Ltd'), new TextEncoder().encode('Acme Ltd')],
    );
    const { migrated, old } = migratedAndOld(db);
    expect(migrated).toEqual(old);
    expect(migrated.supplier_dates?.filter((row) => row[1] === 'blob')).toHaveLength(1);
    db.close();
  });

  it('refuses a date that is not one, as it did, and writes nothing', () => {
    const db = edgeDatabase();
    // Version 12 had no triggers to refuse it (today's refuse it as the migration does).
    asVersion12(db);
    db.run("UPDATE invoices SET date = 'soon' WHERE id = 1");
    expect(() => migrate(db, { today })).toThrow(/NOT NULL/);
    expect(readDatabaseVersion(db).version).toBe(12);
    expect(db.exec("SELECT name FROM sqlite_schema WHERE name LIKE 'supplier%'")).toEqual([]);
    db.exec(supplierTablesSql);
    expect(() => countSuppliers(db, null)).toThrow(/NOT NULL/);
    db.close();
  });
});
