import { describe, expect, it } from 'vitest';
import type { TableAction } from '../../../src/app/state/actions';
import { tableReducer } from '../../../src/app/state/reducer';
import { getDefaultTableState, type TableState } from '../../../src/app/state/tableState';
import {
  keysOn,
  partKeys,
  readPart,
  showParts,
  stateKeys,
  toQuery,
  type PartKey,
  type TableParts,
} from '../../../src/app/state/stateKeys';
import { applySnapshot, snapshotOf, snapshotsEqual } from '../../../src/app/state/viewSnapshot';
import { decodeUrlState, encodeUrlState } from '../../../src/app/url/urlCodec';
import { stateFromUrl, urlStateOf } from '../../../src/app/url/urlState';
import { getDefaultViews } from '../../../src/app/views/savedViews';
import { parseStoredViews } from '../../../src/app/views/viewSchema';
import { columnIds } from '../../../src/domain/columns';

type Routes = { query: boolean; view: boolean; link: boolean; storage: boolean };
const r = (query: boolean, view: boolean, link: boolean, storage: boolean): Routes => ({
  query,
  view,
  link,
  storage,
});

/** Where each key goes (query, saved view, link, storage), and a value other than the default. */
const table: { [K in PartKey]: [Routes, TableParts[K]] } = {
  viewId: [r(false, false, true, false), 'paid'],
  filters: [r(true, true, true, true), [{ column: 'status', operator: 'is', values: ['paid'] }]],
  search: [r(true, true, true, true), 'glob'],
  sorting: [r(true, true, true, true), [{ column: 'due', desc: false }]],
  pageIndex: [r(true, false, true, false), 3],
  pageSize: [r(true, true, true, true), 50],
  columnOrder: [r(false, true, true, true), [...columnIds].reverse()],
  columnVisibility: [r(false, true, true, true), { notes: false }],
  columnPinning: [r(false, true, true, true), { left: [], right: ['due'] }],
  columnSizing: [r(false, true, true, true), { notes: 300 }],
  layout: [r(false, true, false, true), 'continuous'],
  density: [r(false, true, false, true), 'compact'],
  groupBy: [r(false, true, true, true), 'from'],
  openGroups: [r(false, false, false, false), { all: true, except: ['Acme'] }],
  selection: [r(false, false, false, false), { kind: 'ids', ids: [1] }],
  showFilters: [r(false, false, false, false), false],
  filterEditor: [r(false, false, false, false), { column: 'due' }],
};

function changed<K extends PartKey>(key: K): TableState {
  const value = table[key][1];
  return showParts(getDefaultTableState(), { [key]: value } as Partial<TableParts>);
}

const linkOf = (state: TableState) => encodeUrlState(urlStateOf(state, undefined));

/** The snapshot that storage gives back after a view of `state` was written and read again. */
function storedAndRead(state: TableState) {
  const written = structuredClone([{ id: 'v', label: 'V', snapshot: snapshotOf(state) }]);
  const [view] = parseStoredViews(written).views;
  if (!view) throw new Error('the stored view was not read back');
  return view.snapshot;
}

describe('the state table', () => {
  it('declares every key of the table state (the page index and size apart)', () => {
    const stateKeysOnScreen = Object.keys(getDefaultTableState())
      .filter((k) => k !== 'pagination' && k !== 'nextFilterId')
      .concat('pageIndex', 'pageSize');
    expect([...partKeys].sort()).toEqual(stateKeysOnScreen.sort());
  });

  it.each(partKeys)('%s goes where the table says', (key) => {
    const [routes] = table[key];
    expect({
      query: stateKeys[key].query,
      view: stateKeys[key].view,
      link: stateKeys[key].link,
      storage: stateKeys[key].storage,
    }).toEqual(routes);
    expect(keysOn('query').includes(key as never)).toBe(routes.query);
  });

  describe.each(partKeys)('a change to %s', (key) => {
    const [routes, value] = table[key];
    const before = getDefaultTableState();
    const after = changed(key);

    it('is made', () => {
      expect(readPart(after, key)).toEqual(value);
    });

    it(routes.query ? 'asks the worker again' : 'asks the worker nothing', () => {
      expect(JSON.stringify(toQuery(after)) !== JSON.stringify(toQuery(before))).toBe(routes.query);
    });

    it(routes.view ? 'marks the view modified' : 'leaves the view unmodified', () => {
      expect(!snapshotsEqual(snapshotOf(after), snapshotOf(before))).toBe(routes.view);
    });

    it(routes.link ? 'is written in the link' : 'is not in the link', () => {
      expect(linkOf(after) !== linkOf(before)).toBe(routes.link);
    });

    it(routes.storage ? 'is kept in storage' : 'is not stored', () => {
      expect(!snapshotsEqual(storedAndRead(after), storedAndRead(before))).toBe(routes.storage);
    });

    if (routes.link && key !== 'viewId') {
      it('comes back from the link', () => {
        const views = getDefaultViews();
        const { state: url } = decodeUrlState(
          linkOf(after),
          views.map((v) => v.id),
        );
        expect(readPart(stateFromUrl(getDefaultTableState(), url, views), key)).toEqual(value);
      });
    }

    if (routes.view) {
      it('comes back when the view is chosen again', () => {
        const shown = applySnapshot(getDefaultTableState(), 'all', snapshotOf(after));
        expect(readPart(shown, key)).toEqual(value);
      });
    }
  });
});

