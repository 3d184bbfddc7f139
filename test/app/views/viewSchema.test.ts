import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDefaultViews, type SavedView } from '../../../src/app/views/savedViews';
import {
  applySnapshot,
  snapshotOf,
  snapshotsEqual,
  type ViewSnapshot,
} from '../../../src/app/state/viewSnapshot';
import { asideKey, parseStoredViews, storedList } from '../../../src/app/views/viewSchema';
import { getDefaultTableState, type TableState } from '../../../src/app/state/tableState';
import { emptySelection } from '../../../src/app/state/selection';
import { columnIds } from '../../../src/domain/columns';

const defaultProblems = 'No saved view was readable; the built-in views are back';

function baseSnapshot(): ViewSnapshot {
  return snapshotOf(getDefaultTableState());
}

/** A view as storage holds it: plain JSON, nothing shared with the test's objects. */
function stored(id: string, label: string, patch: Record<string, unknown> = {}): unknown {
  return JSON.parse(JSON.stringify({ id, label, snapshot: { ...baseSnapshot(), ...patch } }));
}

function viewOf(id: string, label: string, patch: Partial<ViewSnapshot> = {}): SavedView {
  return { id, label, snapshot: { ...baseSnapshot(), ...patch } };
}

describe('parseStoredViews: nothing stored or not a list', () => {
  it.each([undefined, null])('%s gives the built-in views and no problems', (input) => {
    expect(parseStoredViews(input)).toEqual({
      views: getDefaultViews(),
      problems: [],
      aside: [],
    });
  });

  it.each<[string, unknown]>([
    ['a string', 'views'],
    ['a JSON string of a list', '[]'],
    ['a number', 42],
    ['an object', { views: [] }],
    ['true', true],
  ])('%s gives the built-in views and keeps it aside, saying so', (_name, input) => {
    expect(parseStoredViews(input)).toEqual({
      views: getDefaultViews(),
      problems: ['The saved views could not be read; they are kept aside'],
      aside: [{ raw: input, name: 'saved views' }],
    });
  });

  it('an empty list gives the built-in views and says so', () => {
    expect(parseStoredViews([])).toEqual({
      views: getDefaultViews(),
      problems: [defaultProblems],
      aside: [],
    });
  });
});

