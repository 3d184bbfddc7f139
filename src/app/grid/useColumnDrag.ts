import { useCallback, useMemo, useState, type Dispatch, type DragEvent } from 'react';
import type { ColumnId } from '../../domain/columns';
import type { TableAction } from '../state/actions';
import type { ColumnLayout } from '../state/columns';
import { dropIndex, dropSide, type DropSide } from '../../table/grid/reorder';

interface DragState {
  column: ColumnId;
  over: ColumnId | null;
  side: DropSide;
}

/**
 * Reordering columns by dragging a header onto another (HTML5 drag and drop). The header being
 * hovered shows on which side the column will land; a drop dispatches moveColumn.
 */
export function useColumnDrag(layout: ColumnLayout, dispatch: Dispatch<TableAction>) {
  const [drag, setDrag] = useState<DragState | null>(null);

  const target = useCallback(
    (event: DragEvent<HTMLElement>, over: ColumnId) => {
      if (!drag) return null;
      const rect = event.currentTarget.getBoundingClientRect();
      const side = dropSide({ x: event.clientX, left: rect.left, width: rect.width });
      const toIndex = dropIndex(layout, drag.column, over, side);
      return toIndex === null ? null : { side, toIndex };
    },
    [drag, layout],
  );

  const sourceProps = useCallback(
    (column: ColumnId) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', column);
        setDrag({ column, over: null, side: 'before' });
      },
      onDragEnd: () => setDrag(null),
    }),
    [],
  );

  const targetProps = useCallback(
    (column: ColumnId) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        const found = target(event, column);
        if (!found || !drag) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        // From the latest state: a dragleave from a child of this header may have just cleared it.
        setDrag((d) =>
          d && (d.over !== column || d.side !== found.side)
            ? { ...d, over: column, side: found.side }
            : d,
        );
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Moving between this header's own parts is not leaving it.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        setDrag((d) => (d && d.over === column ? { ...d, over: null } : d));
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const found = target(event, column);
        setDrag(null);
        if (!found || !drag) return;
        event.preventDefault();
        dispatch({ type: 'moveColumn', column: drag.column, toIndex: found.toIndex });
      },
    }),
    [target, drag, dispatch],
  );

  /** Which side of this header a dragged column would land on, if it is the one hovered. */
  const dropHint = useCallback(
    (column: ColumnId): DropSide | null => (drag?.over === column ? drag.side : null),
    [drag],
  );

  // One object while nothing is dragged, so memoised headers skip re-rendering.
  const dragging = drag?.column ?? null;
  return useMemo(
    () => ({ sourceProps, targetProps, dropHint, dragging }),
    [sourceProps, targetProps, dropHint, dragging],
  );
}

export type ColumnDrag = ReturnType<typeof useColumnDrag>;
