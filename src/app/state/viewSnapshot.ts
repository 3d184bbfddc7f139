import { getDefaultSelection } from './selection';
import type { TableState } from './tableState';
import { partsDiffer, partsOn, showParts, type PartsOn, type TableParts } from './stateKeys';

/**
 * What a saved view keeps: the keys the state table routes to a view (filters, search, sort,
 * column order, visibility, pinning, sizes, page size, layout and density). The page index,
 * selection and open editors are not kept.
 */
export type ViewSnapshot = PartsOn<'view'>;

export function snapshotOf(state: TableState): ViewSnapshot {
  return partsOn(state, 'view');
}

/** What showing view `viewId` sets: its snapshot, the first page, nothing selected or edited. */
export function viewParts(viewId: string, snapshot: ViewSnapshot): Partial<TableParts> {
  return {
    ...snapshot,
    viewId,
    pageIndex: 0,
    selection: getDefaultSelection(),
    filterEditor: null,
  };
}

/** The table showing a view: its snapshot, first page, nothing selected. */
export function applySnapshot(
  state: TableState,
  viewId: string,
  snapshot: ViewSnapshot,
): TableState {
  return showParts(state, viewParts(viewId, snapshot));
}

/** Whether the table differs from a saved view ("modified"), key by key as the table compares. */
export function snapshotsEqual(a: ViewSnapshot, b: ViewSnapshot): boolean {
  return !partsDiffer<Partial<TableParts>>(a, b);
}
