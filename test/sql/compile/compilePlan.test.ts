import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, compileConditions } from '../../../src/sql/compile/compile';
import { rowsPlan } from '../../../src/sql/plan/reads';
import type { Condition, Plan, SqlValue } from '../../../src/sql/compile/types';
import { context, openSampleDatabase, sampleRecords, selectAll } from '../db';

const records = sampleRecords();
const invoices = { kind: 'table', table: 'invoices' } as const;
const totalsTable = { kind: 'table', table: 'invoice_totals' } as const;
const attack = "'; DROP TABLE invoices; --";
/** What a search tested row by row reads (compile.ts, scanMatch). */
/** Reference with the bill's number after it where they differ (columns.ts). */
const reference =
  "(CASE WHEN number = reference THEN reference ELSE reference || ' ' || number END)";
const text = `(contact_name || ' ' || ${reference} || ' ' || notes)`;
const pastAscii =
  'length(contact_name) + length(reference) + length(number) + length(notes) <> ' +
  'octet_length(contact_name) + octet_length(reference) + octet_length(number) + octet_length(notes)';

const draft: Condition = {
  kind: 'in',
  column: 'status',
  values: ['draft'],
  negated: false,
  indexed: true,
};
const inv04 = [['inv', '04']];

let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

interface PlanCase {
  name: string;
  plan: Plan;
  sql: string;
  params: SqlValue[];
  /** What the statement returns on the 100-invoice sample, from the records alone. */
  rows: unknown[][];
}

const count = (keep: (r: (typeof records)[number]) => boolean) => records.filter(keep).length;
const dueOf = (keep: (r: (typeof records)[number]) => boolean) =>
  records.filter(keep).reduce((sum, r) => sum + r.amountDue, 0);
const isDraft = (r: (typeof records)[number]) => r.status === 'draft';
const idsWhere = (keep: (r: (typeof records)[number]) => boolean) =>
  records.filter(keep).map((r) => [r.id]);

