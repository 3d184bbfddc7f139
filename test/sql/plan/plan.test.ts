import { describe, expect, it } from 'vitest';
import { choosePlan, foundPlan } from '../../../src/sql/plan/plan';

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