describe('what follows from a change, said once', () => {
  const onPage3 = (): TableState => ({
    ...getDefaultTableState(),
    pagination: { pageIndex: 3, pageSize: 20 },
    selection: { kind: 'ids', ids: [7] },
  });

  it.each<[string, TableAction, { page: number; selected: boolean }]>([
    ['typing a search', { type: 'setSearch', search: 'glob' }, { page: 0, selected: false }],
    [
      'adding a filter',
      { type: 'addFilter', filter: { column: 'status', operator: 'is', values: ['paid'] } },
      { page: 0, selected: false },
    ],
    ['sorting', { type: 'toggleSort', column: 'due', multi: false }, { page: 0, selected: true }],
    ['a page size', { type: 'setPageSize', pageSize: 50 }, { page: 0, selected: true }],
    [
      'the continuous layout',
      { type: 'setLayout', layout: 'continuous' },
      { page: 0, selected: true },
    ],
    ['the density', { type: 'setDensity', density: 'compact' }, { page: 3, selected: true }],
    [
      'hiding a column',
      { type: 'setColumnVisible', column: 'notes', visible: false },
      { page: 3, selected: true },
    ],
    ['another page', { type: 'setPageIndex', pageIndex: 5 }, { page: 5, selected: true }],
  ])('%s', (_name, action, expected) => {
    const after = tableReducer(onPage3(), action);
    expect(after.pagination.pageIndex).toBe(expected.page);
    expect(after.selection.kind === 'ids' && after.selection.ids.length > 0).toBe(
      expected.selected,
    );
  });

  it("a link's own page is kept although its filters change what matches", () => {
    const after = tableReducer(onPage3(), {
      type: 'replace',
      parts: { search: 'glob', pageIndex: 2 },
    });
    expect(after.search).toBe('glob');
    expect(after.pagination.pageIndex).toBe(2);
    expect(after.selection).toEqual({ kind: 'ids', ids: [] });
  });

  it('an action that changes nothing gives back the same state', () => {
    const state = onPage3();
    expect(tableReducer(state, { type: 'setSearch', search: '' })).toBe(state);
    expect(tableReducer(state, { type: 'setDensity', density: 'comfortable' })).toBe(state);
    expect(tableReducer(state, { type: 'removeFilter', id: 'nope' })).toBe(state);
  });
});

describe('filter ids', () => {
  const actions: TableAction[] = [
    { type: 'addFilter', filter: { column: 'status', operator: 'is', values: ['draft'] } },
    { type: 'addFilter', filter: { column: 'paid', operator: 'greaterThan', value: 100 } },
    { type: 'removeFilter', id: 'f1' },
    { type: 'addFilter', filter: { column: 'from', operator: 'is', values: ['Acme'] } },
  ];
  const run = () => actions.reduce(tableReducer, getDefaultTableState());

  it('the same actions give the same state, ids included', () => {
    expect(run()).toEqual(run());
    expect(run().filters.map((f) => f.id)).toEqual(['f2', 'f3']);
  });

  it('a link or view with other filters gives fresh ids; the same filters keep theirs', () => {
    const state = run();
    const same = tableReducer(state, {
      type: 'replace',
      parts: { filters: state.filters.map(({ id: _id, ...f }) => f) as TableParts['filters'] },
    });
    expect(same.filters).toBe(state.filters);
    const other = tableReducer(state, { type: 'replace', parts: { filters: [] } });
    const again = tableReducer(other, {
      type: 'replace',
      parts: { filters: readPart(state, 'filters') },
    });
    expect(again.filters.map((f) => f.id)).toEqual(['f4', 'f5']);
  });
});
