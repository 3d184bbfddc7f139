import { useEffect, useRef, type Dispatch } from 'react';
import { maxSearchLength } from '../../domain/search';
import { usePrefetch } from '../data/PrefetchContext';
import type { TableAction } from '../state/actions';
import { useLocalValue } from '../../table/react/useLocalValue';
import { nextKeystrokes } from './nextKeystrokes';

export interface SearchBoxProps {
  search: string;
  dispatch: Dispatch<TableAction>;
  /** The rows shown for the search were found by testing every row: the index is being built. */
  indexing?: boolean;
}

/**
 * Searches as the person types: every keystroke is a new query, and latest wins in the worker
 * and in the table gate, so rows for an older term never replace those for the newest. Escape
 * clears. The box shows what was typed at once; the table shows a term with its rows. While it
 * has focus, the rows of what the next keystroke may ask are fetched ahead when the screen is
 * idle (in a small table only: tableGate.ts), so a key shows its rows in its own frame. An
 * empty box does so before it has focus, for the first letter: a person clicks into the box and
 * types at once, sooner than forty questions come back.
 */
/** The searches an empty box's first keystroke may make. */
const firstKeys: TableAction[] = nextKeystrokes('').map((next) => ({
  type: 'setSearch',
  search: next,
}));

export function SearchBox({ search, dispatch, indexing = false }: SearchBoxProps) {
  const [text, setText] = useLocalValue(search);
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
    if (document.activeElement !== input.current) atRest(text);
  });
  const change = (value: string) => {
    setText(value);
    dispatch({ type: 'setSearch', search: value });
    typeAhead(value);
  };
  // The box stops at the longest search the table (and a saved view) accepts, and says so there.
  const full = text.length >= maxSearchLength;
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
        ref={input}
        id="table-search"
        type="search"
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={text}
        maxLength={maxSearchLength}
        aria-describedby={
          full ? 'table-search-limit' : indexing ? 'table-search-indexing' : undefined
        }
        onChange={(event) => change(event.target.value)}
        onFocus={(event) => typeAhead(event.target.value)}
        onBlur={(event) => atRest(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || text === '' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          change('');
        }}
      />
      {indexing && !full && (
        <p id="table-search-indexing" role="status" className="toolbar-search-limit">
          Building the search index: searches are slower until it is done
        </p>
      )}
      {full && (
        <p id="table-search-limit" role="status" className="toolbar-search-limit">
          A search can be at most {maxSearchLength} characters
        </p>
      )}
    </div>
  );
}