const planCases: PlanCase[] = [
  {
    name: 'a table, no conditions, no order',
    plan: { kind: 'rows', columns: ['id'], source: invoices, where: [], order: [] },
    sql: 'SELECT id FROM invoices',
    params: [],
    rows: records.map((r) => [r.id]),
  },
  {
    name: 'IN writes a placeholder per value; NOT IN when negated',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: invoices,
      where: [
        { kind: 'in', column: 'status', values: ['paid', 'sent'], negated: true, indexed: true },
      ],
      order: [{ column: 'id', desc: false }],
    },
    sql: 'SELECT id FROM invoices WHERE status NOT IN (?, ?) ORDER BY id ASC',
    params: ['paid', 'sent'],
    rows: idsWhere((r) => r.status !== 'paid' && r.status !== 'sent'),
  },
  {
    name: 'a column not to be looked up in an index is written +column',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: invoices,
      where: [
        { kind: 'compare', column: 'amount_due', operator: '<', value: 200_000, indexed: false },
      ],
      order: [{ column: 'id', desc: true }],
    },
    sql: 'SELECT id FROM invoices WHERE +amount_due < ? ORDER BY id DESC',
    params: [200_000],
    rows: idsWhere((r) => r.amountDue < 200_000).reverse(),
  },
  {
    name: 'ids go as one JSON parameter, however many',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: invoices,
      where: [{ kind: 'ids', ids: [3, 1, 2], negated: false }],
      order: [{ column: 'id', desc: false }],
    },
    sql: 'SELECT id FROM invoices WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id ASC',
    params: ['[3,1,2]'],
    rows: [[1], [2], [3]],
  },
  {
    name: 'a search as the ids the full-text index finds',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: invoices,
      where: [{ kind: 'match', terms: inv04, joined: false }],
      order: [{ column: 'id', desc: false }],
    },
    sql: 'SELECT id FROM invoices WHERE id IN (SELECT docid FROM invoice_search WHERE invoice_search MATCH ?) ORDER BY id ASC',
    params: ['"inv* 04*"'],
    rows: [40, 41, 42, 43, 44, 45, 46, 47, 48, 49].map((id) => [id]),
  },
  {
    name: 'a search driving the read: the index joined to the invoices, through an index',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: { kind: 'searchJoin', indexedBy: 'invoices_status_date' },
      where: [{ kind: 'match', terms: inv04, joined: true }, draft],
      order: [{ column: 'id', desc: false }],
    },
    sql: 'SELECT id FROM invoice_search s CROSS JOIN invoices i INDEXED BY invoices_status_date ON i.id = s.docid WHERE invoice_search MATCH ? AND status IN (?) ORDER BY id ASC',
    params: ['"inv* 04*"', 'draft'],
    rows: idsWhere((r) => r.id >= 40 && r.id <= 49 && isDraft(r)),
  },
  {
    name: 'a search tested row by row, and a window',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: { kind: 'table', table: 'invoices', indexedBy: 'invoices_date' },
      where: [{ kind: 'scanMatch', terms: [['inv'], ['04']] }],
      order: [{ column: 'id', desc: false }],
      window: { offset: 2, limit: 3 },
    },
    sql:
      'SELECT id FROM invoices INDEXED BY invoices_date WHERE (' +
      [
        `(${pastAscii} OR ${text} LIKE ?)`,
        `(${pastAscii} OR ${text} LIKE ?)`,
        `(${pastAscii} OR ' ' || ${text} GLOB ?)`,
        `(${pastAscii} OR ' ' || ${text} GLOB ?)`,
        `(NOT (${pastAscii}) OR search_matches(contact_name, ${reference}, notes, ?))`,
      ].join(' AND ') +
      ') ORDER BY id ASC LIMIT ? OFFSET ?',
    params: ['%inv%', '%04%', '*[^a-zA-Z0-9][iI][nN][vV]*', '*[^a-zA-Z0-9]04*', 'inv|04', 3, 2],
    rows: [[42], [43], [44]],
  },
  {
    name: 'a capped read: the first rows in order, each marked, then the kept ones',
    plan: {
      kind: 'rows',
      columns: ['id', 'status'],
      source: invoices,
      where: [{ kind: 'compare', column: 'id', operator: '>', value: 90, indexed: true }],
      order: [{ column: 'id', desc: false }],
      window: { offset: 0, limit: 20 },
      capped: { rows: 5, tested: [{ ...draft, indexed: false }] },
    },
    sql: 'SELECT id, status FROM (SELECT id, status, CASE WHEN +status IN (?) THEN 1 ELSE 0 END AS keep FROM invoices WHERE id > ? ORDER BY id ASC LIMIT ?) WHERE keep LIMIT ? OFFSET ?',
    params: ['draft', 90, 5, 20, 0],
    rows: records.filter((r) => r.id > 90 && r.id <= 95 && isDraft(r)).map((r) => [r.id, 'draft']),
  },
  {
    name: 'a value is a parameter, never text',
    plan: {
      kind: 'rows',
      columns: ['id'],
      source: invoices,
      where: [
        { kind: 'in', column: 'contact_name', values: [attack], negated: false, indexed: true },
      ],
      order: [],
    },
    sql: 'SELECT id FROM invoices WHERE contact_name IN (?)',
    params: [attack],
    rows: [],
  },
  {
    name: 'totals from the rows: a count and the sums asked for',
    plan: { kind: 'totals', source: invoices, where: [draft], sums: ['amount_due'] },
    sql: 'SELECT count(*), coalesce(sum(amount_due), 0) FROM invoices WHERE status IN (?)',
    params: ['draft'],
    rows: [[count(isDraft), dueOf(isDraft)]],
  },
  {
    name: 'totals from running totals: each row counts for `invoices`',
    plan: { kind: 'totals', source: totalsTable, where: [], counted: 'invoices', sums: [] },
    sql: 'SELECT coalesce(sum(invoices), 0) FROM invoice_totals',
    params: [],
    rows: [[records.length]],
  },
  {
    name: 'totals over bits of initials',
    plan: {
      kind: 'totals',
      source: { kind: 'table', table: 'invoice_initials' },
      where: [{ kind: 'anyBit', column: 'initials', bit: 2 ** 8 }],
      counted: 'invoices',
      sums: [],
    },
    sql: 'SELECT coalesce(sum(invoices), 0) FROM invoice_initials WHERE (initials & ?) <> 0',
    params: [256],
    // Bit 8 is 'i': every invoice has a reference INV-…
    rows: [[records.length]],
  },
  {
    name: 'groups with at least one invoice',
    plan: {
      kind: 'groups',
      source: totalsTable,
      where: [draft],
      column: 'status',
      counted: 'invoices',
    },
    sql: 'SELECT status FROM invoice_totals WHERE status IN (?) GROUP BY status HAVING sum(invoices) > 0',
    params: ['draft'],
    rows: [['draft']],
  },
  {
    name: 'the difference of two totals: everything matching, less the exceptions',
    plan: {
      kind: 'difference',
      whole: {
        kind: 'totals',
        source: totalsTable,
        where: [draft],
        counted: 'invoices',
        sums: ['amount_due'],
      },
      part: {
        kind: 'totals',
        source: invoices,
        where: [{ kind: 'ids', ids: [1, 2, 3, 4, 5], negated: false }, draft],
        sums: ['amount_due'],
      },
    },
    sql: 'WITH whole AS (SELECT coalesce(sum(invoices), 0) AS n, coalesce(sum(amount_due), 0) AS s0 FROM invoice_totals WHERE status IN (?)), part AS (SELECT count(*) AS n, coalesce(sum(amount_due), 0) AS s0 FROM invoices WHERE id IN (SELECT value FROM json_each(?)) AND status IN (?)) SELECT whole.n - part.n, whole.s0 - part.s0 FROM whole, part',
    params: ['draft', '[1,2,3,4,5]', 'draft'],
    rows: [[count((r) => isDraft(r) && r.id > 5), dueOf((r) => isDraft(r) && r.id > 5)]],
  },
];

