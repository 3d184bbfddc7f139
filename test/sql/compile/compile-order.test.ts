import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileOrderBy, compilePage, compileRows } from '../../../src/sql/plan/reads';
import type { Filter, InvoiceQuery, SortKey } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { context, idsOf, openSampleDatabase, sampleRecords, selectAll, today } from '../db';

const select =
  'SELECT id, invoice_id, number, reference, contact_name, status, date, due_date, amount_due, amount_paid, notes FROM invoices';
const newestFirst: SortKey[] = [{ column: 'date', desc: true }];
const records = sampleRecords();
const awaiting = ['sent', 'viewed', 'overdue'];

/** Independent of the compiler: date descending, then id descending. */
function byNewest(a: Invoice, b: Invoice): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

const owed = (r: Invoice) => r.amountDue - r.amountPaid;
/** The status a bill shows today: awaiting payment and due before today is Overdue. */
const shown = (r: Invoice) =>
  awaiting.includes(r.status) && r.dueDate < today
    ? 'overdue'
    : r.status === 'overdue'
      ? 'sent'
      : r.status;
/** Days overdue, or -1 (sorting before every day count, as SQL's NULL does) when not overdue. */
const overdue = (r: Invoice) =>
  owed(r) > 0 && r.dueDate < today
    ? Math.round((Date.parse(today) - Date.parse(r.dueDate)) / 86_400_000)
    : -1;

let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

describe('compileOrderBy', () => {
  it.each([
    { name: 'no keys: id ascending', sort: [], reversed: false, sql: 'ORDER BY id ASC' },
    {
      name: 'newest first',
      sort: newestFirst,
      reversed: false,
      sql: 'ORDER BY date DESC, id DESC',
    },
    {
      name: 'several keys: id follows the last key',
      sort: [
        { column: 'from', desc: false },
        { column: 'due', desc: true },
      ],
      reversed: false,
      sql: 'ORDER BY contact_name ASC, (amount_due - amount_paid) DESC, id DESC',
    },
    {
      name: 'total is the stored total',
      sort: [{ column: 'total', desc: false }],
      reversed: false,
      sql: 'ORDER BY amount_due ASC, id ASC',
    },
    {
      name: 'last key ascending',
      sort: [
        { column: 'from', desc: true },
        { column: 'dueDate', desc: false },
      ],
      reversed: false,
      sql: 'ORDER BY contact_name DESC, due_date ASC, id ASC',
    },
    {
      name: 'reversed flips every key',
      sort: [
        { column: 'from', desc: false },
        { column: 'due', desc: true },
      ],
      reversed: true,
      sql: 'ORDER BY contact_name DESC, (amount_due - amount_paid) ASC, id ASC',
    },
  ] satisfies { name: string; sort: SortKey[]; reversed: boolean; sql: string }[])(
    '$name',
    ({ sort, reversed, sql }) => {
      expect(compileOrderBy(sort, context, reversed)).toEqual({ sql, params: [] });
    },
  );

  it('status: as shown, Overdue from the due date and today (a parameter)', () => {
    expect(compileOrderBy([{ column: 'status', desc: true }], context)).toEqual({
      sql:
        "ORDER BY (CASE WHEN status IN ('sent', 'viewed', 'overdue') AND due_date < ?\n" +
        "  THEN 'overdue' WHEN status = 'overdue' THEN 'sent' ELSE status END) DESC, id DESC",
      params: [today],
    });
  });

  it('overdue by: the days since the due date of a bill still owing, today as parameters', () => {
    expect(compileOrderBy([{ column: 'overdueBy', desc: true }], context)).toEqual({
      sql:
        'ORDER BY CASE WHEN amount_due > amount_paid AND due_date < ? THEN ' +
        'CAST(julianday(?) - julianday(due_date) AS INTEGER) END DESC, id DESC',
      params: [today, today],
    });
  });

  it.each([
    {
      name: 'status, then amount due descending',
      sort: [
        { column: 'status', desc: false },
        { column: 'due', desc: true },
      ],
      compare: (a: Invoice, b: Invoice) =>
        cmp(shown(a), shown(b)) || cmp(owed(b), owed(a)) || b.id - a.id,
    },
    {
      name: 'total ascending',
      sort: [{ column: 'total', desc: false }],
      compare: (a: Invoice, b: Invoice) => cmp(a.amountDue, b.amountDue) || a.id - b.id,
    },
    {
      name: 'overdue by ascending: bills not overdue first, then the fewest days',
      sort: [{ column: 'overdueBy', desc: false }],
      compare: (a: Invoice, b: Invoice) => cmp(overdue(a), overdue(b)) || a.id - b.id,
    },
    {
      name: 'overdue by descending: the most days first',
      sort: [{ column: 'overdueBy', desc: true }],
      compare: (a: Invoice, b: Invoice) => cmp(overdue(b), overdue(a)) || b.id - a.id,
    },
    {
      name: 'From descending, then date',
      sort: [
        { column: 'from', desc: true },
        { column: 'date', desc: false },
      ],
      compare: (a: Invoice, b: Invoice) =>
        cmp(b.contactName, a.contactName) || cmp(a.date, b.date) || a.id - b.id,
    },
    {
      name: 'notes',
      sort: [{ column: 'notes', desc: false }],
      compare: (a: Invoice, b: Invoice) =>
        cmp(a.notes.join('\n'), b.notes.join('\n')) || a.id - b.id,
    },
  ] satisfies {
    name: string;
    sort: SortKey[];
    compare: (a: Invoice, b: Invoice) => number;
  }[])('sorts every row by $name', ({ sort, compare }) => {
    const rows = selectAll(
      db,
      compileRows({ filters: [], search: '', sort }, { offset: 0, limit: 100 }, context),
    );
    expect(idsOf(rows)).toEqual([...records].sort(compare).map((r) => r.id));
  });
});

