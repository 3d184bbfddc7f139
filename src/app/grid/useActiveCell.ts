import { getScaledGeometry } from '../virtual/scaledWindow';
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import type { PlacedColumn } from '../state/columns';
import { columnKeyAt, locateCell, revealCell, type ActiveCell } from '../../table/grid/geometry';
import type { CellPosition } from '../../table/grid/keyboard';

/** The header row's height in px; the grid's CSS uses the same value. */
export const headerHeight = 38;

export interface ActiveCellOptions {
  gridElement: HTMLDivElement | null;
  placed: PlacedColumn[];
  rowCount: number;
  rowHeight: number;
}

function cellOf(target: Element): CellPosition | null {
  const row = target.closest<HTMLElement>('[data-row]')?.dataset.row;
  const col = target.closest<HTMLElement>('[data-col]')?.dataset.col;
  if (row === undefined || col === undefined) return null;
  return { rowIndex: Number(row), colIndex: Number(col) };
}

/**
 * The grid's one active cell (roving tabindex), kept as state rather than a DOM node so it
 * survives the windowed list unmounting and remounting rows. Moving scrolls the cell into view;
 * each rendered row then calls `claimFocus` on its focus target, which takes focus only while
 * the person is working in the grid.
 */
export function useActiveCell({ gridElement, placed, rowCount, rowHeight }: ActiveCellOptions) {
  const [stored, setStored] = useState<ActiveCell>({ rowIndex: 0, column: 'select', colIndex: 0 });
  const wantsFocus = useRef(false);
  const active = locateCell(stored, placed, rowCount);

  const moveTo = useCallback(
    (cell: CellPosition) => {
      setStored({ ...cell, column: columnKeyAt(placed, cell.colIndex) });
      wantsFocus.current = true;
      if (!gridElement) return;
      const next = revealCell({
        cell,
        placed,
        rowHeight,
        headerHeight,
        scale: getScaledGeometry({
          rowCount,
          rowHeight,
          viewportHeight: gridElement.clientHeight - headerHeight,
        }).scale,
        viewport: {
          scrollTop: gridElement.scrollTop,
          scrollLeft: gridElement.scrollLeft,
          width: gridElement.clientWidth,
          height: gridElement.clientHeight,
        },
      });
      gridElement.scrollTo({ top: next.scrollTop, left: next.scrollLeft, behavior: 'instant' });
    },
    [gridElement, placed, rowHeight, rowCount],
  );

  const claimFocus = useCallback(
    (target: HTMLElement | null | undefined) => {
      if (!target || !wantsFocus.current || !gridElement) return;
      const current = document.activeElement;
      if (current === target) return;
      // Another control of the same cell (a header's menu button or resize handle) keeps focus.
      const cell = target.closest('[data-col]');
      if (current && current !== cell && cell?.contains(current)) return;
      if (current && current !== document.body && !gridElement.contains(current)) return;
      target.focus({ preventScroll: true });
    },
    [gridElement],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target;
      // Events from portals (the column menu) bubble here through React but are not ours.
      if (!gridElement?.contains(target)) return;
      wantsFocus.current = true;
      if (target === gridElement) {
        moveTo(active);
        return;
      }
      const cell = cellOf(target);
      if (cell && (cell.rowIndex !== active.rowIndex || cell.colIndex !== active.colIndex)) {
        setStored({ ...cell, column: columnKeyAt(placed, cell.colIndex) });
      }
    },
    [gridElement, active, moveTo, placed],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !gridElement?.contains(next)) wantsFocus.current = false;
    },
    [gridElement],
  );

  /** Asks for focus back in the grid (after an edit closes or a column menu hid its column). */
  const refocus = useCallback(() => {
    wantsFocus.current = true;
  }, []);

  /** Leaves focus where the person put it (an edit closed by a click on another cell). */
  const release = useCallback(() => {
    wantsFocus.current = false;
  }, []);

  /** About one screenful of rows, for PageUp and PageDown. */
  const pageRows = useCallback(
    () =>
      gridElement
        ? Math.max(1, Math.floor((gridElement.clientHeight - headerHeight) / rowHeight) - 1)
        : 10,
    [gridElement, rowHeight],
  );

  return { active, moveTo, claimFocus, onFocus, onBlur, refocus, release, pageRows };
}
