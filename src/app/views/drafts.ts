import { snapshotsEqual, type ViewSnapshot } from '../state/viewSnapshot';
import type { SavedView } from './savedViews';

/**
 * Unsaved changes to the views not on screen: the snapshot each was left with, by view id. A
 * view left while modified keeps its changes until they are saved or discarded; the view on
 * screen has none here (its changes are the table state).
 */
export type Drafts = Readonly<Record<string, ViewSnapshot>>;

export const noDrafts: Drafts = {};

/** Leaving `view` as `left`: kept when it differs from what the view saved, else forgotten. */
export function drafts_leave(drafts: Drafts, view: SavedView, left: ViewSnapshot): Drafts {
  if (!snapshotsEqual(left, view.snapshot)) return { ...drafts, [view.id]: left };
  return drafts_forget(drafts, view.id);
}

export function drafts_forget(drafts: Drafts, id: string): Drafts {
  if (!(id in drafts)) return drafts;
  return Object.fromEntries(Object.entries(drafts).filter(([viewId]) => viewId !== id));
}

/** What choosing `view` shows: the changes it was left with, else what it saved. */
export function drafts_shown(drafts: Drafts, view: SavedView): ViewSnapshot {
  return drafts[view.id] ?? view.snapshot;
}

/**
 * The views whose tabs say "modified": the one on screen when it differs from what it saved, and
 * each other view left with changes it has not saved (another tab may have saved them since).
 */
export function drafts_modifiedIds(
  drafts: Drafts,
  views: readonly SavedView[],
  active: { id: string; modified: boolean },
): string[] {
  return views
    .filter((view) => {
      if (view.id === active.id) return active.modified;
      const draft = drafts[view.id];
      return draft !== undefined && !snapshotsEqual(draft, view.snapshot);
    })
    .map((view) => view.id);
}
