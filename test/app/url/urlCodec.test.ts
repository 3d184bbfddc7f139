import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxFilterParamLength,
  decodeUrlState,
  encodeFilter,
  encodeUrlState,
  fitUrlState,
  maxLinkLength,
  type UrlState,
} from '../../../src/app/url/urlCodec';
import { columnIds, getColumn } from '../../../src/domain/columns';
import {
  limits,
  pageSizes,
  parseQuery,
  type Filter,
  type SortKey,
} from '../../../src/domain/query';
import { sampleSizes } from '../../../src/domain/sampleSizes';
import { statusFilterValues } from '../../../src/domain/statuses';

const hideableIds = columnIds.filter((id) => getColumn(id).hideable);
const viewIds = ['all', 'draft', 'awaiting-payment', 'overdue', 'paid'] as const;

function roundTrip(state: UrlState) {
  return decodeUrlState(encodeUrlState(state), viewIds);
}

/** Every `"…"` a notice quotes, as the text it shows. */
function quotedPieces(notice: string): string[] {
  return (notice.match(/"(?:[^"\\]|\\.)*"/g) ?? []).map((q) => JSON.parse(q) as string);
}

/** A notice shows a piece of a hostile link in at most 40 characters (plus an ellipsis). */
function expectShortQuotes(notices: readonly string[], hostile?: string) {
  for (const notice of notices) {
    for (const piece of quotedPieces(notice)) expect(piece.length).toBeLessThanOrEqual(41);
    if (hostile !== undefined && hostile.length > 40) {
      expect(notice).not.toContain(hostile.slice(0, 41));
    }
  }
}

/** A link's parts, in the order the encoder writes them. */
function link(parts: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of parts) params.append(name, value);
  return params.toString();
}

// ---------------------------------------------------------------------------------------------
// Arbitraries for valid link states
// ---------------------------------------------------------------------------------------------

const trickyNames = [
  'Acme, Inc.',
  'Smith & Sons',
  'Ratio: 3:1 Ltd',
  'O\'Brien "The Builder"',
  'Café Müller',
  'Ünïcödé Straße',
  '100% Organic',
  'A+B Partners',
  '  spaced   out  ',
  'a,b:c&d=e?f#g',
  '%E0%A4%A',
  '%25',
  '+',
  '東京株式会社',
  '👩‍👩‍👧 Family 🎉',
  '<script>alert(1)</script>',
];

const nameArb = fc
  .oneof(
    fc.constantFrom(...trickyNames),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    fc.string({ unit: fc.constantFrom(...',:&%+ =?#/;"\'<>é'), minLength: 1, maxLength: 12 }),
  )
  .filter((s) => s.length >= 1 && s.length <= limits.valueLength);

const isoDateArb = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

const penceArb = fc.oneof(
  fc.integer({ min: 0, max: limits.amount }),
  fc.integer({ min: 0, max: limits.amount / 100 }).map((pounds) => pounds * 100),
  fc.constantFrom(0, 1, 5, 99, 100, 123456, 500000, limits.amount),
);

const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({
    column: fc.constant('status' as const),
    operator: fc.constantFrom('is' as const, 'isNot' as const),
    values: fc.array(fc.constantFrom(...statusFilterValues), { minLength: 1, maxLength: 6 }),
  }),
  fc.record({
    column: fc.constant('from' as const),
    operator: fc.constantFrom('is' as const, 'isNot' as const),
    values: fc.array(nameArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    column: fc.constantFrom('date' as const, 'dueDate' as const),
    operator: fc.constantFrom('before' as const, 'after' as const),
    value: fc.oneof(fc.constant('today'), isoDateArb),
  }),
  fc.record({
    column: fc.constantFrom('paid' as const, 'due' as const),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: penceArb,
  }),
  fc.record({
    column: fc.constant('number' as const),
    operator: fc.constantFrom('equals' as const, 'startsWith' as const),
    value: nameArb,
  }),
);

const sortingArb: fc.Arbitrary<SortKey[]> = fc
  .shuffledSubarray([...columnIds], { minLength: 1, maxLength: limits.sortKeys })
  .chain((cols) =>
    fc
      .array(fc.boolean(), { minLength: cols.length, maxLength: cols.length })
      .map((desc) => cols.map((column, i) => ({ column, desc: desc[i] ?? false }))),
  );

const searchArb = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...'&=+%#?:, "\'<>/;é東'), minLength: 1, maxLength: 40 }),
  )
  .filter((s) => s.length >= 1 && s.length <= 200);

