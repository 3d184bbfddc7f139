import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { RowList } from '../virtual/RowList';
import type { Invoice } from '../../sql/rows';
import type { TableAction } from '../state/actions';
import { getPlacedColumns } from '../state/columns';
import { selection_isSelected, selection_pageState } from '../state/selection';
import type { TableState } from '../state/tableState';
import { HeaderRow } from './HeaderRow';
import { InvoiceRow, type InvoiceRowProps } from './InvoiceRow';

export const rowHeights = { comfortable: 40, compact: 30 } as const;

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
  /** Told which rows are in view (the continuous layout fetches them). */
  onRowsRendered?: (visible: { startIndex: number; stopIndex: number }) => void;
  busy: boolean;
}

/** The windowed invoice grid: a sticky header over react-window rows in one scroll container. */
export function Grid({
  state,
  dispatch,
  rowCount,
  getRow,
  pageIds,
  total,
  firstIndex,
  busy,
  onRowsRendered,
}: GridProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const { placed, totalWidth } = useMemo(
    () => getPlacedColumns(state),
    // Only the layout slices matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.columnOrder, state.columnVisibility, state.columnPinning, state.columnSizing],
  );
  const { selection } = state;
  const isSelected = useCallback((id: number) => selection_isSelected(selection, id), [selection]);
  const onToggle = useCallback((id: number) => dispatch({ type: 'toggleRow', id }), [dispatch]);
  const rowProps: InvoiceRowProps = useMemo(
    () => ({ getRow, placed, totalWidth, firstRowIndex: firstIndex + 2, isSelected, onToggle }),
    [getRow, placed, totalWidth, firstIndex, isSelected, onToggle],
  );

  return (
    <div
      ref={setScrollElement}
      role="grid"
      aria-label="Invoices"
      aria-rowcount={total + 1}
      aria-colcount={placed.length + 1}
      aria-multiselectable="true"
      aria-busy={busy}
      className={`grid-scroll density-${state.density}`}
    >
      <HeaderRow
        placed={placed}
        totalWidth={totalWidth}
        sorting={state.sorting}
        pageState={selection_pageState(selection, pageIds)}
        onTogglePage={() => dispatch({ type: 'togglePage', ids: pageIds })}
        dispatch={dispatch}
      />
      {rowCount === 0 && !busy ? (
        <div className="grid-empty" role="row">
          <div role="gridcell">No invoices match.</div>
        </div>
      ) : (
        <RowList
          role="rowgroup"
          rowComponent={InvoiceRow}
          rowProps={rowProps}
          rowCount={rowCount}
          rowHeight={rowHeights[state.density]}
          scrollElement={scrollElement}
          overscanCount={6}
          onRowsRendered={onRowsRendered}
          style={{ width: totalWidth, minWidth: '100%' }}
        />
      )}
    </div>
  );
}
