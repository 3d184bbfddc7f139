/** A cell of the grid as keyboard focus sees it: row -1 is the header row, column 0 the checkboxes. */
export interface CellPosition {
  rowIndex: number;
  colIndex: number;
}

export const headerRowIndex = -1;

export interface NextCellArgs extends CellPosition {
  key: string;
  /** Ctrl (or Cmd) held: Home and End go to the first and last row instead of the row's ends. */
  ctrlKey?: boolean;
  /** Body rows on the page (the header row comes on top of them). */
  rowCount: number;
  colCount: number;
  /** How many rows PageUp and PageDown move by: about one screenful. */
  pageRows: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a position inside the grid after rows or columns went away (a new page, a hidden column). */
export function clampCell(
  cell: CellPosition,
  { rowCount, colCount }: { rowCount: number; colCount: number },
): CellPosition {
  return {
    rowIndex: clamp(cell.rowIndex, headerRowIndex, rowCount - 1),
    colIndex: clamp(cell.colIndex, 0, colCount - 1),
  };
}

/**
 * Where a navigation key moves focus (WAI-ARIA grid pattern), or null when the key does not
 * navigate. Arrows stop at the edges; Home/End go to the ends of the row, or with Ctrl to the
 * first/last body row; PageUp/PageDown move by `pageRows`, PageUp reaching the header last.
 */
export function nextCell(args: NextCellArgs): CellPosition | null {
  const { rowIndex, colIndex, rowCount, colCount } = args;
  const lastRow = rowCount - 1;
  const lastCol = colCount - 1;
  const pageRows = Math.max(1, args.pageRows);
  const at = (row: number, col: number) =>
    clampCell({ rowIndex: row, colIndex: col }, { rowCount, colCount });
  switch (args.key) {
    case 'ArrowUp':
      return at(rowIndex - 1, colIndex);
    case 'ArrowDown':
      return at(rowIndex + 1, colIndex);
    case 'ArrowLeft':
      return at(rowIndex, colIndex - 1);
    case 'ArrowRight':
      return at(rowIndex, colIndex + 1);
    case 'Home':
      return args.ctrlKey ? at(Math.min(0, lastRow), 0) : at(rowIndex, 0);
    case 'End':
      return args.ctrlKey ? at(lastRow, lastCol) : at(rowIndex, lastCol);
    case 'PageUp':
      return at(rowIndex > 0 ? Math.max(0, rowIndex - pageRows) : headerRowIndex, colIndex);
    case 'PageDown':
      return at(Math.max(0, rowIndex + pageRows), colIndex);
    default:
      return null;
  }
}

/**
 * What a non-navigation key does on a body cell: Space selects the row, Enter or F2 edits a
 * Reference, and Enter on any other cell opens the bill's detail.
 */
export function cellCommand({
  key,
  rowIndex,
  editable,
}: {
  key: string;
  rowIndex: number;
  /** The focused cell's column can be edited inline (Reference). */
  editable: boolean;
}): 'toggleRow' | 'edit' | 'open' | null {
  if (rowIndex < 0) return null;
  if (key === ' ') return 'toggleRow';
  if ((key === 'Enter' || key === 'F2') && editable) return 'edit';
  if (key === 'Enter') return 'open';
  return null;
}
