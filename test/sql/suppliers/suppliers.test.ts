import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/domain/invoice';
import {
  parseSupplierQuery,
  supplierViews,
  type SupplierFilter,
  type SupplierQuery,
  type SupplierSortKey,
} from '../../../src/domain/suppliers/query';
import { compile } from '../../../src/sql/compile/compile';
import { loadInvoices } from '../../../src/sql/io/load';
import {
  readSupplierFooter,
  readSupplierNames,
  readSupplierRows,
} from '../../../src/sql/suppliers/readSuppliers';
import { supplierRowsPlan, supplierTotalsPlan } from '../../../src/sql/suppliers/suppliersPlan';
import { suppliersSource } from '../../../src/sql/suppliers/suppliersSource';
import { hideChunk } from '../../../src/sql/write/hidden';
import { voidBill } from '../../../src/sql/write/voids';
import { context, createDatabase, today } from '../db';
import { referenceSuppliers, visibleBills } from './reference';

/**
 * The Suppliers source (src/sql/suppliers) as tables of query → the SQL after the source → rows,
 * on six suppliers made by hand (today is 2026-11-21), each figure worked out in the comment:
 *
 * - Acme Ltd: one bill sent, not yet due (30 days' terms): owes £20, nothing overdue.
 * - Globex Industries: sent part paid and past due since 31 Oct (21 days, owes £80), paid, and
 *   sent not yet due: Total £180, Paid £70, Owed £110, Overdue £80; terms 30, 30, 14: 30.
 * - Initech: two bills paid, terms 7 and 30 (a tie: the smaller, 7).
 * - Müller Bau GmbH: a draft past due (a draft is not overdue) and one viewed past due since
 *   15 Aug (98 days, owes £50).
 * - Émile Fournier SARL: one sent past due since 31 May (174 days, £70) and one voided, which
 *   counts among its Bills (as the bills list counts it) but not in Last bill or Usual terms.
 * - Hooli: its one bill deleted (hidden): not listed.
 */
let next = 0;
function bill(
  contactName: string,
  status: Invoice['status'],
  date: string,
  dueDate: string,
  amountDue: number,
  amountPaid = 0,
): Invoice {
  next += 1;
  const number = `B-${next}`;
  const base = { id: next, invoiceId: `id-${next}`, number, reference: number, notes: [] };
  return { ...base, contactName, status, date, dueDate, amountDue, amountPaid };
}

const [acme, globex, initech, muller, emile] = [
  'Acme Ltd',
  'Globex Industries',
  'Initech',
  'Müller Bau GmbH',
  'Émile Fournier SARL',
];
const bills = [
  bill(acme, 'sent', '2026-11-10', '2026-12-10', 2000),
  bill(globex, 'sent', '2026-10-01', '2026-10-31', 10000, 2000),
  bill(globex, 'paid', '2026-11-01', '2026-12-01', 5000, 5000),
  bill(globex, 'sent', '2026-11-15', '2026-11-29', 3000),
  bill(initech, 'paid', '2026-06-01', '2026-06-08', 2500, 2500),
  bill(initech, 'paid', '2026-07-01', '2026-07-31', 1500, 1500),
  bill(muller, 'draft', '2026-09-01', '2026-09-15', 4000),
  bill(muller, 'viewed', '2026-08-01', '2026-08-15', 6000, 1000),
  bill(emile, 'sent', '2026-05-01', '2026-05-31', 7000),
  bill(emile, 'sent', '2026-11-20', '2026-12-20', 9000),
  bill('Hooli', 'sent', '2026-11-01', '2026-11-10', 9999),
];
const voided = 10;
const hidden = 11;

function database() {
  const db = createDatabase();
  loadInvoices(db, [bills], { today });
  expect(voidBill(db, voided)).toEqual({ ok: true });
  expect(hideChunk(db, [hidden], 1)).toEqual([hidden]);
  return db;
}

