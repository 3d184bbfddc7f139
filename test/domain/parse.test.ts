import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/domain/query';
import { parseReference } from '../../src/domain/reference';
import { parseSelection } from '../../src/domain/selection';

const valid = {
  filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
  search: 'glob',
  sort: [{ column: 'date', desc: true }],
  page: { index: 0, size: 20 },
};

describe('parseQuery', () => {
  it('accepts a well-formed query as it is', () => {
    expect(parseQuery(valid)).toEqual({ ok: true, value: valid });
  });

  it('accepts every filter kind, today, and a 200-character search', () => {
    const query = {
      filters: [
        { column: 'status', operator: 'isNot', values: ['awaiting-payment', 'paid'] },
        { column: 'from', operator: 'is', values: ["O'Brien Ltd"] },
        { column: 'date', operator: 'after', value: '2026-02-28' },
        { column: 'dueDate', operator: 'before', value: 'today' },
        { column: 'paid', operator: 'greaterThan', value: 0 },
        { column: 'due', operator: 'lessThan', value: 500_000 },
      ],
      search: 'x'.repeat(200),
      sort: [],
      page: { index: 9, size: 100 },
    };
    expect(parseQuery(query)).toEqual({ ok: true, value: query });
  });

  it.each([
    {
      problem: 'unknown column in a filter',
      input: { ...valid, filters: [{ column: 'amount', operator: 'is', values: ['x'] }] },
      errors: ['filters.0.column: unknown column "amount"'],
    },
    {
      problem: 'a known column that cannot be filtered',
      input: { ...valid, filters: [{ column: 'notes', operator: 'is', values: ['x'] }] },
      errors: ['filters.0.column: column "notes" cannot be filtered'],
    },
    {
      problem: 'unknown column in the sort',
      input: { ...valid, sort: [{ column: 'amount', desc: false }] },
      errors: ['sort.0.column: unknown column "amount"'],
    },
    {
      problem: 'bad operator for a status filter',
      input: { ...valid, filters: [{ column: 'status', operator: 'contains', values: ['draft'] }] },
      errors: ["filters.0.operator: operator must be 'is' or 'isNot'"],
    },
    {
      problem: 'bad operator for a date filter',
      input: { ...valid, filters: [{ column: 'date', operator: 'is', value: '2026-01-01' }] },
      errors: ["filters.0.operator: operator must be 'before', 'after' or 'within'"],
    },
    {
      problem: 'bad operator for an amount filter',
      input: { ...valid, filters: [{ column: 'due', operator: 'before', value: 10 }] },
      errors: ["filters.0.operator: operator must be 'greaterThan' or 'lessThan'"],
    },
    {
      problem: 'unknown status',
      input: {
        ...valid,
        filters: [{ column: 'status', operator: 'is', values: ['draft', 'lost'] }],
      },
      errors: ['filters.0.values.1: unknown status "lost"'],
    },
    {
      problem: 'a filter with no values',
      input: { ...valid, filters: [{ column: 'from', operator: 'is', values: [] }] },
      errors: ['filters.0.values: needs at least one value'],
    },
    {
      problem: 'an impossible date',
      input: { ...valid, filters: [{ column: 'date', operator: 'before', value: '2026-02-30' }] },
      errors: ['filters.0.value: must be a date (YYYY-MM-DD) or today'],
    },
    {
      problem: 'pounds with pence as a fraction',
      input: { ...valid, filters: [{ column: 'paid', operator: 'lessThan', value: 12.5 }] },
      errors: ['filters.0.value: must be a whole number of pence'],
    },
    {
      problem: 'page size 25',
      input: { ...valid, page: { index: 0, size: 25 } },
      errors: ['page.size: must be one of 10, 20, 50, 100'],
    },
    {
      problem: 'negative page index',
      input: { ...valid, page: { index: -1, size: 20 } },
      errors: ['page.index: must not be negative'],
    },
    {
      problem: 'non-integer page index',
      input: { ...valid, page: { index: 1.5, size: 20 } },
      errors: ['page.index: must be a whole number'],
    },
    {
      problem: 'search longer than 200 characters',
      input: { ...valid, search: 'x'.repeat(201) },
      errors: ['search: is longer than 200 characters'],
    },
    {
      problem: 'a column sorted twice',
      input: {
        ...valid,
        sort: [
          { column: 'date', desc: true },
          { column: 'date', desc: false },
        ],
      },
      errors: ['sort: a column appears twice'],
    },
    {
      problem: 'not an object at all',
      input: null,
      errors: ['Invalid input: expected object, received null'],
    },
  ])('$problem', ({ input, errors }) => {
    expect(parseQuery(input)).toEqual({ ok: false, errors });
  });

  it('lists several problems together, each with its path', () => {
    const result = parseQuery({
      filters: [
        { column: 'status', operator: 'is', values: ['draft'] },
        { column: 'bogus', operator: 'is', values: ['x'] },
      ],
      search: 'x'.repeat(201),
      sort: [
        { column: 'from', desc: true },
        { column: 'from', desc: false },
      ],
      page: { index: -2, size: 25 },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'filters.1.column: unknown column "bogus"',
        'search: is longer than 200 characters',
        'sort: a column appears twice',
        'page.index: must not be negative',
        'page.size: must be one of 10, 20, 50, 100',
      ],
    });
  });
});

