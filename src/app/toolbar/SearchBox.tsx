import type { Dispatch } from 'react';
import type { TableAction } from '../state/actions';

export interface SearchBoxProps {
  search: string;
  dispatch: Dispatch<TableAction>;
}

/**
 * Searches as the person types: every keystroke is a new query, and latest wins in the worker
 * and in `usePage`, so rows for an older term never replace those for the newest. Escape clears.
 */
export function SearchBox({ search, dispatch }: SearchBoxProps) {
  return (
    <div className="toolbar-search">
      <label htmlFor="table-search" className="visually-hidden">
        Search table
      </label>
      <svg className="toolbar-search-icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 14 14" />
      </svg>
      <input
        id="table-search"
        type="search"
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => dispatch({ type: 'setSearch', search: event.target.value })}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || search === '' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          dispatch({ type: 'setSearch', search: '' });
        }}
      />
    </div>
  );
}
