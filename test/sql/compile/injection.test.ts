import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { compileRows, compileWhere } from '../../../src/sql/plan/reads';
import { parseQuery } from '../../../src/domain/query';
import { context, countInvoices, idsOf, openSampleDatabase, sampleRecords, selectAll } from '../db';
import { matchesSearch } from '../reference';

const records = sampleRecords();
const allIds = records.map((r) => r.id);
const match = 'WHERE id IN (SELECT docid FROM invoice_search WHERE invoice_search MATCH ?)';
const attack = "'; DROP TABLE invoices; --";

let db: Database;
beforeEach(() => {
  db = openSampleDatabase(records);
});

function run(query: Parameters<typeof compileRows>[0]): number[] {
  const compiled = compileRows(query, { offset: 0, limit: 1000 }, context);
  return idsOf(selectAll(db, compiled)).sort((a, b) => a - b);
}

function searchTableStillWorks() {
  expect(run({ filters: [], search: 'INV-04', sort: [] })).toEqual([
    40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
  ]);
}

describe('search text', () => {
  it.each([
    attack,
    "'",
    "''",
    '"',
    '""',
    '"unterminated',
    'NEAR',
    'a NEAR b',
    'inv NEAR/2 04',
    '*',
    'inv*',
    'OR',
    'inv OR 04',
    'AND',
    'NOT inv',
    '-',
    '-inv',
    '^inv',
    '(inv',
    'body:inv',
    "INV-04' OR '1'='1",
    'x" OR "1"="1',
    '\\',
    '%_',
    '; --',
    '\u0000',
  ])('%j runs as words, never as SQL or FTS syntax', (search) => {
    const where = compileWhere({ filters: [], search }, context);
    if (where.params.length > 0) {
      expect(where.sql).toBe(match);
      expect(String(where.params[0])).toMatch(/^("[a-z0-9* ]+" ?)+$/);
    }
    const expected = records.filter((r) => matchesSearch(r, search)).map((r) => r.id);
    expect(run({ filters: [], search, sort: [] })).toEqual(expected);
    expect(countInvoices(db)).toBe(100);
    searchTableStillWorks();
  });

  it.each(["'", '"', '*', '-', '()', '"*"-^:', "'; --"])(
    'only punctuation (%j) returns every row',
    (search) => {
      expect(compileWhere({ filters: [], search }, context)).toEqual({ sql: '', params: [] });
      expect(run({ filters: [], search, sort: [] })).toEqual(allIds);
    },
  );

  it('the DROP TABLE text finds nothing and drops nothing', () => {
    expect(run({ filters: [], search: attack, sort: [] })).toEqual([]);
    expect(countInvoices(db)).toBe(100);
  });
});

describe('From filter values', () => {
  const name = records[0]?.contactName ?? '';
  const ownIds = records.filter((r) => r.contactName === name).map((r) => r.id);

  it.each([attack, "O'Brien", "' OR '1'='1", 'x" OR 1=1 --', `${name}' --`])(
    '%j is a value that matches no contact',
    (value) => {
      const where = compileWhere(
        { filters: [{ column: 'from', operator: 'is', values: [value] }], search: '' },
        context,
      );
      expect(where).toEqual({ sql: 'WHERE contact_name IN (?)', params: [value] });
      expect(
        run({
          filters: [{ column: 'from', operator: 'is', values: [value] }],
          search: '',
          sort: [],
        }),
      ).toEqual([]);
      expect(countInvoices(db)).toBe(100);
    },
  );

  it('a real name beside an attack returns that contact only', () => {
    const ids = run({
      filters: [{ column: 'from', operator: 'is', values: [attack, name] }],
      search: '',
      sort: [],
    });
    expect(ids).toEqual(ownIds);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('is not an attack value keeps every row', () => {
    const ids = run({
      filters: [{ column: 'from', operator: 'isNot', values: [attack] }],
      search: '',
      sort: [],
    });
    expect(ids).toEqual(allIds);
  });
});

describe('values that should be identifiers or keywords are refused by the parser', () => {
  const base = { filters: [], search: '', sort: [], page: { index: 0, size: 20 } };
  it.each([
    {
      input: {
        ...base,
        filters: [{ column: 'status', operator: 'is', values: ["draft' OR '1'='1"] }],
      },
      error: `filters.0.values.0: unknown status "draft' OR '1'='1"`,
    },
    {
      input: {
        ...base,
        filters: [{ column: 'status; DROP TABLE invoices', operator: 'is', values: ['draft'] }],
      },
      error: 'filters.0.column: unknown column "status; DROP TABLE invoices"',
    },
    {
      input: {
        ...base,
        filters: [{ column: 'status', operator: 'IN (1) OR 1=1 --', values: ['draft'] }],
      },
      error: "filters.0.operator: operator must be 'is' or 'isNot'",
    },
    {
      input: { ...base, sort: [{ column: 'date; DROP TABLE invoices', desc: true }] },
      error: 'sort.0.column: unknown column "date; DROP TABLE invoices"',
    },
    {
      input: { ...base, filters: [{ column: 'paid', operator: 'greaterThan', value: '0 OR 1=1' }] },
      error: 'filters.0.value: Invalid input: expected number, received string',
    },
    {
      input: { ...base, page: { index: '0; DROP TABLE invoices', size: 20 } },
      error: 'page.index: Invalid input: expected number, received string',
    },
  ])('$error', ({ input, error }) => {
    expect(parseQuery(input)).toEqual({ ok: false, errors: [error] });
  });
});
