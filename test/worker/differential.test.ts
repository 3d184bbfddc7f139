import { datePresets } from '../../src/domain/datePresets';
import { ageingBuckets } from '../../src/domain/ageing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnIds } from '../../src/domain/columns';
import { pageSizes, type Filter, type SortKey } from '../../src/domain/query';
import { statusFilterValues } from '../../src/domain/statuses';
import { addDays } from '../../src/domain/dates';
import type { ReadPlan } from '../../src/sql/plan';
import { createInvoiceService } from '../../src/worker/service';
import { createDatabase, sampleRecords, toRow, today } from '../sql/db';
import { groupByChoices, type Grouping } from '../../src/domain/grouping';
import type { InvoiceRecord } from '../../src/domain/sample';
import {
  compareBinary,
  overdueBy,
  recordWords,
  referenceRows,
  referenceSummary,
} from '../sql/reference';

/** References with words past ASCII, punctuation and a ligature, set through the service. */
const edits: [number, string][] = [
  [3, 'Straße 12'],
  [17, 'Œuvre Müller-Lüdenscheid'],
  [29, "O'Brien & Søn ÉTÉ"],
  [58, 'INV-058 ﬁnal'],
  [64, 'ÀBC-123/ab'],
  // outside the prefix 'INV-0' yet found by it, or not: a broad search's complement (complement.ts)
  [7, 'Paid INV-07 in part'],
  [12, 'inv-0999'],
  [23, 'XINV-01'],
  [44, 'INV 05'],
];
const records = sampleRecords().map((r) => {
  const edit = edits.find(([id]) => id === r.id);
  return edit ? { ...r, reference: edit[1] } : r;
});

/**
 * The service picks how to read rows from counts (plan.ts); each way must give the same rows, so
 * the properties also run with every search found through the full-text index and filters
 * through their indexes, and with every row read in sort order and tested.
 */
const plans: { name: string; choosePlan?: () => ReadPlan }[] = [
  { name: 'as the service chooses' },
  { name: 'found through indexes', choosePlan: () => ({ searchPlan: 'index', sortDrives: false }) },
  { name: 'read in sort order', choosePlan: () => ({ searchPlan: 'scan', sortDrives: true }) },
  ...[3, 60].map((readCap) => ({
    name: `read in sort order, giving up after ${readCap} rows`,
    choosePlan: (): ReadPlan => ({ searchPlan: 'scan', sortDrives: true, readCap }),
  })),
];
const services = plans.map(({ name, choosePlan }) => ({
  name,
  service: createInvoiceService({ createDatabase, today, choosePlan }),
}));
beforeAll(async () => {
  for (const { service } of services) {
    await service.load(100);
    for (const [id, reference] of edits) await service.updateReference(id, reference);
  }
});

const distinct = <T>(values: T[]) => [...new Set(values)];
const names = distinct(records.map((r) => r.contactName));
const dates = distinct(records.flatMap((r) => [r.date, r.dueDate]));
const amounts = distinct(
  records.flatMap((r) => [r.amountDue, r.amountPaid, r.amountDue - r.amountPaid]),
);
const overdueDays = distinct(records.map((r) => overdueBy(r, today) ?? 0));
const rowWords = records.map(recordWords);
const wordPool = distinct(rowWords.flat());
const rawPool = distinct(
  records.flatMap((r) => [r.contactName, r.reference, ...r.notes].flatMap((t) => t.split(/\s+/))),
);

const oneOf = fc.constantFrom<'is' | 'isNot'>('is', 'isNot');
const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({
    column: fc.constant('status' as const),
    operator: oneOf,
    values: fc.uniqueArray(fc.constantFrom(...statusFilterValues), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    column: fc.constant('from' as const),
    operator: oneOf,
    values: fc.array(
      fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 8 })),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  }),
  fc.record({
    column: fc.constantFrom('date' as const, 'dueDate' as const),
    operator: fc.constantFrom('before' as const, 'after' as const),
    value: fc.oneof(
      fc.constantFrom(...dates, 'today'),
      fc.integer({ min: -400, max: 70 }).map((days) => addDays(today, days)),
    ),
  }),
  fc.record({
    column: fc.constantFrom('total' as const, 'paid' as const, 'due' as const),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: fc.oneof(fc.constantFrom(...amounts), fc.integer({ min: 0, max: 600_000 })),
  }),
  fc.record({
    column: fc.constant('overdueBy' as const),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: fc.oneof(fc.constantFrom(...overdueDays), fc.integer({ min: 0, max: 400 })),
  }),
  fc.record({
    column: fc.constantFrom('date' as const, 'dueDate' as const),
    operator: fc.constant('within' as const),
    value: fc.constantFrom(...datePresets),
  }),
  // the aged payables buckets, and any other range of days
  fc.constantFrom(...ageingBuckets.map((b) => b.filter)),
  fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 120 }))
    .map(([value, more]): Filter => ({
      column: 'overdueBy',
      operator: 'between',
      value,
      to: value + more,
    })),
);

