import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/domain/invoice';
import type { Filter, InvoiceQuery } from '../../../src/domain/query';
import { ageingTotals, compileAgeing } from '../../../src/sql/plan/ageing';
import { compileGroups, toGroupTotals } from '../../../src/sql/plan/grouping';
import { readBillDetail } from '../../../src/sql/plan/billDetail';
import { compileSummary } from '../../../src/sql/plan/reads';
import { loadInvoices } from '../../../src/sql/io/load';
import { summarizeSelection } from '../../../src/sql/write/mutations';
import { paymentsOf, recordPayment, removePayments } from '../../../src/sql/write/payments';
import { replayChanges } from '../../../src/sql/write/replay';
import { rowVersion } from '../../../src/sql/write/versions';
import {
  unvoidBill,
  unvoidSince,
  voidBasedOn,
  voidBill,
  voidProblem,
} from '../../../src/sql/write/voids';
import { context, createDatabase, selectAll, today } from '../db';

function bill(id: number, status: Invoice['status'], total: number, paid: number, due: string) {
  return {
    id,
    invoiceId: `uuid-${id}`,
    number: `INV-${id}`,
    reference: `R-${id}`,
    contactName: id % 2 === 0 ? 'Acme' : 'Bolt',
    status,
    date: '2026-10-01',
    dueDate: due,
    amountDue: total,
    amountPaid: paid,
    notes: [],
  } satisfies Invoice;
}

/** Bill 1 and 2 awaiting, nothing paid; 3 a draft; 4 part paid; 5 paid; 6 overdue, unpaid. */
const bills = [
  bill(1, 'sent', 100_00, 0, '2026-12-01'),
  bill(2, 'viewed', 250_00, 0, '2026-11-01'),
  bill(3, 'draft', 40_00, 0, '2026-12-05'),
  bill(4, 'sent', 300_00, 100_00, '2026-11-10'),
  bill(5, 'paid', 70_00, 70_00, '2026-10-20'),
  bill(6, 'sent', 500_00, 0, '2026-07-01'),
];

function loaded(): Database {
  const db = createDatabase();
  loadInvoices(db, [bills], { today });
  return db;
}

function rows(db: Database, sql: string, params: (string | number)[] = []): unknown[][] {
  return selectAll(db, { sql, params });
}

const query = (filters: Filter[] = [], search = ''): Pick<InvoiceQuery, 'filters' | 'search'> => ({
  filters,
  search,
});

/** Footer: count, Paid, Amount due (compileSummary: from the running totals or the rows). */
const footer = (db: Database, filters: Filter[] = [], search = '') =>
  rows(db, compileSummary(query(filters, search), context).sql, [
    ...compileSummary(query(filters, search), context).params,
  ])[0];

describe('voiding a bill: input, then the rows', () => {
  it.each([
    { id: 1, problem: null, after: ['voided', 0, 0] },
    { id: 2, problem: null, after: ['voided', 0, 0] },
    { id: 3, problem: 'A draft is deleted, not voided', after: ['draft', 40_00, 0] },
    {
      id: 4,
      problem: 'This bill has payments or credits: remove them before voiding it',
      after: ['sent', 300_00, 100_00],
    },
    { id: 5, problem: 'Only a bill awaiting payment can be voided', after: ['paid', 70_00, 70_00] },
    { id: 99, problem: 'That bill no longer exists', after: undefined },
  ])('bill $id: $problem', ({ id, problem, after }) => {
    const db = loaded();
    expect(voidProblem(db, id)).toBe(problem);
    const done = voidBill(db, id);
    expect(done).toEqual(problem ? { ok: false, error: problem } : { ok: true });
    expect(
      rows(db, 'SELECT status, amount_due, amount_paid FROM invoices WHERE id = ?', [id])[0],
    ).toEqual(after);
    expect(rows(db, 'SELECT id, total, was FROM voided_bills')).toEqual(
      problem ? [] : [[id, bills[id - 1]?.amountDue, bills[id - 1]?.status]],
    );
  });

  it('is refused a second time, and Undo puts back the total and status it had', () => {
    const db = loaded();
    expect(voidBill(db, 2)).toEqual({ ok: true });
    expect(voidBill(db, 2)).toEqual({ ok: false, error: 'This bill is already voided' });
    expect(readBillDetail(db, 2)).toMatchObject({ status: 'voided', total: 250_00, paid: 0 });
    expect(unvoidBill(db, 2)).toBe(true);
    expect(unvoidBill(db, 2)).toBe(false);
    expect(rows(db, 'SELECT status, amount_due FROM invoices WHERE id = 2')).toEqual([
      ['viewed', 250_00],
    ]);
    expect(rows(db, 'SELECT count(*) FROM voided_bills')).toEqual([[0]]);
  });

  it('cannot be paid or credited once voided', () => {
    const db = loaded();
    voidBill(db, 1);
    const payment = { bill: 1, amount: 1_00, date: today, reference: '' };
    expect(recordPayment(db, payment)).toEqual({
      ok: false,
      error: 'A voided bill owes nothing and cannot be paid',
    });
    expect(recordPayment(db, { ...payment, kind: 'credit' })).toEqual({
      ok: false,
      error: 'A voided bill owes nothing and cannot be credited',
    });
  });
});

