import { defineTable } from '../table/definition';
import { columns, type ColumnId } from '../domain/columns';
import { builtInViews } from '../domain/views';
import { pageSizes, type Filter, type PageSize, type SortKey } from '../domain/query';

/** The columns whose text may be cut short, and then shows whole on hover and on focus. */
const cutShortShownWhole: ReadonlySet<ColumnId> = new Set(['from', 'reference', 'notes']);

/** The bills' own page size (spec §9: the invoice screen uses 20, a generic table 10). */
export const billsPageSize: PageSize = 20;

/**
 * The bills list, declared as a table of records (src/table): its columns as the column
 * catalogue gives them (src/domain/columns.ts), its five views, its bulk actions (run by
 * src/app/bulk/bulkActions.ts), what its footer sums, and its own page size and width bounds.
 */
export const billsTable = defineTable<
  ColumnId,
  Filter,
  SortKey,
  'approve' | 'mark-paid' | 'delete'
>({
  name: 'Invoices',
  noneMatch: 'No invoices match.',
  columns: columns.map((c) => ({
    id: c.id,
    header: c.label,
    width: c.width,
    align: c.align,
    hideable: c.hideable,
    hiddenByDefault: c.hiddenByDefault,
    sortable: c.sortable,
    editable: c.editable,
    searchable: c.searchable,
    wholeOnHover: cutShortShownWhole.has(c.id),
  })),
  views: builtInViews,
  bulkActions: [
    { id: 'approve', label: 'Approve', undoable: true },
    { id: 'mark-paid', label: 'Mark as paid', undoable: true },
    { id: 'delete', label: 'Delete', undoable: true },
  ],
  footerSums: ['paid', 'due'],
  pageSizes,
  defaultPageSize: billsPageSize,
  // Spec §9: the invoice screen's columns are 32 to 800 px wide.
  widthBounds: { min: 32, max: 800 },
});

/** From is pinned left when the list opens: the row's name stays in view as it scrolls. */
export const billsPinnedLeft: readonly ColumnId[] = ['from'];
