import { createContext, useContext, type Dispatch, type ReactNode } from 'react';
import type { InvoiceClient } from './data/client';
import { PrefetchContext, type Prefetch } from './data/PrefetchContext';
import type { PageData } from './data/useTableData';
import type { Write } from './data/writePath';
import type { TableAction } from './state/actions';
import type { TableState } from './state/tableState';

/** What every area of the screen (toolbar, filters, grid, bulk bar, footer) works with. */
export interface TableContextValue {
  state: TableState;
  dispatch: Dispatch<TableAction>;
  /** Reads from the worker. */
  client: InvoiceClient;
  /** The one way to change the data; what is on screen follows each write by itself. */
  write: Write;
  /** The rows on screen and the summary over every matching row. */
  page: PageData;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable must be used inside the invoice screen');
  return value;
}

/** The screen's table context, and the prefetch its buttons call on a press (PrefetchContext). */
export function TableProvider({
  value,
  prefetch,
  children,
}: {
  value: TableContextValue;
  prefetch: Prefetch;
  children: ReactNode;
}) {
  return (
    <TableContext.Provider value={value}>
      <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>
    </TableContext.Provider>
  );
}
