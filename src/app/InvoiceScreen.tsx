import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { datasetKey } from '../domain/changes';
import { defaultSeed, type SampleSize } from '../domain/sampleSizes';
import { NoticeBar } from './NoticeBar';
import { TableContext, type TableContextValue } from './TableContext';
import { AgedPayables } from './ageing/AgedPayables';
import { BulkBar } from './bulk/BulkBar';
import type { Boot } from './boot/useBoot';
import type { InvoiceClient } from './data/client';
import { useRowBlocks } from './data/useRowBlocks';
import { useTableData } from './data/useTableData';
import { FilterBar } from './filters/FilterBar';
import { Pager } from './footer/Pager';
import { Totals } from './footer/Totals';
import { Grid } from './grid/Grid';
import { storageUnavailableMessage } from './persist/storage';
import { openTabChannel } from './persist/tabChannel';
import { useDataChanges } from './persist/useDataChanges';
import { clampPageIndex } from './state/paging';
import { getDefaultTableState, toQuery } from './state/tableState';
import { Toolbar } from './toolbar/Toolbar';
import { viewTabId } from './toolbar/ViewTabs';
import { stateFromUrl } from './url/urlState';
import { useUrlSync } from './url/useUrlSync';
import { ViewDialogs } from './views/ViewDialogs';
import { ViewsContext } from './views/ViewsContext';
import { useViewController } from './views/useViewController';

export interface InvoiceScreenProps {
  client: InvoiceClient;
  boot: Boot;
  sampleSize: SampleSize;
  /** A problem met while reapplying stored changes, if any. */
  loadProblem: string | null;
  /** Bumped when the worker has loaded a new sample, so the rows on screen are asked for again. */
  dataVersion?: number;
  /** Controls shown in the page header beside the title (the sample size). */
  headerControls?: ReactNode;
}

const viewPanelId = 'view-panel';

/** The invoice table screen: state in one reducer, every query answered by the worker. */
export function InvoiceScreen({
  client: plainClient,
  boot,
  sampleSize,
  loadProblem,
  dataVersion = 0,
  headerControls,
}: InvoiceScreenProps) {
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const channel = useMemo(() => openTabChannel(), []);
  const [notices, setNotices] = useState(() => [
    ...boot.notices,
    ...(loadProblem ? [loadProblem] : []),
  ]);
  const notify = useCallback(
    (message: string | string[]) => setNotices((n) => [...n, ...[message].flat()].slice(-6)),
    [],
  );
  const [storageProblem, setStorageProblem] = useState(boot.storageProblem);
  const onStorageFailure = useCallback(() => setStorageProblem(storageUnavailableMessage), []);

  const client = useDataChanges({
    client: plainClient,
    storage: boot.storage,
    channel,
    dataset: datasetKey(defaultSeed, sampleSize),
    refresh,
    onStorageFailure,
    notify,
  });
  // Both counters only grow, so their sum changes whenever either does.
  const dataRevision = version + dataVersion;
  // Nothing is on screen yet, so the link's view brings its saved column layout, page size and
  // density (a default state whose view id matched would keep the defaults instead).
  const { state, dispatch, latestState, page } = useTableData(
    client,
    () => stateFromUrl({ ...getDefaultTableState(), viewId: '' }, boot.url, boot.views),
    dataRevision,
  );
  const views = useViewController({
    state,
    latestState,
    dispatch,
    storage: boot.storage,
    channel,
    initialViews: boot.views,
    notify,
    onStorageFailure,
  });
  useUrlSync(state, dispatch, views.views, sampleSize, notify);

  const { filters, search, sorting, pagination, layout } = state;
  // Only these slices reach the worker: layout changes never re-query.
  const query = useMemo(
    () => toQuery({ filters, search, sorting, pagination }),
    [filters, search, sorting, pagination],
  );
  const total = page.summary?.total ?? 0;
  const continuous = layout === 'continuous';
  const blocks = useRowBlocks(client, query, total, dataRevision, continuous);
  // What the grid lists: when it changes, the grid starts at the top (the page only when paged).
  const rowsKey = useMemo(
    () => JSON.stringify([filters, search, sorting, continuous ? 0 : pagination.pageIndex]),
    [filters, search, sorting, continuous, pagination.pageIndex],
  );
  const pageRow = useCallback((index: number) => page.rows[index], [page.rows]);
  const pageIds = useMemo(() => page.rows.map((r) => r.id), [page.rows]);

  useEffect(() => {
    if (!page.summary || continuous) return;
    const clamped = clampPageIndex({
      pageIndex: pagination.pageIndex,
      total,
      pageSize: pagination.pageSize,
    });
    if (clamped !== pagination.pageIndex) dispatch({ type: 'setPageIndex', pageIndex: clamped });
  }, [page.summary, total, pagination, continuous, dispatch]);

  const context = useMemo<TableContextValue>(
    () => ({ state, dispatch, client, page, refresh }),
    [state, dispatch, client, page, refresh],
  );

  return (
    <TableContext.Provider value={context}>
      <ViewsContext.Provider value={views.context}>
        <main className="app">
          <header className="app-header">
            <h1>Invoices</h1>
            {headerControls}
          </header>
          {storageProblem && (
            <p role="alert" className="error-banner">
              {storageProblem}
            </p>
          )}
          <NoticeBar notices={notices} onDismiss={() => setNotices([])} />
          <Toolbar panelId={viewPanelId} />
          <div
            role="tabpanel"
            id={viewPanelId}
            className="view-panel"
            {...(views.views.some((v) => v.id === state.viewId)
              ? { 'aria-labelledby': viewTabId(state.viewId) }
              : { 'aria-label': 'Invoices' })}
          >
            <FilterBar />
            <AgedPayables />
            <BulkBar />
            {page.errors && (
              <p role="alert" className="error-banner">
                {page.errors.join('; ')}
              </p>
            )}
            <Grid
              state={state}
              dispatch={dispatch}
              rowCount={continuous ? total : page.rows.length}
              getRow={continuous ? blocks.getRow : pageRow}
              onRowsRendered={continuous ? blocks.onRowsRendered : undefined}
              pageIds={pageIds}
              total={total}
              firstIndex={continuous ? 0 : pagination.pageIndex * pagination.pageSize}
              busy={page.pending}
              rowsKey={rowsKey}
            />
            <footer className="app-footer">
              <Totals summary={page.summary} />
              {!continuous && (
                <Pager
                  pageIndex={pagination.pageIndex}
                  pageSize={pagination.pageSize}
                  total={total}
                  dispatch={dispatch}
                />
              )}
            </footer>
          </div>
          <ViewDialogs
            dialog={views.dialog}
            activeLabel={views.active?.label ?? ''}
            state={state}
            dispatch={dispatch}
            close={() => views.setDialog(null)}
            confirmDelete={views.confirmDelete}
            confirmReset={views.confirmReset}
            returnFocus={views.menuTrigger}
          />
        </main>
      </ViewsContext.Provider>
    </TableContext.Provider>
  );
}
