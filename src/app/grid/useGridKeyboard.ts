import { useCallback, type KeyboardEvent } from 'react';
import type { Invoice } from '../../domain/invoice';
import type { OpenBill } from '../bill/billLink';
import type { GridGroups } from './gridGroups';
import { groupKey } from './groupKeys';
import type { useActiveCell } from './useActiveCell';
import { useGridKeys } from './useGridKeys';

export interface GridKeyboardOptions {
  gridElement: HTMLDivElement | null;
  /** The grid's active cell (useActiveCell). */
  focus: ReturnType<typeof useActiveCell>;
  rowCount: number;
  /** The ids of the columns in their places, after the selection column. */
  placed: readonly { id: string }[];
  getRow: (index: number) => Invoice | undefined;
  onToggle: (id: number) => void;
  /** Starts editing a row's Reference cell. */
  onEdit: (rowIndex: number) => void;
  onOpenBill?: (bill: OpenBill) => void;
  groups?: GridGroups;
}

/**
 * The grid's keyboard as one handler: the grid pattern's keys (useGridKeys), and in a grouped
 * table first the tree's (a group's header opens, closes and moves into its bills, groupKeys.ts).
 */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { gridElement, focus, rowCount, placed, getRow, onToggle, onOpenBill, groups } = options;
  const { active, moveTo } = focus;
  const onKeyDown = useGridKeys({
    gridElement,
    active: focus.active,
    rowCount,
    colCount: placed.length + 1,
    pageRows: focus.pageRows,
    moveTo: focus.moveTo,
    isEditable: useCallback((col: number) => placed[col - 1]?.id === 'reference', [placed]),
    onToggleRow: useCallback(
      (index: number) => {
        const invoice = getRow(index);
        if (invoice) onToggle(invoice.id);
      },
      [getRow, onToggle],
    ),
    onEdit: options.onEdit,
    onOpen: useCallback(
      (index: number) => {
        const invoice = getRow(index);
        if (invoice) onOpenBill?.({ id: invoice.id, number: invoice.number });
      },
      [getRow, onOpenBill],
    ),
  });
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (groups && !event.defaultPrevented && !event.altKey && !event.ctrlKey) {
        const move = groupKey(event.key, active, groups.getItem);
        if (move) {
          event.preventDefault();
          if (move.kind === 'toggle') groups.onToggleGroup(move.key, move.open);
          else moveTo({ rowIndex: move.rowIndex, colIndex: active.colIndex });
          return;
        }
      }
      onKeyDown(event);
    },
    [groups, active, moveTo, onKeyDown],
  );
}
