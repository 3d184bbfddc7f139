import type { Dispatch } from 'react';
import type { ResolvedTable } from '../definition';
import type { RecordAction, RecordState } from '../records';

const count = new Intl.NumberFormat('en-GB');

/**
 * The footer: how many match, the sums the definition names, and, when paged, the pager (items
 * per page, where we are, first / previous / next / last).
 */
export function RecordFooter<Id extends string, Filter>({
  table,
  state,
  dispatch,
  readAhead,
  total,
  sums,
  formatSum,
}: {
  table: ResolvedTable<Id, Filter, unknown>;
  state: RecordState<Id, Filter>;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  /** Reads ahead the rows an action would show (a pager button pressed, before its click). */
  readAhead?: (action: RecordAction<Id, Filter>) => void;
  total: number | null;
  sums: Partial<Record<Id, number>>;
  formatSum: (column: Id, value: number) => string;
}) {
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / state.pageSize));
  const { pageIndex } = state;
  const toPage = (index: number) => dispatch({ type: 'setPageIndex', pageIndex: index });
  // Pressed, a page's rows are read before the click (some 60 ms later) asks for them.
  const pressPage = (index: number) => () =>
    readAhead?.({ type: 'setPageIndex', pageIndex: index });
  const noun = table.name.toLowerCase();
  return (
    <footer className="app-footer record-footer">
      <p className="totals" aria-live="polite">
        {total === null ? (
          'Counting…'
        ) : (
          <>
            <span className="totals-count">
              {count.format(total)} {noun}
            </span>
            {table.footerSums.map((column) => {
              const value = sums[column];
              return value === undefined ? null : (
                <span key={column} className="totals-sum">
                  {table.column(column).header}: <strong>{formatSum(column, value)}</strong>
                </span>
              );
            })}
          </>
        )}
      </p>
      {state.layout === 'paged' && (
        <nav className="pager" aria-label="Pagination">
          <label className="pager-size">
            Items per page
            <select
              value={state.pageSize}
              onChange={(event) =>
                dispatch({ type: 'setPageSize', pageSize: Number(event.target.value) })
              }
            >
              {table.pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span className="pager-status" aria-live="polite">
            Page {count.format(pageIndex + 1)} of {count.format(pageCount)}
          </span>
          <button
            type="button"
            aria-label="First page"
            title="First page"
            disabled={pageIndex <= 0}
            onPointerDown={pressPage(0)}
            onClick={() => toPage(0)}
          >
            <span aria-hidden="true">«</span>
          </button>
          <button
            type="button"
            disabled={pageIndex <= 0}
            onPointerDown={pressPage(pageIndex - 1)}
            onClick={() => toPage(pageIndex - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            disabled={pageIndex >= pageCount - 1}
            onPointerDown={pressPage(pageIndex + 1)}
            onClick={() => toPage(pageIndex + 1)}
          >
            Next
          </button>
          <button
            type="button"
            aria-label="Last page"
            title="Last page"
            disabled={pageIndex >= pageCount - 1}
            onPointerDown={pressPage(pageCount - 1)}
            onClick={() => toPage(pageCount - 1)}
          >
            <span aria-hidden="true">»</span>
          </button>
        </nav>
      )}
    </footer>
  );
}
