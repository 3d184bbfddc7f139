import { createContext, useContext, type Dispatch } from 'react';
import type { InvoiceClient } from './data/client';
import type { PageData } from './data/useTableData';
import type { TableAction } from './state/actions';
import type { TableState } from './state/tableState';

/** What every area of the screen (toolbar, filters, grid, bulk bar, footer) works with. */
export interface TableContextValue {
  state: TableState;
  dispatch: Dispatch<TableAction>;
  client: InvoiceClient;
  /** The rows on screen and the summary over every matching row. */
  page: PageData;
  /** Asks the worker again after a write (edit, approve, delete) so rows and sums are current. */
  refresh: () => void;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable must be used inside the invoice screen');
  return value;
}
