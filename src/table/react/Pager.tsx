import { memo, type ButtonHTMLAttributes } from 'react';
import { useLocalValue } from './useLocalValue';

const count = new Intl.NumberFormat('en-GB');

export interface PagerProps {
  pageIndex: number;
  pageSize: number;
  /** The sizes offered under 'Items per page' (the definition's). */
  pageSizes: readonly number[];
  /** How many rows match: the pages are counted from it (at least one). */
  total: number;
  onPageIndex: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  /**
   * What a button for page `index` adds to its press, before the click (a list that reads the
   * next page while the button is held down: the bills list's prefetch).
   */
  press?: (pageIndex: number) => ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * Items per page, where we are, and the way to other pages, for any list. First and Last show
 * only their arrows (named, with a tooltip); on a narrow screen Previous and Next do too, so the
 * pager fits. Memoised: a click that leaves the page and the count alone does not re-render it.
 */
export const Pager = memo(function Pager({
  pageIndex,
  pageSize,
  pageSizes,
  total,
  onPageIndex,
  onPageSize,
  press,
}: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Shown at once, while the list shows the new size only with its rows.
  const [size, setSize] = useLocalValue(pageSize);
  const button = (label: string, index: number, disabled: boolean) => ({
    type: 'button' as const,
    'aria-label': label,
    disabled,
    ...press?.(index),
    onClick: () => onPageIndex(index),
  });
  return (
    <nav className="pager" aria-label="Pagination">
      <label className="pager-size">
        Items per page
        <select
          value={size}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            setSize(chosen);
            onPageSize(chosen);
          }}
        >
          {pageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span className="pager-status" aria-live="polite">
        Page {count.format(pageIndex + 1)} of {count.format(pageCount)}
      </span>
      <button {...button('First page', 0, pageIndex <= 0)} title="First page">
        <span aria-hidden="true">«</span>
      </button>
      <button {...button('Previous page', pageIndex - 1, pageIndex <= 0)}>
        <span aria-hidden="true">‹</span>
        <span className="pager-word"> Previous</span>
      </button>
      <button {...button('Next page', pageIndex + 1, pageIndex >= pageCount - 1)}>
        <span className="pager-word">Next </span>
        <span aria-hidden="true">›</span>
      </button>
      <button {...button('Last page', pageCount - 1, pageIndex >= pageCount - 1)} title="Last page">
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
});
