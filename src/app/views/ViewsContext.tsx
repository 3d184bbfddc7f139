import { createContext, useContext, type RefObject } from 'react';
import type { SavedView } from './savedViews';
import type { ViewMenuCommand } from './viewMenuEntries';
import type { AsideView } from './viewSchema';

/** What the toolbar needs of the saved views. */
export interface ViewsContextValue {
  views: SavedView[];
  activeId: string;
  /** The table differs from what the active view saved. */
  modified: boolean;
  /** The views whose tabs say "modified": the active one, and any left with unsaved changes. */
  modifiedIds: readonly string[];
  /** Stored items that could not be read as views, kept as they are until deleted. */
  aside: AsideView[];
  deleteAside(item: AsideView): void;
  /** The view whose tab is being renamed in place, if any. */
  renamingId: string | null;
  renameError: string | null;
  selectView(id: string): void;
  /** A press on a view's tab, before its click: its rows are fetched. */
  pressView?(id: string): void;
  runMenuCommand(command: ViewMenuCommand): void;
  commitRename(label: string): void;
  cancelRename(): void;
  /** The view options button: where focus goes back when a dialog it opened closes. */
  menuTrigger: RefObject<HTMLButtonElement | null>;
}

export const ViewsContext = createContext<ViewsContextValue | null>(null);

export function useViews(): ViewsContextValue {
  const value = useContext(ViewsContext);
  if (!value) throw new Error('useViews must be used inside the invoice screen');
  return value;
}
