import type { ResolvedTable } from './definition';

/**
 * A table's column layout: order, visibility, pinning, sizes (spec §4). Never reaches SQL. Every
 * function takes the table whose columns it lays out, so any list's layout works the same way.
 */
export interface ColumnLayout<Id extends string = string> {
  columnOrder: Id[];
  columnVisibility: Partial<Record<Id, boolean>>;
  columnPinning: { left: Id[]; right: Id[] };
  columnSizing: Partial<Record<Id, number>>;
}

export type PinSide = 'left' | 'right';

/** The selection column, first on the left, is this wide in every table. */
export const selectionColumnWidth = 32;

type Table<Id extends string> = Pick<
  ResolvedTable<Id, unknown, unknown>,
  'columns' | 'column' | 'clampWidth'
>;

/** Every column in its declared order, none pinned unless `pinnedLeft` says, none resized. */
export function defaultColumnLayout<Id extends string>(
  table: Table<Id>,
  pinnedLeft: readonly Id[] = [],
): ColumnLayout<Id> {
  return {
    columnOrder: table.columns.map((c) => c.id),
    columnVisibility: {},
    columnPinning: { left: [...pinnedLeft], right: [] },
    columnSizing: {},
  };
}

/** Whether a column is shown: as the layout says, else as the column starts. */
export function isColumnVisible<Id extends string>(
  table: Table<Id>,
  layout: Pick<ColumnLayout<Id>, 'columnVisibility'>,
  id: Id,
): boolean {
  const column = table.column(id);
  return !column.hideable || (layout.columnVisibility[id] ?? column.hiddenByDefault !== true);
}

/** The width a column starts with, and returns to when its size is reset. */
export function defaultColumnWidth<Id extends string>(table: Table<Id>, id: Id): number {
  return table.column(id).width;
}

export function columnWidth<Id extends string>(
  table: Table<Id>,
  layout: ColumnLayout<Id>,
  id: Id,
): number {
  return layout.columnSizing[id] ?? defaultColumnWidth(table, id);
}

export function columnPinned<Id extends string>(layout: ColumnLayout<Id>, id: Id): PinSide | false {
  if (layout.columnPinning.left.includes(id)) return 'left';
  if (layout.columnPinning.right.includes(id)) return 'right';
  return false;
}

/** Shows a whole column layout (a view's or a link's); the same arrays are kept when unchanged. */
export function setLayout<Id extends string, L extends ColumnLayout<Id>>(
  layout: L,
  next: Partial<ColumnLayout<Id>>,
): L {
  const changed = (Object.keys(next) as (keyof ColumnLayout<Id>)[]).some(
    (k) => next[k] !== layout[k],
  );
  return changed ? { ...layout, ...next } : layout;
}

export function setVisibility<Id extends string, L extends ColumnLayout<Id>>(
  table: Table<Id>,
  layout: L,
  id: Id,
  visible: boolean,
): L {
  const column = table.column(id);
  if (!column.hideable) return layout;
  const columnVisibility = { ...layout.columnVisibility };
  // Only a difference from how the column starts is kept, so a layout reads the same later.
  if (visible === (column.hiddenByDefault !== true)) delete columnVisibility[id];
  else columnVisibility[id] = visible;
  return { ...layout, columnVisibility };
}

export function setWidth<Id extends string, L extends ColumnLayout<Id>>(
  table: Table<Id>,
  layout: L,
  id: Id,
  width: number | null,
): L {
  const columnSizing = { ...layout.columnSizing };
  if (width === null) delete columnSizing[id];
  else columnSizing[id] = table.clampWidth(width);
  return { ...layout, columnSizing };
}

export function setPinned<Id extends string, L extends ColumnLayout<Id>>(
  layout: L,
  id: Id,
  side: PinSide | false,
): L {
  const left = layout.columnPinning.left.filter((c) => c !== id);
  const right = layout.columnPinning.right.filter((c) => c !== id);
  if (side === 'left') left.push(id);
  if (side === 'right') right.unshift(id);
  return { ...layout, columnPinning: { left, right } };
}

/** Moves a column to `toIndex` within the full order. */
export function moveColumn<Id extends string, L extends ColumnLayout<Id>>(
  layout: L,
  id: Id,
  toIndex: number,
): L {
  const order = layout.columnOrder.filter((c) => c !== id);
  const index = Math.max(0, Math.min(order.length, toIndex));
  order.splice(index, 0, id);
  return { ...layout, columnOrder: order };
}

export interface PlacedColumn<Id extends string = string> {
  id: Id;
  width: number;
  pinned: PinSide | false;
  /** Sticky offset from the pinned edge (left or right), in px. */
  offset: number;
}

/**
 * The visible columns in screen order (left-pinned, centre, right-pinned) with their widths and
 * sticky offsets; the selection column always comes first on the left.
 */
export function placeColumns<Id extends string>(
  table: Table<Id>,
  layout: ColumnLayout<Id>,
): { placed: PlacedColumn<Id>[]; totalWidth: number } {
  const visible = layout.columnOrder.filter((id) => isColumnVisible(table, layout, id));
  // Within each pinned group columns keep the column order, so dragging reorders them too.
  const left = visible.filter((id) => layout.columnPinning.left.includes(id));
  const right = visible.filter((id) => layout.columnPinning.right.includes(id));
  const centre = visible.filter((id) => !left.includes(id) && !right.includes(id));
  const placed: PlacedColumn<Id>[] = [];
  let leftOffset = selectionColumnWidth;
  for (const id of left) {
    const width = columnWidth(table, layout, id);
    placed.push({ id, width, pinned: 'left', offset: leftOffset });
    leftOffset += width;
  }
  for (const id of centre) {
    placed.push({ id, width: columnWidth(table, layout, id), pinned: false, offset: 0 });
  }
  let rightOffset = 0;
  const rightPlaced: PlacedColumn<Id>[] = [];
  for (const id of [...right].reverse()) {
    const width = columnWidth(table, layout, id);
    rightPlaced.unshift({ id, width, pinned: 'right', offset: rightOffset });
    rightOffset += width;
  }
  placed.push(...rightPlaced);
  const totalWidth = placed.reduce((sum, c) => sum + c.width, selectionColumnWidth);
  return { placed, totalWidth };
}
