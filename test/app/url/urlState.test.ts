import { describe, expect, it } from 'vitest';
import { getDefaultTableState, type TableState } from '../../../src/app/state/tableState';
import { applySnapshot, snapshotOf } from '../../../src/app/state/viewSnapshot';
import { decodeUrlState, encodeUrlState } from '../../../src/app/url/urlCodec';
import { stateFromUrl, urlStateOf } from '../../../src/app/url/urlState';
import {
  applyViewCommand,
  getDefaultViews,
  type SavedView,
} from '../../../src/app/views/savedViews';

const builtIn = getDefaultViews();

function showing(views: SavedView[], id: string): TableState {
  const view = views.find((v) => v.id === id);
  if (!view) throw new Error(`no view ${id}`);
  return applySnapshot(getDefaultTableState(), view.id, view.snapshot);
}

function linkOf(state: TableState): string {
  return encodeUrlState(urlStateOf(state, undefined));
}

/** Opens `link` in a browser that has `views`, as the screen does on load. */
function open(link: string, views: SavedView[]): TableState {
  const { state } = decodeUrlState(
    link,
    views.map((v) => v.id),
  );
  return stateFromUrl({ ...getDefaultTableState(), viewId: '' }, state, views);
}

/** What the rows depend on: a link must carry all of it. */
function query(state: TableState) {
  const { filters, search, sorting, pagination } = state;
  return { filters: filters.map(({ id: _id, ...f }) => f), search, sorting, pagination };
}

describe('links', () => {
  it('an untouched built-in view is just its id', () => {
    for (const view of builtIn) expect(linkOf(showing(builtIn, view.id))).toBe(`view=${view.id}`);
  });

  it('a view saved with another sort and page size says so, and opens the same elsewhere', () => {
    const paid = showing(builtIn, 'paid');
    const changed = {
      ...paid,
      sorting: [{ column: 'due' as const, desc: false }],
      pagination: { pageIndex: 1, pageSize: 50 as const },
    };
    const saved = applyViewCommand(builtIn, {
      type: 'save',
      id: 'paid',
      snapshot: snapshotOf(changed),
    });
    if (!saved.ok) throw new Error('save refused');
    const link = linkOf(changed);
    expect(link).toBe('view=paid&sort=due%3Aasc&page=2&size=50');
    expect(query(open(link, builtIn))).toEqual(query(changed));
    expect(query(open(link, saved.value))).toEqual(query(changed));
  });

  it("a view of one's own carries its filters, and opens on the first view with them elsewhere", () => {
    const copy = applyViewCommand(builtIn, {
      type: 'duplicate',
      id: 'overdue',
      newId: 'v-mine',
      snapshot: snapshotOf(showing(builtIn, 'overdue')),
    });
    if (!copy.ok) throw new Error('duplicate refused');
    const mine = showing(copy.value, 'v-mine');
    const link = linkOf(mine);
    expect(decodeUrlState(link, ['v-mine']).state.filters).toHaveLength(2);
    const elsewhere = open(link, builtIn);
    expect(elsewhere.viewId).toBe('all');
    expect(query(elsewhere)).toEqual(query(mine));
    expect(query(open(link, copy.value))).toEqual(query(mine));
  });

  it('an address with no view shows the first view as saved, its columns included', () => {
    const all = showing(builtIn, 'all');
    const narrow = { ...all, columnVisibility: { notes: false }, density: 'compact' as const };
    const saved = applyViewCommand(builtIn, {
      type: 'save',
      id: 'all',
      snapshot: snapshotOf(narrow),
    });
    if (!saved.ok) throw new Error('save refused');
    expect(snapshotOf(open('', saved.value))).toEqual(snapshotOf(narrow));
  });

  it('the column layout travels in the link, so it opens the same in any browser', () => {
    const all = showing(builtIn, 'all');
    const laidOut: TableState = {
      ...all,
      columnOrder: ['notes', ...all.columnOrder.filter((id) => id !== 'notes')],
      columnVisibility: { paid: false },
      columnPinning: { left: ['from'], right: ['due'] },
      columnSizing: { notes: 320 },
    };
    const link = linkOf(laidOut);
    expect(link).toBe(
      `view=all&cols=${laidOut.columnOrder.join('.')}&hide=paid&pin=from_due&w=notes-320`,
    );
    const saved = applyViewCommand(builtIn, {
      type: 'save',
      id: 'all',
      snapshot: { ...snapshotOf(all), columnVisibility: { status: false } },
    });
    if (!saved.ok) throw new Error('save refused');
    for (const views of [builtIn, saved.value]) {
      expect(snapshotOf(open(link, views))).toEqual(snapshotOf(laidOut));
    }
    // A link that says nothing of columns shows them as the view is built, like its rows.
    expect(open('view=all', saved.value).columnVisibility).toEqual({});
  });
});