const query = (page: InvoiceQuery['page'], filters: Filter[] = []): InvoiceQuery => ({
  filters,
  search: '',
  sort: newestFirst,
  page,
});

describe('compilePage and compileRows', () => {
  it.each([
    {
      name: 'first page',
      compiled: compilePage(query({ index: 0, size: 20 }), { today, total: 100 }),
      sql: `${select} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      params: [20, 0],
      reversed: false,
    },
    {
      name: 'second page of drafts',
      compiled: compilePage(
        query({ index: 1, size: 10 }, [{ column: 'status', operator: 'is', values: ['draft'] }]),
        { today },
      ),
      sql: `${select} WHERE status IN (?) ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      params: ['draft', 10, 10],
      reversed: false,
    },
    {
      name: 'exactly half way is read forwards',
      compiled: compilePage(query({ index: 2, size: 20 }), { today, total: 80 }),
      sql: `${select} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      params: [20, 40],
      reversed: false,
    },
    {
      name: 'without a total the last page is read forwards',
      compiled: compilePage(query({ index: 4, size: 20 }), { today }),
      sql: `${select} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      params: [20, 80],
      reversed: false,
    },
    {
      name: 'last page is read from the end',
      compiled: compilePage(query({ index: 4, size: 20 }), { today, total: 100 }),
      sql: `${select} ORDER BY date ASC, id ASC LIMIT ? OFFSET ?`,
      params: [20, 0],
      reversed: true,
    },
    {
      name: 'a short last page reads only what is left',
      compiled: compilePage(query({ index: 4, size: 20 }), { today, total: 95 }),
      sql: `${select} ORDER BY date ASC, id ASC LIMIT ? OFFSET ?`,
      params: [15, 0],
      reversed: true,
    },
    {
      name: 'a window past half way counts its offset from the end',
      compiled: compileRows(
        query({ index: 0, size: 20 }),
        { offset: 60, limit: 25, total: 100 },
        context,
      ),
      sql: `${select} ORDER BY date ASC, id ASC LIMIT ? OFFSET ?`,
      params: [25, 15],
      reversed: true,
    },
    {
      name: 'a window past the end reads nothing',
      compiled: compileRows(
        query({ index: 0, size: 20 }),
        { offset: 100, limit: 20, total: 100 },
        context,
      ),
      sql: `${select} ORDER BY date ASC, id ASC LIMIT ? OFFSET ?`,
      params: [0, 0],
      reversed: true,
    },
  ])('$name', ({ compiled, sql, params, reversed }) => {
    expect(compiled).toEqual({ sql, params, reversed });
  });

  it.each([
    { offset: 0, limit: 20 },
    { offset: 40, limit: 20 },
    { offset: 60, limit: 25 },
    { offset: 80, limit: 20 },
    { offset: 90, limit: 20 },
    { offset: 99, limit: 1 },
    { offset: 100, limit: 20 },
  ])('rows from $offset (limit $limit) are the same read either way', ({ offset, limit }) => {
    const expected = [...records].sort(byNewest).slice(offset, offset + limit);
    const compiled = compileRows(
      query({ index: 0, size: 20 }),
      { offset, limit, total: 100 },
      context,
    );
    const rows = selectAll(db, compiled);
    if (compiled.reversed) rows.reverse();
    expect(idsOf(rows)).toEqual(expected.map((r) => r.id));
  });

  it('the last page of a filtered list equals the tail of the filtered rows', () => {
    const filters: Filter[] = [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }];
    const expected = records.filter((r) => awaiting.includes(r.status)).sort(byNewest);
    const lastIndex = Math.ceil(expected.length / 10) - 1;
    expect(lastIndex).toBeGreaterThan(1);
    const compiled = compilePage(query({ index: lastIndex, size: 10 }, filters), {
      today,
      total: expected.length,
    });
    expect(compiled.reversed).toBe(true);
    const rows = selectAll(db, compiled).reverse();
    expect(idsOf(rows)).toEqual(expected.slice(lastIndex * 10).map((r) => r.id));
  });
});
