import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { List } from 'react-window';
import { placeColumns } from '../columnLayout';
import { firstRightPinned } from '../grid/cellStyle';
import { columnKeyAt, locateCell, type ActiveCell } from '../grid/geometry';
import { headerRowIndex } from '../grid/keyboard';
import { isSelected, type RecordAction } from '../records';
import { cellAt, cellPositionOf, focusTargetOf, moveGridFocus } from './gridFocus';
import { HeaderCell } from './RecordHeaderCell';
import { HeaderRowBase } from './HeaderRowBase';
import {
  noRowProps,
  RecordRow,
  recordRowHeight,
  RowsContext,
  selectCell,
  type RecordGridProps,
  type RowData,
} from './RecordRow';
import { useColumnDrag } from './useColumnDrag';

export { recordRowHeight, type RecordGridProps, type RowPresenter } from './RecordRow';

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
      <HeaderRowBase
        totalWidth={totalWidth}
        selectWidth={selectCell.width}
        checkbox={{
          label: state.layout === 'paged' ? 'Select all rows on this page' : 'Select all rows',
          state: allShown ? 'all' : someShown ? 'some' : 'none',
          onToggle: () => dispatch({ type: 'setRows', keys, selected: !allShown }),
          active: activeRow === headerRowIndex && activeCol === 0,
          disabled: keys.length === 0,
        }}
      >
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
            readAhead={props.readAhead}
            onMenuAction={onMenuAction}
            drag={drag}
          />
        ))}
      </HeaderRowBase>
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