const casing = (text: string, upper: boolean) => (upper ? text.toUpperCase() : text);
const prefixOf = (word: string, n: number) => word.slice(0, 1 + (n % word.length));
const termArb: fc.Arbitrary<string> = fc.oneof(
  // a prefix of a word that occurs
  fc
    .tuple(fc.constantFrom(...wordPool), fc.nat(), fc.boolean())
    .map(([word, n, upper]) => casing(prefixOf(word, n), upper)),
  // two neighbouring words of one row as a phrase, the last one a prefix
  fc
    .tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('-', '/', "'", '.'))
    .map(([r, i, n, sep]) => {
      const words = rowWords[r % rowWords.length] ?? [];
      const at = i % Math.max(1, words.length - 1);
      const [first, second] = [words[at] ?? 'inv', words[at + 1] ?? '0'];
      return `${first}${sep}${prefixOf(second, n)}`;
    }),
  // text as typed in the rows, accents and punctuation included
  fc.constantFrom(...rawPool),
  // anything from a small alphabet, so some terms match nothing or are only punctuation
  fc.string({ unit: fc.constantFrom(...'abeinotv0124-*"\'ßüÉ'.split('')), maxLength: 5 }),
);
const searchArb = fc.oneof(
  fc.constant(''),
  fc.array(termArb, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(' ')),
);
const sortArb: fc.Arbitrary<SortKey[]> = fc.uniqueArray(
  fc.record({ column: fc.constantFrom(...columnIds), desc: fc.boolean() }),
  { selector: (key) => key.column, maxLength: 3 },
);
const queryArb = fc.record({
  filters: fc.array(filterArb, { maxLength: 3 }),
  search: searchArb,
  sort: sortArb,
  size: fc.constantFrom(...pageSizes),
  pick: fc.nat(),
  offset: fc.nat(),
  limit: fc.integer({ min: 1, max: 120 }),
});

const groupingArb = fc.constantFrom(...groupByChoices.filter((g): g is Grouping => g !== 'none'));

function groupKeyOf(r: InvoiceRecord, grouping: Grouping): string {
  if (grouping === 'from') return r.contactName;
  return grouping === 'status' ? r.status : r.dueDate.slice(0, 7);
}

/** Group by counted here: each key's bills, Paid and Amount due, in the keys' binary order. */
function referenceGroups(rows: readonly InvoiceRecord[], grouping: Grouping) {
  const groups = new Map<string, { key: string; count: number; paid: number; due: number }>();
  for (const r of rows) {
    const key = groupKeyOf(r, grouping);
    const group = groups.get(key) ?? { key, count: 0, paid: 0, due: 0 };
    group.count += 1;
    group.paid += r.amountPaid;
    group.due += r.amountDue - r.amountPaid;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => compareBinary(a.key, b.key));
}

