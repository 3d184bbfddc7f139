import { describe, expect, it } from 'vitest';
import {
  column_getSortIndex,
  getDefaultSorting,
  table_toggleSort,
} from '../../../src/app/state/sorting';

describe('table_toggleSort', () => {
  it('a click cycles a column ascending, descending, then back to the default sort', () => {
    const asc = table_toggleSort(getDefaultSorting(), 'paid', false);
    expect(asc).toEqual([{ column: 'paid', desc: false }]);
    const desc = table_toggleSort(asc, 'paid', false);
    expect(desc).toEqual([{ column: 'paid', desc: true }]);
    expect(table_toggleSort(desc, 'paid', false)).toEqual(getDefaultSorting());
  });

  it('Shift-click adds a further key and keeps the others in place', () => {
    const two = table_toggleSort([{ column: 'status', desc: false }], 'paid', true);
    expect(two).toEqual([
      { column: 'status', desc: false },
      { column: 'paid', desc: false },
    ]);
    expect(column_getSortIndex(two, 'paid')).toBe(1);
    expect(table_toggleSort(two, 'status', true)).toEqual([
      { column: 'status', desc: true },
      { column: 'paid', desc: false },
    ]);
  });
});
