import { useRef } from 'react';
import { useTableDefinition } from '../DefinitionContext';
import { dragWidth, keyWidth } from './resize';

export interface ResizeHandleProps {
  label: string;
  width: number;
  /** The header edge the handle sits on: right, or left for a column pinned right. */
  edge: 'left' | 'right';
  tabIndex: number;
  /** A new width, or null to go back to the column's default. */
  onResize: (width: number | null) => void;
}

/**
 * A column's resize handle: drag it, double-click to reset, or focus it and use the arrow keys
 * (10px), Home/End (the table's narrowest and widest) and Enter (reset). A WAI-ARIA vertical window splitter.
 */
export function ResizeHandle({ label, width, edge, tabIndex, onResize }: ResizeHandleProps) {
  const bounds = useTableDefinition().widthBounds;
  const drag = useRef<{ x: number; width: number } | null>(null);
  const end = () => {
    drag.current = null;
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label}`}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={Number.isFinite(bounds.max) ? bounds.max : undefined}
      aria-valuetext={`${width} pixels`}
      tabIndex={tabIndex}
      className={`resize-handle resize-${edge}`}
      title="Drag to resize, double-click to reset"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width };
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start) return;
        onResize(
          dragWidth({ startWidth: start.width, startX: start.x, x: event.clientX, edge, bounds }),
        );
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onDoubleClick={() => onResize(null)}
      onKeyDown={(event) => {
        const next = keyWidth({ width, key: event.key, bounds });
        if (!next) return;
        event.preventDefault();
        event.stopPropagation();
        onResize(next.width);
      }}
    />
  );
}
