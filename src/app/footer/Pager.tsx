import { memo, type Dispatch } from 'react';
import { pageSizes, type PageSize } from '../../domain/query';
import { pressProps, usePrefetch } from '../data/PrefetchContext';
import type { TableAction } from '../state/actions';
import { getPageCount } from '../state/paging';
import { formatCount } from '../format';
import { useLocalValue } from '../useLocalValue';

export interface PagerProps {
  pageIndex: number;
  pageSize: PageSize;
  total: number;
  dispatch: Dispatch<TableAction>;
}

/**
 * Items per page, where we are, and the way to other pages. First and Last show only their
 * arrows (named, with a tooltip); on a narrow screen Previous and Next do too, so the pager fits.
 * Memoised: a click that leaves the page and the count alone does not re-render it.
 */
export const Pager = memo(function Pager({ pageIndex, pageSize, total, dispatch }: PagerProps) {
  const pageCount = getPageCount({ total, pageSize });
  const [size, setSize] = useLocalValue(pageSize);
  const prefetch = usePrefetch();
  const toPage = (index: number): TableAction => ({ type: 'setPageIndex', pageIndex: index });
  return (
    <nav className="pager" aria-label="Pagination">
      <label className="pager-size">
        Items per page
        <select
          value={size}
          onChange={(event) => {
            const chosen = Number(event.target.value) as PageSize;
            setSize(chosen);
            dispatch({ type: 'setPageSize', pageSize: chosen });
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="pager-status" aria-live="polite">
        Page {formatCount(pageIndex + 1)} of {formatCount(pageCount)}
      </span>
      <button
        type="button"
        aria-label="First page"
        title="First page"
        disabled={pageIndex <= 0}
        {...pressProps(prefetch, () => toPage(0))}
        onClick={() => dispatch(toPage(0))}
      >
        <span aria-hidden="true">«</span>
      </button>
      <button
        type="button"
        aria-label="Previous page"
        disabled={pageIndex <= 0}
        {...pressProps(prefetch, () => toPage(pageIndex - 1))}
        onClick={() => dispatch(toPage(pageIndex - 1))}
      >
        <span aria-hidden="true">‹</span>
        <span className="pager-word"> Previous</span>
      </button>
      <button
        type="button"
        aria-label="Next page"
        disabled={pageIndex >= pageCount - 1}
        {...pressProps(prefetch, () => toPage(pageIndex + 1))}
        onClick={() => dispatch(toPage(pageIndex + 1))}
      >
        <span className="pager-word">Next </span>
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        aria-label="Last page"
        title="Last page"
        disabled={pageIndex >= pageCount - 1}
        {...pressProps(prefetch, () => toPage(pageCount - 1))}
        onClick={() => dispatch(toPage(pageCount - 1))}
      >
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
});
