import type { Table } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatCount, formatMoney } from '../../src/app/format';
import { pageSizes } from '../../src/domain/query';
import type { BaselineInvoice } from './invoice';

/** Sums of Paid and Amount due over every matching row (not only the page), and the pager. */
export function Footer({ table }: { table: Table<BaselineInvoice> }) {
  const matching = table.getFilteredRowModel().rows;
  const totals = useMemo(() => {
    let paid = 0;
    let due = 0;
    for (const row of matching) {
      paid += row.original.amountPaid;
      due += row.original.amountDue;
    }
    return { count: matching.length, paid, due };
  }, [matching]);
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(1, table.getPageCount());

  return (
    <footer className="app-footer">
      <dl className="totals" aria-label="Totals of all matching invoices">
        <div>
          <dt>Invoices</dt>
          <dd data-testid="total-count">{formatCount(totals.count)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd data-testid="total-paid">{formatMoney(totals.paid)}</dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd data-testid="total-due">{formatMoney(totals.due)}</dd>
        </div>
      </dl>
      <nav className="pager" aria-label="Pagination">
        <label className="pager-size">
          Items per page
          <select
            value={pageSize}
            onChange={(e) =>
              table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })
            }
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
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.firstPage()}
        >
          « First
        </button>
        <button
          type="button"
          aria-label="Previous page"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          ‹ Previous
        </button>
        <button
          type="button"
          aria-label="Next page"
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          Next ›
        </button>
        <button
          type="button"
          aria-label="Last page"
          disabled={!table.getCanNextPage()}
          onClick={() => table.lastPage()}
        >
          Last »
        </button>
      </nav>
    </footer>
  );
}
