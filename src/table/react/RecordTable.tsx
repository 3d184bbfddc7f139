import { useMemo, type Dispatch, type ReactNode } from 'react';
import { DefinitionContext } from '../DefinitionContext';
import type { ResolvedTable } from '../definition';
import type { RecordFilter } from '../filters';
import {
  describeSelection,
  recordReducer,
  type RecordAction,
  type RecordState,
  type Selection,
} from '../records';
import type { RecordSource } from '../source';
import { FilterBar } from './FilterBar';
import { RecordFooter } from './Footer';
import { RecordBulkBar } from './RecordBulkBar';
import { RecordGrid, type RowPresenter } from './RecordGrid';
import { RecordToolbar, type ViewTab } from './RecordToolbar';
import { useRecordRows, type RowMarks } from './useRecordRows';
import { viewTabId } from './ViewTabs';

export interface RecordTableProps<
  Row,
  Id extends string,
  Filter extends RecordFilter<Id>,
  Command extends string,
> {
  table: ResolvedTable<Id, Filter, unknown, Command>;
  state: RecordState<Id, Filter>;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  source: RecordSource<Row, Id, Filter>;
  /** Moves when the records change: the rows are read again. */
  revision: number;
  presenter: RowPresenter<Row, Id>;
  formatSum: (column: Id, value: number) => string;
  describeFilter: (filter: Filter) => string;
  /** The built-in views, then the saved ones. */
  tabs?: readonly ViewTab[];
  /** What choosing the view `id` does (a built-in view's filters by default); null: nothing. */
  viewAction?: (id: string) => RecordAction<Id, Filter> | null;
  onSaveView?: (label: string) => string | null;
  onDeleteView?: () => void;
  canDeleteView?: boolean;
  onBulkAction?: (command: Command, selection: Selection, total: number) => void;
  /** More of the toolbar (Export). */
  toolbarExtras?: ReactNode;
  /** Said above the rows: a link's parts left out, a view that could not be saved. */
  notices?: ReactNode;
  /** Told when rows are asked for and committed (the bench measures input to painted rows). */
  marks?: RowMarks;
}

const noSave = () => 'Views cannot be saved here.';
const nothing = () => undefined;

/**
 * A whole list of records from its definition and a source: toolbar, filters, bulk bar, grid and
 * footer, in the order and with the names the bills list has. A list adds only what is its own.
 */
export function RecordTable<
  Row,
  Id extends string,
  Filter extends RecordFilter<Id>,
  Command extends string,
>(props: RecordTableProps<Row, Id, Filter, Command>) {
  const { table, state, source, revision, presenter } = props;
  const reduce = useMemo(() => recordReducer(table), [table]);
  const rows = useRecordRows(source, state, revision, reduce, props.dispatch, props.marks);
  // Every change goes through the rows' gate: one that needs new rows shows with them.
  const { dispatch, readAhead } = rows;
  const tabs = useMemo(
    () => props.tabs ?? table.views.map((v) => ({ id: v.id, label: v.label })),
    [props.tabs, table.views],
  );
  const viewAction =
    props.viewAction ??
    ((id: string): RecordAction<Id, Filter> | null => {
      const view = table.views.find((v) => v.id === id);
      return view ? { type: 'setView', viewId: id, filters: view.filters ?? [] } : null;
    });
  const onView = (id: string) => {
    const action = viewAction(id);
    if (action) dispatch(action);
  };
  const onViewPressed = (id: string) => {
    const action = viewAction(id);
    if (action) readAhead(action);
  };
  const panelId = `${table.name.toLowerCase().replace(/\W+/g, '-')}-panel`;
  const total = rows.total ?? 0;
  return (
    <DefinitionContext.Provider value={table}>
      <RecordToolbar
        table={table}
        state={state}
        dispatch={dispatch}
        tabs={tabs}
        onView={onView}
        onViewPressed={onViewPressed}
        onSaveView={props.onSaveView ?? noSave}
        onDeleteView={props.onDeleteView ?? nothing}
        canDelete={props.canDeleteView ?? false}
        panelId={panelId}
      >
        {props.toolbarExtras}
      </RecordToolbar>
      <div
        role="tabpanel"
        id={panelId}
        className="view-panel"
        {...(tabs.some((t) => t.id === state.viewId)
          ? { 'aria-labelledby': viewTabId(state.viewId, panelId) }
          : { 'aria-label': table.name })}
      >
        {props.notices}
        <FilterBar
          table={table}
          filters={state.filters}
          dispatch={dispatch}
          describe={props.describeFilter}
          readAhead={readAhead}
        />
        <RecordBulkBar
          actions={table.bulkActions}
          selection={describeSelection(state.selection, total, table.name)}
          onSelectAll={() => dispatch({ type: 'selectAllMatching' })}
          onClear={() => dispatch({ type: 'clearSelection' })}
          onAction={(command) => props.onBulkAction?.(command, state.selection, total)}
        />
        {rows.failed && (
          <div className="table-error" role="alert">
            <p>
              The {table.name.toLowerCase()} could not be read: {rows.failed}
            </p>
            <button type="button" onClick={() => window.location.reload()}>
              Reload
            </button>
          </div>
        )}
        <RecordGrid
          table={table}
          state={state}
          dispatch={dispatch}
          presenter={presenter}
          rowCount={rows.rowCount}
          getRow={rows.getRow}
          firstIndex={state.layout === 'paged' ? state.pageIndex * state.pageSize : 0}
          total={total}
          busy={rows.busy}
          onRowsRendered={rows.onRowsRendered}
          readAhead={readAhead}
        />
        <RecordFooter
          table={table}
          state={state}
          dispatch={dispatch}
          readAhead={readAhead}
          total={rows.total}
          sums={rows.sums}
          formatSum={props.formatSum}
        />
      </div>
    </DefinitionContext.Provider>
  );
}
