import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toRow, today } from '../sql/db';
import { referenceRows, referenceSummary } from '../sql/reference';
import { referenceSupplierQuery, type ReferenceBill } from '../sql/suppliers/reference';
import { ageingBuckets } from '../../src/domain/ageing';
import type { Filter, SortKey } from '../../src/domain/query';
import {
  groupingArb,
  groupKeyOf,
  loadEdited,
  names,
  queryArb,
  records,
  referenceGroups,
  servicesPerPlan,
  supplierQueryArb,
} from './arbitraries';

const services = servicesPerPlan();
beforeAll(() => loadEdited(services));

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

    it('on an Overdue by filter alone, by date both ways, every page (status and date runs)', async () => {
      const ranges: Filter[] = [
        { column: 'overdueBy', operator: 'greaterThan', value: 0 },
        { column: 'overdueBy', operator: 'greaterThan', value: 30 },
        { column: 'overdueBy', operator: 'greaterThan', value: 90 },
        { column: 'overdueBy', operator: 'lessThan', value: 30 },
        { column: 'overdueBy', operator: 'between', value: 31, to: 60 },
      ];
      for (const filter of ranges) {
        for (const desc of [true, false]) {
          const filters = [filter];
          const sort: SortKey[] = [{ column: 'date', desc }];
          const expected = referenceRows(records, { filters, search: '', sort }, today);
          const page = { index: 0, size: 20 as const };
          for (let start = 0; start < Math.max(1, expected.length); start += 5) {
            const result = await service.rows({ filters, search: '', sort, page }, start, 5);
            if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
            const want = expected.slice(start, start + 5).map(toRow);
            expect(result.rows, `${JSON.stringify(filter)} desc ${desc} at ${start}`).toEqual(want);
          }
        }
      }
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

describe('the Suppliers source and the TypeScript reference agree', () => {
  const bills: ReferenceBill[] = records.map((r) => [
    r.contactName,
    r.status,
    r.date,
    r.dueDate,
    r.amountDue,
    r.amountPaid,
  ]);
  const { service } = services[0]!;

  it('on windows, counts, footers and the names of all that match', async () => {
    await fc.assert(
      fc.asyncProperty(supplierQueryArb, async (query) => {
        const expected = referenceSupplierQuery(bills, query, today);
        const { offset, limit } = query.window;
        const result = await service.suppliers(query);
        if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
        expect(result.rows).toEqual(expected.slice(offset, offset + limit));
        const sum = (k: 'total' | 'paid' | 'owed' | 'overdue') =>
          expected.reduce((s, r) => s + r[k], 0);
        expect(result.footer).toEqual({
          count: expected.length,
          total: sum('total'),
          paid: sum('paid'),
          owed: sum('owed'),
          overdue: sum('overdue'),
        });
        const names = await service.supplierNames(query);
        if (names.kind !== 'ok') throw new Error(JSON.stringify(names));
        expect(names.names).toEqual(expected.map((r) => r.name));
      }),
      { numRuns: 300 },
    );
  });
});