describe('parseStoredViews: good views are kept, bad ones named and left out', () => {
  it('reads back the built-in views as they are', () => {
    const views = getDefaultViews();
    expect(parseStoredViews(JSON.parse(JSON.stringify(views)))).toEqual({
      views,
      problems: [],
      aside: [],
    });
  });

  it('reads back a view with every part of the snapshot set', () => {
    const snapshot: ViewSnapshot = {
      filters: [
        { column: 'status', operator: 'isNot', values: ['awaiting-payment', 'draft'] },
        { column: 'from', operator: 'is', values: ['Acme, Inc.', 'Café Müller'] },
        { column: 'date', operator: 'after', value: '2026-01-31' },
        { column: 'dueDate', operator: 'before', value: 'today' },
        { column: 'paid', operator: 'greaterThan', value: 123456 },
        { column: 'due', operator: 'lessThan', value: 500000 },
      ],
      search: 'globex',
      sorting: [
        { column: 'due', desc: true },
        { column: 'from', desc: false },
      ],
      columnOrder: [
        'notes',
        'due',
        'paid',
        'dueDate',
        'date',
        'reference',
        'status',
        'from',
        'overdueBy',
        'total',
        'number',
      ],
      columnVisibility: { notes: false, number: true },
      columnPinning: { left: ['from', 'status'], right: ['due'] },
      columnSizing: { from: 32, notes: 800, due: 150 },
      pageSize: 100,
      layout: 'continuous',
      density: 'compact',
      groupBy: 'dueMonth',
    };
    const view = { id: 'v-1', label: 'Everything', snapshot };
    expect(parseStoredViews([JSON.parse(JSON.stringify(view))])).toEqual({
      views: [view],
      problems: [],
      aside: [],
    });
  });

  const bad: [string, string, unknown][] = [
    [
      'missing id',
      'No id',
      JSON.parse(JSON.stringify({ label: 'No id', snapshot: baseSnapshot() })),
    ],
    ['empty id', 'Empty id', stored('', 'Empty id')],
    ['empty label', '', stored('empty-label', '')],
    ['whitespace-only label', '   ', stored('blank-label', '   ')],
    ['label over 60 characters', 'L'.repeat(61), stored('long-label', 'L'.repeat(61))],
    [
      'unknown column in filters',
      'Bad filter column',
      stored('bad-filter-column', 'Bad filter column', {
        filters: [{ column: 'amount', operator: 'is', values: ['x'] }],
      }),
    ],
    [
      'unknown column in sorting',
      'Bad sort column',
      stored('bad-sort-column', 'Bad sort column', { sorting: [{ column: 'amount', desc: true }] }),
    ],
    [
      'unknown column in columnOrder',
      'Bad order',
      stored('bad-order', 'Bad order', { columnOrder: ['from', 'amount'] }),
    ],
    [
      'a column twice in columnOrder',
      'Twice in order',
      stored('twice-order', 'Twice in order', { columnOrder: ['from', 'from'] }),
    ],
    [
      'unknown column in visibility',
      'Bad visibility',
      stored('bad-visibility', 'Bad visibility', { columnVisibility: { amount: false } }),
    ],
    [
      'unknown column in pinning',
      'Bad pinning',
      stored('bad-pinning', 'Bad pinning', { columnPinning: { left: ['amount'], right: [] } }),
    ],
    [
      'unknown column in sizing',
      'Bad sizing',
      stored('bad-sizing', 'Bad sizing', { columnSizing: { amount: 100 } }),
    ],
    ['width 5', 'Narrow', stored('narrow', 'Narrow', { columnSizing: { notes: 5 } })],
    ['width 5000', 'Wide', stored('wide', 'Wide', { columnSizing: { notes: 5000 } })],
    [
      'width 100.5',
      'Fractional',
      stored('fractional', 'Fractional', { columnSizing: { due: 100.5 } }),
    ],
    ['page size 25', 'Size 25', stored('size-25', 'Size 25', { pageSize: 25 })],
    ['page size as text', 'Size text', stored('size-text', 'Size text', { pageSize: '20' })],
    ['layout grid', 'Grid', stored('grid', 'Grid', { layout: 'grid' })],
    ['density roomy', 'Roomy', stored('roomy', 'Roomy', { density: 'roomy' })],
    [
      'a status value not in the enumeration',
      'Lost status',
      stored('lost-status', 'Lost status', {
        filters: [{ column: 'status', operator: 'is', values: ['lost'] }],
      }),
    ],
    [
      'a filter on a column that cannot be filtered',
      'Notes filter',
      stored('notes-filter', 'Notes filter', {
        filters: [{ column: 'notes', operator: 'is', values: ['x'] }],
      }),
    ],
    [
      'an invalid date in a filter',
      'Bad date',
      stored('bad-date', 'Bad date', {
        filters: [{ column: 'date', operator: 'before', value: '2026-02-30' }],
      }),
    ],
    [
      'an amount in pounds with decimals',
      'Bad amount',
      stored('bad-amount', 'Bad amount', {
        filters: [{ column: 'paid', operator: 'greaterThan', value: 12.5 }],
      }),
    ],
    [
      'a wrong operator for the column',
      'Bad operator',
      stored('bad-operator', 'Bad operator', {
        filters: [{ column: 'date', operator: 'is', value: '2026-01-01' }],
      }),
    ],
    [
      'more than 20 filters',
      'Too many filters',
      stored('too-many-filters', 'Too many filters', {
        filters: Array.from({ length: 21 }, () => ({
          column: 'paid',
          operator: 'lessThan',
          value: 1,
        })),
      }),
    ],
    [
      'a search over 200 characters',
      'Long search',
      stored('long-search', 'Long search', { search: 's'.repeat(201) }),
    ],
    [
      'a sort column twice',
      'Sort twice',
      stored('sort-twice', 'Sort twice', {
        sorting: [
          { column: 'date', desc: true },
          { column: 'date', desc: false },
        ],
      }),
    ],
    [
      'no snapshot',
      'No snapshot',
      JSON.parse(JSON.stringify({ id: 'no-snapshot', label: 'No snapshot' })),
    ],
    [
      'a snapshot missing its density',
      'No density',
      (() => {
        const view = stored('no-density', 'No density') as { snapshot: Record<string, unknown> };
        delete view.snapshot.density;
        return view;
      })(),
    ],
  ];

  it.each(bad)('a view with %s is kept aside, untouched, and named', (_name, label, item) => {
    const good = [stored('good-1', 'First'), stored('good-2', 'Second')];
    const { views, problems } = parseStoredViews([good[0], item, good[1]]);
    expect(views.map((v) => v.id)).toEqual(['good-1', 'good-2']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^View ".*" could not be read and is kept aside \(.+\)$/);
    expect(problems[0]).toContain(`View "${label}"`);
    expect(parseStoredViews([good[0], item, good[1]]).aside).toEqual([{ raw: item, name: label }]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 7],
    ['a string', 'All'],
    ['a list', []],
    ['an object without a label', { id: 'x' }],
  ])('an item that is %s is named by its position', (_name, item) => {
    const { views, problems } = parseStoredViews([stored('a', 'A'), stored('b', 'B'), item]);
    expect(views.map((v) => v.id)).toEqual(['a', 'b']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^View "#3" could not be read and is kept aside/);
  });

  it('keeps exactly the good views of a mixed list, in order, naming each bad one in order', () => {
    const items: unknown[] = [];
    const expectedIds: string[] = [];
    const expectedNames: string[] = [];
    // A good view before every other bad one, staying within the 50 views read.
    bad.forEach(([, label, item], i) => {
      if (i % 2 === 0) {
        items.push(stored(`good-${i}`, `Good ${i}`));
        expectedIds.push(`good-${i}`);
      }
      items.push(item);
      expectedNames.push(`View "${label}"`);
    });
    const { views, problems } = parseStoredViews(items);
    expect(views.map((v) => v.id)).toEqual(expectedIds);
    expect(items.length).toBeLessThanOrEqual(50);
    expect(views.map((v) => v.label)).toEqual(
      expectedIds.map((id) => id.replace('good-', 'Good ')),
    );
    expect(problems).toHaveLength(bad.length);
    problems.forEach((problem, i) => expect(problem).toContain(expectedNames[i]));
  });

  it('keeps the first of two views with the same id and names the second', () => {
    const { views, problems } = parseStoredViews([
      stored('same', 'Original'),
      stored('other', 'Other'),
      stored('same', 'Impostor', { search: 'x' }),
    ]);
    expect(views).toEqual([viewOf('same', 'Original'), viewOf('other', 'Other')]);
    expect(problems).toEqual(['View "Impostor" appeared twice; the second copy is kept aside']);
  });

  it('reads a view with extra unknown keys, dropping the keys (a newer version may add some)', () => {
    const item = {
      ...(stored('extra', 'Extra') as object),
      colour: 'red',
      snapshot: { ...baseSnapshot(), zoom: 2 },
    };
    const { views, problems } = parseStoredViews([item]);
    expect(problems).toEqual([]);
    expect(views).toEqual([viewOf('extra', 'Extra')]);
    expect(views[0]).not.toHaveProperty('colour');
    expect(views[0]?.snapshot).not.toHaveProperty('zoom');
  });

  it('drops the chip ids a filter may have been stored with', () => {
    const item = stored('ids', 'Ids', {
      filters: [{ id: 'f12', column: 'status', operator: 'is', values: ['paid'] }],
    });
    const { views, problems } = parseStoredViews([item]);
    expect(problems).toEqual([]);
    expect(views[0]?.snapshot.filters).toEqual([
      { column: 'status', operator: 'is', values: ['paid'] },
    ]);
  });

  it('trims a stored label', () => {
    expect(parseStoredViews([stored('t', '  Trimmed  ')]).views[0]?.label).toBe('Trimmed');
  });

  it('appends the columns a stored column order lacks, so no column is lost', () => {
    const { views, problems } = parseStoredViews([
      stored('partial', 'Partial', { columnOrder: ['notes', 'due', 'from'] }),
      stored('none', 'None', { columnOrder: [] }),
    ]);
    expect(problems).toEqual([]);
    expect(views[0]?.snapshot.columnOrder).toEqual([
      'notes',
      'due',
      'from',
      'status',
      'number',
      'reference',
      'date',
      'dueDate',
      'total',
      'paid',
      'overdueBy',
    ]);
    expect(views[1]?.snapshot.columnOrder).toEqual([...columnIds]);
  });

  it('all bad gives the built-in views, naming each bad one and saying the defaults are back', () => {
    const { views, problems } = parseStoredViews([
      stored('a', 'Grid', { layout: 'grid' }),
      stored('b', 'Size', { pageSize: 25 }),
    ]);
    expect(views).toEqual(getDefaultViews());
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('View "Grid"');
    expect(problems[1]).toContain('View "Size"');
    expect(problems[2]).toBe(defaultProblems);
  });

  it('reads only the first 50 views, and keeps the rest aside', () => {
    const items = Array.from({ length: 60 }, (_, i) => stored(`v${i}`, `View ${i}`));
    const { views, aside } = parseStoredViews(items);
    expect(views.map((v) => v.id)).toEqual(Array.from({ length: 50 }, (_, i) => `v${i}`));
    expect(aside.map((item) => item.raw)).toEqual(items.slice(50));
  });

  it('writes back every item it could not read, untouched, after the views', () => {
    const odd = { id: 'odd', label: 'Odd', snapshot: { layout: 'grid' } };
    const items = [stored('a', 'A'), odd, 'junk', stored('a', 'Again')];
    const { views, aside } = parseStoredViews(items);
    const written = JSON.parse(JSON.stringify(storedList(views, aside))) as unknown[];
    expect(written.slice(1)).toEqual([odd, 'junk', stored('a', 'Again')]);
    const again = parseStoredViews(written);
    expect(again.views).toEqual(views);
    expect(again.aside.map(asideKey)).toEqual(aside.map(asideKey));
  });

  it('does not read a 51st view even when the first 50 are bad', () => {
    const items = [
      ...Array.from({ length: 50 }, (_, i) => stored(`bad${i}`, `Bad ${i}`, { layout: 'grid' })),
      stored('late', 'Late'),
    ];
    const { views, problems } = parseStoredViews(items);
    expect(views).toEqual(getDefaultViews());
    expect(problems).toHaveLength(52);
    expect(problems[0]).toBe('Only the first 50 saved views were read; the rest are kept aside');
    expect(problems.at(-1)).toBe(defaultProblems);
  });
});

