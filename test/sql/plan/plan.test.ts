import { describe, expect, it } from 'vitest';
import { builtInViews } from '../../../src/domain/views';
import {
  choosePlan,
  foundPlan,
  overdueByDate,
  pastDueNewestFirst,
  statusDateWins,
} from '../../../src/sql/plan/plan';

const million = 1_000_000;
const page = { offset: 0, limit: 20 };

describe('choosePlan', () => {
  it.each([
    {
      name: 'nothing matches: ask the index, which answers at once',
      input: { matches: 0, search: true, ...page },
      plan: foundPlan,
    },
    {
      name: 'half the invoices pass a filter: read in order, giving up after 2,000 rows',
      input: { matches: million / 2, search: false, ...page },
      plan: { searchPlan: 'scan', sortDrives: true, readCap: 2000 },
    },
    {
      name: "a word in 1 of 40 invoices ('glo'): read in order, the cap bounded by the other way",
      input: { matches: 25_000, search: true, ...page },
      plan: { searchPlan: 'scan', sortDrives: true, readCap: 8334 },
    },
    {
      name: "a word in 1 of 40 drafts ('glo' in Draft): read the drafts in order",
      input: { matches: 3_700, candidates: 150_000, search: true, ...page },
      plan: { searchPlan: 'scan', sortDrives: true, readCap: 1234 },
    },
    {
      name: 'the same word counted against every invoice: find every match and sort',
      input: { matches: 3_700, search: true, ...page },
      plan: foundPlan,
    },
    {
      name: 'a rare word: find every match and sort',
      input: { matches: 2_000, search: true, ...page },
      plan: foundPlan,
    },
    {
      name: 'a window half way into a mid-sized result: find every match and sort',
      input: { matches: 25_000, search: true, offset: 12_000, limit: 100 },
      plan: foundPlan,
    },
    {
      name: 'the last page of a big result is read from the end, so in order',
      input: { matches: million / 2, search: false, offset: million / 2 - 20, limit: 20 },
      plan: { searchPlan: 'scan', sortDrives: true, readCap: 2000 },
    },
  ] as const)('$name', ({ input, plan }) => {
    expect(choosePlan({ invoices: million, ...input })).toEqual(plan);
  });
});

describe('pastDueNewestFirst: the bills not yet due fill the top of newest first', () => {
  const view = (id: string) => builtInViews.find((v) => v.id === id)?.filters ?? [];
  const newest = [{ column: 'date' as const, desc: true }];
  const overdueStatus = [
    { column: 'status' as const, operator: 'is' as const, values: ['overdue' as const] },
  ];

  it.each([
    {
      name: 'the Overdue view, newest first',
      filters: view('overdue'),
      search: '',
      sort: newest,
      is: true,
    },
    {
      name: 'Status is Overdue, newest first',
      filters: overdueStatus,
      search: '',
      sort: newest,
      is: true,
    },
    {
      name: 'Awaiting Payment: most of its newest bills match',
      filters: view('awaiting-payment'),
      search: '',
      sort: newest,
      is: false,
    },
    {
      name: 'the Overdue view, oldest first',
      filters: view('overdue'),
      search: '',
      sort: [{ column: 'date' as const, desc: false }],
      is: false,
    },
    {
      name: 'the Overdue view by Due',
      filters: view('overdue'),
      search: '',
      sort: [{ column: 'dueDate' as const, desc: true }],
      is: false,
    },
    {
      name: 'a search in the Overdue view',
      filters: view('overdue'),
      search: 'acme',
      sort: newest,
      is: false,
    },
    {
      name: 'due before today, no status named',
      filters: view('overdue').filter((f) => f.column !== 'status'),
      search: '',
      sort: newest,
      is: false,
    },
  ])('$name: $is', ({ filters, search, sort, is }) => {
    expect(pastDueNewestFirst({ filters, search, sort })).toBe(is);
  });
});

describe('overdueByDate and statusDateWins: an Overdue by filter read through status and date', () => {
  const overdueBy = (value: number) => ({
    column: 'overdueBy' as const,
    operator: 'greaterThan' as const,
    value,
  });
  const byDate = (desc: boolean) => [{ column: 'date' as const, desc }];

  it('takes one past-due Overdue by filter sorted by date, either way, and nothing else', () => {
    expect(overdueByDate({ filters: [overdueBy(0)], search: '', sort: byDate(true) })).toEqual({
      from: 1,
      to: null,
    });
    const between = { column: 'overdueBy' as const, operator: 'between' as const, value: 31 };
    expect(
      overdueByDate({ filters: [{ ...between, to: 60 }], search: '', sort: byDate(false) }),
    ).toEqual({ from: 31, to: 60 });
    const notYetDue = { column: 'overdueBy' as const, operator: 'notYetDue' as const };
    expect(overdueByDate({ filters: [notYetDue], search: '', sort: byDate(true) })).toBeNull();
    expect(
      overdueByDate({ filters: [overdueBy(0)], search: 'acme', sort: byDate(true) }),
    ).toBeNull();
    const dueSort = [{ column: 'dueDate' as const, desc: true }];
    expect(overdueByDate({ filters: [overdueBy(0)], search: '', sort: dueSort })).toBeNull();
    const twoFilters = [overdueBy(0), overdueBy(30)];
    expect(overdueByDate({ filters: twoFilters, search: '', sort: byDate(true) })).toBeNull();
  });

  it('wins when fewer bills lie before the window than there are matches to sort', () => {
    // 'More than 0 days' at a million: 142,000 not yet due passed, 357,000 matches.
    expect(statusDateWins({ passed: 142_000, matches: 357_000, offset: 0, limit: 20 })).toBe(true);
    // 'More than 90 days': most owing bills are due later and lie first; 21,000 matches.
    expect(statusDateWins({ passed: 336_000, matches: 21_000, offset: 0, limit: 20 })).toBe(false);
  });
});
