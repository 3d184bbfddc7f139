/**
 * Row selection on the screen: explicit ids, or every row matching the current filters except
 * some. The query part of a `matching` selection is the table's current filters and search.
 */
export type SelectionState =
  { kind: 'ids'; ids: number[] } | { kind: 'matching'; except: number[] };

export const emptySelection: SelectionState = { kind: 'ids', ids: [] };

export function selection_isSelected(selection: SelectionState, id: number): boolean {
  return selection.kind === 'ids' ? selection.ids.includes(id) : !selection.except.includes(id);
}

export function selection_count(selection: SelectionState, total: number): number {
  return selection.kind === 'ids'
    ? selection.ids.length
    : Math.max(0, total - selection.except.length);
}

export function selection_toggle(selection: SelectionState, id: number): SelectionState {
  if (selection.kind === 'ids') {
    const ids = selection.ids.includes(id)
      ? selection.ids.filter((x) => x !== id)
      : [...selection.ids, id];
    return { kind: 'ids', ids };
  }
  const except = selection.except.includes(id)
    ? selection.except.filter((x) => x !== id)
    : [...selection.except, id];
  return { kind: 'matching', except };
}

/** Header checkbox: selects every row on the page, or clears them when all are selected. */
export function selection_togglePage(selection: SelectionState, pageIds: readonly number[]) {
  const allSelected =
    pageIds.length > 0 && pageIds.every((id) => selection_isSelected(selection, id));
  if (selection.kind === 'matching') {
    const except = allSelected
      ? [...new Set([...selection.except, ...pageIds])]
      : selection.except.filter((id) => !pageIds.includes(id));
    return { kind: 'matching', except } satisfies SelectionState;
  }
  const ids = allSelected
    ? selection.ids.filter((id) => !pageIds.includes(id))
    : [...new Set([...selection.ids, ...pageIds])];
  return { kind: 'ids', ids } satisfies SelectionState;
}

/** The header checkbox state for the rows on the page. */
export function selection_pageState(
  selection: SelectionState,
  pageIds: readonly number[],
): 'none' | 'some' | 'all' {
  const selected = pageIds.filter((id) => selection_isSelected(selection, id)).length;
  if (selected === 0) return 'none';
  return selected === pageIds.length ? 'all' : 'some';
}

/**
 * The header checkbox over one continuous list of every matching row: all when every match is
 * selected (a flag with no exclusions), some when anything is, none otherwise.
 */
export function selection_allState(
  selection: SelectionState,
  total: number,
): 'none' | 'some' | 'all' {
  if (selection.kind === 'matching') {
    if (selection.except.length === 0 && total > 0) return 'all';
    return selection.except.length >= total ? 'none' : 'some';
  }
  return selection.ids.length === 0 ? 'none' : 'some';
}

export function getDefaultSelection(): SelectionState {
  return emptySelection;
}
