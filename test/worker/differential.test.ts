import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toRow, today } from '../sql/db';
import { referenceRows, referenceSummary } from '../sql/reference';
import {
  groupingArb,
  groupKeyOf,
  loadEdited,
  queryArb,
  records,
  referenceGroups,
  servicesPerPlan,
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
