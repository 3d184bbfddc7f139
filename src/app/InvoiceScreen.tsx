import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { TableContext, type TableContextValue } from './TableContext';
import type { InvoiceClient } from './data/client';
import { usePage } from './data/usePage';
import { Pager } from './footer/Pager';
import { Totals } from './footer/Totals';
import { Grid } from './grid/Grid';
import { clampPageIndex } from './state/paging';
import { tableReducer } from './state/reducer';
import { getDefaultTableState, toQuery } from './state/tableState';
import { Toolbar } from './toolbar/Toolbar';

export interface InvoiceScreenProps {
  client: InvoiceClient;
  /** Bumped when the worker has loaded a new sample, so the rows on screen are asked for again. */
  dataVersion?: number;
  /** Controls shown in the page header beside the title (the sample size). */
  headerControls?: ReactNode;
}

/** The invoice table screen: state in one reducer, every query answered by the worker. */
export function InvoiceScreen({ client, dataVersion = 0, headerControls }: InvoiceScreenProps) {
  const [state, dispatch] = useReducer(tableReducer, undefined, getDefaultTableState);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const { filters, search, sorting, pagination } = state;
  // Only these slices reach the worker: layout changes never re-query.
  const query = useMemo(
    () => toQuery({ filters, search, sorting, pagination }),
    [filters, search, sorting, pagination],
  );
  // Both counters only grow, so their sum changes whenever either does.
  const page = usePage(client, query, version + dataVersion);
  const total = page.summary?.total ?? 0;
  const getRow = useCallback((index: number) => page.rows[index], [page.rows]);
  const pageIds = useMemo(() => page.rows.map((r) => r.id), [page.rows]);

  useEffect(() => {
    if (!page.summary) return;
    const clamped = clampPageIndex({
      pageIndex: pagination.pageIndex,
      total,
      pageSize: pagination.pageSize,
    });
    if (clamped !== pagination.pageIndex) dispatch({ type: 'setPageIndex', pageIndex: clamped });
  }, [page.summary, total, pagination]);

  const context = useMemo<TableContextValue>(
    () => ({ state, dispatch, client, page, refresh }),
    [state, client, page, refresh],
  );

  return (
    <TableContext.Provider value={context}>
      <main className="app">
        <header className="app-header">
          <h1>Invoices</h1>
          {headerControls}
        </header>
        {/* area: toolbar */}
        <Toolbar />
        {/* area: filter bar */}
        {/* area: bulk bar */}
        {page.errors && (
          <p role="alert" className="error-banner">
            {page.errors.join('; ')}
          </p>
        )}
        <Grid
          state={state}
          dispatch={dispatch}
          rowCount={page.rows.length}
          getRow={getRow}
          pageIds={pageIds}
          total={total}
          firstIndex={pagination.pageIndex * pagination.pageSize}
          busy={page.pending}
        />
        <footer className="app-footer">
          <Totals summary={page.summary} />
          <Pager
            pageIndex={pagination.pageIndex}
            pageSize={pagination.pageSize}
            total={total}
            dispatch={dispatch}
          />
        </footer>
      </main>
    </TableContext.Provider>
  );
}
