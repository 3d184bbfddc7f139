/**
 * The column catalogue: the closed list of columns a query may name, and how the screen shows,
 * sorts and filters each. Nothing a user types becomes an SQL identifier: src/sql maps each id
 * to its stored column (src/sql/compile/columns.ts).
 */
export const columnIds = [
  'from',
  'status',
  'number',
  'reference',
  'date',
  'dueDate',
  'total',
  'paid',
  'due',
  'overdueBy',
  'notes',
] as const;
export type ColumnId = (typeof columnIds)[number];

/** How a column may be filtered: which operators, over what kind of value. */
export type FilterKind = 'oneOf' | 'date' | 'amount' | 'days' | 'text';
export type ColumnType = 'text' | 'status' | 'date' | 'money' | 'days';

export interface ColumnDef {
  id: ColumnId;
  /** Header text, word for word (DESIGN.md, Column headers). */
  label: string;
  type: ColumnType;
  sortable: boolean;
  filter: FilterKind | null;
  /** Part of the FTS index that search matches against. */
  searchable: boolean;
  editable: boolean;
  hideable: boolean;
  width: number;
  align: 'start' | 'center' | 'end';
  /**
   * Hidden until a person shows it (Columns menu, a view or a link): a column most bills would
   * only repeat. Absent: shown.
   */
  hiddenByDefault?: true;
}

export const columns: readonly ColumnDef[] = [
  {
    id: 'from',
    label: 'From',
    type: 'text',
    sortable: true,
    filter: 'oneOf',
    searchable: true,
    editable: false,
    hideable: false,
    width: 200,
    align: 'start',
  },
  {
    id: 'status',
    label: 'Status',
    type: 'status',
    sortable: true,
    filter: 'oneOf',
    searchable: false,
    editable: false,
    hideable: true,
    width: 90,
    align: 'start',
  },
  // The bill's own number (INV-… for the sample, InvoiceNumber of Xero's file), found by search.
  // A sample bill's Reference starts as its number, so the column starts hidden.
  {
    id: 'number',
    label: 'Number',
    type: 'text',
    sortable: true,
    filter: 'text',
    searchable: true,
    editable: false,
    hideable: true,
    hiddenByDefault: true,
    width: 130,
    align: 'start',
  },
  {
    id: 'reference',
    label: 'Reference',
    type: 'text',
    sortable: true,
    filter: null,
    searchable: true,
    editable: true,
    hideable: true,
    // Room for a million's number (INV-1000000) beside the link that opens the bill.
    width: 150,
    align: 'start',
  },
  {
    id: 'date',
    label: 'Date',
    type: 'date',
    sortable: true,
    filter: 'date',
    searchable: false,
    editable: false,
    hideable: true,
    width: 120,
    align: 'start',
  },
  {
    id: 'dueDate',
    label: 'Due',
    type: 'date',
    sortable: true,
    filter: 'date',
    searchable: false,
    editable: false,
    hideable: true,
    width: 120,
    align: 'start',
  },
  {
    id: 'total',
    label: 'Total',
    type: 'money',
    sortable: true,
    filter: 'amount',
    searchable: false,
    editable: false,
    hideable: true,
    width: 120,
    align: 'end',
  },
  {
    id: 'paid',
    label: 'Paid',
    type: 'money',
    sortable: true,
    filter: 'amount',
    searchable: false,
    editable: false,
    hideable: true,
    width: 120,
    align: 'end',
  },
  {
    id: 'due',
    label: 'Amount due',
    type: 'money',
    sortable: true,
    filter: 'amount',
    searchable: false,
    editable: false,
    hideable: true,
    width: 130,
    align: 'end',
  },
  {
    id: 'overdueBy',
    label: 'Overdue by',
    type: 'days',
    sortable: true,
    filter: 'days',
    searchable: false,
    editable: false,
    hideable: true,
    width: 120,
    align: 'end',
  },
  {
    id: 'notes',
    label: 'Notes',
    type: 'text',
    sortable: true,
    filter: null,
    searchable: true,
    editable: false,
    hideable: true,
    width: 280,
    align: 'start',
  },
];

const byId = new Map<string, ColumnDef>(columns.map((c) => [c.id, c]));

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === 'string' && byId.has(value);
}

export function getColumn(id: ColumnId): ColumnDef {
  const column = byId.get(id);
  if (!column) throw new Error(`Unknown column ${id}`);
  return column;
}
