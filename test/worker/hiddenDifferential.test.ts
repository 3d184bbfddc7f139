import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceService } from '../../src/worker/service';
import { toRow, today } from '../sql/db';
import { compareBinary, referenceRows, referenceSummary } from '../sql/reference';
import type { Invoice } from '../../src/domain/invoice';
import {
  groupingArb,
  groupKeyOf,
  loadEdited,
  queryArb,
  records,
  referenceGroups,
  servicesPerPlan,
} from './arbitraries';

/**
 * A Delete hides its invoices in place (src/sql/write/hidden.ts). Whatever is hidden, every read must
 * answer as if those invoices had really been deleted: the TypeScript reference is run over the
 * sample without them. Random hidden sets (ticked ids, or every match of a random query but a
 * few), random queries, each way of reading rows; then Undo must give back exactly the sample.
 */

const services = servicesPerPlan();
beforeAll(() => loadEdited(services));

/** What to delete: ticked ids, or every invoice a query matches except some. */
const deletionArb = fc.oneof(
  fc
    .uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 90 })
    .map((ids) => ({ kind: 'ids' as const, ids })),
  fc
    .tuple(queryArb, fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 5 }))
    .map(([{ filters, search }, except]) => ({
      kind: 'matching' as const,
      query: { filters, search },
      except,
    })),
);

/** The ids a deletion removes, as the reference finds them. */
function deletedBy(deletion: Deletion): Set<number> {
  if (deletion.kind === 'ids') return new Set(deletion.ids);
  const except = new Set(deletion.except);
  return new Set(
    referenceRows(records, { ...deletion.query, sort: [] }, today)
      .map((r) => r.id)
      .filter((id) => !except.has(id)),
  );
}
type Deletion =
  | { kind: 'ids'; ids: number[] }
  | {
      kind: 'matching';
      query: { filters: Parameters<typeof referenceRows>[1]['filters']; search: string };
      except: number[];
    };

function ok<T extends { kind: string }>(result: T): Extract<T, { kind: 'ok' }> {
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result as Extract<T, { kind: 'ok' }>;
}

/** Every read a person can make of one random query, against the reference over `shown`. */
async function readsAgree(
  service: InvoiceService,
  shown: readonly Invoice[],
  query: QueryInput,
  grouping: Parameters<typeof referenceGroups>[1],
): Promise<void> {
  const { filters, search, sort, size, pick, offset, limit } = query;
  const expected = referenceRows(shown, { filters, search, sort }, today);
  const lastIndex = Math.max(0, Math.ceil(expected.length / size) - 1);
  const index = Math.min(pick % (lastIndex + 2), lastIndex);
  const page = { index, size };
  const result = ok(await service.query({ filters, search, sort, page }));
  expect(result.rows).toEqual(expected.slice(index * size, (index + 1) * size).map(toRow));
  const ageing =
    result.summary.ageing ?? ok(await service.ageing({ filters, search, sort, page })).ageing;
  expect({ ...result.summary, ageing }).toEqual(
    referenceSummary(shown, { filters, search }, today),
  );
  const start = offset % (expected.length + 5);
  const window = ok(await service.rows({ filters, search, sort, page }, start, limit));
  expect(window.rows).toEqual(expected.slice(start, start + limit).map(toRow));
  const groups = ok(await service.groups({ filters, search, sort, page }, grouping));
  expect(groups.groups).toEqual(referenceGroups(expected, grouping));
  const group = groups.groups[pick % Math.max(1, groups.groups.length)];
  if (group) {
    const bills = expected.filter((r) => groupKeyOf(r, grouping) === group.key);
    const rows = ok(
      await service.groupRows({ filters, search, sort, page }, grouping, group.key, 0, 200),
    );
    expect(rows.rows).toEqual(bills.map(toRow));
  }
  // 'Select all' of the matches but the first: the bulk bar's count and what they owe.
  const except = expected.slice(0, 1).map((r) => r.id);
  const selected = ok(
    await service.summarizeSelection({ kind: 'matching', query: { filters, search }, except }),
  );
  const rest = expected.slice(1);
  expect({ count: selected.count, due: selected.due }).toEqual({
    count: rest.length,
    due: rest.reduce((sum, r) => sum + r.amountDue - r.amountPaid, 0),
  });
  // The export of the view, and of that selection, holds exactly the rows shown.
  const exportOf = async (selection?: { kind: 'matching'; query: object; except: number[] }) => {
    const request = {
      query: { filters, search, sort, page },
      columns: ['reference'],
      allFields: false,
      selection,
    };
    const exported = await service.exportCsv(request);
    return exported.kind === 'ok' ? exported.count : exported;
  };
  expect(await exportOf()).toBe(expected.length);
  expect(await exportOf({ kind: 'matching', query: { filters, search }, except })).toBe(
    rest.length,
  );
}
type QueryInput = typeof queryArb extends fc.Arbitrary<infer Q> ? Q : never;

describe.each(services)('hidden invoices read as deleted ($name)', ({ service }) => {
  it('on pages, footers, ageing, windows, groups and selections; Undo gives all back', async () => {
    await fc.assert(
      fc.asyncProperty(
        deletionArb,
        fc.array(fc.tuple(queryArb, groupingArb), { minLength: 1, maxLength: 3 }),
        async (deletion, queries) => {
          const gone = deletedBy(deletion);
          const removed = ok(await service.remove(deletion));
          expect(new Set(removed.ids)).toEqual(gone);
          const shown = records.filter((r) => !gone.has(r.id));
          for (const [query, grouping] of queries) {
            await readsAgree(service, shown, query, grouping);
          }
          const names = [...new Set(shown.map((r) => r.contactName))].sort(compareBinary);
          expect(ok(await service.contacts()).names).toEqual(names);
          for (const id of [...gone].slice(0, 3)) {
            const number = records.find((r) => r.id === id)?.number ?? '';
            expect(ok(await service.billByNumber(number)).bill).toBeNull();
          }
          const undone = ok(await service.undoRemove(removed.undoToken));
          expect(undone.count).toBe(gone.size);
          const [query, grouping] = queries[0] ?? [];
          if (query && grouping) await readsAgree(service, records, query, grouping);
        },
      ),
      { numRuns: 40 },
    );
  });
});