const db = database();
const whole = { offset: 0, limit: 100 };

function query(over: Partial<SupplierQuery> = {}): SupplierQuery {
  return { filters: [], search: '', sort: [], window: whole, ...over };
}

describe('the Suppliers source', () => {
  it('gives a row per supplier with every figure, as worked out by hand', () => {
    expect(readSupplierRows(db, query(), context)).toEqual([
      {
        name: acme,
        bills: 1,
        total: 2000,
        paid: 0,
        owed: 2000,
        overdue: 0,
        oldestOverdue: null,
        lastBill: '2026-11-10',
        usualTerms: 30,
      },
      {
        name: globex,
        bills: 3,
        total: 18000,
        paid: 7000,
        owed: 11000,
        overdue: 8000,
        oldestOverdue: 21,
        lastBill: '2026-11-15',
        usualTerms: 30,
      },
      {
        name: initech,
        bills: 2,
        total: 4000,
        paid: 4000,
        owed: 0,
        overdue: 0,
        oldestOverdue: null,
        lastBill: '2026-07-01',
        usualTerms: 7,
      },
      {
        name: muller,
        bills: 2,
        total: 10000,
        paid: 1000,
        owed: 9000,
        overdue: 5000,
        oldestOverdue: 98,
        lastBill: '2026-09-01',
        usualTerms: 14,
      },
      {
        name: emile,
        bills: 2,
        total: 7000,
        paid: 0,
        owed: 7000,
        overdue: 7000,
        oldestOverdue: 174,
        lastBill: '2026-05-01',
        usualTerms: 30,
      },
    ]);
  });

  it('agrees with the reference worked out from the bills', () => {
    expect(readSupplierRows(db, query(), context)).toEqual(
      referenceSuppliers(visibleBills(db), today),
    );
  });

  it('reads from the running totals, never the bills', () => {
    const { sql } = compile(supplierRowsPlan(query(), context));
    expect(sql).not.toMatch(/(FROM|JOIN) invoices\b/);
    expect(sql).toContain('FROM supplier_totals');
  });
});

const view = (id: string) => supplierViews.find((v) => v.id === id)?.filters ?? [];
const sourceParams = suppliersSource(today).kind === 'derived' ? 5 : 0;

