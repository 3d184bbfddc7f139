import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageingBuckets } from '../../../src/domain/ageing';
import type { Filter } from '../../../src/domain/query';
import { searchTerms } from '../../../src/domain/search';
import { builtInViews } from '../../../src/domain/views';
import { ageingTotals } from '../../../src/sql/plan/ageing';
import { compile } from '../../../src/sql/compile/compile';
import {
  complementCap,
  complementLimit,
  complementPlans,
  prefixRanges,
  surePrefixes,
} from '../../../src/sql/plan/complement';
import { footerSums } from '../../../src/sql/plan/reads';
import { context, openSampleDatabase, sampleRecords, selectAll, today } from '../db';
import { referenceSummary } from '../reference';

/**
 * A broad search's footer and aged payables by complement (src/sql/plan/complement.ts): its filters'
 * running totals less the bills they keep that it misses, listed through the index on
 * Reference. References edited so that some bills outside the sure prefixes still match (in
 * lower case, in the middle of the text, in From) and some do not.
 */
const edits = new Map<number, string>([
  [7, 'Paid INV-07 in part'],
  [12, 'inv-0999'],
  [23, 'XINV-01'],
  [31, 'Straße 12'],
  [44, 'INV 05'],
  [45, 'INV-'],
]);
const records = sampleRecords().map((r) => {
  const reference = edits.get(r.id);
  return reference === undefined ? r : { ...r, reference };
});
let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

describe('the prefixes of Reference that surely match a search', () => {
  it.each([
    { search: 'INV-0', prefixes: ['INV-0', 'inv-0'] },
    { search: 'inv', prefixes: ['inv', 'INV'] },
    { search: '  Inv-0  ', prefixes: ['Inv-0', 'INV-0', 'inv-0'] },
    { search: 'INV-0 acme', prefixes: ['INV-0 acme', 'INV-0 ACME', 'inv-0 acme'] },
    // every term must be in the prefix's own words
    { search: 'acme inv', prefixes: ['acme inv', 'ACME INV'] },
    // text past ASCII folds otherwise, so it gives no prefix
    { search: 'Straße', prefixes: [] },
    { search: 'INV-0 é', prefixes: [] },
  ])('$search gives $prefixes', ({ search, prefixes }) => {
    expect(surePrefixes(search, searchTerms(search))).toEqual(prefixes);
  });

  it.each([
    {
      prefixes: ['INV-0', 'inv-0'],
      ranges: [
        ['INV-0', 'INV-1'],
        ['inv-0', 'inv-1'],
      ],
    },
    {
      prefixes: ['inv', 'INV'],
      ranges: [
        ['INV', 'INW'],
        ['inv', 'inw'],
      ],
    },
    // nested and touching ranges are joined
    { prefixes: ['INV', 'INV-0', 'INW'], ranges: [['INV', 'INX']] },
  ])('$prefixes as ranges $ranges', ({ prefixes, ranges }) => {
    expect(prefixRanges(prefixes)).toEqual(ranges.map(([from, to]) => ({ from, to })));
  });

  it.each([
    { invoices: 100, limit: 10 },
    { invoices: 10_000, limit: 1000 },
    { invoices: 1_000_000, limit: complementCap },
  ])('lists at most $limit bills of $invoices', ({ invoices, limit }) => {
    expect(complementLimit(invoices)).toBe(limit);
  });

  it('lists the rows outside the ranges as ranges of the index on Reference', () => {
    const plans = complementPlans(
      { filters: [], search: 'INV-0' },
      context,
      footerSums,
      complementCap,
    );
    expect(plans && compile(plans.probe)).toEqual({
      sql:
        'SELECT count(*) FROM (SELECT 1 FROM invoices INDEXED BY invoices_reference WHERE ' +
        '(reference < ? OR ' +
        '(reference >= ? AND reference < ?) OR reference >= ?) LIMIT ?)',
      params: ['INV-0', 'INV-1', 'inv-0', 'inv-1', complementCap + 1],
    });
    const plan = db.exec(`EXPLAIN QUERY PLAN ${compile(plans!.probe).sql}`, [
      ...compile(plans!.probe).params,
    ]);
    const details = plan[0]?.values.map((row) => String(row[3])) ?? [];
    expect(details).toContain('MULTI-INDEX OR');
    expect(details.filter((d) => d.includes('invoices_reference'))).toHaveLength(3);
  });
});

const status = (...values: Extract<Filter, { column: 'status' }>['values']): Filter => ({
  column: 'status',
  operator: 'is',
  values,
});
const overdueView = builtInViews.find((v) => v.id === 'overdue')?.filters ?? [];
const [notYetDue, , days31to60] = ageingBuckets;

describe('the totals of a broad search by complement equal those of every match', () => {
  const cases: { name: string; search: string; filters: Filter[]; outside: number }[] = [
    // 'INV-100' and five edited references lie outside INV-0 and inv-0 ('inv-0999' is inside)
    { name: 'no filter', search: 'INV-0', filters: [], outside: 6 },
    { name: 'lower case', search: 'inv-0', filters: [], outside: 6 },
    { name: 'every bill', search: 'inv', filters: [], outside: 3 },
    { name: 'a status', search: 'INV-0', filters: [status('draft')], outside: 6 },
    { name: 'the Overdue view', search: 'INV-0', filters: overdueView, outside: 6 },
    { name: 'not yet due', search: 'inv-0', filters: [notYetDue!.filter], outside: 6 },
    { name: '31-60 days overdue', search: 'INV', filters: [days31to60!.filter], outside: 3 },
    {
      name: 'a due date and a status not',
      search: 'INV-0',
      filters: [
        { column: 'dueDate', operator: 'after', value: '2026-10-01' },
        { column: 'status', operator: 'isNot', values: ['paid'] },
      ],
      outside: 6,
    },
    {
      name: 'two terms (no reference starts with both)',
      search: 'INV-0 in',
      filters: [],
      outside: 100,
    },
  ];

  it.each(cases)('$name: $search', ({ search, filters, outside }) => {
    const query = { filters, search };
    const plans = complementPlans(query, context, footerSums, complementCap);
    if (!plans) throw new Error('no complement');
    expect(Number(selectAll(db, compile(plans.probe))[0]?.[0])).toBe(outside);
    const [total, paid, due] = (selectAll(db, compile(plans.summary))[0] ?? []).map(Number);
    const whole = ageingTotals(selectAll(db, compile(plans.ageingWhole)));
    const part = ageingTotals(selectAll(db, compile(plans.ageingPart)));
    const ageing = whole.map((b, i) => ({
      count: b.count - (part[i]?.count ?? 0),
      owed: b.owed - (part[i]?.owed ?? 0),
    }));
    expect({ total, paid, due, ageing }).toEqual(referenceSummary(records, query, today));
  });

  it.each([
    {
      name: 'a filter the running totals cannot answer',
      search: 'INV-0',
      filters: [{ column: 'from', operator: 'is', values: ['x'] }] as Filter[],
    },
    { name: 'no search', search: '', filters: [] },
    { name: 'a search past ASCII', search: 'Straße', filters: [] },
  ])('none for $name', ({ search, filters }) => {
    expect(complementPlans({ filters, search }, context, footerSums, complementCap)).toBeNull();
  });

  it('a narrow search looks at no more than the cap past it', () => {
    const plans = complementPlans({ filters: [], search: 'globex' }, context, footerSums, 4);
    if (!plans) throw new Error('no complement');
    expect(selectAll(db, compile(plans.probe))).toEqual([[5]]);
  });
});
