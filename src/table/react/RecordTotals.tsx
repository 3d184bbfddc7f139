import { memo } from 'react';
import type { ResolvedTable } from '../definition';

const count = new Intl.NumberFormat('en-GB');

export interface RecordTotalsProps<Id extends string, Filter> {
  table: ResolvedTable<Id, Filter, unknown>;
  /** How many rows match the view, its filters and search; null until it is counted. */
  total: number | null;
  /** The sums the definition names (`footerSums`) over those rows; null until they are added. */
  sums: Partial<Record<Id, number>> | null;
  formatSum: (column: Id, value: number) => string;
}

/**
 * The footer's totals over every matching row, not only the page: how many, then each sum the
 * definition names, under its column's header. Memoised: a render that leaves them alone (a
 * selection, a scroll) does not draw them again.
 */
function Totals<Id extends string, Filter>({
  table,
  total,
  sums,
  formatSum,
}: RecordTotalsProps<Id, Filter>) {
  return (
    <dl className="totals" aria-label={`Totals of all matching ${table.name.toLowerCase()}`}>
      <div>
        <dt>{table.name}</dt>
        <dd data-testid="total-count">{total === null ? '…' : count.format(total)}</dd>
      </div>
      {table.footerSums.map((column) => {
        const value = sums?.[column];
        return (
          <div key={column}>
            <dt>{table.column(column).header}</dt>
            <dd data-testid={`total-${column}`}>
              {value === undefined ? '…' : formatSum(column, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export const RecordTotals = memo(Totals) as typeof Totals;
