import { useCallback, useEffect, useRef } from 'react';
import type { Filter } from '../../domain/query';
import { usePrefetch } from '../data/PrefetchContext';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { useTableActions } from '../TableContext';
import { EditorPopover } from './EditorPopover';
import { resolveEditorTarget } from './editorTarget';
import { FilterChip } from './FilterChip';
import { draft_forColumn, draft_fromFilter } from './filterDraft';
import { FilterEditor } from './FilterEditor';
import './filters.css';

/**
 * The filter bar: a chip per applied filter, "Add filter" and "Clear filters". The toolbar's
 * "Show filters" button controls it by id (`filter-bar`) through `state.showFilters`.
 */
export function FilterBar({
  filters,
  filterEditor,
  showFilters,
}: Pick<TableState, 'filters' | 'filterEditor' | 'showFilters'>) {
  const { dispatch } = useTableActions();
  const prefetch = usePrefetch();
  const target = resolveEditorTarget(filters, filterEditor);
  const barRef = useRef<HTMLElement>(null);
  // Where focus goes once a removed chip (or every chip) has gone: a chip's id, or 'add'.
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === null) return;
    pendingFocus.current = null;
    const selector = wanted === 'add' ? '.filter-add' : `[data-filter-id="${CSS.escape(wanted)}"]`;
    barRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [filters]);

  const close = useCallback(() => dispatch({ type: 'closeFilterEditor' }), [dispatch]);
  const applying = (filter: Filter): TableAction =>
    target?.kind === 'edit'
      ? { type: 'updateFilter', id: target.filter.id, filter }
      : { type: 'addFilter', filter };
  const apply = (filter: Filter) => {
    // The editor, and its Apply button that has focus, go with this change. Focus leaves first,
    // now, while there is nothing to lay out: removing a focused element forces a layout in the
    // middle of the commit. The editor gives focus back to its trigger once closed, as before.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    dispatch(applying(filter));
    close();
  };
  const remove = (index: number) => {
    const next = filters[index + 1] ?? filters[index - 1];
    const filter = filters[index];
    if (!filter) return;
    pendingFocus.current = next?.id ?? 'add';
    dispatch({ type: 'removeFilter', id: filter.id });
  };

  const editor = target && (
    <FilterEditor
      key={target.kind === 'edit' ? `edit-${target.filter.id}` : `new-${target.column}`}
      title={target.kind === 'edit' ? 'Edit filter' : 'Add filter'}
      initial={
        target.kind === 'edit' ? draft_fromFilter(target.filter) : draft_forColumn(target.column)
      }
      onApply={apply}
      onCancel={close}
      onPress={(filter) => prefetch(applying(filter), 'now')}
    />
  );

  return (
    <section
      ref={barRef}
      id="filter-bar"
      className="filter-bar"
      aria-label="Filters"
      hidden={!showFilters}
    >
      <EditorPopover
        open={target?.kind === 'new'}
        onOpen={() => dispatch({ type: 'openFilterEditor' })}
        onClose={close}
        trigger={
          <button type="button" className="filter-add">
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M6 1.5v9M1.5 6h9" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            Add filter
          </button>
        }
      >
        {target?.kind === 'new' ? editor : null}
      </EditorPopover>
      {filters.length > 0 ? (
        <ul className="filter-chips" aria-label="Applied filters">
          {filters.map((filter, index) => {
            const editing = target?.kind === 'edit' && target.filter.id === filter.id;
            return (
              <FilterChip
                key={filter.id}
                filter={filter}
                editing={editing}
                onEdit={() => dispatch({ type: 'openFilterEditor', filterId: filter.id })}
                onClose={close}
                onRemove={() => remove(index)}
                editor={editing ? editor : null}
              />
            );
          })}
        </ul>
      ) : (
        <p className="filter-none">No filters applied</p>
      )}
      <button
        type="button"
        className="filter-clear"
        disabled={filters.length === 0}
        onClick={() => {
          pendingFocus.current = 'add';
          dispatch({ type: 'clearFilters' });
        }}
      >
        Clear filters
      </button>
    </section>
  );
}
