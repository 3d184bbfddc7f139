import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import type { RowComponentProps } from 'react-window';
import type { PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import type { CellPosition } from '../grid/keyboard';
import { isSelected, type RecordAction, type RecordState } from '../records';
import { roveRow } from './gridFocus';
import { RowFrame } from './RowFrame';

export { selectCell } from './RowFrame';

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
  /** Reads ahead the rows an action would show (a header's sort pressed, before its click). */
  readAhead?: (action: RecordAction<Id, Filter>) => void;
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

export interface RowData<Row, Id extends string, Filter> {
  grid: RecordGridProps<Row, Id, Filter>;
  placed: readonly PlacedColumn<Id>[];
  totalWidth: number;
  /** The grid's active cell: its one Tab stop. */
  active: CellPosition;
}

/**
 * What every row reads, by context rather than react-window's rowProps: the List itself then
 * renders again only when the number of rows changes, not at every click (each render of the
 * List measures its scroll element, a forced layout of some 9 ms on a busy machine).
 */
export const RowsContext = createContext<RowData<unknown, string, unknown> | null>(null);

export const noRowProps = {};

/** One row of the grid: its checkbox, then a cell a placed column (RecordGrid.tsx). */
export function RecordRow<Row, Id extends string, Filter>({ index, style }: RowComponentProps) {
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
  return (
    <RowFrame
      table={table}
      rowRef={rowRef}
      index={index}
      rowIndex={firstIndex + index + 2}
      selected={row ? selected : undefined}
      placeholder={!row}
      style={style}
      totalWidth={totalWidth}
      select={
        row &&
        key !== null && (
          <input
            type="checkbox"
            aria-label={`Select ${presenter.label(row)}`}
            checked={selected}
            onChange={() => dispatch({ type: 'toggleRow', key })}
          />
        )
      }
      placed={placed}
      headerColumn={presenter.headerColumn}
      cell={(column) => ({
        content: row ? (
          <span className="cell-text">{presenter.cell(column.id, row)}</span>
        ) : (
          <span className="skeleton" />
        ),
        wholeOnHover: table.column(column.id).wholeOnHover,
      })}
    />
  );
}
