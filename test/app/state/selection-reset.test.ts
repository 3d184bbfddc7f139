import { snapshotOf } from '../../../src/app/state/viewSnapshot';
import { describe, expect, it } from 'vitest';
import type { TableAction } from '../../../src/app/state/actions';
import { tableReducer } from '../../../src/app/state/reducer';
import type { SelectionState } from '../../../src/app/state/selection';
import { filters_add } from '../../../src/app/state/filters';
import { getDefaultTableState, type TableState } from '../../../src/app/state/tableState';

const draftFilter = { column: 'status', operator: 'is', values: ['draft'] } as const;
const paidFilter = { column: 'status', operator: 'is', values: ['paid'] } as const;

function stateWith(selection: SelectionState): TableState {
  return {
    ...filters_add(getDefaultTableState(), { ...draftFilter, values: [...draftFilter.values] }),
    pagination: { pageIndex: 3, pageSize: 20 },
    selection,
  };
}

const selections: Record<string, SelectionState> = {
  'a list of ids': { kind: 'ids', ids: [4, 8, 15] },
  'every match but some': { kind: 'matching', except: [16] },
};

/** Each action changes which rows match, so a selection made on the old rows no longer applies. */
const rowChanges: Record<string, (state: TableState) => TableAction> = {
  'choosing a view': () => ({
    type: 'applyView',
    viewId: 'paid',
    snapshot: { ...snapshotOf(getDefaultTableState()), filters: [] },
  }),
  'typing a search': () => ({ type: 'setSearch', search: 'glob' }),
  'adding a filter': () => ({
    type: 'addFilter',
    filter: { ...paidFilter, values: [...paidFilter.values] },
  }),
  'changing a filter': (state) => ({
    type: 'updateFilter',
    id: state.filters[0]?.id ?? '',
    filter: { ...paidFilter, values: [...paidFilter.values] },
  }),
  'removing a filter': (state) => ({ type: 'removeFilter', id: state.filters[0]?.id ?? '' }),
  'clearing the filters': () => ({ type: 'clearFilters' }),
};

describe('changing the view, filters or search clears the selection', () => {
  for (const [selectionName, selection] of Object.entries(selections)) {
    for (const [changeName, makeAction] of Object.entries(rowChanges)) {
      it(`${changeName} clears ${selectionName} and returns to the first page`, () => {
        const before = stateWith(selection);
        const after = tableReducer(before, makeAction(before));
        expect(after.selection).toEqual({ kind: 'ids', ids: [] });
        expect(after.pagination.pageIndex).toBe(0);
      });
    }
  }

  it('typing the same search again changes nothing, so the selection stays', () => {
    const before = { ...stateWith({ kind: 'ids', ids: [4] }), search: 'glob' };
    expect(tableReducer(before, { type: 'setSearch', search: 'glob' }).selection).toEqual({
      kind: 'ids',
      ids: [4],
    });
  });

  it('sorting and paging keep the selection: the same rows still match', () => {
    const before = stateWith({ kind: 'ids', ids: [4, 8] });
    const sorted = tableReducer(before, { type: 'toggleSort', column: 'due', multi: false });
    const paged = tableReducer(sorted, { type: 'setPageIndex', pageIndex: 1 });
    const resized = tableReducer(paged, { type: 'setPageSize', pageSize: 50 });
    expect(resized.selection).toEqual({ kind: 'ids', ids: [4, 8] });
  });
});
