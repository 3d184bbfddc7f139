import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceQuery } from '../../src/domain/query';
import { searchTerms } from '../../src/domain/search';
import { createInvoiceService } from '../../src/worker/service';
import { createDatabase, sampleRecords, today } from '../sql/db';
import { recordWords } from '../sql/reference';

/**
 * A search typed while the search index is still being built after a load is answered at once,
 * by testing every row, and must find exactly what the index finds once it is whole. The
 * searches are asked before the build's first step, while the index holds nothing: an answer
 * taken from it would find no rows.
 */
const count = 400;
const rows = sampleRecords(count).map(recordWords);
const wordPool = [...new Set(rows.flat())];
const prefixOf = (word: string, n: number) => word.slice(0, 1 + (n % word.length));

const termArb: fc.Arbitrary<string> = fc.oneof(
  // a prefix of a word that occurs, in either case
  fc
    .tuple(fc.constantFrom(...wordPool), fc.nat(), fc.boolean())
    .map(([word, n, upper]) => (upper ? prefixOf(word, n).toUpperCase() : prefixOf(word, n))),
  // neighbouring words of one row as a phrase, the last a prefix
  fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('-', ' ', '/')).map(([r, i, n, sep]) => {
    const words = rows[r % rows.length] ?? [];
    const at = i % Math.max(1, words.length - 1);
    return `${words[at] ?? 'inv'}${sep}${prefixOf(words[at + 1] ?? '0', n)}`;
  }),
  // anything from a small alphabet: some match nothing, some are only punctuation
  fc.string({ unit: fc.constantFrom(...'abeinort0124-"\'ßüÉ'.split('')), maxLength: 4 }),
);
const searchArb = fc.array(termArb, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(' '));
const searches = fc.sample(searchArb, { numRuns: 80, seed: 15 });

const queryOf = (search: string, sortDesc: boolean): InvoiceQuery => ({
  filters: [],
  search,
  sort: [{ column: 'date', desc: sortDesc }],
  page: { index: 0, size: 100 },
});

async function answers(service: ReturnType<typeof createInvoiceService>) {
  return Promise.all(
    searches.map(async (search, i) => {
      const query = queryOf(search, i % 2 === 0);
      const [page, ageing, groups] = await Promise.all([
        service.query(query),
        service.ageing(query),
        service.groups(query, 'status'),
      ]);
      return {
        search,
        page,
        ageing: ageing.kind === 'ok' ? ageing.ageing : ageing,
        groups: groups.kind === 'ok' ? groups.groups : groups,
      };
    }),
  );
}

describe('a search while the search index is being built', () => {
  it("counts a broad search's totals by complement only once the index on Reference is built", async () => {
    const service = createInvoiceService({ createDatabase, today });
    const bills = 1000;
    await service.load(bills);
    // 'INV-0' finds all but INV-1000. Listing that one bill needs the index on Reference, built
    // after the search index: before, the totals are counted from each row and the strip after.
    const query = queryOf('INV-0', true);
    const during = await service.query(query);
    await service.settled();
    const after = await service.query(query);
    if (during.kind !== 'ok' || after.kind !== 'ok') throw new Error('the search failed');
    expect(during.summary).toMatchObject({ total: bills - 1, ageing: null, searchIndexing: true });
    const { total, paid, due } = during.summary;
    expect(after.summary).toMatchObject({ total, paid, due });
    expect(after.summary.ageing).not.toBeNull();
    expect(after.rows).toEqual(during.rows);
  });

  it('finds the same rows, totals and groups as the index does once built, and says it is slower', async () => {
    const service = createInvoiceService({ createDatabase, today });
    const loaded = await service.load(count);
    expect(loaded).toMatchObject({ kind: 'ok', count });
    // Asked now, before the build's first step (it waits for a macrotask; these do not).
    const during = await answers(service);
    await service.settled();
    const after = await answers(service);

    let found = 0;
    for (const [i, was] of during.entries()) {
      const now = after[i];
      if (was.page.kind !== 'ok' || now?.page.kind !== 'ok') throw new Error('a search failed');
      const searched = searchTerms(was.search).length > 0;
      const { searchIndexing, ...summary } = was.page.summary;
      expect(searchIndexing, was.search).toBe(searched ? true : undefined);
      expect(now.page.summary.searchIndexing, was.search).toBeUndefined();
      expect({ ...summary, ageing: null }, was.search).toEqual({
        ...now.page.summary,
        ageing: null,
      });
      expect(was.page.rows, was.search).toEqual(now.page.rows);
      expect(was.ageing, was.search).toEqual(now.ageing);
      expect(was.groups, was.search).toEqual(now.groups);
      if (searched && now.page.summary.total > 0) found += 1;
    }
    // Many of the searches find rows (the rest match nothing, both ways).
    expect(found).toBeGreaterThan(searches.length / 4);
  });

  it('tests rows only until the index is built', async () => {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(count);
    await service.settled();
    const page = await service.query(queryOf(wordPool[0] ?? 'a', false));
    expect(page.kind === 'ok' && page.summary.searchIndexing).toBeFalsy();
  });
});
