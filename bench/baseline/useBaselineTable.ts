import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { Filter } from '../../src/domain/query';
import { builtInViews } from '../../src/domain/views';
import { columns, hiddenColumns } from './columns';
import type { BaselineInvoice } from './invoice';
import { toColumnFilters } from './matchFilter';
import { defaultSorting, withTiebreak, withoutTiebreak, wordPrefixSearch } from './tableFns';

export interface AppliedFilter {
  id: number;
  filter: Filter;
}

function apply<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

let filterSeq = 0;
const withId = (filter: Filter): AppliedFilter => ({ id: ++filterSeq, filter });

/**
 * The usual way: every invoice in the main thread, TanStack Table's client-side row models for
 * filtering, sorting and paging. Same state rules as ours: choosing a view replaces the filters,
 * and anything that changes which rows match goes back to the first page.
 */
export function useBaselineTable(invoices: BaselineInvoice[], today: string) {
  const [viewId, setViewId] = useState('all');
  const [filters, setFilters] = useState<AppliedFilter[]>([]);
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>(defaultSorting);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const firstPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));

  const columnFilters = useMemo(
    () =>
      toColumnFilters(
        filters.map((f) => f.filter),
        today,
      ),
    [filters, today],
  );
  const tableSorting = useMemo(() => withTiebreak(sorting), [sorting]);

  // No React Compiler here: useReactTable is used the way TanStack documents it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: invoices,
    columns,
    state: {
      sorting: tableSorting,
      columnFilters,
      globalFilter: search,
      pagination,
      columnVisibility: hiddenColumns,
    },
    onSortingChange: (updater) => {
      setSorting(withoutTiebreak(apply(updater, tableSorting)));
      firstPage();
    },
    onPaginationChange: (updater) => setPagination((p) => apply(updater, p)),
    globalFilterFn: wordPrefixSearch,
    // One pass of the search per row (it reads the row's search text), not one per column.
    getColumnCanGlobalFilter: (column) => column.id === 'from',
    sortDescFirst: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const actions = {
    selectView(id: string) {
      const view = builtInViews.find((v) => v.id === id);
      if (!view) return;
      setViewId(id);
      setFilters(view.filters.map(withId));
      firstPage();
    },
    setSearch(text: string) {
      setSearch(text);
      firstPage();
    },
    addFilter(filter: Filter) {
      setFilters((list) => [...list, withId(filter)]);
      firstPage();
    },
    removeFilter(id: number) {
      setFilters((list) => list.filter((f) => f.id !== id));
      firstPage();
    },
    clearFilters() {
      setFilters([]);
      firstPage();
    },
  };
  return { table, viewId, filters, search, actions };
}
