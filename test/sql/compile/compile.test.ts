import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRows, compileSummary, compileWhere } from '../../../src/sql/plan/reads';
import type { SearchPlan } from '../../../src/sql/compile/types';
import type { Filter, SortKey } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { addDays } from '../../../src/domain/dates';
import { builtInViews } from '../../../src/domain/views';
import { context, idsOf, openSampleDatabase, sampleRecords, selectAll, today } from '../db';

const match = 'id IN (SELECT docid FROM invoice_search WHERE invoice_search MATCH ?)';
/** Whole days from one ISO date to another, counted without the code under test. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const newestFirst: SortKey[] = [{ column: 'date', desc: true }];
const searchPlans: SearchPlan[] = ['index', 'scan'];

const records = sampleRecords();
const [nameA, nameB] = [...new Set(records.map((r) => r.contactName))];
const awaiting = ['sent', 'viewed', 'overdue'];
const overdueView = builtInViews.find((v) => v.id === 'overdue')?.filters ?? [];

/** Independent of the compiler: date descending, then id descending. */
function byNewest(a: Invoice, b: Invoice): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

interface WhereCase {
  name: string;
  filters: Filter[];
  search?: string;
  sql: string;
  params: (string | number)[];
  keep: (r: Invoice) => boolean;
  /**
   * Where the footer comes from: the running totals (status and due-date filters only), the
   * rows, or the full-text index driving a join (a search), with its own SQL and parameters.
   */
  summary: 'totals' | 'rows' | { sql: string; params: (string | number)[] };
}

const matchJoin = 'FROM invoice_search s CROSS JOIN invoices i ON i.id = s.docid';

