import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageingBuckets } from '../../../src/domain/ageing';
import { addDays } from '../../../src/domain/dates';
import type { Filter } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { ageingTotals, compileAgeing } from '../../../src/sql/plan/ageing';
import { overdueSortReads } from '../../../src/sql/plan/overdueSort';
import { compileRows } from '../../../src/sql/plan/reads';
import { context, idsOf, openSampleDatabase, selectAll, today } from '../db';

/**
 * Bills on the edges of the aged payables buckets: due today (not yet due), 1, 30 | 31, 60 |
 * 61, 90 | 91 days ago, and tomorrow; each owing, and a paid twin that belongs nowhere.
 * Ids: owing 1-9, paid 11-19 (the same due dates).
 */
const daysAgo = [0, 1, 30, 31, 60, 61, 90, 91, -1];
function bill(id: number, days: number, paid: boolean): Invoice {
  return {
    id,
    invoiceId: `b${id}`,
    number: `INV-${id}`,
    reference: `R${id}`,
    contactName: 'Edge Ltd',
    status: paid ? 'paid' : days > 0 ? 'overdue' : 'sent',
    // Dated in reverse of their ids, so a sort by date is not a sort by id.
    date: addDays(today, -200 - id),
    dueDate: addDays(today, -days),
    amountDue: 1000 * id,
    amountPaid: paid ? 1000 * id : 100,
    notes: [],
  };
}
const records = [
  ...daysAgo.map((d, i) => bill(i + 1, d, false)),
  ...daysAgo.map((d, i) => bill(i + 11, d, true)),
];
const owed = (id: number) => 1000 * id - 100;

let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

describe('aged payables on the edges of each bucket', () => {
  it('due today is not yet due; 1 and 30 days are 1–30; 31, 60; 61, 90; 91 is older', () => {
    const totals = ageingTotals(selectAll(db, compileAgeing({ filters: [], search: '' }, context)));
    // Owing bills by bucket (ids): [1 today, 9 tomorrow], [2, 3], [4, 5], [6, 7], [8].
    const expected = [[1, 9], [2, 3], [4, 5], [6, 7], [8]].map((ids) => ({
      count: ids.length,
      owed: ids.reduce((sum, id) => sum + owed(id), 0),
    }));
    expect(totals).toEqual(expected);
  });

  const sql =
    'SELECT id, invoice_id, number, reference, contact_name, status, date, due_date, ' +
    'amount_due, amount_paid, notes FROM invoices WHERE id IN (SELECT id FROM invoices WHERE ';
  const cases: { bucket: number; where: string; params: string[]; ids: number[] }[] = [
    {
      bucket: 0,
      where: '(amount_due > amount_paid AND due_date > ?)',
      params: [addDays(today, -1)],
      ids: [1, 9],
    },
    {
      bucket: 1,
      where: '(amount_due > amount_paid AND due_date < ? AND due_date > ?)',
      params: [today, addDays(today, -31)],
      ids: [2, 3],
    },
    {
      bucket: 2,
      where: '(amount_due > amount_paid AND due_date < ? AND due_date > ?)',
      params: [addDays(today, -30), addDays(today, -61)],
      ids: [4, 5],
    },
    {
      bucket: 3,
      where: '(amount_due > amount_paid AND due_date < ? AND due_date > ?)',
      params: [addDays(today, -60), addDays(today, -91)],
      ids: [6, 7],
    },
    {
      bucket: 4,
      where: '(amount_due > amount_paid AND due_date < ?)',
      params: [addDays(today, -90)],
      ids: [8],
    },
  ];
  it.each(cases.map((c) => ({ ...c, label: ageingBuckets[c.bucket]?.label })))(
    '$label pressed, newest first: its window of ids found from the index of bills owing',
    ({ bucket, where, params, ids }) => {
      const filter = ageingBuckets[bucket]?.filter as Filter;
      const query = {
        filters: [filter],
        search: '',
        sort: [{ column: 'date' as const, desc: true }],
      };
      const compiled = compileRows(
        query,
        { offset: 0, limit: 20 },
        { ...context, searchPlan: 'index', sortDrives: false, deferred: true },
      );
      const order = ' ORDER BY date DESC, id DESC';
      expect(compiled.sql).toBe(`${sql}${where}${order} LIMIT ? OFFSET ?)${order}`);
      expect(compiled.params).toEqual([...params, 20, 0]);
      // Newest first is lowest id first here (dated in reverse of their ids).
      expect(idsOf(selectAll(db, compiled))).toEqual(ids);
    },
  );
});

describe('sorting by Overdue by: the overdue run by due date, the rest by id', () => {
  const columns =
    'SELECT id, invoice_id, number, reference, contact_name, status, date, due_date, ' +
    'amount_due, amount_paid, notes FROM invoices WHERE ';
  const overdue = '(amount_due > amount_paid AND due_date < ?)';
  // Overdue (owing, due before today): 2-8, most days first is 8, 7, ... 2.
  const cases = [
    {
      name: 'descending, first page: the overdue run, most days first, then the rest by id descending',
      desc: true,
      window: { offset: 0, limit: 10, total: 18 },
      sql: [
        `${columns}${overdue} ORDER BY due_date ASC, id DESC LIMIT ? OFFSET ?`,
        `${columns}NOT ${overdue} ORDER BY id DESC LIMIT ? OFFSET ?`,
      ],
      params: [
        [today, 7, 0],
        [today, 3, 0],
      ],
      ids: [8, 7, 6, 5, 4, 3, 2, 19, 18, 17],
    },
    {
      name: 'ascending, first page: the rest by id, then the overdue run, fewest days first',
      desc: false,
      window: { offset: 0, limit: 13, total: 18 },
      sql: [
        `${columns}NOT ${overdue} ORDER BY id ASC LIMIT ? OFFSET ?`,
        `${columns}${overdue} ORDER BY due_date DESC, id ASC LIMIT ? OFFSET ?`,
      ],
      params: [
        [today, 11, 0],
        [today, 2, 0],
      ],
      ids: [1, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 2, 3],
    },
    {
      name: 'ascending, last page: read from the end of the overdue run, reversed',
      desc: false,
      window: { offset: 15, limit: 5, total: 18 },
      sql: [`${columns}${overdue} ORDER BY due_date ASC, id DESC LIMIT ? OFFSET ?`],
      params: [[today, 3, 0]],
      ids: [6, 7, 8],
    },
  ];
  it.each(cases)('$name', ({ desc, window, sql, params, ids }) => {
    const query = { filters: [], search: '', sort: [{ column: 'overdueBy' as const, desc }] };
    const reads = overdueSortReads(query, window, 7, context);
    expect(reads.map((r) => r.sql)).toEqual(sql);
    expect(reads.map((r) => r.params)).toEqual(params);
    const rows = reads.flatMap((r) => {
      const found = selectAll(db, r);
      return r.reversed ? found.reverse() : found;
    });
    expect(idsOf(rows)).toEqual(ids);
  });
});
