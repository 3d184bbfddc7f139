import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/domain/invoice';
import {
  markPaid,
  paymentsOf,
  recordPayment,
  removePayments,
} from '../../../src/sql/write/payments';
import { deleteInvoices, restoreInvoices } from '../../../src/sql/write/trash';
import {
  context,
  createDatabase,
  openDatabaseBytes,
  openSampleDatabase,
  sampleRecords,
  today,
  unversion,
} from '../db';
import { loadInvoices, openStore } from '../../../src/sql/io/load';
import { replayChanges } from '../../../src/sql/write/replay';

function bill(id: number, status: Invoice['status'], due: number, paid: number) {
  return {
    id,
    invoiceId: `uuid-${id}`,
    number: `INV-${id}`,
    reference: `INV-${id}`,
    contactName: 'Acme',
    status,
    date: '2026-11-01',
    dueDate: '2026-11-30',
    amountDue: due,
    amountPaid: paid,
    notes: [],
  } satisfies Invoice;
}

function rows(db: Database, sql: string): unknown[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** Every bill, kept or in the trash, whose Paid is not the sum of its payments. */
function mismatches(db: Database): unknown[][] {
  return rows(
    db,
    `SELECT b.id, b.amount_paid, coalesce(sum(p.amount), 0) AS paid FROM
       (SELECT id, amount_paid FROM invoices UNION ALL SELECT id, amount_paid FROM trash) b
     LEFT JOIN payments p ON p.bill = b.id GROUP BY b.id HAVING b.amount_paid != paid`,
  );
}

/** Bills that owe nothing but are not Paid, or are Paid and owe something. */
function badStatus(db: Database): unknown[][] {
  return rows(
    db,
    `SELECT id FROM invoices WHERE (amount_paid = amount_due) != (status = 'paid')
     AND status != 'draft'`,
  );
}

function loaded(records: Invoice[]): Database {
  const db = createDatabase();
  loadInvoices(db, [records], { today });
  return db;
}

describe('sample payments', () => {
  it('are one or two per bill that paid something, summing to its Paid', () => {
    const db = openSampleDatabase(sampleRecords(500));
    expect(mismatches(db)).toEqual([]);
    const perBill = rows(
      db,
      `SELECT count(*) AS n FROM payments GROUP BY bill ORDER BY n DESC LIMIT 1`,
    );
    expect(perBill[0]?.[0]).toBe(2);
    expect(rows(db, `SELECT count(*) FROM payments WHERE date > '${today}'`)[0]?.[0]).toBe(0);
  });

  it.each([
    { name: 'paid bill, even id: one payment', input: bill(2, 'paid', 1000, 1000), out: [[1000]] },
    {
      name: 'paid bill, odd id: two payments',
      input: bill(3, 'paid', 1001, 1001),
      out: [[500], [501]],
    },
    { name: 'part paid: what it paid', input: bill(5, 'sent', 1000, 250), out: [[250]] },
    { name: 'nothing paid: none', input: bill(7, 'overdue', 1000, 0), out: [] },
    { name: 'draft: none', input: bill(9, 'draft', 1000, 0), out: [] },
  ])('$name', ({ input, out }) => {
    const db = loaded([input]);
    expect(rows(db, 'SELECT amount FROM payments ORDER BY date, id')).toEqual(out);
  });
});

describe('recordPayment', () => {
  it.each([
    {
      name: 'a part payment leaves it awaiting payment',
      input: bill(1, 'sent', 1000, 0),
      amount: 400,
      out: [['sent', 400]],
    },
    {
      name: 'paying the rest makes it Paid',
      input: bill(1, 'overdue', 1000, 600),
      amount: 400,
      out: [['paid', 1000]],
    },
  ])('$name', ({ input, amount, out }) => {
    const db = loaded([input]);
    const result = recordPayment(db, { bill: 1, amount, date: today, reference: 'BACS' });
    expect(result.ok).toBe(true);
    expect(rows(db, 'SELECT status, amount_paid FROM invoices')).toEqual(out);
    expect(mismatches(db)).toEqual([]);
  });

  it.each([
    { name: 'zero', input: bill(1, 'sent', 1000, 0), amount: 0, error: 'more than zero' },
    { name: 'negative', input: bill(1, 'sent', 1000, 0), amount: -5, error: 'more than zero' },
    { name: 'more than owed', input: bill(1, 'sent', 1000, 600), amount: 401, error: 'more than' },
    { name: 'a draft', input: bill(1, 'draft', 1000, 0), amount: 10, error: 'draft' },
    { name: 'already paid', input: bill(1, 'paid', 1000, 1000), amount: 1, error: 'already' },
  ])('refuses $name and writes nothing', ({ input, amount, error }) => {
    const db = loaded([input]);
    const before = rows(db, 'SELECT * FROM invoices');
    const result = recordPayment(db, { bill: 1, amount, date: today, reference: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
    expect(rows(db, 'SELECT * FROM invoices')).toEqual(before);
    expect(mismatches(db)).toEqual([]);
  });

  it('a part payment and then the rest turn it Paid; undoing the rest restores it', async () => {
    const db = loaded([bill(1, 'viewed', 1000, 0)]);
    recordPayment(db, { bill: 1, amount: 300, date: today, reference: '' });
    const rest = recordPayment(db, { bill: 1, amount: 700, date: today, reference: 'R2' });
    expect(rows(db, 'SELECT status, amount_paid FROM invoices')).toEqual([['paid', 1000]]);
    if (!rest.ok) throw new Error(rest.error);
    await removePayments(db, rest.id, 1);
    expect(rows(db, 'SELECT status, amount_paid FROM invoices')).toEqual([['viewed', 300]]);
    expect(paymentsOf(db, 1).map((p) => p.amount)).toEqual([300]);
  });
});

describe('markPaid', () => {
  it('pays in full only the bills awaiting payment, and Undo puts them back', async () => {
    const db = loaded([
      bill(1, 'draft', 1000, 0),
      bill(2, 'sent', 1000, 100),
      bill(3, 'overdue', 500, 0),
      bill(4, 'paid', 800, 800),
    ]);
    const before = rows(db, 'SELECT id, status, amount_paid FROM invoices ORDER BY id');
    const { ids, first } = await markPaid(db, { kind: 'ids', ids: [1, 2, 3, 4] }, today, context);
    expect(ids).toEqual([2, 3]);
    expect(rows(db, 'SELECT id, status, amount_paid FROM invoices ORDER BY id')).toEqual([
      [1, 'draft', 0],
      [2, 'paid', 1000],
      [3, 'paid', 500],
      [4, 'paid', 800],
    ]);
    expect(rows(db, `SELECT bill, amount FROM payments WHERE id >= ${first}`)).toEqual([
      [2, 900],
      [3, 500],
    ]);
    await removePayments(db, first, ids.length);
    expect(rows(db, 'SELECT id, status, amount_paid FROM invoices ORDER BY id')).toEqual(before);
  });

  it('Undo gives a bill deleted into the trash (a table kept from before) its status and Paid back', async () => {
    const db = loaded([bill(1, 'sent', 1000, 100), bill(2, 'overdue', 500, 0)]);
    const { ids, first } = await markPaid(db, { kind: 'ids', ids: [1, 2] }, today, context);
    expect(ids).toEqual([1, 2]);
    // Bill 2 deleted as deletions were kept before Delete hid its rows (trash.ts).
    db.exec(
      'INSERT INTO trash SELECT 1, * FROM invoices WHERE id = 2; DELETE FROM invoices WHERE id = 2',
    );
    await removePayments(db, first, ids.length);
    expect(rows(db, 'SELECT id, status, amount_paid FROM invoices')).toEqual([[1, 'sent', 100]]);
    expect(rows(db, 'SELECT id, status, amount_paid FROM trash')).toEqual([[2, 'overdue', 0]]);
    expect(mismatches(db)).toEqual([]);
  });
});

describe('Paid stays the sum of payments', () => {
  it('over random writes: payments, Mark as paid, Undo, delete and restore', async () => {
    const db = openSampleDatabase(sampleRecords(300));
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const undoable: { first: number; count: number }[] = [];
    const batches: number[] = [];
    for (let step = 0; step < 200; step += 1) {
      const roll = random(6);
      if (roll === 0 || roll === 1) {
        const id = 1 + random(300);
        const owed = rows(db, `SELECT amount_due - amount_paid FROM invoices WHERE id = ${id}`);
        const max = Number(owed[0]?.[0] ?? 1);
        const amount = 1 + random(Math.max(1, max));
        const result = recordPayment(db, { bill: id, amount, date: today, reference: '' });
        if (result.ok) undoable.push({ first: result.id, count: 1 });
      } else if (roll === 2) {
        const ids = Array.from({ length: 20 }, () => 1 + random(300));
        const paid = await markPaid(db, { kind: 'ids', ids }, today, context);
        undoable.push({ first: paid.first, count: paid.ids.length });
      } else if (roll === 3 && undoable.length > 0) {
        const last = undoable.pop();
        if (last && last.count > 0) await removePayments(db, last.first, last.count);
      } else if (roll === 4) {
        const batch = 100 + step;
        await deleteInvoices(db, { kind: 'ids', ids: [1 + random(300)] }, batch, context);
        batches.push(batch);
      } else if (batches.length > 0) {
        await restoreInvoices(db, batches.pop() ?? 0);
      }
      expect(mismatches(db)).toEqual([]);
      expect(badStatus(db)).toEqual([]);
    }
  });
});

describe('replaying payments from the journal', () => {
  it('gives the same bills and payments as the writes made them', async () => {
    const made = openSampleDatabase();
    const awaiting = "SELECT id FROM invoices WHERE status IN ('sent','viewed','overdue') LIMIT 1";
    const bill = Number(rows(made, awaiting)[0]?.[0]);
    const part = recordPayment(made, { bill, amount: 100, date: today, reference: 'A' });
    const bulk = await markPaid(
      made,
      { kind: 'ids', ids: [1, 2, 3, 4, 5, 6, 7, 8] },
      today,
      context,
    );
    await removePayments(made, bulk.first, bulk.ids.length);
    const again = await markPaid(made, { kind: 'ids', ids: [9, 10, 11] }, today, context);
    const replayed = openSampleDatabase();
    await replayChanges(
      replayed,
      [
        { kind: 'payment', bill, amount: 100, date: today, reference: 'A' },
        { kind: 'markPaid', ids: bulk.ids, date: today },
        { kind: 'unpay', first: bulk.first, count: bulk.ids.length },
        { kind: 'markPaid', ids: again.ids, date: today },
      ],
      context,
    );
    expect(part.ok).toBe(true);
    expect(bulk.ids.length).toBeGreaterThan(0);
    const state = 'SELECT * FROM invoices ORDER BY id';
    expect(rows(replayed, state)).toEqual(rows(made, state));
    const payments = 'SELECT * FROM payments ORDER BY id';
    expect(rows(replayed, payments)).toEqual(rows(made, payments));
  });
});

describe('a table kept before payments were rows', () => {
  it('gets its payments when opened, summing to each Paid', () => {
    const old = openSampleDatabase(sampleRecords(200));
    old.exec('DROP TABLE payments');
    unversion(old);
    const reopened = openDatabaseBytes(old.export());
    openStore(reopened);
    expect(rows(reopened, 'SELECT count(*) > 0 FROM payments')).toEqual([[1]]);
    expect(mismatches(reopened)).toEqual([]);
    expect(
      rows(reopened, "SELECT count(*) FROM sqlite_schema WHERE name = 'payments_bill'"),
    ).toEqual([[1]]);
  });
});
