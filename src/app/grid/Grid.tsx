import { useCallback, useMemo, useState, type Dispatch } from 'react';
import type { ColumnId } from '../../domain/columns';
import { useTableDefinition } from '../../table/DefinitionContext';
import type { GridGroups } from './gridGroups';
import type { Invoice } from '../../domain/invoice';
import type { TableAction } from '../state/actions';
import { getPlacedColumns } from '../state/columns';
import { selection_allState, selection_isSelected, selection_pageState } from '../state/selection';
import type { TableState } from '../state/tableState';
import { getColumnMenuEntries } from './columnMenu';
import { getPinnedWidths } from '../../table/grid/geometry';
import './grid.css';
import './header.css';
import './editing.css';
import { HeaderRow } from './HeaderRow';
import { GroupedRow } from './GroupRow';
import { InvoiceRow } from './InvoiceRow';
import { RowsContext, type RowsContextValue } from './rowsContext';
import type { OpenBill } from '../bill/billLink';
import { headerHeight, useActiveCell } from './useActiveCell';
import { useColumnDrag } from '../../table/react/useColumnDrag';
import { useGridKeyboard } from './useGridKeyboard';
import { useReferenceEdit } from './useReferenceEdit';
import { useGridPlace } from './useGridPlace';
import { useListScroller } from './useListScroller';
import { RowList } from '../virtual/RowList';
import { useStableCallback } from '../useStableCallback';

export const rowHeights = { comfortable: 40, compact: 30 } as const;

/** The rows read what they show from RowsContext; the list passes them nothing else. */
const noRowProps = {};

export interface GridProps {
  state: TableState;
  dispatch: Dispatch<TableAction>;
  rowCount: number;
  getRow: (index: number) => Invoice | undefined;
  /** Ids of the rows the header checkbox acts on (the page). */
  pageIds: number[];
  /** Total matching rows, for aria-rowcount. */
  total: number;
  /** Index in the whole result of the first row rendered (for aria-rowindex). */
  firstIndex: number;
  busy: boolean;
  /** Changes when what the grid lists changes (search, filters, sort, page): it goes to the top. */
  rowsKey: string;
  /** Told which rows are in view (the continuous layout fetches them). */
  onRowsRendered?: (visible: { startIndex: number; stopIndex: number }) => void;
  /** Opens a bill's detail (Enter on a row outside the Reference cell, or a click on its number). */
  onOpenBill?: (bill: OpenBill) => void;
  /** Grouped rows (a tree grid): what each row is, and how a group opens and closes. */
  groups?: GridGroups;
}

