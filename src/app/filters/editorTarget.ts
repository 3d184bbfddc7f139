import type { AppliedFilter, FilterEditorTarget } from '../state/tableState';
import { defaultFilterColumn, isFilterColumn, type FilterColumn } from './filterColumns';

/** What the open filter editor works on: a new filter on a column, or an applied filter. */
export type EditorTarget =
  { kind: 'new'; column: FilterColumn } | { kind: 'edit'; filter: AppliedFilter };

/**
 * Reads `state.filterEditor` (set by "Add filter", a chip, or a column menu's "Filter..."). A
 * request for a filter that is no longer applied opens nothing; a request for a column that
 * cannot be filtered starts on the default column.
 */
export function resolveEditorTarget(
  filters: readonly AppliedFilter[],
  request: FilterEditorTarget | null,
): EditorTarget | null {
  if (!request) return null;
  if (request.filterId !== undefined) {
    const filter = filters.find((f) => f.id === request.filterId);
    return filter ? { kind: 'edit', filter } : null;
  }
  const column = isFilterColumn(request.column) ? request.column : defaultFilterColumn;
  return { kind: 'new', column };
}
