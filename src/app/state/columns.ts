import { columns, getColumn, type ColumnId } from '../../domain/columns';

/** Column layout: order, visibility, pinning, sizes. Never reaches SQL. */
export interface ColumnLayout {
  columnOrder: ColumnId[];
  columnVisibility: Partial<Record<ColumnId, boolean>>;
  columnPinning: { left: ColumnId[]; right: ColumnId[] };
  columnSizing: Partial<Record<ColumnId, number>>;
}

export type PinSide = 'left' | 'right';

/** Invoice screen bounds (spec §9); the selection column is fixed at this width. */
export const minColumnWidth = 32;
export const maxColumnWidth = 800;
export const selectionColumnWidth = 32;

export function getDefaultColumnLayout(): ColumnLayout {
  return {
    columnOrder: columns.map((c) => c.id),
    columnVisibility: {},
    columnPinning: { left: ['from'], right: [] },
    columnSizing: {},
  };
}

/** Whether a column is shown: as the layout says, else as the column starts (columns.ts). */
export function column_getIsVisible(
  layout: Pick<ColumnLayout, 'columnVisibility'>,
  id: ColumnId,
): boolean {
  const column = getColumn(id);
  return !column.hideable || (layout.columnVisibility[id] ?? column.hiddenByDefault !== true);
}

export function column_getWidth(layout: ColumnLayout, id: ColumnId): number {
  return layout.columnSizing[id] ?? column_getDefaultWidth(id);
}

/** The width a column starts with, and returns to when its size is reset. */
export function column_getDefaultWidth(id: ColumnId): number {
  return getColumn(id).width;
}

export function column_getPinned(layout: ColumnLayout, id: ColumnId): PinSide | false {
  if (layout.columnPinning.left.includes(id)) return 'left';
  if (layout.columnPinning.right.includes(id)) return 'right';
  return false;
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));
}

/** Shows a whole column layout (a view's or a link's); the same arrays are kept when unchanged. */
export function columns_set<L extends ColumnLayout>(layout: L, next: Partial<ColumnLayout>): L {
  const changed = (Object.keys(next) as (keyof ColumnLayout)[]).some((k) => next[k] !== layout[k]);
  return changed ? { ...layout, ...next } : layout;
}

export function table_setVisibility(layout: ColumnLayout, id: ColumnId, visible: boolean) {
  const column = getColumn(id);
  if (!column.hideable) return layout;
  const columnVisibility = { ...layout.columnVisibility };
  // Only a difference from how the column starts is kept, so a layout reads the same later.
  if (visible === (column.hiddenByDefault !== true)) delete columnVisibility[id];
  else columnVisibility[id] = visible;
  return { ...layout, columnVisibility };
}

export function table_setWidth(layout: ColumnLayout, id: ColumnId, width: number | null) {
  const columnSizing = { ...layout.columnSizing };
  if (width === null) delete columnSizing[id];
  else columnSizing[id] = clampWidth(width);
  return { ...layout, columnSizing };
}

export function table_setPinned(layout: ColumnLayout, id: ColumnId, side: PinSide | false) {
  const left = layout.columnPinning.left.filter((c) => c !== id);
  const right = layout.columnPinning.right.filter((c) => c !== id);
  if (side === 'left') left.push(id);
  if (side === 'right') right.unshift(id);
  return { ...layout, columnPinning: { left, right } };
}

/** Moves a column to `toIndex` within the full order. */
export function table_moveColumn(layout: ColumnLayout, id: ColumnId, toIndex: number) {
  const order = layout.columnOrder.filter((c) => c !== id);
  const index = Math.max(0, Math.min(order.length, toIndex));
  order.splice(index, 0, id);
  return { ...layout, columnOrder: order };
}

export interface PlacedColumn {
  id: ColumnId;
  width: number;
  pinned: PinSide | false;
  /** Sticky offset from the pinned edge (left or right), in px. */
  offset: number;
}

/**
 * The visible columns in screen order (left-pinned, centre, right-pinned) with their widths and
 * sticky offsets; the selection column (width 32) always comes first on the left.
 */
export function getPlacedColumns(layout: ColumnLayout): {
  placed: PlacedColumn[];
  totalWidth: number;
} {
  const visible = layout.columnOrder.filter((id) => column_getIsVisible(layout, id));
  // Within each pinned group columns keep the column order, so dragging reorders them too.
  const left = visible.filter((id) => layout.columnPinning.left.includes(id));
  const right = visible.filter((id) => layout.columnPinning.right.includes(id));
  const centre = visible.filter((id) => !left.includes(id) && !right.includes(id));
  const placed: PlacedColumn[] = [];
  let leftOffset = selectionColumnWidth;
  for (const id of left) {
    const width = column_getWidth(layout, id);
    placed.push({ id, width, pinned: 'left', offset: leftOffset });
    leftOffset += width;
  }
  for (const id of centre) {
    placed.push({ id, width: column_getWidth(layout, id), pinned: false, offset: 0 });
  }
  let rightOffset = 0;
  const rightPlaced: PlacedColumn[] = [];
  for (const id of [...right].reverse()) {
    const width = column_getWidth(layout, id);
    rightPlaced.unshift({ id, width, pinned: 'right', offset: rightOffset });
    rightOffset += width;
  }
  placed.push(...rightPlaced);
  const totalWidth = placed.reduce((sum, c) => sum + c.width, selectionColumnWidth);
  return { placed, totalWidth };
}