describe('a voided bill is in no sum', () => {
  /** Bills 1 (100.00, not yet due) and 6 (500.00, 143 days overdue) voided. */
  function voided(): Database {
    const db = loaded();
    voidBill(db, 1);
    voidBill(db, 6);
    return db;
  }

  it('the footer: counted as a row, its Paid and Amount due left out, from totals and from rows', () => {
    const db = voided();
    // Owed before: 100 + 250 + 40 + 200 + 0 + 500 = 1090.00; less 100 and 500.
    expect(footer(db)).toEqual([6, 170_00, 490_00]);
    // A search reads the rows themselves, not the running totals.
    expect(footer(db, [], 'R')).toEqual([6, 170_00, 490_00]);
    expect(footer(db, [{ column: 'status', operator: 'is', values: ['voided'] }])).toEqual([
      2, 0, 0,
    ]);
    // Acme: 2 (owes 250.00), 4 (paid 100.00, owes 200.00) and 6, voided.
    expect(footer(db, [{ column: 'from', operator: 'is', values: ['Acme'] }])).toEqual([
      3, 100_00, 450_00,
    ]);
  });

  it('the ageing: neither bill is in a bucket', () => {
    const db = voided();
    const ageing = (search: string) => {
      const compiled = compileAgeing(query([], search), context);
      return ageingTotals(selectAll(db, compiled));
    };
    const expected = [
      // Not yet due: 3 is a draft (owes 40.00, due 5 Dec); 1 voided.
      { count: 1, owed: 40_00 },
      // 1-30: 2 (due 1 Nov, 20 days), 4 (due 10 Nov, 11 days).
      { count: 2, owed: 450_00 },
      { count: 0, owed: 0 },
      { count: 0, owed: 0 },
      // Older than 90: 6 voided.
      { count: 0, owed: 0 },
    ];
    expect(ageing('')).toEqual(expected);
    expect(ageing('R')).toEqual(expected);
  });

  it('group subtotals: Voided is a group of its own owing nothing; From counts nothing for it', () => {
    const db = voided();
    const groups = (grouping: 'status' | 'from', search = '') =>
      toGroupTotals(
        selectAll(db, compileGroups(query([], search), grouping, context)) as (string | number)[][],
      );
    expect(groups('status')).toEqual([
      { key: 'draft', count: 1, paid: 0, due: 40_00 },
      { key: 'overdue', count: 2, paid: 100_00, due: 450_00 },
      { key: 'paid', count: 1, paid: 70_00, due: 0 },
      { key: 'voided', count: 2, paid: 0, due: 0 },
    ]);
    const byFrom = [
      { key: 'Acme', count: 3, paid: 100_00, due: 450_00 },
      { key: 'Bolt', count: 3, paid: 70_00, due: 40_00 },
    ];
    expect(groups('from')).toEqual(byFrom);
    expect(groups('from', 'R')).toEqual(byFrom);
  });

  it('the selected total, from the running totals and from the rows', () => {
    const db = voided();
    const all = { kind: 'matching' as const, query: { ...query(), sort: [] }, except: [] };
    expect(summarizeSelection(db, all, context)).toEqual({ count: 6, due: 490_00 });
    expect(summarizeSelection(db, { kind: 'ids', ids: [1, 2, 6] }, context)).toEqual({
      count: 3,
      due: 250_00,
    });
  });

  it('the running totals by status, contact and initials equal a count of the bills', () => {
    const db = voided();
    const visible = 'FROM invoices';
    expect(
      rows(
        db,
        'SELECT status, sum(invoices), sum(amount_due) FROM invoice_totals GROUP BY 1 HAVING sum(invoices) > 0 ORDER BY 1',
      ),
    ).toEqual(
      rows(db, `SELECT status, count(*), sum(amount_due) ${visible} GROUP BY 1 ORDER BY 1`),
    );
    expect(
      rows(
        db,
        'SELECT contact_name, status, sum(invoices), sum(amount_due) FROM invoice_contact_totals GROUP BY 1, 2 HAVING sum(invoices) > 0 ORDER BY 1, 2',
      ),
    ).toEqual(
      rows(
        db,
        `SELECT contact_name, status, count(*), sum(amount_due) ${visible} GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
    );
    expect(
      rows(db, "SELECT sum(amount_due) FROM invoice_initials WHERE status = 'voided'"),
    ).toEqual([[0]]);
  });
});

describe('a void based on a version', () => {
  it('is refused once the bill changed after it; its Undo too', () => {
    const db = loaded();
    const seen = rowVersion(db, 2);
    replayChangesSync(db, [{ kind: 'reference', id: 2, reference: 'Changed elsewhere' }]);
    expect(voidBasedOn(db, 2, seen)).toEqual({ kind: 'changed' });
    const voided = voidBasedOn(db, 2, rowVersion(db, 2));
    expect(voided.kind).toBe('saved');
    const at = voided.kind === 'saved' ? voided.version : 0;
    replayChangesSync(db, [{ kind: 'reference', id: 2, reference: 'Again' }]);
    expect(unvoidSince(db, 2, at)).toEqual({ kind: 'changed' });
    expect(rows(db, 'SELECT status FROM invoices WHERE id = 2')).toEqual([['voided']]);
  });
});

/** Replays synchronously enough for single-row changes (they never wait between steps). */
function replayChangesSync(db: Database, changes: Parameters<typeof replayChanges>[1]): void {
  void replayChanges(db, changes, context);
}

describe('credit notes: input, then the rows', () => {
  it.each([
    { bill: 4, amount: 50_00, status: 'sent', paid: 150_00, settled: null },
    { bill: 4, amount: 200_00, status: 'paid', paid: 300_00, settled: 'sent' },
    { bill: 2, amount: 250_00, status: 'paid', paid: 250_00, settled: 'viewed' },
  ])('$amount against bill $bill: $status', ({ bill: id, amount, status, paid, settled }) => {
    const db = loaded();
    const credit = { bill: id, amount, date: today, reference: 'CN-7', kind: 'credit' as const };
    expect(recordPayment(db, credit)).toMatchObject({ ok: true });
    expect(rows(db, 'SELECT status, amount_paid FROM invoices WHERE id = ?', [id])).toEqual([
      [status, paid],
    ]);
    expect(
      rows(db, 'SELECT bill, amount, reference, kind, settled_from FROM payments WHERE kind = ?', [
        'credit',
      ]),
    ).toEqual([[id, amount, 'CN-7', 'credit', settled]]);
    expect(paymentsOf(db, id).at(-1)).toMatchObject({ kind: 'credit', reference: 'CN-7' });
  });

  it.each([
    { bill: 4, amount: 200_01, error: 'Amount is more than is still owed' },
    { bill: 3, amount: 1_00, error: 'A draft cannot be credited: approve it first' },
    { bill: 5, amount: 1_00, error: 'This bill is already paid' },
  ])('refused against bill $bill: $error', ({ bill: id, amount, error }) => {
    const db = loaded();
    const before = rows(db, 'SELECT * FROM invoices ORDER BY id');
    const credit = { bill: id, amount, date: today, reference: '', kind: 'credit' as const };
    expect(recordPayment(db, credit)).toEqual({ ok: false, error });
    expect(rows(db, 'SELECT * FROM invoices ORDER BY id')).toEqual(before);
  });

  it('taken back (Undo), a bill credited in full owes again with the status it had', async () => {
    const db = loaded();
    const done = recordPayment(db, {
      bill: 2,
      amount: 250_00,
      date: today,
      reference: 'CN-1',
      kind: 'credit',
    });
    expect(done.ok).toBe(true);
    const id = done.ok ? done.id : 0;
    expect(await removePayments(db, id, 1)).toEqual([2]);
    expect(rows(db, 'SELECT status, amount_paid FROM invoices WHERE id = 2')).toEqual([
      ['viewed', 0],
    ]);
    expect(rows(db, 'SELECT count(*) FROM payments WHERE kind = ?', ['credit'])).toEqual([[0]]);
  });

  it('a credited bill cannot be voided', () => {
    const db = loaded();
    recordPayment(db, { bill: 1, amount: 10_00, date: today, reference: 'CN-2', kind: 'credit' });
    expect(voidProblem(db, 1)).toBe(
      'This bill has payments or credits: remove them before voiding it',
    );
  });
});

describe('voids and credits replayed from the log', () => {
  it('reach the same rows as the writes they repeat', async () => {
    const db = loaded();
    const applied = await replayChanges(
      db,
      [
        { kind: 'void', id: 1, total: 100_00 },
        { kind: 'credit', bill: 4, amount: 200_00, date: today, reference: 'CN-9' },
        { kind: 'void', id: 6, total: 500_00 },
        { kind: 'unvoid', id: 6 },
        // Refused as the write was: a draft is not voided.
        { kind: 'void', id: 3, total: 40_00 },
      ],
      context,
    );
    expect(applied).toBe(4);
    expect(
      rows(db, 'SELECT id, status, amount_due, amount_paid FROM invoices ORDER BY id'),
    ).toEqual([
      [1, 'voided', 0, 0],
      [2, 'viewed', 250_00, 0],
      [3, 'draft', 40_00, 0],
      [4, 'paid', 300_00, 300_00],
      [5, 'paid', 70_00, 70_00],
      [6, 'sent', 500_00, 0],
    ]);
    expect(
      rows(db, 'SELECT bill, reference, kind FROM payments WHERE bill = 4 ORDER BY id'),
    ).toEqual([
      [4, '', 'payment'],
      [4, 'CN-9', 'credit'],
    ]);
  });
});
