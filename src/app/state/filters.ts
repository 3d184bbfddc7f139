import type { ColumnId } from '../../domain/columns';
import type { Filter } from '../../domain/query';
import { sameData } from './compare';

/** A filter as applied on screen: a query filter with an id for its chip. */
export type AppliedFilter = Filter & { id: string };

/** Which filter the editor is open on: a new one (on `column`), or the applied `filterId`. */
export type FilterEditorTarget = { column?: ColumnId; filterId?: string };

/** The filters slice: the applied filters and the filter bar that shows and edits them. */
export interface FiltersState {
  filters: AppliedFilter[];
  /**
   * The number in the next chip id. Kept in the state rather than in a module, so the same
   * actions always give the same state (and the same ids).
   */
  nextFilterId: number;
  showFilters: boolean;
  /** Transient: never saved in a view or a link. */
  filterEditor: FilterEditorTarget | null;
}

export function getDefaultFiltersState(): FiltersState {
  return { filters: [], nextFilterId: 1, showFilters: true, filterEditor: null };
}

export function filters_withoutIds(filters: readonly AppliedFilter[]): Filter[] {
  return filters.map(({ id: _id, ...filter }) => filter as Filter);
}

/** Filters with chip ids, numbered on from `state.nextFilterId`. */
function withIds<S extends FiltersState>(state: S, filters: readonly Filter[]): S {
  const applied = filters.map(
    (filter, i) => ({ ...filter, id: `f${state.nextFilterId + i}` }) as AppliedFilter,
  );
  return { ...state, filters: applied, nextFilterId: state.nextFilterId + filters.length };
}

export function filters_add<S extends FiltersState>(state: S, filter: Filter): S {
  const added = withIds(state, [filter]);
  return { ...added, filters: [...state.filters, ...added.filters] };
}

export function filters_update<S extends FiltersState>(state: S, id: string, filter: Filter): S {
  if (!state.filters.some((f) => f.id === id)) return state;
  const filters = state.filters.map((f) =>
    f.id === id ? ({ ...filter, id } as AppliedFilter) : f,
  );
  return { ...state, filters };
}

export function filters_remove<S extends FiltersState>(state: S, id: string): S {
  if (!state.filters.some((f) => f.id === id)) return state;
  return { ...state, filters: state.filters.filter((f) => f.id !== id) };
}

export function filters_clear<S extends FiltersState>(state: S): S {
  return state.filters.length === 0 ? state : { ...state, filters: [] };
}

/**
 * Shows `filters` (a view's or a link's). The chips keep their ids when the filters are the same
 * as those on screen; otherwise each gets a fresh one.
 */
export function filters_set<S extends FiltersState>(state: S, filters: readonly Filter[]): S {
  return sameData<readonly Filter[]>(filters_withoutIds(state.filters), filters)
    ? state
    : withIds(state, filters);
}

export function filterBar_toggle<S extends FiltersState>(state: S): S {
  return { ...state, showFilters: !state.showFilters };
}

/** Opens the editor (and the bar, so it can be seen) on a new filter or an applied one. */
export function filterEditor_open<S extends FiltersState>(state: S, target: FilterEditorTarget): S {
  return { ...state, showFilters: true, filterEditor: target };
}

export function filterEditor_set<S extends FiltersState>(
  state: S,
  filterEditor: FilterEditorTarget | null,
): S {
  return state.filterEditor === filterEditor ? state : { ...state, filterEditor };
}