const cases: {
  name: string;
  filters?: SupplierFilter[];
  search?: string;
  sort?: SupplierSortKey[];
  window?: { offset: number; limit: number };
  /** The SQL after the derived source, and the parameters after the source's own. */
  sql: string;
  params: (string | number)[];
  names: string[];
}[] = [
  {
    name: 'All: every supplier, by name',
    sql: ' ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [acme, globex, initech, muller, emile],
  },
  {
    name: 'Owing: owes something',
    filters: view('owing'),
    sql: ' WHERE owed > ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [0, 100, 0],
    names: [acme, globex, muller, emile],
  },
  {
    name: 'Overdue: owes something overdue (a past-due draft is not)',
    filters: view('overdue'),
    sql: ' WHERE overdue > ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [0, 100, 0],
    names: [globex, muller, emile],
  },
  {
    name: 'search: a word prefix of the name',
    search: 'glo',
    sql: " WHERE search_matches(name, '', '', ?) ORDER BY name ASC LIMIT ? OFFSET ?",
    params: ['glo', 100, 0],
    names: [globex],
  },
  {
    name: 'search: any word, accents and case ignored',
    search: 'EMILE four',
    sql: " WHERE search_matches(name, '', '', ?) ORDER BY name ASC LIMIT ? OFFSET ?",
    params: ['emile|four', 100, 0],
    names: [emile],
  },
  {
    name: 'search: the inside of a word finds nothing',
    search: 'ller',
    sql: " WHERE search_matches(name, '', '', ?) ORDER BY name ASC LIMIT ? OFFSET ?",
    params: ['ller', 100, 0],
    names: [],
  },
  {
    name: 'Name is one of',
    filters: [{ column: 'name', operator: 'is', values: [initech, 'Nobody'] }],
    sql: ' WHERE name IN (?, ?) ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [initech, 'Nobody', 100, 0],
    names: [initech],
  },
  {
    name: 'Name is not one of',
    filters: [{ column: 'name', operator: 'isNot', values: [initech, acme] }],
    sql: ' WHERE name NOT IN (?, ?) ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [initech, acme, 100, 0],
    names: [globex, muller, emile],
  },
  {
    name: 'Overdue more than £60',
    filters: [{ column: 'overdue', operator: 'greaterThan', value: 6000 }],
    sql: ' WHERE overdue > ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [6000, 100, 0],
    names: [globex, emile],
  },
  {
    name: 'Oldest overdue under 100 days (none overdue is not under)',
    filters: [{ column: 'oldestOverdue', operator: 'lessThan', value: 100 }],
    sql: ' WHERE oldest_overdue < ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [100, 100, 0],
    names: [globex, muller],
  },
  {
    name: 'Bills more than 2, Total under £200',
    filters: [
      { column: 'bills', operator: 'greaterThan', value: 2 },
      { column: 'total', operator: 'lessThan', value: 20000 },
    ],
    sql: ' WHERE bills > ? AND total < ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [2, 20000, 100, 0],
    names: [globex],
  },
  {
    name: 'Paid more than £50, Owed under £100',
    filters: [
      { column: 'paid', operator: 'greaterThan', value: 5000 },
      { column: 'owed', operator: 'lessThan', value: 10000 },
    ],
    sql: ' WHERE paid > ? AND owed < ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [5000, 10000, 100, 0],
    names: [],
  },
  {
    name: 'Usual terms more than 14 days',
    filters: [{ column: 'usualTerms', operator: 'greaterThan', value: 14 }],
    sql: ' WHERE usual_terms > ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [14, 100, 0],
    names: [acme, globex, emile],
  },
  {
    name: 'Last bill before 1 Aug',
    filters: [{ column: 'lastBill', operator: 'before', value: '2026-08-01' }],
    sql: ' WHERE last_bill < ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: ['2026-08-01', 100, 0],
    names: [initech, emile],
  },
  {
    name: 'Last bill after today: none (the voided bill of 20 Nov is left out)',
    filters: [{ column: 'lastBill', operator: 'after', value: 'today' }],
    sql: ' WHERE last_bill > ? ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [today, 100, 0],
    names: [],
  },
  {
    name: 'sorted by Overdue, largest first; ties by name',
    sort: [{ column: 'overdue', desc: true }],
    sql: ' ORDER BY overdue DESC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [globex, emile, muller, acme, initech],
  },
  {
    name: 'sorted by Usual terms, shortest first; ties by name',
    sort: [{ column: 'usualTerms', desc: false }],
    sql: ' ORDER BY usual_terms ASC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [initech, muller, acme, globex, emile],
  },
  {
    name: 'sorted by Last bill, latest first',
    sort: [{ column: 'lastBill', desc: true }],
    sql: ' ORDER BY last_bill DESC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [globex, acme, muller, initech, emile],
  },
  {
    name: 'sorted by Oldest overdue, oldest first (none overdue last)',
    sort: [{ column: 'oldestOverdue', desc: true }],
    sql: ' ORDER BY oldest_overdue DESC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [emile, muller, globex, acme, initech],
  },
  {
    name: 'sorted by Bills then Total',
    sort: [
      { column: 'bills', desc: false },
      { column: 'total', desc: true },
    ],
    sql: ' ORDER BY bills ASC, total DESC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [acme, muller, emile, initech, globex],
  },
  {
    name: 'sorted by Name, Z to A',
    sort: [{ column: 'name', desc: true }],
    sql: ' ORDER BY name DESC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [emile, muller, initech, globex, acme],
  },
  {
    name: 'sorted by Paid, then Owed',
    sort: [
      { column: 'paid', desc: true },
      { column: 'owed', desc: false },
    ],
    sql: ' ORDER BY paid DESC, owed ASC, name ASC LIMIT ? OFFSET ?',
    params: [100, 0],
    names: [globex, initech, muller, acme, emile],
  },
  {
    name: 'a window: the second and third',
    window: { offset: 1, limit: 2 },
    sql: ' ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [2, 1],
    names: [globex, initech],
  },
  {
    name: 'the last window, cut short',
    window: { offset: 4, limit: 2 },
    sql: ' ORDER BY name ASC LIMIT ? OFFSET ?',
    params: [2, 4],
    names: [emile],
  },
];