describe('parseReference', () => {
  it.each([
    { input: '', errors: ['Reference is required'] },
    { input: '   \t ', errors: ['Reference is required'] },
    { input: 'x'.repeat(51), errors: ['Reference must be at most 50 characters (it has 51)'] },
    { input: 42, errors: ['Reference must be text'] },
  ])('refuses $input', ({ input, errors }) => {
    expect(parseReference(input)).toEqual({ ok: false, errors });
  });

  it.each([
    { input: '  INV-042 b  ', value: 'INV-042 b' },
    { input: 'x'.repeat(50), value: 'x'.repeat(50) },
    { input: `  ${'y'.repeat(50)}  `, value: 'y'.repeat(50) },
  ])('keeps $input trimmed', ({ input, value }) => {
    expect(parseReference(input)).toEqual({ ok: true, value });
  });
});

describe('parseSelection', () => {
  it('accepts a list of ids', () => {
    expect(parseSelection({ kind: 'ids', ids: [3, 1, 2] })).toEqual({
      ok: true,
      value: { kind: 'ids', ids: [3, 1, 2] },
    });
  });

  it('accepts every row matching filters and search, except some; sort and page are dropped', () => {
    const input = {
      kind: 'matching',
      query: { ...valid, search: 'inv' },
      except: [5],
    };
    expect(parseSelection(input)).toEqual({
      ok: true,
      value: { kind: 'matching', query: { filters: valid.filters, search: 'inv' }, except: [5] },
    });
  });

  it.each([
    {
      problem: 'ids that are not positive whole numbers',
      input: { kind: 'ids', ids: [0, 1.5, '3'] },
      errors: [
        'ids.0: Too small: expected number to be >0',
        'ids.1: Invalid input: expected int, received number',
        'ids.2: Invalid input: expected number, received string',
      ],
    },
    {
      problem: 'an unknown kind',
      input: { kind: 'all' },
      errors: ["kind: Invalid discriminator value. Expected 'ids' | 'matching'"],
    },
    {
      problem: 'a bad query and a bad exception',
      input: {
        kind: 'matching',
        query: { filters: [{ column: 'status', operator: 'is', values: ['x'] }], search: '' },
        except: [-1],
      },
      errors: [
        'query.filters.0.values.0: unknown status "x"',
        'except.0: Too small: expected number to be >0',
      ],
    },
  ])('refuses $problem', ({ input, errors }) => {
    expect(parseSelection(input)).toEqual({ ok: false, errors });
  });
});
