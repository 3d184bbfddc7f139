import type { SampleSize } from '../../domain/sampleSizes';
import { getDefaultSelection } from '../state/selection';
import { getDefaultTableState, type TableState } from '../state/tableState';
import {
  keysOn,
  readPart,
  showParts,
  stateKeys,
  type PartsOn,
  type TableParts,
} from '../state/stateKeys';
import { getDefaultViews, type SavedView } from '../views/savedViews';
import { snapshotOf, viewParts, type ViewSnapshot } from '../state/viewSnapshot';
import type { UrlState } from './urlCodec';

/** The table's keys that a link carries, as the state table routes them. */
export type LinkParts = Partial<PartsOn<'link'>>;

/**
 * What a link leaves unsaid about view `viewId`: the built-in view of that id as it ships, or
 * no filters for any other view. Never what this browser saved: a link has to show the same
 * rows in a browser that has other saved views, or none.
 */
function linkBaseline(viewId: string): ViewSnapshot {
  const builtIn = getDefaultViews().find((v) => v.id === viewId);
  return builtIn?.snapshot ?? { ...snapshotOf(getDefaultTableState()), filters: [] };
}

function isViewKey(key: keyof TableParts): key is keyof ViewSnapshot {
  return stateKeys[key].view;
}

/**
 * The link for what the table shows now: every key the state table sends to the link, but a key
 * a view keeps only where it differs from that view as built in, so an untouched built-in view
 * is just `?view=id`, and a saved change to a view travels in the link.
 */
export function urlStateOf(state: TableState, sampleSize: SampleSize | undefined): UrlState {
  const baseline = linkBaseline(state.viewId);
  const link: Partial<TableParts> = {};
  for (const key of keysOn('link')) {
    const value = readPart(state, key);
    const same = stateKeys[key].same as (a: unknown, b: unknown) => boolean;
    if (isViewKey(key) && same(value, baseline[key])) continue;
    Object.assign(link, { [key]: value });
  }
  return { ...(link as LinkParts), sampleSize };
}

/**
 * What a link shows: its view (or the first), with the link's keys laid over it. Keys a link
 * naming a view leaves out are that view as built in (as `urlStateOf` left them out); an address
 * with no view shows the first view as saved. Within the view on screen (back and forward), the
 * keys a link does not carry stay as they are on screen; another view brings its own.
 */
export function linkParts(
  current: TableState,
  url: UrlState,
  views: readonly SavedView[],
): Partial<TableParts> | null {
  const view = views.find((v) => v.id === url.viewId) ?? views[0];
  if (!view) return null;
  const unsaid = url.viewId === view.id ? linkBaseline(view.id) : view.snapshot;
  const base = view.id === current.viewId ? {} : viewParts(view.id, view.snapshot);
  const parts: Partial<TableParts> = {
    ...base,
    viewId: view.id,
    selection: getDefaultSelection(),
    filterEditor: null,
  };
  for (const key of keysOn('link')) {
    if (key === 'viewId') continue;
    const given = url[key];
    const value =
      given !== undefined
        ? given
        : isViewKey(key)
          ? unsaid[key]
          : readPart(getDefaultTableState(), key);
    Object.assign(parts, { [key]: value });
  }
  return parts;
}

/** The table a link shows, each of its keys set through its slice (see `linkParts`). */
export function stateFromUrl(
  current: TableState,
  url: UrlState,
  views: readonly SavedView[],
): TableState {
  const parts = linkParts(current, url, views);
  return parts ? showParts(current, parts) : current;
}
