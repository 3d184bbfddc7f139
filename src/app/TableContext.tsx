import { createContext, useContext, useMemo, type Dispatch, type ReactNode } from 'react';
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

/** The parts of the table context that never change while the screen is shown. */
export type TableActions = Pick<TableContextValue, 'dispatch' | 'client' | 'write'>;

/**
 * The same dispatch, client and write as `useTable`, in a context of their own that does not
 * change with every state and answer: a part that only acts (Remove all bills, the contact
 * choices, the Reference editor) is not re-rendered by a click elsewhere.
 */
const TableActionsContext = createContext<TableActions | null>(null);

export function useTableActions(): TableActions {
  const value = useContext(TableActionsContext);
  if (!value) throw new Error('useTableActions must be used inside the invoice screen');
  return value;
}

export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable must be used inside the invoice screen');
  return value;
}

/** The screen's table context, its actions alone (useTableActions), and the prefetch its buttons call on a press (PrefetchContext). */
export function TableProvider({
  value,
  prefetch,
  children,
}: {
  value: TableContextValue;
  prefetch: Prefetch;
  children: ReactNode;
}) {
  const { dispatch, client, write } = value;
  const actions = useMemo(() => ({ dispatch, client, write }), [dispatch, client, write]);
  return (
    <TableActionsContext.Provider value={actions}>
      <TableContext.Provider value={value}>
        <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>
      </TableContext.Provider>
    </TableActionsContext.Provider>
  );
}
