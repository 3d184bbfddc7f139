import { useCallback, useMemo, useState, type DragEvent } from 'react';
import type { ColumnLayout } from '../columnLayout';
import { dropIndex, dropSide, type DropSide } from '../grid/reorder';

interface DragState<Id extends string> {
  column: Id;
  over: Id | null;
  side: DropSide;
}

/** What a drop asks of a list's reducer. */
export interface MoveColumnAction<Id extends string> {
  type: 'moveColumn';
  column: Id;
  toIndex: number;
}

/**
 * Reordering columns by dragging a header onto another (HTML5 drag and drop). The header being
 * hovered shows on which side the column will land; a drop dispatches moveColumn.
 */
export function useColumnDrag<Id extends string>(
  layout: ColumnLayout<Id>,
  dispatch: (action: MoveColumnAction<Id>) => void,
): ColumnDrag<Id> {
  const [drag, setDrag] = useState<DragState<Id> | null>(null);

  const target = useCallback(
    (event: DragEvent<HTMLElement>, over: Id) => {
      if (!drag) return null;
      const rect = event.currentTarget.getBoundingClientRect();
      const side = dropSide({ x: event.clientX, left: rect.left, width: rect.width });
      const toIndex = dropIndex(layout, drag.column, over, side);
      return toIndex === null ? null : { side, toIndex };
    },
    [drag, layout],
  );

  const sourceProps = useCallback(
    (column: Id) => ({
      draggable: true as const,
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
    (column: Id) => ({
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
    (column: Id): DropSide | null => (drag?.over === column ? drag.side : null),
    [drag],
  );

  // One object while nothing is dragged, so memoised headers skip re-rendering.
  const dragging = drag?.column ?? null;
  return useMemo(
    () => ({ sourceProps, targetProps, dropHint, dragging }),
    [sourceProps, targetProps, dropHint, dragging],
  );
}

export interface ColumnDrag<Id extends string = string> {
  /** Props of a header's drag handle (its sort button). */
  sourceProps: (column: Id) => {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** Props of a header a column may be dropped on. */
  targetProps: (column: Id) => {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  dropHint: (column: Id) => DropSide | null;
  /** The column being dragged, if any. */
  dragging: Id | null;
}