const urlStateArb: fc.Arbitrary<UrlState> = fc.record(
  {
    viewId: fc.constantFrom(...viewIds),
    search: searchArb,
    filters: fc.array(filterArb, { minLength: 1, maxLength: 6 }),
    sorting: sortingArb,
    pageIndex: fc.integer({ min: 1, max: limits.pageIndex }),
    pageSize: fc.constantFrom(...pageSizes),
    sampleSize: fc.constantFrom(...sampleSizes),
    columnOrder: fc.shuffledSubarray([...columnIds], {
      minLength: columnIds.length,
      maxLength: columnIds.length,
    }),
    columnVisibility: fc
      .subarray(hideableIds)
      // A layout keeps only what differs from how a column starts (shown, or Number hidden).
      .map((ids) =>
        Object.fromEntries(ids.map((id) => [id, getColumn(id).hiddenByDefault === true])),
      ),
    columnPinning: fc
      .shuffledSubarray([...columnIds])
      .chain((ids) =>
        fc.nat({ max: ids.length }).map((n) => ({ left: ids.slice(0, n), right: ids.slice(n) })),
      ),
    columnSizing: fc.subarray([...columnIds]).chain((ids) =>
      fc
        .array(fc.integer({ min: 32, max: 800 }), {
          minLength: ids.length,
          maxLength: ids.length,
        })
        .map((widths) => Object.fromEntries(ids.map((id, i) => [id, widths[i]]))),
    ),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------

describe('encodeFilter', () => {
  it.each<[string, Filter, string]>([
    [
      'status with several values, the group included',
      { column: 'status', operator: 'isNot', values: ['awaiting-payment', 'paid', 'draft'] },
      'status:isNot:awaiting-payment,paid,draft',
    ],
    [
      'from, with commas, colons, ampersands and spaces encoded',
      { column: 'from', operator: 'is', values: ['A, B: C & D', 'E'] },
      'from:is:A%2C%20B%3A%20C%20%26%20D,E',
    ],
    [
      'a date',
      { column: 'dueDate', operator: 'before', value: '2026-01-31' },
      'dueDate:before:2026-01-31',
    ],
    ['today', { column: 'date', operator: 'after', value: 'today' }, 'date:after:today'],
    [
      'odd pence as pounds with two decimals',
      { column: 'paid', operator: 'greaterThan', value: 123456 },
      'paid:greaterThan:1234.56',
    ],
    [
      'whole pounds without decimals',
      { column: 'due', operator: 'lessThan', value: 500000 },
      'due:lessThan:5000',
    ],
    ['five pence', { column: 'due', operator: 'lessThan', value: 5 }, 'due:lessThan:0.05'],
    ['a total', { column: 'total', operator: 'greaterThan', value: 100 }, 'total:greaterThan:1'],
    [
      'days overdue as a whole number',
      { column: 'overdueBy', operator: 'greaterThan', value: 30 },
      'overdueBy:greaterThan:30',
    ],
    ['ninety pence', { column: 'paid', operator: 'lessThan', value: 90 }, 'paid:lessThan:0.90'],
    ['zero', { column: 'paid', operator: 'greaterThan', value: 0 }, 'paid:greaterThan:0'],
  ])('%s', (_name, filter, expected) => {
    expect(encodeFilter(filter)).toBe(expected);
  });
});

describe('encodeUrlState', () => {
  it('writes the parts in a fixed order with URL encoding', () => {
    expect(
      encodeUrlState({
        viewId: 'draft',
        search: 'a b&c',
        filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
        sorting: [
          { column: 'date', desc: true },
          { column: 'from', desc: false },
        ],
        pageIndex: 2,
        pageSize: 50,
        sampleSize: 10_000,
      }),
    ).toBe(
      'view=draft&q=a+b%26c&f=status%3Ais%3Adraft&sort=date%3Adesc%2Cfrom%3Aasc&page=3&size=50&rows=10000',
    );
  });

  it('leaves out the parts a state does not have, and the first page', () => {
    expect(encodeUrlState({})).toBe('');
    expect(encodeUrlState({ pageIndex: 0 })).toBe('');
    expect(encodeUrlState({ viewId: 'paid', pageIndex: 0 })).toBe('view=paid');
  });

  // A link lays its parts over the view it names, and a part it lacks comes from the view. So
  // "the Paid view with its filters cleared" (or a view's saved search cleared) must differ from
  // "the Paid view": both were written as `view=paid`, and the link showed the view's filters.
  it('keeps an emptied filter list apart from no filters', () => {
    const state: UrlState = { viewId: 'paid', filters: [] };
    expect(roundTrip(state)).toEqual({ state, notices: [] });
  });

  it('keeps an emptied search apart from no search', () => {
    const state: UrlState = { viewId: 'paid', search: '' };
    expect(roundTrip(state)).toEqual({ state, notices: [] });
  });

  it('writes one f part per filter', () => {
    const params = new URLSearchParams(
      encodeUrlState({
        filters: [
          { column: 'status', operator: 'is', values: ['draft'] },
          { column: 'paid', operator: 'lessThan', value: 100 },
        ],
      }),
    );
    expect(params.getAll('f')).toEqual(['status:is:draft', 'paid:lessThan:1']);
  });
});

describe('decodeUrlState round trips', () => {
  it.each<[string, UrlState]>([
    ['a view alone', { viewId: 'overdue' }],
    [
      'status is/isNot with several values including awaiting-payment',
      {
        filters: [
          { column: 'status', operator: 'is', values: ['awaiting-payment', 'draft'] },
          { column: 'status', operator: 'isNot', values: ['paid', 'overdue', 'viewed', 'sent'] },
        ],
      },
    ],
    [
      'from with commas, colons, ampersands, quotes, accents, % and + and spaces',
      {
        filters: [
          {
            column: 'from',
            operator: 'is',
            values: [
              'Acme, Inc.',
              'Ratio: 3:1',
              'Smith & Sons',
              'O\'Brien "Quote"',
              'Café Müller',
              '100% + more',
              '  two  spaces ',
            ],
          },
          { column: 'from', operator: 'isNot', values: ['%E0%A4%A', '%25', '+', '%'] },
        ],
      },
    ],
    [
      'dates before/after an ISO date and today',
      {
        filters: [
          { column: 'date', operator: 'before', value: '2026-02-28' },
          { column: 'date', operator: 'after', value: '2024-02-29' },
          { column: 'dueDate', operator: 'before', value: 'today' },
          { column: 'dueDate', operator: 'after', value: 'today' },
        ],
      },
    ],
    [
      'amounts in odd pence and whole pounds',
      {
        filters: [
          { column: 'paid', operator: 'greaterThan', value: 123456 },
          { column: 'paid', operator: 'lessThan', value: 500000 },
          { column: 'due', operator: 'greaterThan', value: 1 },
          { column: 'due', operator: 'lessThan', value: limits.amount },
          { column: 'due', operator: 'lessThan', value: 0 },
          { column: 'paid', operator: 'lessThan', value: 29 },
        ],
      },
    ],
    [
      'a multi-key sort',
      {
        sorting: [
          { column: 'status', desc: false },
          { column: 'due', desc: true },
          { column: 'from', desc: false },
        ],
      },
    ],
    ['a page index', { pageIndex: 41 }],
    ['the last page index allowed', { pageIndex: limits.pageIndex }],
    ['each page size', { pageSize: 10 }],
    ['page size 100', { pageSize: 100 }],
    ['sample size 1,000,000', { sampleSize: 1_000_000 }],
    ['sample size 100', { sampleSize: 100 }],
    [
      'a column layout',
      {
        columnOrder: ['notes', ...columnIds.filter((id) => id !== 'notes')],
        columnVisibility: { notes: false, paid: false },
        columnPinning: { left: ['from', 'status'], right: ['due'] },
        columnSizing: { from: 32, notes: 800 },
      },
    ],
    [
      'every column shown, none pinned',
      { columnVisibility: {}, columnPinning: { left: [], right: [] } },
    ],
    ['only pinned right', { columnPinning: { left: [], right: ['due', 'notes'] } }],
    ['search with unicode and symbols', { search: 'Müller & Søn: 100% "ok" + 東京 👩‍👩‍👧 #1?' }],
    ['a 200-character search', { search: 'é'.repeat(200) }],
    ['search that looks like link syntax', { search: 'view=paid&f=status:is:draft' }],
    [
      'markup in a search and a name stays plain text',
      {
        search: '"><img src=x onerror=alert(1)>',
        filters: [{ column: 'from', operator: 'is', values: ['<script>alert(1)</script>'] }],
      },
    ],
    [
      'everything at once',
      {
        viewId: 'awaiting-payment',
        search: 'glob',
        filters: [
          { column: 'status', operator: 'is', values: ['awaiting-payment'] },
          { column: 'from', operator: 'is', values: ['Globex, Corp'] },
          { column: 'dueDate', operator: 'before', value: 'today' },
          { column: 'due', operator: 'greaterThan', value: 100050 },
        ],
        sorting: [{ column: 'dueDate', desc: true }],
        pageIndex: 3,
        pageSize: 50,
        sampleSize: 100_000,
      },
    ],
  ])('%s', (_name, state) => {
    expect(roundTrip(state)).toEqual({ state, notices: [] });
  });

  it('decode(encode(state)) is the state, with no notices, for any valid state', () => {
    fc.assert(
      fc.property(urlStateArb, (state) => {
        expect(roundTrip(state)).toEqual({ state, notices: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('every filter the encoder writes is read back as the same filter', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const text = encodeFilter(filter);
        const { state, notices } = decodeUrlState(link([['f', text]]), viewIds);
        expect(notices).toEqual([]);
        expect(state.filters).toEqual([filter]);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts a leading question mark, as location.search has', () => {
    expect(decodeUrlState('?view=draft&page=2', viewIds)).toEqual({
      state: { viewId: 'draft', pageIndex: 1 },
      notices: [],
    });
  });

  it('reads pounds written by hand: 1.5 is 150 pence, 007 is 700', () => {
    const { state, notices } = decodeUrlState(
      link([
        ['f', 'paid:greaterThan:1.5'],
        ['f', 'due:lessThan:007'],
      ]),
      viewIds,
    );
    expect(notices).toEqual([]);
    expect(state.filters).toEqual([
      { column: 'paid', operator: 'greaterThan', value: 150 },
      { column: 'due', operator: 'lessThan', value: 700 },
    ]);
  });

  it('page 1 is page index 0', () => {
    expect(decodeUrlState('page=1', viewIds)).toEqual({ state: { pageIndex: 0 }, notices: [] });
  });

  it('a sort key without a direction is ascending', () => {
    expect(decodeUrlState('sort=from', viewIds)).toEqual({
      state: { sorting: [{ column: 'from', desc: false }] },
      notices: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Malformed and hostile links: the good parts apply, each bad part is named in a notice.
// ---------------------------------------------------------------------------------------------

const goodParts: [string, string][] = [
  ['view', 'draft'],
  ['q', 'acme'],
  ['f', 'status:is:draft'],
  ['sort', 'date:desc'],
  ['page', '3'],
  ['size', '50'],
  ['rows', '10000'],
  ['cols', 'notes'],
  ['hide', 'paid'],
  ['pin', 'from_due'],
  ['w', 'notes-300'],
  ['group', 'dueMonth'],
];
const goodState: Required<UrlState> = {
  viewId: 'draft',
  search: 'acme',
  filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
  sorting: [{ column: 'date', desc: true }],
  pageIndex: 2,
  pageSize: 50,
  sampleSize: 10_000,
  columnOrder: ['notes', ...columnIds.filter((id) => id !== 'notes')],
  columnVisibility: { paid: false },
  columnPinning: { left: ['from'], right: ['due'] },
  columnSizing: { notes: 300 },
  groupBy: 'dueMonth',
};

/** The good link with one more `f` part. */
function withExtraFilter(text: string): string {
  return link([...goodParts, ['f', text]]);
}

/** The good link with one part's value replaced. */
function withPart(name: string, value: string): string {
  return link(goodParts.map(([n, v]) => [n, n === name ? value : v]));
}

const stateKeyOf: Record<string, keyof UrlState> = {
  view: 'viewId',
  q: 'search',
  sort: 'sorting',
  page: 'pageIndex',
  size: 'pageSize',
  rows: 'sampleSize',
  cols: 'columnOrder',
  hide: 'columnVisibility',
  pin: 'columnPinning',
  w: 'columnSizing',
};

function goodStateWithout(key: keyof UrlState): UrlState {
  const state: UrlState = { ...goodState };
  delete state[key];
  return state;
}

function expectOneNotice(notices: string[], ...fragments: string[]) {
  expect(notices).toHaveLength(1);
  for (const fragment of fragments) expect(notices[0]).toContain(fragment);
}

describe('decodeUrlState: bad filters are left out and named; the rest applies', () => {
  it.each<[string, string, string]>([
    ['unknown column', 'amount:is:5', 'unknown column "amount"'],
    ['empty column', ':is:draft', 'unknown column ""'],
    ['column in the wrong case', 'Status:is:draft', 'unknown column "Status"'],
    [
      'reference cannot be filtered',
      'reference:is:INV-001',
      'column "reference" cannot be filtered',
    ],
    ['notes cannot be filtered', 'notes:is:urgent', 'column "notes" cannot be filtered'],
    ['unknown operator', 'status:contains:draft', "operator must be 'is' or 'isNot'"],
    ['missing operator and values', 'status', 'unknown status ""'],
    ['date operator on status', 'status:before:draft', "operator must be 'is' or 'isNot'"],
    ['oneOf operator on from', 'from:after:Acme', "operator must be 'is' or 'isNot'"],
    [
      'oneOf operator on a date',
      'date:is:2026-01-01',
      "operator must be 'before', 'after' or 'within'",
    ],
    [
      'amount operator on a date',
      'dueDate:greaterThan:2026-01-01',
      "operator must be 'before', 'after' or 'within'",
    ],
    ['oneOf operator on an amount', 'paid:is:5', "operator must be 'greaterThan' or 'lessThan'"],
    ['date operator on an amount', 'due:before:5', "operator must be 'greaterThan' or 'lessThan'"],
    ['status not in the enumeration', 'status:is:lost', 'unknown status "lost"'],
    ['status in the wrong case', 'status:is:Draft', 'unknown status "Draft"'],
    ['one bad status among good ones', 'status:is:draft,lost,paid', 'unknown status "lost"'],
    ['empty status value', 'status:is:', 'unknown status ""'],
    ['empty date', 'date:before:', 'must be a date (YYYY-MM-DD) or today'],
    ['empty amount', 'paid:greaterThan:', '"" is not an amount'],
    ['no such day', 'date:before:2026-02-30', 'must be a date (YYYY-MM-DD) or today'],
    ['29 February in a common year', 'dueDate:after:2026-02-29', 'must be a date'],
    ['yesterday', 'date:after:yesterday', 'must be a date (YYYY-MM-DD) or today'],
    ['Today in the wrong case', 'date:after:Today', 'must be a date (YYYY-MM-DD) or today'],
    [
      'date without zero padding',
      'dueDate:before:2026-1-1',
      'must be a date (YYYY-MM-DD) or today',
    ],
    ['month 13', 'dueDate:before:2026-13-01', 'must be a date'],
    ['date with a time', 'date:before:2026-01-01T00:00', 'must be a date'],
    ['amount that is a word', 'paid:greaterThan:abc', '"abc" is not an amount'],
    ['negative amount', 'paid:greaterThan:-5', '"-5" is not an amount'],
    ['amount in exponent form', 'due:lessThan:1e9', '"1e9" is not an amount'],
    ['amount with three decimals', 'due:lessThan:1.234', '"1.234" is not an amount'],
    ['amount with a trailing dot', 'due:lessThan:12.', '"12." is not an amount'],
    ['amount with a thousands separator', 'due:lessThan:1%2C000', '"1,000" is not an amount'],
    ['amount with a currency sign', 'due:lessThan:%C2%A35', '"£5" is not an amount'],
    ['amount with spaces', 'due:lessThan:%205', '" 5" is not an amount'],
    ['amount Infinity', 'due:lessThan:Infinity', '"Infinity" is not an amount'],
    ['amount over the limit', 'due:lessThan:999999999', 'is too large'],
    ['amount with too many digits', 'due:lessThan:99999999999999999999', 'is not an amount'],
    ['invalid percent-encoding', 'from:is:%E0%A4%A', 'not properly encoded'],
    ['a lone percent sign', 'from:is:100%', 'not properly encoded'],
    ['a from name over 200 characters', `from:is:${'a'.repeat(201)}`, 'longer than 200 characters'],
    ['more than 100 names', `from:is:${Array(101).fill('a').join(',')}`, 'values'],
  ])('%s', (_name, filterText, reason) => {
    const { state, notices } = decodeUrlState(withExtraFilter(filterText), viewIds);
    expect(state).toEqual(goodState);
    expectOneNotice(notices, `Filter "${filterText.slice(0, 40)}`, 'was ignored', reason);
    expectShortQuotes(notices);
  });

  it('a filter longer than any the editor can make is left out without reading it', () => {
    const text = `from:is:${'x'.repeat(maxFilterParamLength)}`;
    const { state, notices } = decodeUrlState(withExtraFilter(text), viewIds);
    expect(state).toEqual(goodState);
    expectOneNotice(notices, 'Filter "from:is:xxx', 'too long');
    expectShortQuotes(notices, text);
  });

  it('invalid percent-encoding in the link itself names the filter', () => {
    const { state, notices } = decodeUrlState(
      'view=draft&f=from:is:%E0%A4%A&f=status:is:draft',
      viewIds,
    );
    expect(state).toEqual({
      viewId: 'draft',
      filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
    });
    expectOneNotice(notices, 'Filter "from:is:', 'not properly encoded');
  });

  it('a From filter with no name is left out and named (empty values)', () => {
    // `f=from:is:` names no contact at all; like `status:is:` it is a bad part, not a filter
    // for contacts with an empty name.
    const { state, notices } = decodeUrlState(withExtraFilter('from:is:'), viewIds);
    expect(state).toEqual(goodState);
    expectOneNotice(notices, 'Filter "from:is:"');
  });

  it('an amount or date filter given several values is named, not silently cut to the first', () => {
    for (const text of ['paid:greaterThan:5,6', 'date:before:2026-01-01,2026-02-01']) {
      const { state, notices } = decodeUrlState(link([['f', text]]), viewIds);
      expect(notices, text).toHaveLength(1);
      expect(notices[0], text).toContain(`Filter "${text}"`);
      expect(state.filters ?? [], text).toEqual([]);
    }
  });

  it('a link whose every filter is bad leaves filters out, like a bad sort', () => {
    // Left out means the view's own filters still apply; `filters: []` would clear them, so
    // `?view=paid&f=status:is:lost` showed every invoice under the Paid tab.
    const { state, notices } = decodeUrlState('view=paid&f=status:is:lost&sort=sideways', viewIds);
    expect(state).toEqual({ viewId: 'paid' });
    expect(state).not.toHaveProperty('filters');
    expect(state.sorting).toBeUndefined();
    expect(notices).toHaveLength(2);
  });

  it('keeps the good filters around a bad one, in order', () => {
    const { state, notices } = decodeUrlState(
      link([
        ['f', 'status:is:draft'],
        ['f', 'status:is:lost'],
        ['f', 'from:is:Acme%2C%20Inc.'],
        ['f', 'notes:is:x'],
        ['f', 'paid:lessThan:10.5'],
      ]),
      viewIds,
    );
    expect(state.filters).toEqual([
      { column: 'status', operator: 'is', values: ['draft'] },
      { column: 'from', operator: 'is', values: ['Acme, Inc.'] },
      { column: 'paid', operator: 'lessThan', value: 1050 },
    ]);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain('Filter "status:is:lost"');
    expect(notices[1]).toContain('Filter "notes:is:x"');
  });

  it('reads only the first 20 filters and says so', () => {
    const parts: [string, string][] = Array.from({ length: 25 }, (_, i) => [
      'f',
      `paid:greaterThan:${i}`,
    ]);
    const { state, notices } = decodeUrlState(link([['view', 'paid'], ...parts]), viewIds);
    expect(state.viewId).toBe('paid');
    expect(state.filters).toHaveLength(limits.filters);
    expect(state.filters?.map((f) => ('value' in f ? f.value : null))).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 100),
    );
    expectOneNotice(notices, 'Only the first 20 filters');
  });
});

describe('decodeUrlState: bad sort keys are left out and named', () => {
  it.each<[string, string, SortKey[] | undefined, string]>([
    [
      'direction sideways',
      'date:sideways',
      undefined,
      'Sorting by date was ignored: "sideways" is not asc or desc',
    ],
    [
      'direction in capitals',
      'from:asc,date:DESC',
      [{ column: 'from', desc: false }],
      '"DESC" is not asc or desc',
    ],
    [
      'unknown column',
      'amount:asc,date:desc',
      [{ column: 'date', desc: true }],
      'Sorting by "amount" was ignored: there is no such column',
    ],
    [
      'duplicate key: the first wins',
      'date:desc,from:asc,date:asc',
      [
        { column: 'date', desc: true },
        { column: 'from', desc: false },
      ],
      'Sorting by date twice was ignored',
    ],
    ['empty sort', '', undefined, 'Sorting by "" was ignored'],
    ['a trailing comma', 'due:desc,', [{ column: 'due', desc: true }], 'Sorting by ""'],
  ])('%s: %s', (_name, sort, sorting, reason) => {
    const { state, notices } = decodeUrlState(withPart('sort', sort), viewIds);
    expect(state).toEqual({ ...goodStateWithout('sorting'), ...(sorting ? { sorting } : {}) });
    expectOneNotice(notices, reason);
  });

  it('names sort keys past the eighth instead of dropping them silently', () => {
    const eight = columnIds.slice(0, 8);
    const all = eight.map((c) => `${c}:asc`).join(',');
    const { state, notices } = decodeUrlState(link([['sort', `${all},bogus:desc`]]), viewIds);
    expect(state.sorting).toEqual(eight.map((column) => ({ column, desc: false })));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('bogus');
  });
});

describe('decodeUrlState: other bad parts are left out and named; the rest applies', () => {
  it.each<[string, string, string, string[]]>([
    ['view', 'unknown view id', 'nope', ['There is no view "nope"', 'showing the first view']],
    ['view', 'empty view id', '', ['There is no view ""']],
    ['view', 'view id in the wrong case', 'Draft', ['There is no view "Draft"']],
    ['page', 'page 0', '0', ['Page "0" was ignored: not a page number']],
    ['page', 'page -1', '-1', ['Page "-1" was ignored']],
    ['page', 'page 1.5', '1.5', ['Page "1.5" was ignored']],
    ['page', 'page abc', 'abc', ['Page "abc" was ignored']],
    ['page', 'page 99999999999', '99999999999', ['Page "99999999999" was ignored']],
    ['page', 'page past the last allowed', String(limits.pageIndex + 2), ['Page "10000002"']],
    ['page', 'page empty', '', ['Page "" was ignored']],
    ['page', 'page 1e3', '1e3', ['Page "1e3" was ignored']],
    ['page', 'page with spaces', ' 2', ['Page " 2" was ignored']],
    ['size', 'size 25', '25', ['Items per page "25" was ignored: use 10, 20, 50, 100']],
    ['size', 'size 0', '0', ['Items per page "0" was ignored']],
    ['size', 'size 20.0', '20.0', ['Items per page "20.0" was ignored']],
    ['size', 'size all', 'all', ['Items per page "all" was ignored']],
    ['rows', 'rows 5', '5', ['Sample size "5" was ignored: use 100, 10000, 100000, 1000000']],
    ['rows', 'rows 1e6', '1e6', ['Sample size "1e6" was ignored']],
    ['rows', 'rows 10 million', '10000000', ['Sample size "10000000" was ignored']],
    ['q', 'search over 200 characters', 'x'.repeat(201), ['longer than 200 characters']],
    ['cols', 'an unknown column', 'nope', ['Column "nope" was ignored: there is no such column']],
    ['hide', 'an unknown column', 'nope', ['Hiding column "nope" was ignored']],
    [
      'hide',
      'a column always shown',
      'from',
      ['Hiding column from was ignored: it is always shown'],
    ],
    ['hide', 'three parts', 'notes_number_paid', ['Hiding "notes_number_paid" was ignored']],
    ['pin', 'an unknown column', 'nope_', ['Pinning column "nope" was ignored']],
    ['pin', 'three sides', 'from_due_notes', ['Pinning "from_due_notes" was ignored']],
    ['w', 'a width too narrow', 'notes-5', ['Width of notes "5" was ignored: use 32 to 800']],
    ['w', 'a width too wide', 'notes-801', ['Width of notes "801" was ignored']],
    ['w', 'a width that is not a number', 'notes-wide', ['Width of notes "wide" was ignored']],
    [
      'w',
      'a width with no column',
      '300',
      ['Width "300" was ignored: it should read column-width'],
    ],
  ])('%s: %s', (part, _name, value, fragments) => {
    const key = stateKeyOf[part];
    if (!key) throw new Error(`no state key for ${part}`);
    const { state, notices } = decodeUrlState(withPart(part, value), viewIds);
    expect(state).toEqual(goodStateWithout(key));
    expectOneNotice(notices, ...fragments);
    expectShortQuotes(notices, value);
  });

  it.each(['view', 'q', 'sort', 'page', 'size', 'rows', 'cols', 'hide', 'pin', 'w'])(
    'a %s part over 2000 characters is left out',
    (part) => {
      const key = stateKeyOf[part];
      if (!key) throw new Error(`no state key for ${part}`);
      const value = 'z'.repeat(2001);
      const { state, notices } = decodeUrlState(withPart(part, value), viewIds);
      expect(state).toEqual(goodStateWithout(key));
      expectOneNotice(notices, `The link's ${part} part was too long and was ignored`);
      expectShortQuotes(notices, value);
    },
  );

  it('a search of exactly 200 characters applies', () => {
    const { state, notices } = decodeUrlState(withPart('q', 'x'.repeat(200)), viewIds);
    expect(notices).toEqual([]);
    expect(state.search).toBe('x'.repeat(200));
  });

  it('unknown params are named (each once, quoted) and the rest applies', () => {
    const { state, notices } = decodeUrlState(
      `${link(goodParts)}&utm_source=mail&View=paid&utm_source=again&debug`,
      viewIds,
    );
    expect(state).toEqual(goodState);
    expectOneNotice(notices, 'Unknown link parts were ignored: "utm_source", "View", "debug"');
  });

  it('the first of two view parts wins, as URLSearchParams.get does', () => {
    expect(decodeUrlState('view=paid&view=draft', viewIds).state).toEqual({ viewId: 'paid' });
    const firstBad = decodeUrlState('view=nope&view=draft', viewIds);
    expect(firstBad.state).toEqual({});
    expect(firstBad.notices).toEqual([
      'The link gives view 2 times; only the first was used',
      'There is no view "nope"; showing the first view',
    ]);
  });

  it.each(['view', 'q', 'sort', 'page', 'size', 'rows', 'cols', 'hide', 'pin', 'w'])(
    'a repeated %s part is named; filters may repeat',
    (part) => {
      const good = goodParts.find(([name]) => name === part);
      if (!good) throw new Error(`no good part ${part}`);
      const { state, notices } = decodeUrlState(link([...goodParts, good]), viewIds);
      expect(state).toEqual(goodState);
      expect(notices).toEqual([`The link gives ${part} 2 times; only the first was used`]);
    },
  );

  it('the first of two search parts wins', () => {
    expect(decodeUrlState('q=one&q=two', viewIds).state).toEqual({ search: 'one' });
  });

  it('a link is never written past 8 kB: the longest filters are left out, the last of equals first', () => {
    const names = (letter: string) =>
      Array.from({ length: 20 }, (_, i) => `${letter}${i}`.padEnd(200, letter));
    const big: Filter[] = ['a', 'b', 'c'].map((letter) => ({
      column: 'from',
      operator: 'is',
      values: names(letter),
    }));
    const filters = [...big, ...big.slice(0, 1)];
    const state: UrlState = { viewId: 'all', search: 'x', filters };
    const { query, leftOut } = fitUrlState(state);
    const kept = filters.length - leftOut.length;
    expect(query.length).toBeLessThanOrEqual(maxLinkLength);
    expect(kept).toBeGreaterThan(0);
    expect(leftOut).toEqual(filters.slice(kept));
    // As many as fit: one more would not.
    const oneMore = encodeUrlState({ ...state, filters: filters.slice(0, kept + 1) });
    expect(oneMore.length).toBeGreaterThan(maxLinkLength);
    expect(decodeUrlState(query, viewIds).state).toEqual({
      ...state,
      filters: filters.slice(0, kept),
    });
    expect(fitUrlState({ viewId: 'all', filters: big.slice(0, 1) })).toEqual({
      query: encodeUrlState({ viewId: 'all', filters: big.slice(0, 1) }),
      leftOut: [],
    });
  });

  it('a long filter is left out before short ones, which stay in order', () => {
    const long: Filter = {
      column: 'from',
      operator: 'is',
      values: Array.from({ length: 60 }, (_, i) => `${i}`.padEnd(200, 'z')),
    };
    const draft: Filter = { column: 'status', operator: 'is', values: ['draft'] };
    const paid: Filter = { column: 'paid', operator: 'greaterThan', value: 100 };
    const { query, leftOut } = fitUrlState({ viewId: 'all', filters: [draft, long, paid] });
    expect(leftOut).toEqual([long]);
    expect(decodeUrlState(query, viewIds).state.filters).toEqual([draft, paid]);
  });

  it('with no room for any filter, none is written, so the view keeps its own', () => {
    const huge: Filter = {
      column: 'from',
      operator: 'is',
      values: Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(200, 'é')),
    };
    const { query, leftOut } = fitUrlState({ viewId: 'all', filters: [huge] });
    expect(leftOut).toEqual([huge]);
    expect(query).toBe('view=all');
  });

  it('an empty string is no state and no notices', () => {
    expect(decodeUrlState('', viewIds)).toEqual({ state: {}, notices: [] });
    expect(decodeUrlState('?', viewIds)).toEqual({ state: {}, notices: [] });
  });

  it('a view id is only taken from the ids given', () => {
    expect(decodeUrlState('view=custom-1', ['custom-1'])).toEqual({
      state: { viewId: 'custom-1' },
      notices: [],
    });
    expect(decodeUrlState('view=custom-1', []).state).toEqual({});
  });

  it.each([
    '%%%&&&==;;?#!!',
    '\u0000\u0001\uffff',
    '====',
    '%ZZ=%ZZ',
    'javascript:alert(1)',
    '<html><body onload=alert(1)>',
    'a'.repeat(5000),
  ])('garbage #%# never throws and yields no state from it', (garbage) => {
    const { state, notices } = decodeUrlState(garbage, viewIds);
    const parsed = parseQuery({
      filters: state.filters ?? [],
      search: state.search ?? '',
      sort: state.sorting ?? [],
      page: { index: state.pageIndex ?? 0, size: state.pageSize ?? 20 },
    });
    expect(parsed.ok).toBe(true);
    for (const value of Object.values(state)) expect(value ?? []).toEqual([]);
    expect(notices.length).toBeGreaterThan(0);
    expectShortQuotes(notices, garbage);
  });

  it('a link of empty segments is no state and no notices', () => {
    expect(decodeUrlState('&&&&', viewIds)).toEqual({ state: {}, notices: [] });
  });

  it('an empty f part says "no filters", without a notice', () => {
    expect(decodeUrlState('f=&view=all', viewIds)).toEqual({
      state: { viewId: 'all', filters: [] },
      notices: [],
    });
  });
});

describe('decodeUrlState: script and markup stay plain text; notices quote at most 40 characters', () => {
  const payloads: [string, string][] = [
    ['a script tag', '<script>alert(1)</script>'],
    ['an attribute breakout', '"><img src=x onerror=alert(1)>'],
    ['a long svg payload', `<svg onload=alert(1)>${'A'.repeat(80)}`],
    [
      'a long script src payload',
      `"></div><script src=//evil.example/x.js></script>${'B'.repeat(60)}`,
    ],
  ];

  it.each(payloads)('%s in a search', (_name, payload) => {
    const { state, notices } = decodeUrlState(link([['q', payload]]), viewIds);
    expect(notices).toEqual([]);
    expect(state.search).toBe(payload);
  });

  it.each(payloads)('%s in a From name', (_name, payload) => {
    const text = encodeFilter({ column: 'from', operator: 'is', values: [payload, 'Acme'] });
    const { state, notices } = decodeUrlState(link([['f', text]]), viewIds);
    expect(notices).toEqual([]);
    expect(state.filters).toEqual([{ column: 'from', operator: 'is', values: [payload, 'Acme'] }]);
  });

  it.each(payloads)('%s as a view id', (_name, payload) => {
    const { state, notices } = decodeUrlState(link([['view', payload]]), viewIds);
    expect(state).toEqual({});
    expectOneNotice(
      notices,
      `There is no view ${JSON.stringify(payload.slice(0, 40)).slice(0, -1)}`,
    );
    expectShortQuotes(notices, payload);
  });

  it.each(payloads)('%s as an unknown param name', (_name, payload) => {
    const { notices } = decodeUrlState(link([[payload, '1']]), viewIds);
    expectOneNotice(notices, 'Unknown link parts were ignored');
    expectShortQuotes(notices, payload);
  });

  it.each(payloads)('%s as a sort column and a sort direction', (_name, payload) => {
    const asColumn = decodeUrlState(link([['sort', payload.replaceAll(',', ';')]]), viewIds);
    expect(asColumn.state.sorting).toBeUndefined();
    expect(asColumn.notices.length).toBeGreaterThan(0);
    expectShortQuotes(asColumn.notices, payload);
    const direction = payload.replaceAll(/[,:]/g, ';');
    const asDirection = decodeUrlState(link([['sort', `date:${direction}`]]), viewIds);
    expect(asDirection.state.sorting).toBeUndefined();
    expectOneNotice(asDirection.notices, 'Sorting by date was ignored');
    expectShortQuotes(asDirection.notices, direction);
  });

  it.each(payloads)('%s as page, size and rows', (_name, payload) => {
    const { state, notices } = decodeUrlState(
      link([
        ['page', payload],
        ['size', payload],
        ['rows', payload],
      ]),
      viewIds,
    );
    expect(state).toEqual({});
    expect(notices).toHaveLength(3);
    expectShortQuotes(notices, payload);
  });

  it.each(payloads)('%s as a column, an amount and a date in a filter', (_name, payload) => {
    const encoded = encodeURIComponent(payload);
    for (const text of [
      `${encoded}:is:x`,
      `paid:greaterThan:${encoded}`,
      `date:before:${encoded}`,
      `from:${encoded}:x`,
    ]) {
      const { state, notices } = decodeUrlState(link([['f', text]]), viewIds);
      expect(state.filters ?? [], text).toEqual([]);
      expect(notices, text).toHaveLength(1);
      expectShortQuotes(notices, payload);
    }
  });

  it.each(payloads)(
    '%s as a status value, the notice quotes at most 40 characters',
    (_name, payload) => {
      const text = `status:is:${encodeURIComponent(payload)}`;
      const { state, notices } = decodeUrlState(link([['f', text]]), viewIds);
      expect(state.filters ?? []).toEqual([]);
      expectOneNotice(notices, 'unknown status');
      expectShortQuotes(notices, payload);
    },
  );

  it('a long status value is not repeated in full in the notice', () => {
    const value = 'A'.repeat(1000);
    const { notices } = decodeUrlState(link([['f', `status:is:${value}`]]), viewIds);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.length ?? 0).toBeLessThan(300);
    expectShortQuotes(notices, value);
  });
});

describe('decodeUrlState on any input', () => {
  const tokenArb = fc.oneof(
    fc.constantFrom(
      ...columnIds,
      'is',
      'isNot',
      'before',
      'after',
      'greaterThan',
      'lessThan',
      'asc',
      'desc',
      'today',
      'draft',
      'awaiting-payment',
      '2026-02-30',
      '2026-01-31',
      '1.5',
      '-5',
      '%E0%A4%A',
      '<script>',
      '',
    ),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...':,%&=+?#. 0123456789aAzé"<'), maxLength: 80 }),
  );
  const partArb = fc.tuple(
    fc.oneof(
      fc.constantFrom('view', 'q', 'f', 'sort', 'page', 'size', 'rows', 'cols', 'hide', 'pin', 'w'),
      fc.string({ maxLength: 10 }),
    ),
    fc
      .array(tokenArb, { minLength: 1, maxLength: 5 })
      .chain((tokens) =>
        fc
          .array(fc.constantFrom(':', ','), { minLength: tokens.length, maxLength: tokens.length })
          .map((seps) => tokens.map((t, i) => (i === 0 ? t : `${seps[i] ?? ':'}${t}`)).join('')),
      ),
  );

  it('never throws, yields only valid parts, and quotes at most 40 characters', () => {
    fc.assert(
      fc.property(fc.array(partArb, { maxLength: 8 }), fc.boolean(), (parts, raw) => {
        const search = raw
          ? parts.map(([n, v]) => `${n}=${v}`).join('&')
          : link(parts as [string, string][]);
        const { state, notices } = decodeUrlState(search, viewIds);
        const query = parseQuery({
          filters: state.filters ?? [],
          search: state.search ?? '',
          sort: state.sorting ?? [],
          page: { index: state.pageIndex ?? 0, size: state.pageSize ?? 20 },
        });
        expect(query).toMatchObject({ ok: true });
        if (state.viewId !== undefined) expect(viewIds).toContain(state.viewId);
        if (state.sampleSize !== undefined) expect(sampleSizes).toContain(state.sampleSize);
        for (const filter of state.filters ?? []) {
          if ('values' in filter) expect(filter.values.length).toBeGreaterThan(0);
        }
        expectShortQuotes(notices);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the hide part: Number starts hidden', () => {
  it('shows Number when the link names it after the underscore, and hides Notes', () => {
    const { state, notices } = decodeUrlState('hide=notes_number', viewIds);
    expect(notices).toEqual([]);
    expect(state.columnVisibility).toEqual({ notes: false, number: true });
    expect(encodeUrlState({ columnVisibility: { notes: false, number: true } })).toBe(
      'hide=notes_number',
    );
  });

  it('leaves Number hidden for a link written before it existed', () => {
    const { state, notices } = decodeUrlState('hide=paid', viewIds);
    expect(notices).toEqual([]);
    expect(state.columnVisibility).toEqual({ paid: false });
  });

  it('names a column both hidden and shown, and keeps it hidden', () => {
    const { state, notices } = decodeUrlState('hide=notes_notes', viewIds);
    expect(state.columnVisibility).toEqual({ notes: false });
    expect(notices).toEqual(['Showing column notes was ignored: the link also hides it']);
  });
});
