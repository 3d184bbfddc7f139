import { describe, expect, test } from 'vitest';
import { resolveEditorTarget } from '../../../src/app/filters/editorTarget';
import { tableReducer } from '../../../src/app/state/reducer';
import { getDefaultTableState, type TableState } from '../../../src/app/state/tableState';

function withStatusFilter(): TableState {
  return tableReducer(getDefaultTableState(), {
    type: 'addFilter',
    filter: { column: 'status', operator: 'is', values: ['draft'] },
  });
}

describe('the editor follows state.filterEditor', () => {
  test('closed when nothing asks for it', () => {
    const state = getDefaultTableState();
    expect(resolveEditorTarget(state.filters, state.filterEditor)).toBeNull();
  });

  test("a column menu's Filter... opens a new filter on that column, and shows the bar", () => {
    const hidden = tableReducer(getDefaultTableState(), { type: 'toggleFilterBar' });
    const state = tableReducer(hidden, { type: 'openFilterEditor', column: 'due' });
    expect(state.showFilters).toBe(true);
    expect(resolveEditorTarget(state.filters, state.filterEditor)).toEqual({
      kind: 'new',
      column: 'due',
    });
  });

  test('Add filter (no column) starts on Status; a column that cannot be filtered does too', () => {
    const state = getDefaultTableState();
    expect(resolveEditorTarget(state.filters, {})).toEqual({ kind: 'new', column: 'status' });
    expect(resolveEditorTarget(state.filters, { column: 'notes' })).toEqual({
      kind: 'new',
      column: 'status',
    });
  });

  test('a chip opens the editor on its filter', () => {
    const base = withStatusFilter();
    const [filter] = base.filters;
    if (!filter) throw new Error('no filter');
    const state = tableReducer(base, { type: 'openFilterEditor', filterId: filter.id });
    expect(resolveEditorTarget(state.filters, state.filterEditor)).toEqual({
      kind: 'edit',
      filter,
    });
  });

  test('a filter that is no longer applied opens nothing', () => {
    const base = withStatusFilter();
    const [filter] = base.filters;
    if (!filter) throw new Error('no filter');
    const open = tableReducer(base, { type: 'openFilterEditor', filterId: filter.id });
    const removed = tableReducer(open, { type: 'removeFilter', id: filter.id });
    expect(resolveEditorTarget(removed.filters, removed.filterEditor)).toBeNull();
  });

  test('closeFilterEditor closes it', () => {
    const open = tableReducer(getDefaultTableState(), { type: 'openFilterEditor', column: 'from' });
    const closed = tableReducer(open, { type: 'closeFilterEditor' });
    expect(resolveEditorTarget(closed.filters, closed.filterEditor)).toBeNull();
  });
});