// ---------------------------------------------------------------------------------------------

function stateWith(patch: Partial<TableState>): TableState {
  return { ...getDefaultTableState(), ...patch };
}

const richState = stateWith({
  viewId: 'draft',
  filters: [
    { id: 'f-a', column: 'status', operator: 'is', values: ['draft', 'awaiting-payment'] },
    { id: 'f-b', column: 'paid', operator: 'lessThan', value: 123456 },
  ],
  search: 'acme',
  sorting: [{ column: 'due', desc: false }],
  columnOrder: ['notes', 'from', 'status', 'reference', 'date', 'dueDate', 'paid', 'due'],
  columnVisibility: { notes: false },
  columnPinning: { left: ['from'], right: ['due'] },
  columnSizing: { notes: 400 },
  pagination: { pageIndex: 7, pageSize: 50 },
  selection: { kind: 'ids', ids: [1, 2, 3] },
  layout: 'continuous',
  density: 'compact',
  showFilters: false,
  filterEditor: { column: 'status' },
});

describe('snapshotOf', () => {
  it('keeps what a view saves, without chip ids, page index, selection or view id', () => {
    expect(snapshotOf(richState)).toEqual({
      filters: [
        { column: 'status', operator: 'is', values: ['draft', 'awaiting-payment'] },
        { column: 'paid', operator: 'lessThan', value: 123456 },
      ],
      search: 'acme',
      sorting: [{ column: 'due', desc: false }],
      columnOrder: ['notes', 'from', 'status', 'reference', 'date', 'dueDate', 'paid', 'due'],
      columnVisibility: { notes: false },
      columnPinning: { left: ['from'], right: ['due'] },
      columnSizing: { notes: 400 },
      pageSize: 50,
      layout: 'continuous',
      density: 'compact',
      groupBy: 'none',
    });
  });

  it('strips the id from every filter', () => {
    for (const filter of snapshotOf(richState).filters) {
      expect(Object.keys(filter)).not.toContain('id');
    }
  });

  it('does not change the state', () => {
    const before = structuredClone(richState);
    snapshotOf(richState);
    expect(richState).toEqual(before);
  });
});

