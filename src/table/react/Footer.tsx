import type { Dispatch } from 'react';
import type { ResolvedTable } from '../definition';
import type { RecordAction, RecordState } from '../records';
import { Pager } from './Pager';
import { RecordTotals } from './RecordTotals';

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
  return (
    <footer className="app-footer record-footer">
      <RecordTotals
        table={table}
        total={total}
        sums={total === null ? null : sums}
        formatSum={formatSum}
      />
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