const whereCases: WhereCase[] = [
  { name: 'no filters', filters: [], sql: '', params: [], keep: () => true, summary: 'totals' },
  {
    name: 'status is draft',
    filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
    sql: 'WHERE status IN (?)',
    params: ['draft'],
    keep: (r) => r.status === 'draft',
    summary: 'totals',
  },
  {
    name: 'status is awaiting-payment expands to sent, viewed, overdue',
    filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
    sql: 'WHERE status IN (?, ?, ?)',
    params: ['sent', 'viewed', 'overdue'],
    keep: (r) => awaiting.includes(r.status),
    summary: 'totals',
  },
  {
    name: 'status is not draft or paid: every status that can show sent, viewed or overdue',
    filters: [{ column: 'status', operator: 'isNot', values: ['draft', 'paid'] }],
    sql: 'WHERE status IN (?, ?, ?, ?)',
    params: ['sent', 'viewed', 'overdue', 'voided'],
    keep: (r) => r.status !== 'draft' && r.status !== 'paid',
    summary: 'totals',
  },
  {
    name: 'status is not awaiting-payment or sent: the overlap is listed once',
    filters: [{ column: 'status', operator: 'isNot', values: ['awaiting-payment', 'sent'] }],
    sql: 'WHERE status IN (?, ?, ?)',
    params: ['draft', 'paid', 'voided'],
    keep: (r) => r.status === 'draft' || r.status === 'paid',
    summary: 'totals',
  },
  {
    name: 'from is two contacts',
    filters: [{ column: 'from', operator: 'is', values: [nameA ?? '', nameB ?? ''] }],
    sql: 'WHERE contact_name IN (?, ?)',
    params: [nameA ?? '', nameB ?? ''],
    keep: (r) => r.contactName === nameA || r.contactName === nameB,
    summary: 'rows',
  },
  {
    name: 'date before a date',
    filters: [{ column: 'date', operator: 'before', value: '2026-06-01' }],
    sql: 'WHERE date < ?',
    params: ['2026-06-01'],
    keep: (r) => r.date < '2026-06-01',
    summary: 'rows',
  },
  {
    name: 'date after a date',
    filters: [{ column: 'date', operator: 'after', value: '2026-10-01' }],
    sql: 'WHERE date > ?',
    params: ['2026-10-01'],
    keep: (r) => r.date > '2026-10-01',
    summary: 'rows',
  },
  {
    name: 'due date before today resolves today from the context',
    filters: [{ column: 'dueDate', operator: 'before', value: 'today' }],
    sql: 'WHERE due_date < ?',
    params: [today],
    keep: (r) => r.dueDate < today,
    summary: 'totals',
  },
  {
    name: 'paid greater than £3,000 (in pence)',
    filters: [{ column: 'paid', operator: 'greaterThan', value: 300_000 }],
    sql: 'WHERE amount_paid > ?',
    params: [300_000],
    keep: (r) => r.amountPaid > 300_000,
    summary: 'rows',
  },
  {
    name: 'due within the next 30 days: today and the 29 days after, as a token resolved now',
    filters: [{ column: 'dueDate', operator: 'within', value: 'next30Days' }],
    sql: 'WHERE (due_date > ? AND due_date < ?)',
    params: [addDays(today, -1), addDays(today, 30)],
    keep: (r) => r.dueDate >= today && r.dueDate <= addDays(today, 29),
    summary: 'totals',
  },
  {
    name: 'dated within the last 30 days: today and the 29 days before',
    filters: [{ column: 'date', operator: 'within', value: 'last30Days' }],
    sql: 'WHERE (date > ? AND date < ?)',
    params: [addDays(today, -30), addDays(today, 1)],
    keep: (r) => r.date >= addDays(today, -29) && r.date <= today,
    summary: 'rows',
  },
  {
    name: 'dated this month (today is 21 Nov 2026: 1 to 30 November)',
    filters: [{ column: 'date', operator: 'within', value: 'thisMonth' }],
    sql: 'WHERE (date > ? AND date < ?)',
    params: ['2026-10-31', '2026-12-01'],
    keep: (r) => r.date >= '2026-11-01' && r.date <= '2026-11-30',
    summary: 'rows',
  },
  {
    name: 'dated this week (Saturday 21 Nov 2026: Monday 16 to Sunday 22)',
    filters: [{ column: 'date', operator: 'within', value: 'thisWeek' }],
    sql: 'WHERE (date > ? AND date < ?)',
    params: ['2026-11-15', '2026-11-23'],
    keep: (r) => r.date >= '2026-11-16' && r.date <= '2026-11-22',
    summary: 'rows',
  },
  {
    name: 'total less than £2,000 (in pence)',
    filters: [{ column: 'total', operator: 'lessThan', value: 200_000 }],
    sql: 'WHERE amount_due < ?',
    params: [200_000],
    keep: (r) => r.amountDue < 200_000,
    summary: 'rows',
  },
  {
    name: 'amount due (what is still owed: total less paid) less than £2,000',
    filters: [{ column: 'due', operator: 'lessThan', value: 200_000 }],
    sql: 'WHERE (amount_due - amount_paid) < ?',
    params: [200_000],
    keep: (r) => r.amountDue - r.amountPaid < 200_000,
    summary: 'rows',
  },
  {
    name: 'amount due greater than £0: every bill with something still owed',
    filters: [{ column: 'due', operator: 'greaterThan', value: 0 }],
    sql: 'WHERE (amount_due - amount_paid) > ?',
    params: [0],
    keep: (r) => r.amountPaid < r.amountDue,
    summary: 'rows',
  },
  {
    name: 'overdue by more than 30 days: owes something, due before 30 days ago',
    filters: [{ column: 'overdueBy', operator: 'greaterThan', value: 30 }],
    sql: 'WHERE (amount_due > amount_paid AND due_date < ?)',
    params: [addDays(today, -30)],
    keep: (r) => r.amountPaid < r.amountDue && daysBetween(r.dueDate, today) > 30,
    summary: 'totals',
  },
  {
    name: 'overdue by less than 40 days: owes something, due in the 39 days before today',
    filters: [{ column: 'overdueBy', operator: 'lessThan', value: 40 }],
    sql: 'WHERE (amount_due > amount_paid AND due_date < ? AND due_date > ?)',
    params: [today, addDays(today, -40)],
    keep: (r) => {
      const days = daysBetween(r.dueDate, today);
      return r.amountPaid < r.amountDue && days > 0 && days < 40;
    },
    summary: 'totals',
  },
  {
    name: 'search INV-04 is a phrase whose words are prefixes',
    filters: [],
    search: 'INV-04',
    sql: `WHERE ${match}`,
    params: ['"inv* 04*"'],
    keep: (r) => r.id >= 40 && r.id <= 49,
    summary: { sql: `${matchJoin} WHERE invoice_search MATCH ?`, params: ['"inv* 04*"'] },
  },
  {
    name: 'search terms are ANDed',
    filters: [],
    search: '  inv-04   INV-041 ',
    sql: `WHERE ${match}`,
    params: ['"inv* 04*" "inv* 041*"'],
    keep: (r) => r.id === 41,
    summary: {
      sql: `${matchJoin} WHERE invoice_search MATCH ?`,
      params: ['"inv* 04*" "inv* 041*"'],
    },
  },
  {
    name: 'the Overdue view',
    filters: overdueView,
    sql: 'WHERE status IN (?, ?, ?) AND due_date < ?',
    params: ['sent', 'viewed', 'overdue', today],
    keep: (r) => awaiting.includes(r.status) && r.dueDate < today,
    summary: 'totals',
  },
  {
    name: 'status is overdue: awaiting payment and due before today, read from the due date',
    filters: [{ column: 'status', operator: 'is', values: ['overdue'] }],
    sql: 'WHERE (status IN (?, ?, ?) AND due_date < ?)',
    params: ['sent', 'viewed', 'overdue', today],
    keep: (r) => awaiting.includes(r.status) && r.dueDate < today,
    summary: 'totals',
  },
  {
    name: 'status is sent: stored sent and not yet past due',
    filters: [{ column: 'status', operator: 'is', values: ['sent'] }],
    sql: 'WHERE (status IN (?, ?) AND due_date > ?)',
    params: ['sent', 'overdue', addDays(today, -1)],
    keep: (r) => r.status === 'sent' && r.dueDate >= today,
    summary: 'totals',
  },
  {
    name: 'status is draft or overdue: the awaiting statuses only when past due',
    filters: [{ column: 'status', operator: 'is', values: ['draft', 'overdue'] }],
    sql: 'WHERE (status IN (?, ?, ?, ?) AND NOT (status IN (?, ?, ?) AND due_date > ?))',
    params: ['draft', 'sent', 'viewed', 'overdue', 'sent', 'viewed', 'overdue', addDays(today, -1)],
    keep: (r) => r.status === 'draft' || (awaiting.includes(r.status) && r.dueDate < today),
    summary: 'totals',
  },
  {
    name: 'status is not overdue: the awaiting statuses only when not past due',
    filters: [{ column: 'status', operator: 'isNot', values: ['overdue'] }],
    sql: 'WHERE (status IN (?, ?, ?, ?, ?, ?) AND NOT (status IN (?, ?, ?) AND due_date < ?))',
    params: [
      'draft',
      'sent',
      'viewed',
      'overdue',
      'paid',
      'voided',
      'sent',
      'viewed',
      'overdue',
      today,
    ],
    keep: (r) => !(awaiting.includes(r.status) && r.dueDate < today),
    summary: 'totals',
  },
  {
    name: 'a filter and a search',
    filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
    search: 'inv-0',
    sql: `WHERE status IN (?) AND ${match}`,
    params: ['draft', '"inv* 0*"'],
    keep: (r) => r.status === 'draft' && r.id < 100,
    summary: {
      sql: `${matchJoin} WHERE invoice_search MATCH ? AND status IN (?)`,
      params: ['"inv* 0*"', 'draft'],
    },
  },
];

