import type { ReactNode, Ref } from 'react';
import { useLocalValue } from './useLocalValue';

export interface SearchFieldProps {
  /** The accessible name: 'Search table', 'Search suppliers'. */
  label: string;
  /** The search the list shows; the box shows what is typed at once (useLocalValue). */
  search: string;
  /** Every keystroke, and Escape's clearing. */
  onSearch: (search: string) => void;
  maxLength: number;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The ids of what describes the box, given what is typed. */
  describedBy?: (text: string) => string | undefined;
  onFocus?: (text: string) => void;
  onBlur?: (text: string) => void;
  /** What the list says under the box (the search's limit, an index being built). */
  children?: (text: string) => ReactNode;
}

/**
 * A list's search box: a magnifier, the box, and Escape to clear. It keeps its own copy of what
 * is typed, so a key shows at once while the list holds the change for its rows; a search
 * changed from elsewhere (a view, Back) replaces it.
 */
export function SearchField({
  label,
  search,
  onSearch,
  maxLength,
  id,
  inputRef,
  describedBy,
  onFocus,
  onBlur,
  children,
}: SearchFieldProps) {
  const [text, setText] = useLocalValue(search);
  const type = (value: string) => {
    setText(value);
    onSearch(value);
  };
  return (
    <div className="toolbar-search">
      <svg className="toolbar-search-icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 14 14" />
      </svg>
      <input
        ref={inputRef}
        id={id}
        type="search"
        aria-label={label}
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={text}
        maxLength={maxLength}
        aria-describedby={describedBy?.(text)}
        onChange={(event) => type(event.target.value)}
        onFocus={onFocus && ((event) => onFocus(event.target.value))}
        onBlur={onBlur && ((event) => onBlur(event.target.value))}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || text === '' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          type('');
        }}
      />
      {children?.(text)}
    </div>
  );
}
