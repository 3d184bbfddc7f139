import { describe, expect, it } from 'vitest';
import { getColumnMenuEntries } from '../../../src/app/grid/columnMenu';
import { getDefaultColumnLayout, table_setPinned } from '../../../src/app/state/columns';
import { getDefaultSorting } from '../../../src/app/state/sorting';

const state = { ...getDefaultColumnLayout(), sorting: getDefaultSorting() };
const labels = (groups: ReturnType<typeof getColumnMenuEntries>) =>
  groups.map((g) => g.map((e) => e.label));
const disabled = (groups: ReturnType<typeof getColumnMenuEntries>) =>
  groups
    .flat()
    .filter((e) => e.disabled)
    .map((e) => e.label);

describe('getColumnMenuEntries', () => {
  it('offers the spec entries, in groups, for a column that can be hidden', () => {
    expect(labels(getColumnMenuEntries('paid', state))).toEqual([
      ['Sort ascending', 'Sort descending'],
      ['Filter...'],
      ['Pin left', 'Pin right', 'Unpin'],
      ['Hide column'],
    ]);
    expect(disabled(getColumnMenuEntries('paid', state))).toEqual(['Unpin']);
  });

  it('does not offer Hide column for From, and Pin left is disabled while it is pinned left', () => {
    const groups = getColumnMenuEntries('from', state);
    expect(labels(groups).flat()).not.toContain('Hide column');
    expect(disabled(groups)).toEqual(['Pin left']);
  });

  it('disables the sort that is already the only sort, and Pin right on a right-pinned column', () => {
    expect(disabled(getColumnMenuEntries('date', state))).toEqual(['Sort descending', 'Unpin']);
    const right = { ...table_setPinned(state, 'notes', 'right'), sorting: state.sorting };
    expect(disabled(getColumnMenuEntries('notes', right))).toEqual(['Filter...', 'Pin right']);
  });

  it('describes each entry as an action', () => {
    const actions = getColumnMenuEntries('status', state)
      .flat()
      .map((e) => e.action);
    expect(actions).toEqual([
      { type: 'setSorting', sorting: [{ column: 'status', desc: false }] },
      { type: 'setSorting', sorting: [{ column: 'status', desc: true }] },
      { type: 'openFilterEditor', column: 'status' },
      { type: 'setPinned', column: 'status', side: 'left' },
      { type: 'setPinned', column: 'status', side: 'right' },
      { type: 'setPinned', column: 'status', side: false },
      { type: 'setColumnVisible', column: 'status', visible: false },
    ]);
  });
});
