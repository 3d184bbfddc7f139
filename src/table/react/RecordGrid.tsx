import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type ReactNode,
} from 'react';
import { List, type RowComponentProps } from 'react-window';
import { placeColumns, selectionColumnWidth, type PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import { cellStyle, firstRightPinned, pinClass } from '../grid/cellStyle';
import { columnKeyAt, locateCell, type ActiveCell } from '../grid/geometry';
import { headerRowIndex, type CellPosition } from '../grid/keyboard';
import { markOverflow } from '../grid/overflow';
import { ResizeHandle } from '../grid/ResizeHandle';
import { isSelected, type RecordAction, type RecordState } from '../records';
import { ColumnOptions } from './ColumnOptions';
import { cellAt, cellPositionOf, focusTargetOf, moveGridFocus, roveRow } from './gridFocus';
import { useColumnDrag, type ColumnDrag } from './useColumnDrag';

/** How a list shows its rows in the grid: each row's key, its label, and each cell. */
export interface RowPresenter<Row, Id extends string> {
  key: (row: Row) => string;
  /** The row's name, as its checkbox says: 'Select Globex'. */
  label: (row: Row) => string;
  /** The column whose cell names the row (a row header). */
  headerColumn: Id;
  cell: (column: Id, row: Row) => ReactNode;
}

export interface RecordGridProps<Row, Id extends string, Filter> {
  table: ResolvedTable<Id, Filter, unknown>;
  state: RecordState<Id, Filter>;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  presenter: RowPresenter<Row, Id>;
  /** How many rows the grid lays out, and each (undefined while it is fetched). */
  rowCount: number;
  getRow: (index: number) => Row | undefined;
  /** The index of the grid's first row among all that match (paged: the page's start). */
  firstIndex: number;
  /** How many match, for aria-rowcount. */
  total: number;
  busy: boolean;
  onRowsRendered?: (range: { startIndex: number; stopIndex: number }) => void;
}

export const recordRowHeight = 36;

interface RowData<Row, Id extends string, Filter> {
  grid: RecordGridProps<Row, Id, Filter>;
  placed: readonly PlacedColumn<Id>[];
  totalWidth: number;
  /** The grid's active cell: its one Tab stop. */
  active: CellPosition;
}

const selectCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

/**
 * What every row reads, by context rather than react-window's rowProps: the List itself then
 * renders again only when the number of rows changes, not at every click (each render of the
 * List measures its scroll element, a forced layout of some 9 ms on a busy machine).
 */
const RowsContext = createContext<RowData<unknown, string, unknown> | null>(null);

const noRowProps = {};

function RecordRow<Row, Id extends string, Filter>({ index, style }: RowComponentProps) {
  const data = useContext(RowsContext) as RowData<Row, Id, Filter> | null;
  const rowRef = useRef<HTMLDivElement>(null);
  const activeCol = data?.active.rowIndex === index ? data.active.colIndex : null;
  // After every render of the row: its cells' content may have changed its controls.
  useLayoutEffect(() => {
    if (rowRef.current) roveRow(rowRef.current, activeCol);
  });
  if (!data) return null;
  const { grid, placed, totalWidth } = data;
  const { table, state, dispatch, presenter, getRow, firstIndex } = grid;
  const row = getRow(index);
  const key = row ? presenter.key(row) : null;
  const selected = key !== null && isSelected(state.selection, key);
  const pushAt = firstRightPinned(placed);
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={firstIndex + index + 2}
      data-row={index}
      aria-selected={row ? selected : undefined}
      className={`grid-row${selected ? ' selected' : ''}${row ? '' : ' placeholder'}`}
      style={{ ...style, width: totalWidth, minWidth: '100%' } as CSSProperties}
    >
      <div
        role="gridcell"
        className="cell cell-select pinned pinned-left"
        style={cellStyle(selectCell)}
        data-col={0}
      >
        {row && key !== null && (
          <input
            type="checkbox"
            aria-label={`Select ${presenter.label(row)}`}
            checked={selected}
            onChange={() => dispatch({ type: 'toggleRow', key })}
          />
        )}
      </div>
      {placed.map((column, i) => {
        const def = table.column(column.id);
        return (
          <div
            key={column.id}
            role={column.id === presenter.headerColumn ? 'rowheader' : 'gridcell'}
            className={`cell cell-${column.id} align-${def.align}${pinClass(column, i === pushAt)}`}
            style={cellStyle(column)}
            data-col={i + 1}
            onPointerEnter={def.wholeOnHover ? markOverflow : undefined}
            onFocus={def.wholeOnHover ? markOverflow : undefined}
          >
            {row ? (
              <span className="cell-text">{presenter.cell(column.id, row)}</span>
            ) : (
              <span className="skeleton" />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The grid of any list of records: a header of sortable columns, each with its options and a
 * resize handle, dragged onto another to move; a checkbox per row; and only the rows in view
 * rendered (react-window), so a list of any length scrolls alike. The whole grid is one Tab stop,
 * its active cell, which the arrow keys, Home and End move (WAI-ARIA grid pattern). Built on the
 * list's definition alone.
 */
export function RecordGrid<Row, Id extends string, Filter>(
  props: RecordGridProps<Row, Id, Filter>,
) {
  const { table, state, dispatch, rowCount, total, busy, onRowsRendered, presenter } = props;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { placed, totalWidth } = useMemo(
    () => placeColumns(table, state.columns),
    [table, state.columns],
  );
  // The one cell Tab reaches (roving tabindex): it follows focus, and its column by id.
  const [stored, setStored] = useState<ActiveCell<Id>>({
    rowIndex: 0,
    column: 'select',
    colIndex: 0,
  });
  const active = locateCell(stored, placed, rowCount);
  const { rowIndex: activeRow, colIndex: activeCol } = active;
  const rows = useMemo(
    () =>
      ({
        grid: props,
        placed,
        totalWidth,
        active: { rowIndex: activeRow, colIndex: activeCol },
      }) as unknown as RowData<unknown, string, unknown>,
    // Each render's props: the rows show the newest state and rows.
    [props, placed, totalWidth, activeRow, activeCol],
  );
  // One callback for the List's life: a new one would render the List again.
  const rendered = useRef(onRowsRendered);
  useEffect(() => {
    rendered.current = onRowsRendered;
  }, [onRowsRendered]);
  // The rows in view, to give the grid itself the Tab stop while the active row is not rendered.
  const [shown, setShown] = useState({ start: 0, stop: -1, first: 0, last: -1 });
  const onRendered = useCallback(
    (
      range: { startIndex: number; stopIndex: number },
      all: { startIndex: number; stopIndex: number },
    ) => {
      rendered.current?.(range);
      setShown((s) =>
        s.start === all.startIndex &&
        s.stop === all.stopIndex &&
        s.first === range.startIndex &&
        s.last === range.stopIndex
          ? s
          : {
              start: all.startIndex,
              stop: all.stopIndex,
              first: range.startIndex,
              last: range.stopIndex,
            },
      );
    },
    [],
  );
  const activeMissing = activeRow >= 0 && (activeRow < shown.start || activeRow > shown.stop);
  const drag = useColumnDrag(state.columns, dispatch);
  // A column hidden from its own menu takes the focused menu button with it: focus comes back
  // to the grid's active cell (the next header), as in the bills grid.
  const refocus = useRef(false);
  const onMenuAction = useCallback(
    (action: RecordAction<Id, Filter>) => {
      if (action.type === 'setColumnVisible') refocus.current = true;
      dispatch(action);
    },
    [dispatch],
  );
  useLayoutEffect(() => {
    if (!refocus.current || !scroller) return;
    refocus.current = false;
    const cell = cellAt(scroller, activeRow, activeCol);
    if (cell) focusTargetOf(cell).focus();
  });
  const list = useMemo(
    () => (
      <List
        role="rowgroup"
        rowComponent={RecordRow}
        rowProps={noRowProps}
        rowCount={rowCount}
        rowHeight={recordRowHeight}
        scrollElement={scroller}
        overscanCount={6}
        onRowsRendered={onRendered}
        defaultHeight={window.innerHeight}
        style={{ height: rowCount * recordRowHeight, width: totalWidth, minWidth: '100%' }}
      />
    ),
    [rowCount, scroller, onRendered, totalWidth],
  );
  const keys = useMemo(() => {
    const shown: string[] = [];
    for (let i = 0; i < rowCount; i++) {
      const row = props.getRow(i);
      if (row) shown.push(presenter.key(row));
    }
    return shown;
  }, [props, rowCount, presenter]);
  const allShown = keys.length > 0 && keys.every((k) => isSelected(state.selection, k));
  const someShown = keys.some((k) => isSelected(state.selection, k));
  const pushAt = firstRightPinned(placed);
  return (
    <div
      ref={setScroller}
      role="grid"
      aria-label={table.name}
      aria-rowcount={total + 1}
      aria-colcount={placed.length + 1}
      aria-multiselectable="true"
      aria-busy={busy}
      tabIndex={activeMissing ? 0 : undefined}
      className="grid-scroll density-comfortable record-grid"
      onKeyDown={(event) => {
        if (event.defaultPrevented || !scroller) return;
        if (moveGridFocus(scroller, event)) event.preventDefault();
      }}
      onFocus={(event) => {
        const target = event.target;
        // Focus in a portal (a column's menu) reaches here through React, but is not the grid's.
        if (!scroller?.contains(target)) return;
        if (target === scroller) {
          // The active row scrolled out of the window: the nearest row in view takes focus.
          const rowIndex = Math.min(Math.max(activeRow, shown.first), shown.last);
          const cell = cellAt(scroller, rowIndex, activeCol);
          if (cell) focusTargetOf(cell).focus();
          return;
        }
        const at = cellPositionOf(target);
        if (at && (at.rowIndex !== activeRow || at.colIndex !== activeCol))
          setStored({ ...at, column: columnKeyAt(placed, at.colIndex) });
      }}
    >
      <div role="rowgroup" className="grid-head">
        <div
          role="row"
          aria-rowindex={1}
          className="grid-row header-row"
          style={{ width: totalWidth, minWidth: '100%' }}
          data-row={headerRowIndex}
        >
          <div
            role="columnheader"
            className="cell cell-select pinned pinned-left"
            style={cellStyle(selectCell)}
            data-col={0}
          >
            <input
              tabIndex={activeRow === headerRowIndex && activeCol === 0 ? 0 : -1}
              type="checkbox"
              aria-label={
                state.layout === 'paged' ? 'Select all rows on this page' : 'Select all rows'
              }
              checked={allShown}
              ref={(box) => {
                if (box) box.indeterminate = someShown && !allShown;
              }}
              disabled={keys.length === 0}
              onChange={() => dispatch({ type: 'setRows', keys, selected: !allShown })}
            />
          </div>
          {placed.map((column, i) => (
            <HeaderCell
              key={column.id}
              table={table}
              column={column}
              colIndex={i + 1}
              active={activeRow === headerRowIndex && activeCol === i + 1}
              pushRight={i === pushAt}
              sort={state.sort}
              dispatch={dispatch}
              onMenuAction={onMenuAction}
              drag={drag}
            />
          ))}
        </div>
      </div>
      {rowCount === 0 && !busy ? (
        <div className="grid-empty" role="row">
          <div role="gridcell">{table.noneMatch}</div>
        </div>
      ) : (
        <div className="grid-rows">
          <RowsContext.Provider value={rows}>{list}</RowsContext.Provider>
        </div>
      )}
    </div>
  );
}

interface HeaderCellProps<Id extends string, Filter> {
  table: ResolvedTable<Id, Filter, unknown>;
  column: PlacedColumn<Id>;
  colIndex: number;
  /** This header is the grid's active cell: its controls are in the Tab order. */
  active: boolean;
  pushRight: boolean;
  sort: RecordState<Id, Filter>['sort'];
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  /** A column menu's entry was chosen. */
  onMenuAction: (action: RecordAction<Id, Filter>) => void;
  drag: ColumnDrag<Id>;
}

/**
 * One column header: click sorts (Shift-click adds a key), drag it onto another header to move
 * it, a menu button for the column's options and a resize handle on its edge.
 */
const HeaderCell = memo(function HeaderCell<Id extends string, Filter>({
  table,
  column,
  colIndex,
  active,
  pushRight,
  sort,
  dispatch,
  onMenuAction,
  drag,
}: HeaderCellProps<Id, Filter>) {
  const def = table.column(column.id);
  const at = sort.findIndex((k) => k.column === column.id);
  const key = sort[at];
  const direction = key ? (key.desc ? 'descending' : 'ascending') : 'none';
  const hint = drag.dropHint(column.id);
  const tabIndex = active ? 0 : -1;
  return (
    <div
      role="columnheader"
      aria-label={def.header}
      aria-sort={at === 0 ? direction : undefined}
      className={`cell header-cell align-${def.align}${pinClass(column, pushRight)}${hint ? ` drop-${hint}` : ''}${drag.dragging === column.id ? ' dragging' : ''}`}
      style={cellStyle(column)}
      data-col={colIndex}
      {...drag.targetProps(column.id)}
    >
      {def.sortable ? (
        <button
          type="button"
          className="header-sort"
          title="Sort (Shift-click to add a secondary sort); drag to move"
          tabIndex={tabIndex}
          onClick={(event) =>
            dispatch({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
          }
          {...drag.sourceProps(column.id)}
        >
          <span className="header-label">{def.header}</span>
          {key && (
            <span className="sort-indicator" aria-hidden="true">
              {key.desc ? '↓' : '↑'}
              {sort.length > 1 ? at + 1 : ''}
            </span>
          )}
        </button>
      ) : (
        <span className="header-label" title="Drag to move" {...drag.sourceProps(column.id)}>
          {def.header}
        </span>
      )}
      <ColumnOptions
        table={table}
        column={column}
        sort={key}
        tabIndex={tabIndex}
        dispatch={onMenuAction}
      />
      <ResizeHandle
        label={def.header}
        width={column.width}
        edge={column.pinned === 'right' ? 'left' : 'right'}
        tabIndex={tabIndex}
        onResize={(width) => dispatch({ type: 'setColumnWidth', column: column.id, width })}
      />
    </div>
  );
}) as <Id extends string, Filter>(props: HeaderCellProps<Id, Filter>) => ReactNode;
