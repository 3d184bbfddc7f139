import { useLayoutEffect } from 'react';
import { markQueryChanged, markRowsCommitted } from '../../src/perf/paintMarks';
import { FilterBar } from './FilterBar';
import { Footer } from './Footer';
import { Grid } from './Grid';
import type { BaselineInvoice } from './invoice';
import { Toolbar } from './Toolbar';
import { useBaselineTable } from './useBaselineTable';

/** The invoice table the usual way: toolbar, filter bar, one page of rows, totals and pager. */
export function BaselineScreen({
  invoices,
  today,
}: {
  invoices: BaselineInvoice[];
  today: string;
}) {
  const { table, viewId, filters, search, actions } = useBaselineTable(invoices, today);
  const rows = table.getRowModel().rows;

  // The same paint measure as ours: here the rows commit in the same task as the input.
  useLayoutEffect(() => {
    markQueryChanged();
    markRowsCommitted(null);
  }, [rows]);

  return (
    <main className="app">
      <header className="app-header">
        <h1>Invoices</h1>
        <p className="b-note">Baseline: TanStack Table row models in the main thread</p>
      </header>
      <Toolbar
        viewId={viewId}
        search={search}
        onSelectView={actions.selectView}
        onSearch={actions.setSearch}
      />
      <FilterBar
        filters={filters}
        onAdd={actions.addFilter}
        onRemove={actions.removeFilter}
        onClear={actions.clearFilters}
      />
      <Grid table={table} />
      <Footer table={table} />
    </main>
  );
}
