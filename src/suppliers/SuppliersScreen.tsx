import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SupplierQuery } from '../domain/suppliers/query';
import { maxSupplierWindow } from '../domain/suppliers/query';
import { byteOrderMark } from '../domain/export/csv';
import type { SupplierRow } from '../sql/suppliers/readSuppliers';
import type { SupplierNamesResult, SuppliersResult } from '../worker/types';
import { downloadFile } from '../app/io/download';
import { markQueryChanged, markRowsCommitted } from '../perf/paintMarks';
import { placeColumns } from '../table/columnLayout';
import type { RecordAction, Selection } from '../table/records';
import type { RecordQuery, RecordSource } from '../table/source';
import { RecordTable } from '../table/react/RecordTable';
import type { RowPresenter } from '../table/react/RecordGrid';
import { useSavedViews } from '../table/react/useSavedViews';
import { parseSuppliersSnapshot, snapshotOf } from './address';
import { suppliersTable } from './definition';
import { useSuppliersState } from './useSuppliersState';
import {
  describeSupplierFilter,
  formatSupplierSum,
  supplierCellText,
  suppliersCsv,
} from './present';
import type { SupplierColumnId, SupplierFilter } from '../domain/suppliers/query';

export interface SuppliersScreenProps {
  /** Shown (the address names this list); hidden, it keeps its state and leaves the address alone. */
  active: boolean;
  suppliers: (query: SupplierQuery) => Promise<SuppliersResult>;
  supplierNames: (query: SupplierQuery) => Promise<SupplierNamesResult>;
  /** The data's revision: every write moves it, and the list reads again. */
  revision: number;
  /** The bills list's address filtered to these suppliers (a From chip), or why it cannot be. */
  billsAddress: (names: readonly string[]) => { address: string } | { problem: string };
  /** Shows the bills list at an address (Show their bills, a supplier's name). */
  openBills: (address: string) => void;
  /** The top-level navigation, in the header. */
  nav: ReactNode;
}

const savedViewsKey = 'suppliers.views';
const marks = { queryChanged: markQueryChanged, rowsCommitted: markRowsCommitted };

function queryOf(q: RecordQuery<SupplierColumnId, SupplierFilter>): SupplierQuery {
  return {
    filters: [...q.filters],
    search: q.search,
    sort: [...q.sort],
    window: { offset: q.offset, limit: Math.min(maxSupplierWindow, q.limit) },
  };
}

/**
 * The Suppliers list (issue 27): one row per contact with what it is owed and how late, built on
 * the generic table (src/table) from its definition. A name opens its bills; 'Show their bills'
 * opens the bills list filtered to the selected suppliers.
 */
