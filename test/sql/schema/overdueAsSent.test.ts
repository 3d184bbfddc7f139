import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/dates';
import type { Invoice } from '../../../src/domain/invoice';
import { storeOverdueAsSent } from '../../../src/sql/schema/overdueAsSent';
import { openSampleDatabase, today } from '../db';

/** A kept database from before: bill 1 stored overdue, 2 sent, 3 viewed, 4 paid. */
function bill(id: number, status: Invoice['status'], dueDays: number): Invoice {
  return {
    id,
    invoiceId: `k${id}`,
    number: `AP-${id}`,
    reference: `PO ${id}`,
    contactName: 'Kept Ltd',
    status,
    date: addDays(today, -40),
    dueDate: addDays(today, dueDays),
    amountDue: 10_000 * id,
    amountPaid: status === 'paid' ? 10_000 * id : 0,
    notes: [],
  };
}
const kept = [
  bill(1, 'overdue', -5),
  bill(2, 'sent', -5),
  bill(3, 'viewed', 3),
  bill(4, 'paid', -9),
];

const rows = (db: ReturnType<typeof openSampleDatabase>, sql: string) =>
  db.exec(sql)[0]?.values ?? [];

describe('storeOverdueAsSent: a kept database off the stored status overdue', () => {
  it('stores the overdue bill as sent, and moves its running totals with it', () => {
    const db = openSampleDatabase(kept);
    expect(rows(db, 'SELECT id, status FROM invoices ORDER BY id')).toEqual([
      [1, 'overdue'],
      [2, 'sent'],
      [3, 'viewed'],
      [4, 'paid'],
    ]);
    storeOverdueAsSent(db);
    expect(rows(db, 'SELECT id, status FROM invoices ORDER BY id')).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [3, 'viewed'],
      [4, 'paid'],
    ]);
    const due = addDays(today, -5);
    expect(
      rows(
        db,
        'SELECT status, due_date, invoices, amount_due FROM invoice_totals WHERE invoices > 0 ORDER BY 1, 2',
      ),
    ).toEqual([
      ['paid', addDays(today, -9), 1, 40_000],
      ['sent', due, 2, 30_000],
      ['viewed', addDays(today, 3), 1, 30_000],
    ]);
    expect(
      rows(
        db,
        'SELECT status, due_date, invoices FROM invoice_contact_totals WHERE invoices > 0 ORDER BY 2, 3',
      ),
    ).toEqual([
      ['paid', addDays(today, -9), 1],
      ['sent', due, 2],
      ['viewed', addDays(today, 3), 1],
    ]);
  });

  it('moves bills in the trash and a payment’s status to give back; a second run changes nothing', () => {
    const db = openSampleDatabase(kept);
    db.run('INSERT INTO trash SELECT 7, * FROM invoices WHERE id = 1');
    db.run(
      `INSERT INTO payments (bill, date, amount, reference, settled_from)
      VALUES (4, ?, 40000, 'BACS', 'overdue')`,
      [today],
    );
    storeOverdueAsSent(db);
    expect(rows(db, 'SELECT batch, id, status FROM trash')).toEqual([[7, 1, 'sent']]);
    expect(rows(db, "SELECT bill, settled_from FROM payments WHERE reference = 'BACS'")).toEqual([
      [4, 'sent'],
    ]);
    storeOverdueAsSent(db);
    expect(db.getRowsModified()).toBe(0);
    expect(rows(db, "SELECT count(*) FROM invoices WHERE status = 'overdue'")).toEqual([[0]]);
  });
});
