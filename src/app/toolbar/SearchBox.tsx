import { useEffect, useRef, type Dispatch } from 'react';
import { maxSearchLength } from '../../domain/search';
import { usePrefetch } from '../data/PrefetchContext';
import type { TableAction } from '../state/actions';
import { SearchField } from '../../table/react/SearchField';
import { nextKeystrokes } from './nextKeystrokes';

export interface SearchBoxProps {
  search: string;
  dispatch: Dispatch<TableAction>;
  /** The rows shown for the search were found by testing every row: the index is being built. */
  indexing?: boolean;
}

/** The searches an empty box's first keystroke may make. */
const firstKeys: TableAction[] = nextKeystrokes('').map((next) => ({
  type: 'setSearch',
  search: next,
}));

/**
 * The bills list's search box (SearchField, src/table). Searches as the person types: every
 * keystroke is a new query, and latest wins in the worker and in the table gate, so rows for an
 * older term never replace those for the newest. Escape clears. The box shows what was typed at
 * once; the table shows a term with its rows. While it has focus, the rows of what the next
 * keystroke may ask are fetched ahead when the screen is idle (in a small table only:
 * tableGate.ts), so a key shows its rows in its own frame. An empty box does so before it has
 * focus, for the first letter: a person clicks into the box and types at once, sooner than forty
 * questions come back.
 */
export function SearchBox({ search, dispatch, indexing = false }: SearchBoxProps) {
  const prefetch = usePrefetch();
  const typeAhead = (value: string) =>
    prefetch(
      nextKeystrokes(value).map((next) => ({ type: 'setSearch', search: next })),
      'typing',
    );
  const input = useRef<HTMLInputElement>(null);
  // Not focused: the first letter ahead when the box is empty, nothing when it holds a search.
  const atRest = (value: string) => prefetch(value === '' ? firstKeys : [], 'typing');
  useEffect(() => {
    if (document.activeElement !== input.current) atRest(search);
  });
  // The box stops at the longest search the table (and a saved view) accepts, and says so there.
  const full = (text: string) => text.length >= maxSearchLength;
  return (
    <SearchField
      label="Search table"
      id="table-search"
      inputRef={input}
      search={search}
      maxLength={maxSearchLength}
      onSearch={(value) => {
        dispatch({ type: 'setSearch', search: value });
        typeAhead(value);
      }}
      describedBy={(text) =>
        full(text) ? 'table-search-limit' : indexing ? 'table-search-indexing' : undefined
      }
      onFocus={typeAhead}
      onBlur={atRest}
    >
      {(text) => (
        <>
          {indexing && !full(text) && (
            <p id="table-search-indexing" role="status" className="toolbar-search-limit">
              Building the search index: searches are slower until it is done
            </p>
          )}
          {full(text) && (
            <p id="table-search-limit" role="status" className="toolbar-search-limit">
              A search can be at most {maxSearchLength} characters
            </p>
          )}
        </>
      )}
    </SearchField>
  );
}
