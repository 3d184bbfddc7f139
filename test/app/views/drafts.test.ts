import { describe, expect, it } from 'vitest';
import {
  drafts_forget,
  drafts_leave,
  drafts_modifiedIds,
  drafts_shown,
  noDrafts,
} from '../../../src/app/views/drafts';
import { getDefaultViews, type SavedView } from '../../../src/app/views/savedViews';

const views = getDefaultViews();
const view = (id: string): SavedView => {
  const found = views.find((v) => v.id === id);
  if (!found) throw new Error(`no view ${id}`);
  return found;
};
const paid = view('paid');
const changed = { ...paid.snapshot, search: 'acme', columnVisibility: { notes: false } };

describe('unsaved changes to views left for another', () => {
  it('a view left with changes keeps them, and shows them when chosen again', () => {
    const drafts = drafts_leave(noDrafts, paid, changed);
    expect(drafts_shown(drafts, paid)).toEqual(changed);
    expect(drafts_shown(drafts, view('draft'))).toEqual(view('draft').snapshot);
  });

  it('a view left as it saved keeps nothing, and forgets changes it had', () => {
    expect(drafts_leave(noDrafts, paid, structuredClone(paid.snapshot))).toEqual({});
    const drafts = drafts_leave(noDrafts, paid, changed);
    expect(drafts_leave(drafts, paid, paid.snapshot)).toEqual({});
  });

  it('forgetting a view drops only its changes', () => {
    const drafts = drafts_leave(drafts_leave(noDrafts, paid, changed), view('draft'), changed);
    expect(Object.keys(drafts_forget(drafts, 'paid'))).toEqual(['draft']);
    expect(drafts_forget(drafts, 'all')).toBe(drafts);
  });

  it('marks the view on screen when modified, and each view left with changes', () => {
    const drafts = drafts_leave(noDrafts, paid, changed);
    expect(drafts_modifiedIds(drafts, views, { id: 'all', modified: false })).toEqual(['paid']);
    expect(drafts_modifiedIds(drafts, views, { id: 'all', modified: true })).toEqual([
      'all',
      'paid',
    ]);
  });

  it('a view saved since (in another tab) with those very changes is no longer modified', () => {
    const drafts = drafts_leave(noDrafts, paid, changed);
    const saved = views.map((v) => (v.id === 'paid' ? { ...v, snapshot: changed } : v));
    expect(drafts_modifiedIds(drafts, saved, { id: 'all', modified: false })).toEqual([]);
  });
});