describe.each(cases)('$name', ({ filters = [], search = '', sort = [], window = whole, ...c }) => {
  const parsed = parseSupplierQuery({ filters, search, sort, window });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const q = parsed.value;

  it('compiles to the SQL and parameters shown', () => {
    const { sql, params } = compile(supplierRowsPlan(q, context));
    const [, after] = sql.split(') AS suppliers');
    expect(after).toBe(c.sql);
    expect(params.slice(sourceParams)).toEqual(c.params);
  });

  it('finds the suppliers shown, in order', () => {
    expect(readSupplierRows(db, q, context).map((r) => r.name)).toEqual(c.names);
  });

  it('gives every match’s name in the same order, unwindowed', () => {
    const all = readSupplierNames(db, q, context);
    expect(all.slice(window.offset, window.offset + window.limit)).toEqual(c.names);
  });

  it('counts and sums the same suppliers in the footer', () => {
    const matching = readSupplierRows(db, { ...q, window: whole }, context);
    const sum = (k: 'total' | 'paid' | 'owed' | 'overdue') =>
      matching.reduce((s, r) => s + r[k], 0);
    expect(readSupplierFooter(db, q, context)).toEqual({
      count: matching.length,
      total: sum('total'),
      paid: sum('paid'),
      owed: sum('owed'),
      overdue: sum('overdue'),
    });
  });
});

describe('the footer', () => {
  it('of Owing: four suppliers, £370 in all, £80 paid, £290 owed, £200 overdue', () => {
    const { sql } = compile(supplierTotalsPlan({ filters: view('owing'), search: '' }, context));
    expect(sql.startsWith('SELECT count(*), coalesce(sum(total), 0), coalesce(sum(paid), 0)')).toBe(
      true,
    );
    expect(readSupplierFooter(db, { filters: view('owing'), search: '' }, context)).toEqual({
      count: 4,
      total: 37000,
      paid: 8000,
      owed: 29000,
      overdue: 20000,
    });
  });

  it('of a search that finds nothing: nothing', () => {
    expect(readSupplierFooter(db, { filters: [], search: 'zzz' }, context)).toEqual({
      count: 0,
      total: 0,
      paid: 0,
      owed: 0,
      overdue: 0,
    });
  });
});

describe('a Suppliers query from outside', () => {
  it('names every problem', () => {
    const parsed = parseSupplierQuery({
      filters: [
        { column: 'owed', operator: 'before', value: 1 },
        { column: 'status', operator: 'is', values: ['paid'] },
        { column: 'lastBill', operator: 'after', value: 'tomorrow' },
      ],
      search: '',
      sort: [{ column: 'name; DROP TABLE invoices', desc: false }],
      window: { offset: -1, limit: 0 },
    });
    expect(parsed).toEqual({
      ok: false,
      errors: [
        "filters.0.operator: operator must be 'greaterThan' or 'lessThan'",
        'filters.1.column: unknown column "status"',
        'filters.2.value: must be a date (YYYY-MM-DD) or today',
        'sort.0.column: unknown column "name; DROP TABLE invoices"',
        'window.offset: must not be negative',
        'window.limit: must be at least 1',
      ],
    });
  });
});