describe('applySnapshot', () => {
  const snapshot = snapshotOf(richState);

  it('shows the view: its snapshot, page 1, nothing selected, no editor open, the view id kept', () => {
    const state = stateWith({
      pagination: { pageIndex: 4, pageSize: 10 },
      selection: { kind: 'matching', except: [9] },
      filterEditor: { filterId: 'f1' },
      showFilters: false,
    });
    const next = applySnapshot(state, 'v-custom', snapshot);
    expect(next.viewId).toBe('v-custom');
    expect(next.pagination).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(next.selection).toEqual(emptySelection);
    expect(next.filterEditor).toBeNull();
    expect(next.search).toBe('acme');
    expect(next.sorting).toEqual([{ column: 'due', desc: false }]);
    expect(next.columnOrder).toEqual(snapshot.columnOrder);
    expect(next.columnVisibility).toEqual({ notes: false });
    expect(next.columnPinning).toEqual({ left: ['from'], right: ['due'] });
    expect(next.columnSizing).toEqual({ notes: 400 });
    expect(next.layout).toBe('continuous');
    expect(next.density).toBe('compact');
    // Not part of a view: whether the filter bar is open stays as it was.
    expect(next.showFilters).toBe(false);
  });

  it('gives each filter a fresh, distinct chip id', () => {
    const next = applySnapshot(getDefaultTableState(), 'x', snapshot);
    const ids = next.filters.map((f) => f.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(typeof id === 'string' && id.length > 0).toBe(true);
    expect(next.filters.map(({ id: _id, ...filter }) => filter)).toEqual(snapshot.filters);
  });

  it('round trips: the snapshot of the applied state is the snapshot', () => {
    for (const view of getDefaultViews()) {
      const next = applySnapshot(richState, view.id, view.snapshot);
      expect(snapshotsEqual(snapshotOf(next), view.snapshot)).toBe(true);
      expect(snapshotOf(next)).toEqual(view.snapshot);
    }
  });

  it('does not change the state or the snapshot it was given', () => {
    const state = structuredClone(richState);
    const snap = structuredClone(snapshot);
    applySnapshot(state, 'x', snap);
    expect(state).toEqual(richState);
    expect(snap).toEqual(snapshot);
  });
});

/** The same plain data with every object's keys in reverse order. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}

describe('snapshotsEqual', () => {
  const a = snapshotOf(richState);

  it('is true for a snapshot and its copy', () => {
    expect(snapshotsEqual(a, structuredClone(a))).toBe(true);
  });

  it('ignores the order of object keys, at every depth', () => {
    const b = reverseKeys(a);
    expect(Object.keys(b)[0]).toBe('groupBy');
    expect(Object.keys(b.filters[0] ?? {})[0]).toBe('values');
    expect(snapshotsEqual(a, b)).toBe(true);
    expect(snapshotsEqual(b, a)).toBe(true);
  });

  it('ignores keys whose value is undefined', () => {
    const b: ViewSnapshot = {
      ...a,
      columnSizing: { ...a.columnSizing, due: undefined },
      columnVisibility: { ...a.columnVisibility, status: undefined },
    };
    expect(snapshotsEqual(a, b)).toBe(true);
  });

  it.each<[string, (s: ViewSnapshot) => ViewSnapshot]>([
    [
      'a filter value',
      (s) => ({
        ...s,
        filters: [{ column: 'status', operator: 'is', values: ['draft'] }, ...s.filters.slice(1)],
      }),
    ],
    [
      'an amount in a filter',
      (s) => ({
        ...s,
        filters: [
          ...s.filters.slice(0, 1),
          { column: 'paid', operator: 'lessThan', value: 123457 },
        ],
      }),
    ],
    [
      'a filter operator',
      (s) => ({
        ...s,
        filters: [
          { column: 'status', operator: 'isNot', values: ['draft', 'awaiting-payment'] },
          ...s.filters.slice(1),
        ],
      }),
    ],
    ['one filter fewer', (s) => ({ ...s, filters: s.filters.slice(1) })],
    ['the order of filter values', (s) => ({ ...s, filters: [...s.filters].reverse() })],
    ['a width', (s) => ({ ...s, columnSizing: { notes: 401 } })],
    ['a width added', (s) => ({ ...s, columnSizing: { ...s.columnSizing, due: 150 } })],
    ['the density', (s) => ({ ...s, density: 'comfortable' })],
    ['the layout', (s) => ({ ...s, layout: 'paged' })],
    ['the grouping', (s) => ({ ...s, groupBy: 'status' })],
    ['the page size', (s) => ({ ...s, pageSize: 20 })],
    ['the search', (s) => ({ ...s, search: 'acme ' })],
    ['a sort direction', (s) => ({ ...s, sorting: [{ column: 'due', desc: true }] })],
    [
      'the column order',
      (s) => ({ ...s, columnOrder: [...s.columnOrder.slice(1), ...s.columnOrder.slice(0, 1)] }),
    ],
    ['a hidden column shown', (s) => ({ ...s, columnVisibility: {} })],
    ['the pinning', (s) => ({ ...s, columnPinning: { left: ['from'], right: [] } })],
  ])('notices a change in %s', (_name, change) => {
    const b = change(structuredClone(a));
    expect(snapshotsEqual(a, b)).toBe(false);
    expect(snapshotsEqual(b, a)).toBe(false);
    expect(snapshotsEqual(a, reverseKeys(b))).toBe(false);
  });

  it('agrees with a deep equality that ignores key order, for any pair of snapshots', () => {
    const snapshotArb: fc.Arbitrary<ViewSnapshot> = fc.record({
      filters: fc.constantFrom([], a.filters, [
        { column: 'status' as const, operator: 'is' as const, values: ['paid' as const] },
      ]),
      search: fc.constantFrom('', 'acme', 'Acme'),
      sorting: fc.constantFrom([{ column: 'date' as const, desc: true }], a.sorting),
      columnOrder: fc.constantFrom([...columnIds], a.columnOrder),
      columnVisibility: fc.constantFrom({}, { notes: false }, { notes: false, status: false }),
      columnPinning: fc.constantFrom(a.columnPinning, { left: ['from' as const], right: [] }),
      columnSizing: fc.constantFrom({}, { notes: 400 }, { notes: 400, due: 120 }, { notes: 401 }),
      pageSize: fc.constantFrom(10 as const, 20 as const, 50 as const, 100 as const),
      layout: fc.constantFrom('paged' as const, 'continuous' as const),
      density: fc.constantFrom('comfortable' as const, 'compact' as const),
      groupBy: fc.constantFrom('none' as const, 'from' as const, 'dueMonth' as const),
    });
    fc.assert(
      fc.property(snapshotArb, snapshotArb, fc.boolean(), (x, y, reverse) => {
        const other = reverse ? reverseKeys(y) : y;
        const same = JSON.stringify(x) === JSON.stringify(y);
        expect(snapshotsEqual(x, other)).toBe(same);
      }),
      { numRuns: 500 },
    );
  });
});
