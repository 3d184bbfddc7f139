import { describe, expect, it } from 'vitest';
import type { SelectionState } from '../../../src/app/state/selection';
import {
  selection_canSelectAllMatching,
  selection_describe,
  selection_toWorker,
} from '../../../src/app/state/selectionScope';
import { filters_add, getDefaultFiltersState } from '../../../src/app/state/filters';

const pageIds = [11, 12, 13, 14];

function describeFor(selection: SelectionState, total = 100) {
  return {
    description: selection_describe({ selection, total, pageIds }),
    canSelectAll: selection_canSelectAllMatching({ selection, total, pageIds }),
  };
}

describe('selection_describe and selection_canSelectAllMatching', () => {
  it('nothing selected', () => {
    expect(describeFor({ kind: 'ids', ids: [] })).toEqual({
      description: { kind: 'none', count: 0 },
      canSelectAll: false,
    });
  });

  it('some rows of the page', () => {
    expect(describeFor({ kind: 'ids', ids: [12, 14] })).toEqual({
      description: { kind: 'some', count: 2 },
      canSelectAll: false,
    });
  });

  it('every row of the page offers every match', () => {
    expect(describeFor({ kind: 'ids', ids: [14, 13, 12, 11] })).toEqual({
      description: { kind: 'page', count: 4 },
      canSelectAll: true,
    });
  });

  it('every row of the page when the page is all that matches: nothing more to offer', () => {
    expect(describeFor({ kind: 'ids', ids: [11, 12, 13, 14] }, 4)).toEqual({
      description: { kind: 'page', count: 4 },
      canSelectAll: false,
    });
  });

  it('the whole page plus rows from another page is counted, not called "this page"', () => {
    expect(describeFor({ kind: 'ids', ids: [11, 12, 13, 14, 90] })).toEqual({
      description: { kind: 'some', count: 5 },
      canSelectAll: true,
    });
  });

  it('an empty page is never "every row on this page"', () => {
    const selection: SelectionState = { kind: 'ids', ids: [] };
    expect(selection_describe({ selection, total: 0, pageIds: [] })).toEqual({
      kind: 'none',
      count: 0,
    });
    expect(selection_canSelectAllMatching({ selection, total: 0, pageIds: [] })).toBe(false);
  });

  it('every match, then every match but one', () => {
    expect(describeFor({ kind: 'matching', except: [] })).toEqual({
      description: { kind: 'allMatching', count: 100 },
      canSelectAll: false,
    });
    expect(describeFor({ kind: 'matching', except: [12] })).toEqual({
      description: { kind: 'some', count: 99 },
      canSelectAll: false,
    });
  });

  it('every match with every row excluded is nothing selected', () => {
    expect(describeFor({ kind: 'matching', except: [1, 2] }, 2).description).toEqual({
      kind: 'none',
      count: 0,
    });
  });
});

describe('selection_toWorker', () => {
  const { filters } = filters_add(getDefaultFiltersState(), {
    column: 'status',
    operator: 'is',
    values: ['draft'],
  });

  it('a list of ids goes as ids, copied', () => {
    const ids = [3, 1, 2];
    const selection = selection_toWorker({ selection: { kind: 'ids', ids }, filters, search: '' });
    expect(selection).toEqual({ kind: 'ids', ids: [3, 1, 2] });
    expect(selection.kind === 'ids' && selection.ids).not.toBe(ids);
  });

  it('every match goes as the filters without their chip ids, the search and the exclusions', () => {
    expect(
      selection_toWorker({
        selection: { kind: 'matching', except: [7] },
        filters,
        search: 'glob',
      }),
    ).toEqual({
      kind: 'matching',
      query: { filters: [{ column: 'status', operator: 'is', values: ['draft'] }], search: 'glob' },
      except: [7],
    });
  });
});
