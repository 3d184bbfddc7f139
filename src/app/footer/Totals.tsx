import { memo } from 'react';
import { billsTable } from '../../bills/definition';
import { RecordTotals } from '../../table/react/RecordTotals';
import type { Summary } from '../../worker/types';
import { formatMoney } from '../format';

const money = (_column: unknown, pence: number) => formatMoney(pence);

/**
 * The bills list's totals (the generic ones, src/table): how many invoices match the view,
 * filters and search, and their Paid and Amount due. Memoised on the summary.
 */
export const Totals = memo(function Totals({ summary }: { summary: Summary | null }) {
  return (
    <RecordTotals
      table={billsTable}
      total={summary ? summary.total : null}
      sums={summary && { paid: summary.paid, due: summary.due }}
      formatSum={money}
    />
  );
});