describe('compile: a plan to SQL and parameters', () => {
  it.each(planCases)('$name', ({ plan, sql, params }) => {
    expect(compile(plan)).toEqual({ sql, params });
  });

  it.each(planCases)('$name: returns what the records say', ({ plan, rows }) => {
    const got = selectAll(db, compile(plan));
    // With no ORDER BY the database picks the order: compare as sets.
    const unordered = plan.kind === 'rows' && plan.order.length === 0;
    const sorted = (list: readonly (readonly unknown[])[]) =>
      [...list].sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(unordered ? sorted(got) : got).toEqual(rows);
  });

  it('conditions alone, for a statement that writes: ANDed, or 1 when there are none', () => {
    expect(compileConditions([])).toEqual({ sql: '1', params: [] });
    expect(compileConditions([draft, { kind: 'ids', ids: [7], negated: true }])).toEqual({
      sql: 'status IN (?) AND id NOT IN (SELECT value FROM json_each(?))',
      params: ['draft', '[7]'],
    });
  });
});

describe('rowsPlan: what to read, before any SQL', () => {
  const sortByDate = [{ column: 'date' as const, desc: true }];

  it('a page in the second half is read from the end, every key flipped', () => {
    const { plan, reversed } = rowsPlan(
      { filters: [], search: '', sort: sortByDate },
      { offset: 80, limit: 20, total: 100 },
      context,
    );
    expect(reversed).toBe(true);
    expect(plan.order).toEqual([
      { column: 'date', desc: false },
      { column: 'id', desc: false },
    ]);
    expect(plan.window).toEqual({ offset: 0, limit: 20 });
  });

  it('several statuses by date are read through index (status, date)', () => {
    const { plan } = rowsPlan(
      {
        filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
        search: '',
        sort: sortByDate,
      },
      { offset: 0, limit: 20 },
      { ...context, sortDrives: true },
    );
    expect(plan.source).toEqual({
      kind: 'table',
      table: 'invoices',
      indexedBy: 'invoices_status_date',
    });
    expect(plan.where).toEqual([
      {
        kind: 'in',
        column: 'status',
        values: ['sent', 'viewed', 'overdue'],
        negated: false,
        indexed: true,
      },
    ]);
  });

  it('read in order with a cap: what no index serves is tested on each row read', () => {
    const { plan } = rowsPlan(
      {
        filters: [{ column: 'total', operator: 'greaterThan', value: 100 }],
        search: 'glo',
        sort: sortByDate,
      },
      { offset: 0, limit: 20 },
      { ...context, searchPlan: 'scan', sortDrives: true, readCap: 2000 },
    );
    expect(plan.where).toEqual([]);
    expect(plan.capped).toEqual({
      rows: 2000,
      tested: [
        { kind: 'compare', column: 'amount_due', operator: '>', value: 100, indexed: false },
        { kind: 'scanMatch', terms: [['glo']] },
      ],
    });
  });
});