let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

describe('compileWhere', () => {
  it.each(whereCases)('$name', ({ filters, search = '', sql, params }) => {
    expect(compileWhere({ filters, search }, context)).toEqual({ sql, params });
  });

  it('folds case and accents and drops punctuation in search', () => {
    expect(compileWhere({ filters: [], search: 'Émile MÜLLER-Lüdenscheid' }, context)).toEqual({
      sql: `WHERE ${match}`,
      params: ['"emile*" "muller* ludenscheid*"'],
    });
  });

  it.each(whereCases.flatMap((c) => searchPlans.map((searchPlan) => ({ ...c, searchPlan }))))(
    '$name: runs and returns the matching rows (search plan $searchPlan)',
    ({ filters, search = '', keep, searchPlan }) => {
      const expected = records.filter(keep).sort(byNewest);
      if (filters.length > 0 || search !== '') expect(expected.length).toBeLessThan(records.length);
      expect(expected.length).toBeGreaterThan(0);
      const page = compileRows(
        { filters, search, sort: newestFirst },
        { offset: 0, limit: 100 },
        { ...context, searchPlan },
      );
      expect(idsOf(selectAll(db, page))).toEqual(expected.map((r) => r.id));
    },
  );

  it.each(whereCases)('$name: the summary counts and sums the matching rows', (c) => {
    const summary = compileSummary({ filters: c.filters, search: c.search ?? '' }, context);
    const sums = 'coalesce(sum(amount_paid), 0), coalesce(sum((amount_due - amount_paid)), 0)';
    const head = {
      totals: `SELECT coalesce(sum(invoices), 0), ${sums} FROM invoice_totals`,
      rows: `SELECT count(*), ${sums} FROM invoices`,
    };
    expect(summary).toEqual(
      typeof c.summary === 'string'
        ? { sql: [head[c.summary], c.sql].filter(Boolean).join(' '), params: c.params }
        : { sql: `SELECT count(*), ${sums} ${c.summary.sql}`, params: c.summary.params },
    );
    const kept = records.filter(c.keep);
    expect(selectAll(db, summary)).toEqual([
      [
        kept.length,
        kept.reduce((s, r) => s + r.amountPaid, 0),
        kept.reduce((s, r) => s + r.amountDue - r.amountPaid, 0),
      ],
    ]);
  });
});