/** The windowed invoice grid: a sticky header over react-window rows in one scroll container. */
export function Grid(props: GridProps) {
  const { state, dispatch, rowCount, getRow, pageIds, total, firstIndex, busy, onRowsRendered } =
    props;
  const { onOpenBill, groups } = props;
  const definition = useTableDefinition();
  const [gridElement, setGridElement] = useState<HTMLDivElement | null>(null);
  const [rendered, setRendered] = useState({ start: 0, stop: -1 });
  const { columnOrder, columnVisibility, columnPinning, columnSizing, sorting } = state;
  const layout = useMemo(
    () => ({ columnOrder, columnVisibility, columnPinning, columnSizing }),
    [columnOrder, columnVisibility, columnPinning, columnSizing],
  );
  const { placed, totalWidth } = useMemo(() => getPlacedColumns(layout), [layout]);
  // The same function across sorts and layouts: the column menus are built only when one opens
  // (from the state as it is then), so a sort does not re-render every header's closed menu.
  const menuFor = useStableCallback((column: ColumnId) =>
    getColumnMenuEntries(column, { ...layout, sorting }),
  );
  const rowHeight = rowHeights[state.density];
  const listScroller = useListScroller(gridElement);
  useGridPlace(gridElement, props.rowsKey, rowHeight);
  const focus = useActiveCell({ gridElement, placed, rowCount, rowHeight });
  const { refocus: refocusCell, release, moveTo } = focus;
  const referenceCol = placed.findIndex((column) => column.id === 'reference') + 1;
  const editFocus = useMemo(
    () => ({
      refocus: refocusCell,
      release,
      moveAcross: (rowIndex: number, step: 1 | -1) =>
        moveTo({
          rowIndex,
          colIndex: Math.min(Math.max(referenceCol + step, 0), placed.length),
        }),
    }),
    [refocusCell, release, moveTo, referenceCol, placed.length],
  );
  const editing = useReferenceEdit(getRow, editFocus);
  const drag = useColumnDrag(layout, dispatch);
  const { selection } = state;
  const isSelected = useCallback((id: number) => selection_isSelected(selection, id), [selection]);
  const onToggle = useCallback((id: number) => dispatch({ type: 'toggleRow', id }), [dispatch]);
  const onTreeKeyDown = useGridKeyboard({
    gridElement,
    focus,
    rowCount,
    placed,
    getRow,
    onToggle,
    onEdit: editing.start,
    onOpenBill,
    groups,
  });
  const { active, claimFocus, refocus } = focus;
  const onMenuAction = useCallback(
    (action: TableAction) => {
      // A hidden column takes its menu button with it: the grid's active cell gets focus.
      if (action.type === 'setColumnVisible') refocus();
      dispatch(action);
    },
    [dispatch, refocus],
  );
  const continuous = state.layout === 'continuous';
  const pageState = continuous
    ? selection_allState(selection, total)
    : selection_pageState(selection, pageIds);
  const onTogglePage = useCallback(() => {
    if (!continuous) dispatch({ type: 'togglePage', ids: pageIds });
    // One list over every match: the header checkbox selects them all.
    else if (pageState === 'all') dispatch({ type: 'clearSelection' });
    else dispatch({ type: 'selectAllMatching' });
  }, [continuous, dispatch, pageIds, pageState]);
  const rows: RowsContextValue = useMemo(
    () => ({
      rowCount,
      getRow,
      placed,
      totalWidth,
      firstRowIndex: firstIndex + 2,
      isSelected,
      onToggle,
      activeRow: active.rowIndex,
      activeCol: active.colIndex,
      claimFocus,
      editing,
      onOpenBill,
      groups,
    }),
    [
      groups,
      rowCount,
      getRow,
      placed,
      totalWidth,
      firstIndex,
      isSelected,
      onToggle,
      active.rowIndex,
      active.colIndex,
      claimFocus,
      editing,
      onOpenBill,
    ],
  );
  // Stable, so the list does not tell it the same rows again after every render.
  const rowsRendered = useCallback(
    (
      visible: { startIndex: number; stopIndex: number },
      all: { startIndex: number; stopIndex: number },
    ) => {
      onRowsRendered?.(visible);
      setRendered((r) =>
        r.start === all.startIndex && r.stop === all.stopIndex
          ? r
          : { start: all.startIndex, stop: all.stopIndex },
      );
    },
    [onRowsRendered],
  );
  // The list itself re-renders only when what it lays out changes: new rows, selection or the
  // active cell reach the rows through RowsContext (rowsContext.ts), so react-window's List does
  // not measure itself (a forced layout) in the commit of every click. Paged, it is laid out for
  // a whole page whatever the count (rows past the count render nothing, and .grid-rows cuts the
  // list at the rows there are), so a page of another length does not re-render it either, nor
  // show fewer rows first and the rest in a second render.
  const grouped = groups !== undefined;
  const listRows =
    !grouped && state.layout === 'paged' ? Math.max(rowCount, state.pagination.pageSize) : rowCount;
  const listStyle = useMemo(() => ({ width: totalWidth, minWidth: '100%' }), [totalWidth]);
  const list = useMemo(
    () => (
      <RowList
        role="rowgroup"
        rowComponent={grouped ? GroupedRow : InvoiceRow}
        rowProps={noRowProps}
        rowCount={listRows}
        rowHeight={rowHeight}
        scrollElement={listScroller}
        overscanCount={6}
        onRowsRendered={rowsRendered}
        style={listStyle}
      />
    ),
    [grouped, listRows, rowHeight, listScroller, rowsRendered, listStyle],
  );
  const pinned = getPinnedWidths(placed);
  // With the active row scrolled out of the window, the grid itself keeps the tab stop.
  const activeMissing =
    active.rowIndex >= 0 && (active.rowIndex < rendered.start || active.rowIndex > rendered.stop);

  return (
    <>
      {editing.notice && (
        <div className="grid-notice">
          <p role="alert">{editing.notice}</p>
          <button type="button" onClick={editing.dismissNotice}>
            Dismiss
          </button>
        </div>
      )}
      <div
        ref={setGridElement}
        role={groups ? 'treegrid' : 'grid'}
        aria-label={definition.name}
        aria-rowcount={total + 1}
        aria-colcount={placed.length + 1}
        aria-multiselectable="true"
        aria-busy={busy}
        tabIndex={activeMissing ? 0 : undefined}
        className={`grid-scroll density-${state.density}`}
        style={{
          scrollPaddingTop: headerHeight,
          scrollPaddingLeft: pinned.left,
          scrollPaddingRight: pinned.right,
        }}
        onKeyDown={onTreeKeyDown}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
      >
        <HeaderRow
          placed={placed}
          totalWidth={totalWidth}
          sorting={sorting}
          menuFor={menuFor}
          pageState={pageState}
          checkboxLabel={continuous ? 'Select all rows' : 'Select all rows on this page'}
          onTogglePage={onTogglePage}
          dispatch={dispatch}
          activeCol={active.rowIndex < 0 ? active.colIndex : null}
          claimFocus={claimFocus}
          onMenuAction={onMenuAction}
          drag={drag}
        />
        {rowCount === 0 && !busy ? (
          <div className="grid-empty" role="row">
            <div role="gridcell">{definition.noneMatch}</div>
          </div>
        ) : (
          <RowsContext.Provider value={rows}>
            {/* Always there, so the list keeps its place in the tree (and its rows) either way. */}
            <div
              className={listRows > rowCount ? 'grid-rows cut' : 'grid-rows'}
              style={listRows > rowCount ? { height: rowCount * rowHeight } : undefined}
            >
              {list}
            </div>
          </RowsContext.Provider>
        )}
      </div>
    </>
  );
}
