import { nextCell } from '../grid/keyboard';

const cellRoles = new Set(['gridcell', 'rowheader', 'columnheader']);
/** What in a cell can take focus of its own: a checkbox, a link, a button. */
const controls = 'input, a[href], button';
const navigationKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

function cellsOf(row: Element): HTMLElement[] {
  return [...row.children].filter((c): c is HTMLElement =>
    cellRoles.has(c.getAttribute('role') ?? ''),
  );
}

/** Where focus goes in a cell: its own control (checkbox, link, sort button), else the cell. */
export function focusTargetOf(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(controls) ?? cell;
}

/**
 * The roving tabindex of one body row (WAI-ARIA grid pattern): the active cell's focus target
 * (`activeCol`, or none) is the grid's one Tab stop; every other cell and every control in the
 * row is focusable by a click or an arrow key, never by Tab. Read from the DOM, since what a cell
 * holds is the list's own (its presenter's).
 */
export function roveRow(row: HTMLElement, activeCol: number | null): void {
  cellsOf(row).forEach((cell, i) => {
    const stop = i === activeCol ? focusTargetOf(cell) : null;
    setTabIndex(cell, cell === stop ? 0 : -1);
    for (const control of cell.querySelectorAll<HTMLElement>(controls))
      setTabIndex(control, control === stop ? 0 : -1);
  });
}

/**
 * Written only when it changes: this runs after every render of every row, and a write of the
 * same value is still a DOM mutation. Read as the attribute: a cell without one reads -1 from
 * `tabIndex` yet cannot take focus.
 */
function setTabIndex(element: HTMLElement, value: 0 | -1): void {
  if (element.getAttribute('tabindex') !== String(value)) element.tabIndex = value;
}

/** The cell at a row (-1 the header) and column of the grid, if that row is rendered. */
export function cellAt(grid: HTMLElement, rowIndex: number, colIndex: number): HTMLElement | null {
  return grid.querySelector<HTMLElement>(`[data-row="${rowIndex}"] [data-col="${colIndex}"]`);
}

/** The cell that holds `target`, as the grid's row (-1 the header) and column (0 the checkbox). */
export function cellPositionOf(target: Element): { rowIndex: number; colIndex: number } | null {
  const row = target.closest<HTMLElement>('[data-row]')?.dataset.row;
  const col = target.closest<HTMLElement>('[data-col]')?.dataset.col;
  if (row === undefined || col === undefined) return null;
  return { rowIndex: Number(row), colIndex: Number(col) };
}

/**
 * The arrow keys, Home and End move focus from cell to cell of a grid (WAI-ARIA grid pattern,
 * the moves of grid/keyboard.ts): onto the cell's own control (checkbox, link, sort button), or
 * the cell itself where it has none. The grid keeps one Tab stop, the cell focus is on
 * (`roveRow`). Returns whether the key moved focus (the caller then keeps the browser from
 * scrolling).
 */
export function moveGridFocus(
  grid: HTMLElement,
  event: { key: string; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null },
): boolean {
  if (!navigationKeys.has(event.key)) return false;
  const target = event.target as HTMLElement | null;
  // A text field keeps its own arrows and Home / End.
  if (!target || target.closest('input:not([type="checkbox"]), textarea, select')) return false;
  const cell = target.closest<HTMLElement>(
    '[role="gridcell"], [role="rowheader"], [role="columnheader"]',
  );
  const row = cell?.closest<HTMLElement>('[role="row"]');
  if (!cell || !row || !grid.contains(row)) return false;
  const rows = [...grid.querySelectorAll<HTMLElement>('[role="row"][aria-rowindex]')].sort(
    (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
  );
  const cells = cellsOf(row);
  // The header row is row -1 to nextCell; the rows in the DOM are those in view and a few more.
  const next = nextCell({
    rowIndex: rows.indexOf(row) - 1,
    colIndex: cells.indexOf(cell),
    key: event.key,
    ctrlKey: event.ctrlKey || event.metaKey,
    rowCount: rows.length - 1,
    colCount: cells.length,
    pageRows: 10,
  });
  const toRow = next ? rows[next.rowIndex + 1] : undefined;
  const toCell = next && toRow ? cellsOf(toRow)[next.colIndex] : undefined;
  if (!toCell || toCell === cell) return toCell === cell;
  focusTargetOf(toCell).focus();
  return true;
}
