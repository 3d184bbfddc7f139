import type { ColumnId } from '../../domain/columns';
import { defaultSort, type SortKey } from '../../domain/query';

export function getDefaultSorting(): SortKey[] {
  return defaultSort.map((k) => ({ ...k }));
}

export function column_getSortIndex(sorting: readonly SortKey[], id: ColumnId): number {
  return sorting.findIndex((k) => k.column === id);
}

/**
 * A header click: cycles this column ascending → descending → off (back to the default sort
 * when nothing is left). With `multi` (Shift-click) the column is added as a further key.
 */
export function table_toggleSort(sorting: readonly SortKey[], id: ColumnId, multi: boolean) {
  const existing = sorting.find((k) => k.column === id);
  const next: SortKey | null = !existing
    ? { column: id, desc: false }
    : !existing.desc
      ? { column: id, desc: true }
      : null;
  if (!multi) return next ? [next] : getDefaultSorting();
  const rest = sorting.filter((k) => k.column !== id);
  if (!next) return rest.length > 0 ? rest : getDefaultSorting();
  return existing ? sorting.map((k) => (k.column === id ? next : k)) : [...rest, next];
}

/** The column menu's "sort ascending/descending": this column alone. */
export function table_setSort(id: ColumnId, desc: boolean): SortKey[] {
  return [{ column: id, desc }];
}