describe.each(services)(
  'the SQL path ($name) and the TypeScript reference agree',
  ({ service }) => {
    it('on pages and the footer totals', async () => {
      await fc.assert(
        fc.asyncProperty(queryArb, async ({ filters, search, sort, size, pick }) => {
          const expected = referenceRows(records, { filters, search, sort }, today);
          const lastIndex = Math.max(0, Math.ceil(expected.length / size) - 1);
          const asked = pick % (lastIndex + 2); // includes the page just past the end
          const result = await service.query({
            filters,
            search,
            sort,
            page: { index: asked, size },
          });
          if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
          // A page past the last is answered with the last page, and the answer says so.
          const index = Math.min(asked, lastIndex);
          expect(result.page).toBe(index);
          expect(result.rows).toEqual(expected.slice(index * size, (index + 1) * size).map(toRow));
          // Ageing that the running totals cannot give comes from its own operation.
          const ageing =
            result.summary.ageing ??
            (await service.ageing({ filters, search, sort, page: { index: asked, size } }));
          expect({
            ...result.summary,
            ageing: Array.isArray(ageing) ? ageing : ageing.kind === 'ok' ? ageing.ageing : ageing,
          }).toEqual(referenceSummary(records, { filters, search }, today));
        }),
        { numRuns: 200 },
      );
    });

    it('on windows of the continuous layout', async () => {
      await fc.assert(
        fc.asyncProperty(queryArb, async ({ filters, search, sort, offset, limit }) => {
          const expected = referenceRows(records, { filters, search, sort }, today);
          const start = offset % (expected.length + 5);
          const page = { index: 0, size: 20 };
          const result = await service.rows({ filters, search, sort, page }, start, limit);
          if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
          expect(result.rows).toEqual(expected.slice(start, start + limit).map(toRow));
        }),
        { numRuns: 200 },
      );
    });

    it('on the groups of Group by, and the rows of a group', async () => {
      await fc.assert(
        fc.asyncProperty(
          queryArb,
          groupingArb,
          fc.nat(),
          async ({ filters, search, sort, offset, limit }, grouping, pick) => {
            const page = { index: 0, size: 20 as const };
            const query = { filters, search, sort, page };
            const matching = referenceRows(records, { filters, search, sort }, today);
            const expected = referenceGroups(matching, grouping);
            const groups = await service.groups(query, grouping);
            if (groups.kind !== 'ok') throw new Error(JSON.stringify(groups));
            expect(groups.groups).toEqual(expected);
            const group = expected[pick % Math.max(1, expected.length)];
            if (!group) return;
            const bills = matching.filter((r) => groupKeyOf(r, grouping) === group.key);
            const start = offset % (bills.length + 2);
            const result = await service.groupRows(query, grouping, group.key, start, limit);
            if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
            expect(result.rows).toEqual(bills.slice(start, start + limit).map(toRow));
          },
        ),
        { numRuns: 150 },
      );
    });

    it('on broad searches, with and without filters (totals by complement)', async () => {
      const sorts: SortKey[] = [
        { column: 'date', desc: true },
        { column: 'reference', desc: false },
        { column: 'due', desc: false },
        { column: 'from', desc: true },
      ];
      const searches = ['INV-0', 'inv-0', 'inv', 'IN', 'INV-', 'Inv-0', 'INV-0 inv', 'INV-0 in'];
      const filterSets: Filter[][] = [
        [],
        [{ column: 'status', operator: 'is', values: ['draft'] }],
        [{ column: 'status', operator: 'isNot', values: ['paid'] }],
        ...ageingBuckets.map((b) => [b.filter]),
        [{ column: 'dueDate', operator: 'before', value: 'today' }],
        // not answered by the running totals: counted from every match as before
        [{ column: 'from', operator: 'isNot', values: [names[0] as string] }],
        [{ column: 'paid', operator: 'greaterThan', value: 0 }],
      ];
      for (const search of searches) {
        for (const filters of filterSets) {
          const sort: SortKey[] = [sorts[(search.length + filters.length) % sorts.length]!];
          const page = { index: 0, size: 20 as const };
          const result = await service.query({ filters, search, sort, page });
          if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
          const expected = referenceRows(records, { filters, search, sort }, today);
          expect(result.rows).toEqual(expected.slice(0, 20).map(toRow));
          // Windows read as the filters' rows in order, tested against the search.
          for (const [start, limit] of [
            [0, 3],
            [5, 40],
            [60, 100],
            [95, 10],
          ] as const) {
            const rows = await service.rows({ filters, search, sort, page }, start, limit);
            if (rows.kind !== 'ok') throw new Error(JSON.stringify(rows));
            expect(rows.rows).toEqual(expected.slice(start, start + limit).map(toRow));
          }
          const ageing = await service.ageing({ filters, search, sort, page });
          if (ageing.kind !== 'ok') throw new Error(JSON.stringify(ageing));
          const summary = referenceSummary(records, { filters, search }, today);
          expect({ ...result.summary, ageing: result.summary.ageing ?? ageing.ageing }).toEqual(
            summary,
          );
          expect(ageing.ageing).toEqual(summary.ageing);
          // Found by complement (a few bills outside 'INV-0' to test): the ageing comes at once.
          const byComplement =
            !search.includes(' ') &&
            filters.every((f) => f.column !== 'from' && f.column !== 'paid');
          if (byComplement) expect(result.summary.ageing).not.toBeNull();
        }
      }
    });

    it('finds the edited references by the words typed, accents and all', async () => {
      const found = async (search: string) => {
        const page = { index: 0, size: 100 };
        const result = await service.query({ filters: [], search, sort: [], page });
        return result.kind === 'ok' ? result.rows.map((row) => row[0]) : result;
      };
      expect(await found('Straße')).toEqual([3]);
      expect(await found('œuvre muller-LUD')).toEqual([17]);
      expect(await found("o'brien søn été")).toEqual([29]);
      expect(await found('àbc-123/a')).toEqual([64]);
    });
  },
);
