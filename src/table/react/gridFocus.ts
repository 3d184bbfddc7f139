import { nextCell } from '../grid/keyboard';

const cellRoles = new Set(['gridcell', 'rowheader', 'columnheader']);
const navigationKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

function cellsOf(row: Element): HTMLElement[] {
  return [...row.children].filter((c): c is HTMLElement =>
    cellRoles.has(c.getAttribute('role') ?? ''),
  );
}

/**
 * The arrow keys, Home and End move focus from cell to cell of a grid (WAI-ARIA grid pattern,
 * the moves of grid/keyboard.ts): onto the cell's own control (checkbox, link, sort button), or
 * the cell itself where it has none. Every control stays reachable by Tab too. Returns whether
 * the key moved focus (the caller then keeps the browser from scrolling).
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
  const control = toCell.querySelector<HTMLElement>('input, a[href], button');
  if (control) control.focus();
  else {
    toCell.tabIndex = -1;
    toCell.focus();
  }
  return true;
}
