import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import type { Prefetch } from '../data/PrefetchContext';
import type { AppStorage } from '../persist/storage';
import type { TabChannel } from '../persist/tabChannel';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { snapshotOf, snapshotsEqual } from '../state/viewSnapshot';
import {
  drafts_forget,
  drafts_leave,
  drafts_modifiedIds,
  drafts_shown,
  noDrafts,
  type Drafts,
} from './drafts';
import { newViewId, type SavedView } from './savedViews';
import { useSavedViews } from './useSavedViews';
import type { ViewMenuCommand } from './viewMenuEntries';
import type { ViewsContextValue } from './ViewsContext';

export type ViewDialog = { kind: 'sortBy' } | { kind: 'delete' } | { kind: 'reset' } | null;

/**
 * Saved views as the screen uses them: choosing, the view options menu's commands, renaming in
 * place, and keeping the active view when another tab changes the list.
 */
export function useViewController(args: {
  state: TableState;
  /** The latest state dispatched: ahead of `state` while its rows are on their way. */
  latestState: () => TableState;
  dispatch: Dispatch<TableAction>;
  storage: AppStorage;
  channel: TabChannel;
  initialViews: SavedView[];
  notify: (message: string) => void;
  onStorageFailure: (reason: string) => void;
  /** Fetches the rows of a view before it is chosen (its press; the other views when idle). */
  prefetch?: Prefetch;
}) {
  const { state, latestState, dispatch, storage, channel, initialViews, notify, onStorageFailure } =
    args;
  const { prefetch } = args;
  const { views, run, aside, deleteAside } = useSavedViews(
    storage,
    channel,
    initialViews,
    onStorageFailure,
  );
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ViewDialog>(null);
  const menuTrigger = useRef<HTMLButtonElement | null>(null);
  const active = views.find((v) => v.id === state.viewId) ?? null;
  const current = useMemo(() => snapshotOf(state), [state]);
  const modified = active ? !snapshotsEqual(current, active.snapshot) : false;
  // Read and written between renders too (arrow keys run through the tabs faster than React).
  const drafts = useRef<Drafts>(noDrafts);
  const [shownDrafts, setShownDrafts] = useState<Drafts>(noDrafts);
  const setDrafts = useCallback((next: Drafts) => {
    drafts.current = next;
    setShownDrafts(next);
  }, []);
  const modifiedIds = useMemo(
    () => drafts_modifiedIds(shownDrafts, views, { id: state.viewId, modified }),
    [shownDrafts, views, state.viewId, modified],
  );

  /** Shows `view` as it was left: with its unsaved changes, if it has any. */
  const show = useCallback(
    (view: SavedView) => {
      const snapshot = drafts_shown(drafts.current, view);
      setDrafts(drafts_forget(drafts.current, view.id));
      dispatch({ type: 'applyView', viewId: view.id, snapshot });
    },
    [dispatch, setDrafts],
  );

  /** What choosing `view` dispatches: it comes back as it was left. */
  const viewAction = useCallback(
    (view: SavedView): TableAction => ({
      type: 'applyView',
      viewId: view.id,
      snapshot: drafts_shown(drafts.current, view),
    }),
    [],
  );
  /** A press on a view's tab: its rows are fetched before the click chooses it. */
  const pressView = useCallback(
    (id: string) => {
      const view = views.find((v) => v.id === id);
      if (view && latestState().viewId !== id) prefetch?.(viewAction(view), 'now');
    },
    [views, latestState, prefetch, viewAction],
  );
  // The other views' first pages, fetched while the screen is idle (and again after a change).
  useEffect(() => {
    prefetch?.(views.filter((v) => v.id !== state.viewId).map(viewAction), 'idle');
  }, [views, state.viewId, prefetch, viewAction]);

  // Another tab deleted the view on screen: show the first one and say why. Not when this tab
  // has already moved on to another view whose rows are on their way (it deleted the view).
  useEffect(() => {
    const first = views[0];
    const latestId = latestState().viewId;
    if (!active && first && !views.some((v) => v.id === latestId)) {
      notify('The view you were on was deleted in another tab');
      show(first);
    }
  }, [active, views, show, notify, latestState]);

  // Choosing another view keeps the changes the one on screen has not saved, for coming back.
  const selectView = useCallback(
    (id: string) => {
      const view = views.find((v) => v.id === id);
      const leaving = latestState();
      if (!view || leaving.viewId === id) return;
      const left = views.find((v) => v.id === leaving.viewId);
      if (left) setDrafts(drafts_leave(drafts.current, left, snapshotOf(leaving)));
      show(view);
    },
    [views, show, latestState, setDrafts],
  );

  const runMenuCommand = useCallback(
    (command: ViewMenuCommand) => {
      if (!active) return;
      switch (command) {
        case 'rename':
          setRenameError(null);
          setRenamingId(active.id);
          return;
        case 'duplicate': {
          const newId = newViewId();
          run({ type: 'duplicate', id: active.id, newId, snapshot: current }).then((result) => {
            if (!result.ok) return notify(result.errors.join('; '));
            const copy = result.value.find((v) => v.id === newId);
            if (copy) show(copy);
          });
          return;
        }
        case 'save':
          run({ type: 'save', id: active.id, snapshot: current }).then(
            (result) => !result.ok && notify(result.errors.join('; ')),
          );
          return;
        case 'discard':
          dispatch({ type: 'applyView', viewId: active.id, snapshot: active.snapshot });
          return;
        case 'delete':
        case 'reset':
        case 'sortBy':
          setDialog({ kind: command });
          return;
      }
    },
    [active, current, run, show, notify, dispatch],
  );

  const confirmDelete = useCallback(() => {
    setDialog(null);
    if (!active) return;
    const index = views.findIndex((v) => v.id === active.id);
    run({ type: 'delete', id: active.id }).then((result) => {
      if (!result.ok) return notify(result.errors.join('; '));
      const next = result.value[Math.min(index, result.value.length - 1)];
      if (next) show(next);
    });
  }, [active, views, run, show, notify]);

  const confirmReset = useCallback(() => {
    setDialog(null);
    run({ type: 'reset' }).then((result) => {
      const first = result.ok ? result.value[0] : undefined;
      if (!first) return;
      // The views are as built in again: no view has unsaved changes any more.
      setDrafts(noDrafts);
      show(first);
    });
  }, [run, show, setDrafts]);

  const commitRename = useCallback(
    (label: string) => {
      if (!renamingId) return;
      run({ type: 'rename', id: renamingId, label }).then((result) => {
        if (result.ok) {
          setRenamingId(null);
          setRenameError(null);
        } else setRenameError(result.errors.join('; '));
      });
    },
    [renamingId, run],
  );

  const cancelRename = useCallback(() => {
    setRenamingId(null);
    setRenameError(null);
  }, []);

  const context: ViewsContextValue = {
    views,
    activeId: state.viewId,
    modified,
    modifiedIds,
    aside,
    deleteAside,
    renamingId,
    renameError,
    selectView,
    pressView,
    runMenuCommand,
    commitRename,
    cancelRename,
    menuTrigger,
  };
  return { context, views, active, dialog, setDialog, confirmDelete, confirmReset, menuTrigger };
}
