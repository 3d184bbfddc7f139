import type { Dispatch } from 'react';
import type { ResolvedTable } from '../definition';
import type { RecordAction, RecordState } from '../records';
import { Pager } from './Pager';

const count = new Intl.NumberFormat('en-GB');

/**
 * The footer: how many match, the sums the definition names, and, when paged, the pager
 * (Pager.tsx).
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
        <Pager
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          pageSizes={table.pageSizes}
          total={total ?? 0}
          onPageIndex={(pageIndex) => dispatch({ type: 'setPageIndex', pageIndex })}
          onPageSize={(pageSize) => dispatch({ type: 'setPageSize', pageSize })}
          // Pressed, a page's rows are read before the click (some 60 ms later) asks for them.
          press={(pageIndex) => ({
            onPointerDown: (event) => {
              if (event.button === 0) readAhead?.({ type: 'setPageIndex', pageIndex });
            },
          })}
        />
      )}
    </footer>
  );
}
