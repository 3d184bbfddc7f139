import { memo, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { billsTable } from '../bills/definition';
import { DefinitionContext } from '../table/DefinitionContext';
import { defaultSampleSize } from '../domain/sampleSizes';
import { datasetOf } from '../domain/choice';
import { NoticeBar } from './NoticeBar';
import { KeptProblems } from './persist/KeptProblems';
import { TableProvider, type TableContextValue } from './TableContext';
import { AgedPayables } from './ageing/AgedPayables';
import { BillDetailPanel } from './bill/BillDetailPanel';
import { useBillClosedByHistory, useBillLink } from './bill/billLink';
import { useOpenBill } from './bill/useOpenBill';
import { NewBillHost } from './newBill/NewBillHost';
import { useNewBill } from './newBill/useNewBill';
import { BulkBar } from './bulk/BulkBar';
import type { Boot } from './boot/useBoot';
import type { InvoiceClient } from './data/client';
import type { Opened, Prepared } from './data/lifecycle';
import type { DataRevision } from './data/source';
import { useRowBlocks } from './data/useRowBlocks';
import { useSearchIndexing } from './data/useSearchIndexing';
import { useTableData } from './data/useTableData';
import { FilterBar } from './filters/FilterBar';
import { Pager } from './footer/Pager';
import { Totals } from './footer/Totals';
import { Grid } from './grid/Grid';
import type { GridGroups } from './grid/gridGroups';
import { useGroupedRows } from './grouping/useGroupedRows';
import { useDataControls } from './backup/DataControls';
import { StorageLine } from './backup/StorageLine';
import { useAskToKeep } from './backup/useAskToKeep';
import { useCheckpoints } from './persist/useCheckpoints';
import { openTabChannel, tabId } from './persist/tabChannel';
import { useDataChanges } from './persist/useDataChanges';
import { useTrashPurge } from './persist/useTrashPurge';
import { getDefaultTableState } from './state/tableState';
import { toQuery } from './state/stateKeys';
import { Toolbar } from './toolbar/Toolbar';
import { viewTabId } from '../table/react/ViewTabs';
import { stateFromUrl } from './url/urlState';
import { useUrlSync } from './url/useUrlSync';
import { UnreadableViews } from './views/UnreadableViews';
import { ViewDialogs } from './views/ViewDialogs';
import { ViewsContext } from './views/ViewsContext';
import { useViewController } from './views/useViewController';
import { useStableCallback } from './useStableCallback';
import { useScreenNotices } from './useScreenNotices';
import { TableErrors } from './TableErrors';

export interface InvoiceScreenProps {
  /** Shown: the address is the bills list's. Hidden, it keeps its state and leaves the address. */
  active?: boolean;
  client: InvoiceClient;
  /** The data's revision (data/source.ts): every write moves it, and the screen follows. */
  data: DataRevision;
  boot: Boot;
  /** What the worker opened: the choice, and whether from the kept table. */
  opened: Opened;
  /** The change log replayed onto it (null while a new choice loads behind the table). */
  prepared: Prepared | null;
  /** Beside the title: the navigation between lists, the table's choice and sample size. */
  headerControls?: ReactNode;
  /** Opens the kept table again behind this one; `damaged`: the generation before that file. */
  reopen?: (damaged?: string) => void;
}

const viewPanelId = 'view-panel';
const noReopen = () => undefined;
// Memoised, with only what each shows as props: a click re-renders the rows and their answer, not
// the toolbar, filter bar, dialogs or bill panel when their parts are unchanged.
const ToolbarPart = memo(Toolbar);
const FilterBarPart = memo(FilterBar);
const BillPanelPart = memo(BillDetailPanel);
const ViewDialogsPart = memo(ViewDialogs);

/** The invoice table screen: state in one reducer, every query answered by the worker. */
export function InvoiceScreen({
  active = true,
  client,
  data,
  boot,
  opened,
  prepared,
  headerControls,
  reopen,
}: InvoiceScreenProps) {
  const channel = useMemo(() => openTabChannel(), []);
  const { notices, setNotices, notify, pageMoved, storageProblem, onStorageFailure } =
    useScreenNotices(boot, opened, prepared);

  const dataset = datasetOf(opened.choice);
  const sampleSize = opened.choice.kind === 'sample' ? opened.choice.size : defaultSampleSize;
  const { checkpointer, keptProblem } = useCheckpoints({
    client,
    storage: boot.storage,
    opened,
    prepared,
  });
  useTrashPurge({ client, storage: boot.storage, opened, prepared, checkpointer });
  useEffect(() => {
    if (opened.chosen) channel.post({ type: 'choice', from: tabId, dataset });
  }, [opened, channel, dataset]);
  const logged = useDataChanges({
    client,
    storage: boot.storage,
    channel,
    dataset,
    checkpointer,
    written: data.written,
    base: prepared?.base ?? null,
    onStorageFailure,
    notify,
    reopen: reopen ?? noReopen,
  });
  const write = useAskToKeep(opened.choice, logged);
  // Nothing is on screen yet, so the link's view brings its saved column layout, page size and
  // density (a default state whose view id matched would keep the defaults instead).
  const { state, dispatch, prefetch, latestState, page } = useTableData(
    client,
    data,
    () => stateFromUrl({ ...getDefaultTableState(), viewId: '' }, boot.url, boot.views),
    pageMoved,
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
    prefetch,
  });
  const { openBill, onOpenBill, closeBill, returnFocus } = useOpenBill();
  const newBill = useNewBill(active);
  useUrlSync(state, dispatch, views.views, sampleSize, notify, openBill?.number ?? null, active);

  const { filters, search, sorting, pagination, layout } = state;
  // Only these slices reach the worker: layout changes never re-query.
  const query = useMemo(
    () => toQuery({ filters, search, sorting, pagination }),
    [filters, search, sorting, pagination],
  );
  const total = page.summary?.total ?? 0;
  useSearchIndexing(client, data, page.summary?.searchIndexing === true);
  const continuous = layout === 'continuous';
  const blocks = useRowBlocks(client, data, query, total, continuous && state.groupBy === 'none');
  const grouped = useGroupedRows(client, data, query, state, dispatch);
  const grid = grouped.grid;
  // What the grid lists: when it changes, the grid starts at the top (the page only when paged).
  const rowsKey = useMemo(
    () =>
      JSON.stringify([
        filters,
        search,
        sorting,
        continuous ? 0 : pagination.pageIndex,
        state.groupBy,
      ]),
    [filters, search, sorting, continuous, pagination.pageIndex, state.groupBy],
  );
  const pageRow = useCallback((index: number) => page.rows[index], [page.rows]);
  const pageIds = useMemo(() => page.rows.map((r) => r.id), [page.rows]);

  useBillLink({ client, ready: page.summary !== null, open: onOpenBill, notify });
  useBillClosedByHistory(openBill !== null, closeBill);

  const shownState = useStableCallback(() => state);
  const io = useMemo(
    () => ({ selection: state.selection, total, pageIds, shownState }),
    [state.selection, total, pageIds, shownState],
  );
  const { setDialog } = views;
  const closeDialog = useCallback(() => setDialog(null), [setDialog]);

  // One element while the table is the same, so the memoised toolbar is not re-rendered for it.
  const dataControls = useDataControls(boot.storage, opened.choice, channel, reopen ?? noReopen);
  const context = useMemo<TableContextValue>(
    () => ({ state, dispatch, client, write, page }),
    [state, dispatch, client, write, page],
  );

  return (
    <TableProvider value={context} prefetch={prefetch}>
      <DefinitionContext.Provider value={billsTable}>
        <ViewsContext.Provider value={views.context}>
          <main className="app" hidden={!active}>
            <header className="app-header">
              <h1>Invoices</h1>
              {headerControls}
            </header>
            <KeptProblems
              client={client}
              storageProblem={storageProblem}
              keptProblem={keptProblem}
              opened={opened}
              shown={page.summary !== null}
              fallBack={reopen ?? noReopen}
            />
            <NoticeBar notices={notices} onDismiss={() => setNotices([])} />
            <NewBillHost control={newBill} client={client} write={write} onOpenBill={onOpenBill} />
            <UnreadableViews />
            <ToolbarPart
              panelId={viewPanelId}
              dataControls={dataControls}
              search={state.search}
              showFilters={state.showFilters}
              filterCount={state.filters.length}
              columnOrder={state.columnOrder}
              columnVisibility={state.columnVisibility}
              columnPinning={state.columnPinning}
              columnSizing={state.columnSizing}
              layout={layout}
              density={state.density}
              groupBy={state.groupBy}
              onGroupByAhead={grouped.groupByAhead}
              indexing={page.summary?.searchIndexing === true}
              io={io}
              onNewBill={newBill.start}
            />
            <div
              role="tabpanel"
              id={viewPanelId}
              className="view-panel"
              {...(views.views.some((v) => v.id === state.viewId)
                ? { 'aria-labelledby': viewTabId(state.viewId) }
                : { 'aria-label': billsTable.name })}
            >
              <FilterBarPart
                filters={filters}
                filterEditor={state.filterEditor}
                showFilters={state.showFilters}
              />
              <AgedPayables />
              <BulkBar />
              <TableErrors groupsError={grouped.error} page={page} />
              {/* One grid either way: grouping changes its rows, not the grid (no remount). */}
              <Grid
                state={state}
                dispatch={dispatch}
                rowCount={grid ? grid.rowCount : continuous ? total : page.rows.length}
                getRow={grid ? grid.getRow : continuous ? blocks.getRow : pageRow}
                onRowsRendered={
                  grid ? grid.onRowsRendered : continuous ? blocks.onRowsRendered : undefined
                }
                pageIds={grid ? grid.pageIds : pageIds}
                total={grid ? grid.length : total}
                firstIndex={
                  grid
                    ? grid.firstIndex
                    : continuous
                      ? 0
                      : pagination.pageIndex * pagination.pageSize
                }
                busy={page.pending || (grid?.pending ?? false)}
                rowsKey={rowsKey}
                onOpenBill={onOpenBill}
                groups={grid?.groups satisfies GridGroups | undefined}
              />
              <footer className="app-footer">
                <Totals summary={page.summary} />
                {opened.choice.kind === 'own' && <StorageLine />}
                {!continuous && (
                  <Pager
                    pageIndex={pagination.pageIndex}
                    pageSize={pagination.pageSize}
                    total={grid ? grid.length : total}
                    dispatch={dispatch}
                  />
                )}
              </footer>
            </div>
            <BillPanelPart
              billId={openBill?.id ?? null}
              client={client}
              data={data}
              write={write}
              storage={boot.storage}
              dataset={dataset}
              sampleSize={opened.choice.kind === 'sample' ? opened.choice.size : null}
              onClose={closeBill}
              returnFocus={returnFocus}
            />
            <ViewDialogsPart
              dialog={views.dialog}
              activeLabel={views.active?.label ?? ''}
              sorting={sorting}
              dispatch={dispatch}
              close={closeDialog}
              confirmDelete={views.confirmDelete}
              confirmReset={views.confirmReset}
              returnFocus={views.menuTrigger}
            />
          </main>
        </ViewsContext.Provider>
      </DefinitionContext.Provider>
    </TableProvider>
  );
}
