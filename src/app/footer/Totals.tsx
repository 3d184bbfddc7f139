import { memo } from 'react';
import type { Summary } from '../../worker/types';
import { formatCount, formatMoney } from '../format';

/** Sums of Paid and Amount due over every row matching the view, filters and search (memoised). */
export const Totals = memo(function Totals({ summary }: { summary: Summary | null }) {
  return (
    <dl className="totals" aria-label="Totals of all matching invoices">
      <div>
        <dt>Invoices</dt>
        <dd data-testid="total-count">{summary ? formatCount(summary.total) : '…'}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd data-testid="total-paid">{summary ? formatMoney(summary.paid) : '…'}</dd>
      </div>
      <div>
        <dt>Amount due</dt>
        <dd data-testid="total-due">{summary ? formatMoney(summary.due) : '…'}</dd>
      </div>
    </dl>
  );
});
