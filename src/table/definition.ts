/**
 * A table of records, declared as data (issue 27): what a list of some kind of record shows and
 * lets a person do, from which the generic parts (grid, column menus, layouts, pager) are built.
 * Nothing here names a kind of record: each list declares its own (src/bills, src/suppliers).
 */

import type { FilterKind } from './filters';

/** Where a cell's content sits (spec §3, Column definition). */
export type Align = 'start' | 'center' | 'end';

/** A column of a table: its header, its width and what a person may do with it. */
export interface ColumnDefinition<Id extends string = string> {
  id: Id;
  /** Header text, word for word. */
  header: string;
  /** The width it starts with, in CSS pixels: the table's default where left out. */
  width?: number;
  /** Alignment of its header and cells: start where left out. */
  align?: Align;
  /** A person may hide it (Columns menu): yes where left out. */
  hideable?: boolean;
  /** Starts hidden until a person shows it. */
  hiddenByDefault?: boolean;
  /** A person may pin it left or right: yes where left out. */
  pinnable?: boolean;
  /** A person may sort by it: yes where left out. */
  sortable?: boolean;
  /** A person may change its value in a cell: no where left out. */
  editable?: boolean;
  /** Search looks at it: no where left out. */
  searchable?: boolean;
  /** Its text, when cut short, shows whole on hover and on focus (grid/overflow.ts): no where left out. */
  wholeOnHover?: boolean;
  /** How a person filters on it (filters.ts): not at all where left out. */
  filter?: FilterKind;
}

/** A built-in view: a name for a set of filters and, if it has one, an order (spec §3, View). */
export interface ViewDefinition<Filter, Sort = never> {
  id: string;
  label: string;
  filters?: readonly Filter[];
  sort?: readonly Sort[];
}

/** A bulk action on the selected rows: a command as data, run by the list's own code. */
export interface BulkActionDefinition<Command extends string = string> {
  id: Command;
  label: string;
  /** It can be taken back (an Undo is offered after it). */
  undoable: boolean;
}

/** The bounds a column's width keeps to, whichever column (spec §9). */
export interface WidthBounds {
  min: number;
  max: number;
}

export interface TableDefinition<
  Id extends string = string,
  Filter = unknown,
  Sort = never,
  Command extends string = string,
> {
  /** The grid's accessible name and the word for its rows: 'Invoices'. */
  name: string;
  /** What the empty grid says when nothing matches: 'No invoices match'. */
  noneMatch: string;
  columns: readonly ColumnDefinition<Id>[];
  views: readonly ViewDefinition<Filter, Sort>[];
  bulkActions?: readonly BulkActionDefinition<Command>[];
  /** The columns whose sums the footer shows. */
  footerSums?: readonly Id[];
  /** The page sizes offered, and the one a table starts with. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Every column's width bounds. */
  widthBounds?: Partial<WidthBounds>;
}

/**
 * What a table takes where its definition is silent (spec §9): a page of 10, columns 150 px wide
 * and no narrower than 20. The specification gives a generic table no maximum width.
 */
export const tableDefaults = {
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  columnWidth: 150,
  widthBounds: { min: 20, max: Number.POSITIVE_INFINITY },
} as const;

/** A column with every default filled in. */
export type ResolvedColumn<Id extends string> = Required<
  Omit<ColumnDefinition<Id>, 'hiddenByDefault' | 'filter'>
> &
  Pick<ColumnDefinition<Id>, 'hiddenByDefault' | 'filter'>;

/** A table definition with every default filled in, and its columns found by id. */
export interface ResolvedTable<
  Id extends string = string,
  Filter = unknown,
  Sort = never,
  Command extends string = string,
> extends Required<Omit<TableDefinition<Id, Filter, Sort, Command>, 'columns' | 'widthBounds'>> {
  columns: readonly ResolvedColumn<Id>[];
  columnIds: readonly Id[];
  widthBounds: WidthBounds;
  /** Whether a value names one of its columns (a stored layout or a link may name any). */
  isColumnId(value: unknown): value is Id;
  /** A column by id; an id the table does not have is a programming error, and throws. */
  column(id: Id): ResolvedColumn<Id>;
  /** A width kept within the table's bounds, in whole pixels. */
  clampWidth(width: number): number;
}

/**
 * Fills in what a definition leaves out, and refuses one that contradicts itself: two columns
 * with one id, a default page size it does not offer, a column's width outside the bounds.
 */
export function defineTable<Id extends string, Filter, Sort, Command extends string>(
  definition: TableDefinition<Id, Filter, Sort, Command>,
): ResolvedTable<Id, Filter, Sort, Command> {
  const widthBounds = { ...tableDefaults.widthBounds, ...definition.widthBounds };
  const clampWidth = (width: number) =>
    Math.round(Math.min(widthBounds.max, Math.max(widthBounds.min, width)));
  const columns = definition.columns.map((c): ResolvedColumn<Id> => ({
    id: c.id,
    header: c.header,
    width: c.width ?? tableDefaults.columnWidth,
    align: c.align ?? 'start',
    hideable: c.hideable ?? true,
    hiddenByDefault: c.hiddenByDefault,
    pinnable: c.pinnable ?? true,
    sortable: c.sortable ?? true,
    editable: c.editable ?? false,
    searchable: c.searchable ?? false,
    wholeOnHover: c.wholeOnHover ?? false,
    filter: c.filter,
  }));
  const byId = new Map(columns.map((c) => [c.id as string, c]));
  if (byId.size !== columns.length) throw new Error(`${definition.name}: two columns share an id`);
  for (const c of columns)
    if (clampWidth(c.width) !== c.width)
      throw new Error(`${definition.name}: column ${c.id} starts outside its width bounds`);
  const pageSizes = definition.pageSizes ?? tableDefaults.pageSizes;
  const defaultPageSize = definition.defaultPageSize ?? tableDefaults.defaultPageSize;
  if (!pageSizes.includes(defaultPageSize))
    throw new Error(`${definition.name}: default page size ${defaultPageSize} is not offered`);
  const isColumnId = (value: unknown): value is Id => typeof value === 'string' && byId.has(value);
  return {
    name: definition.name,
    noneMatch: definition.noneMatch,
    columns,
    columnIds: columns.map((c) => c.id),
    views: definition.views,
    bulkActions: definition.bulkActions ?? [],
    footerSums: definition.footerSums ?? [],
    pageSizes,
    defaultPageSize,
    widthBounds,
    isColumnId,
    column(id) {
      const column = byId.get(id);
      if (!column) throw new Error(`${definition.name} has no column ${id}`);
      return column;
    },
    clampWidth,
  };
}