export function SuppliersScreen(props: SuppliersScreenProps) {
  const { active, suppliers, supplierNames, revision, billsAddress, openBills } = props;
  const { state, dispatch, notices, setNotices } = useSuppliersState(active);
  const saved = useSavedViews(savedViewsKey, parseSuppliersSnapshot);

  const source = useMemo<RecordSource<SupplierRow, SupplierColumnId, SupplierFilter>>(
    () => ({
      read: async (q) => {
        const result = await suppliers(queryOf(q));
        if (result.kind === 'ok') {
          const { count, ...sums } = result.footer;
          return { kind: 'ok', page: { rows: result.rows, total: count, sums } };
        }
        if (result.kind === 'superseded') return { kind: 'superseded' };
        return { kind: 'failed', message: result.errors.join('; ') };
      },
    }),
    [suppliers],
  );

  const presenter = useMemo<RowPresenter<SupplierRow, SupplierColumnId>>(
    () => ({
      key: (row) => row.name,
      label: (row) => row.name,
      headerColumn: 'name',
      cell: (column, row) => {
        if (column !== 'name') return supplierCellText(column, row);
        const target = billsAddress([row.name]);
        if (!('address' in target)) return row.name;
        return (
          <a
            href={target.address}
            title={`Show the bills from ${row.name}`}
            onClick={(event) => {
              if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              openBills(target.address);
            }}
          >
            {row.name}
          </a>
        );
      },
    }),
    [billsAddress, openBills],
  );

  const showBills = useCallback(
    async (selection: Selection) => {
      let names: readonly string[];
      if (selection.mode === 'some') names = selection.keys;
      else {
        const result = await supplierNames({
          filters: [...state.filters],
          search: state.search,
          sort: [...state.sort],
          window: { offset: 0, limit: maxSupplierWindow },
        });
        if (result.kind !== 'ok') {
          if (result.kind === 'error')
            setNotices([`Their bills could not be shown: ${result.errors.join('; ')}`]);
          return;
        }
        names = result.names.filter((n) => !selection.except.includes(n));
      }
      const target = billsAddress(names);
      if ('problem' in target) setNotices([target.problem]);
      else openBills(target.address);
    },
    [state.filters, state.search, state.sort, supplierNames, billsAddress, openBills, setNotices],
  );

  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const rows: SupplierRow[] = [];
      for (let offset = 0; ; offset += maxSupplierWindow) {
        const result = await suppliers({
          filters: [...state.filters],
          search: state.search,
          sort: [...state.sort],
          window: { offset, limit: maxSupplierWindow },
        });
        if (result.kind !== 'ok') {
          setNotices([
            result.kind === 'error'
              ? `The suppliers could not be exported: ${result.errors.join('; ')}`
              : 'The export was interrupted by another read; export again.',
          ]);
          return;
        }
        rows.push(...result.rows);
        if (rows.length >= result.footer.count || result.rows.length === 0) break;
      }
      const columns = placeColumns(suppliersTable, state.columns).placed.map((c) => c.id);
      downloadFile(
        new Blob([byteOrderMark, suppliersCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
        'suppliers.csv',
      );
    } finally {
      setExporting(false);
    }
  }, [suppliers, state.filters, state.search, state.sort, state.columns, setNotices]);

  const tabs = useMemo(
    () => [
      ...suppliersTable.views.map((v) => ({ id: v.id, label: v.label })),
      ...saved.views.map((v) => ({ id: v.id, label: v.label })),
    ],
    [saved.views],
  );
  /** What choosing a tab does: a built-in view's filters, or a saved view's whole state. */
  const viewAction = (id: string): RecordAction<SupplierColumnId, SupplierFilter> | null => {
    const builtIn = suppliersTable.views.find((v) => v.id === id);
    if (builtIn) return { type: 'setView', viewId: id, filters: builtIn.filters ?? [] };
    const view = saved.views.find((v) => v.id === id);
    if (!view) return null;
    return {
      type: 'replace',
      state: {
        ...view.snapshot,
        viewId: id,
        pageIndex: 0,
        selection: state.selection.mode === 'some' ? { mode: 'some', keys: [] } : state.selection,
      },
    };
  };
  const allNotices = [...notices, ...(saved.problem ? [saved.problem] : [])];

  return (
    <main className="app suppliers-screen" hidden={!active}>
      <header className="app-header">
        <h1>Suppliers</h1>
        {props.nav}
      </header>
      <RecordTable
        table={suppliersTable}
        state={state}
        dispatch={dispatch}
        source={source}
        revision={revision}
        presenter={presenter}
        formatSum={formatSupplierSum}
        marks={marks}
        describeFilter={describeSupplierFilter}
        tabs={tabs}
        viewAction={viewAction}
        onSaveView={(label) => {
          const view = saved.save(label, { ...snapshotOf(state), viewId: '' });
          if (!view) return 'The view could not be saved: this browser refused to store it.';
          dispatch({ type: 'replace', state: { ...state, viewId: view.id } });
          return null;
        }}
        canDeleteView={saved.views.some((v) => v.id === state.viewId)}
        onDeleteView={() => {
          saved.remove(state.viewId);
          const all = viewAction('all');
          if (all) dispatch(all);
        }}
        onBulkAction={(command, selection) => {
          if (command === 'show-bills') void showBills(selection);
        }}
        toolbarExtras={
          <button
            type="button"
            className="toolbar-button"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        }
        notices={
          allNotices.length > 0 && (
            <div className="notice-bar" role="status">
              {allNotices.map((n) => (
                <p key={n}>{n}</p>
              ))}
              <button type="button" onClick={() => setNotices([])}>
                Dismiss
              </button>
            </div>
          )
        }
      />
    </main>
  );
}
