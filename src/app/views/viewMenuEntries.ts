/** The view options menu, declared as data and rendered from this list (STYLE.md: commands as data). */
export interface ViewMenuContext {
  viewCount: number;
  modified: boolean;
}

export type ViewMenuCommand =
  'rename' | 'duplicate' | 'save' | 'discard' | 'delete' | 'sortBy' | 'reset';

export interface ViewMenuEntry {
  id: ViewMenuCommand;
  label: string;
  /** Why the entry cannot be used now, or null when it can. */
  disabledReason: (context: ViewMenuContext) => string | null;
}

export const viewMenuEntries: readonly ViewMenuEntry[] = [
  { id: 'rename', label: 'Rename view', disabledReason: () => null },
  { id: 'duplicate', label: 'Duplicate view', disabledReason: () => null },
  {
    id: 'save',
    label: 'Save changes',
    disabledReason: ({ modified }) => (modified ? null : 'The view has no unsaved changes'),
  },
  {
    id: 'discard',
    label: 'Discard changes',
    disabledReason: ({ modified }) => (modified ? null : 'The view has no unsaved changes'),
  },
  {
    id: 'delete',
    label: 'Delete view',
    disabledReason: ({ viewCount }) =>
      viewCount <= 1 ? 'The last remaining view cannot be deleted' : null,
  },
  { id: 'sortBy', label: 'Sort by...', disabledReason: () => null },
];
