import type { ColumnId } from '../../domain/columns';
import { billsPinnedLeft, billsTable } from '../../bills/definition';
import * as generic from '../../table/columnLayout';

/**
 * The bills list's column layout: the generic table's (src/table/columnLayout.ts), bound to the
 * bills' definition (src/bills/definition.ts), under the names the screen's state uses.
 */
export type ColumnLayout = generic.ColumnLayout<ColumnId>;
export type PinSide = generic.PinSide;
export type PlacedColumn = generic.PlacedColumn<ColumnId>;

/** Invoice screen bounds (spec §9); the selection column is fixed at this width. */
export const minColumnWidth = billsTable.widthBounds.min;
export const maxColumnWidth = billsTable.widthBounds.max;
export const selectionColumnWidth = generic.selectionColumnWidth;

export function getDefaultColumnLayout(): ColumnLayout {
  return generic.defaultColumnLayout(billsTable, billsPinnedLeft);
}

/** Whether a column is shown: as the layout says, else as the column starts (columns.ts). */
export function column_getIsVisible(
  layout: Pick<ColumnLayout, 'columnVisibility'>,
  id: ColumnId,
): boolean {
  return generic.isColumnVisible(billsTable, layout, id);
}

export function column_getWidth(layout: ColumnLayout, id: ColumnId): number {
  return generic.columnWidth(billsTable, layout, id);
}

/** The width a column starts with, and returns to when its size is reset. */
export function column_getDefaultWidth(id: ColumnId): number {
  return generic.defaultColumnWidth(billsTable, id);
}

export const column_getPinned = (layout: ColumnLayout, id: ColumnId) =>
  generic.columnPinned(layout, id);

export const clampWidth = (width: number): number => billsTable.clampWidth(width);

/** Shows a whole column layout (a view's or a link's); the same arrays are kept when unchanged. */
export function columns_set<L extends ColumnLayout>(layout: L, next: Partial<ColumnLayout>): L {
  return generic.setLayout<ColumnId, L>(layout, next);
}

export function table_setVisibility<L extends ColumnLayout>(
  layout: L,
  id: ColumnId,
  visible: boolean,
): L {
  return generic.setVisibility(billsTable, layout, id, visible);
}

export function table_setWidth<L extends ColumnLayout>(
  layout: L,
  id: ColumnId,
  width: number | null,
): L {
  return generic.setWidth(billsTable, layout, id, width);
}

export function table_setPinned<L extends ColumnLayout>(
  layout: L,
  id: ColumnId,
  side: PinSide | false,
): L {
  return generic.setPinned<ColumnId, L>(layout, id, side);
}

/** Moves a column to `toIndex` within the full order. */
export function table_moveColumn<L extends ColumnLayout>(
  layout: L,
  id: ColumnId,
  toIndex: number,
): L {
  return generic.moveColumn<ColumnId, L>(layout, id, toIndex);
}

/**
 * The visible columns in screen order (left-pinned, centre, right-pinned) with their widths and
 * sticky offsets; the selection column (width 32) always comes first on the left.
 */
export function getPlacedColumns(layout: ColumnLayout): {
  placed: PlacedColumn[];
  totalWidth: number;
} {
  return generic.placeColumns(billsTable, layout);
}
