import { useCallback, type KeyboardEvent } from 'react';
import { cellCommand, nextCell, type CellPosition } from '../../table/grid/keyboard';

export interface GridKeysOptions {
  gridElement: HTMLDivElement | null;
  active: CellPosition;
  rowCount: number;
  colCount: number;
  pageRows: () => number;
  moveTo: (cell: CellPosition) => void;
  isEditable: (colIndex: number) => boolean;
  onToggleRow: (rowIndex: number) => void;
  onEdit: (rowIndex: number) => void;
  /** Enter on a cell that does not edit: the row's detail. */
  onOpen?: (rowIndex: number) => void;
}

/**
 * The grid's keyboard (WAI-ARIA grid pattern): arrows, Home/End (Ctrl for first/last row) and
 * PageUp/PageDown move the active cell; Space selects the row; Enter or F2 edits a Reference.
 * Keys meant for a field, a resize handle or the column menu are left to them.
 */
export function useGridKeys(options: GridKeysOptions) {
  const { gridElement, active, rowCount, colCount, pageRows, moveTo } = options;
  const { isEditable, onToggleRow, onEdit, onOpen } = options;
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target;
      if (event.defaultPrevented || event.altKey || !(target instanceof HTMLElement)) return;
      if (!gridElement?.contains(target)) return;
      if (target.matches('input[type="text"], [role="separator"]')) return;
      const next = nextCell({
        ...active,
        key: event.key,
        ctrlKey: event.ctrlKey || event.metaKey,
        rowCount,
        colCount,
        pageRows: pageRows(),
      });
      if (next) {
        event.preventDefault();
        moveTo(next);
        return;
      }
      // A checkbox toggles itself on Space.
      if (event.key === ' ' && target.matches('input[type="checkbox"]')) return;
      const command = cellCommand({
        key: event.key,
        rowIndex: active.rowIndex,
        editable: isEditable(active.colIndex),
      });
      if (!command || (command === 'open' && !onOpen)) return;
      // Enter on the row's checkbox or a column menu button is theirs.
      if (command === 'open' && target.matches('input, button')) return;
      event.preventDefault();
      if (command === 'toggleRow') onToggleRow(active.rowIndex);
      else if (command === 'open') onOpen?.(active.rowIndex);
      else onEdit(active.rowIndex);
    },
    [
      gridElement,
      active,
      rowCount,
      colCount,
      pageRows,
      moveTo,
      isEditable,
      onToggleRow,
      onEdit,
      onOpen,
    ],
  );
}
