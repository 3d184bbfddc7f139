import { defineTable } from '../table/definition';
import type { SortKey } from '../table/records';
import {
  supplierViews,
  type SupplierColumnId,
  type SupplierFilter,
} from '../domain/suppliers/query';

/**
 * The Suppliers list (issue 27), "to whom do we owe, and how late": one row per contact of the
 * bills, declared as a table of records. It leaves the page size and the width bounds to the
 * generic table's defaults (10 a page, columns at least 20 px).
 */
export const suppliersTable = defineTable<
  SupplierColumnId,
  SupplierFilter,
  SortKey<SupplierColumnId>,
  'show-bills'
>({
  name: 'Suppliers',
  noneMatch: 'No suppliers match.',
  columns: [
    {
      id: 'name',
      header: 'Name',
      width: 240,
      hideable: false,
      searchable: true,
      wholeOnHover: true,
      filter: 'names',
    },
    { id: 'bills', header: 'Bills', width: 90, align: 'end', filter: 'count' },
    { id: 'total', header: 'Total', width: 130, align: 'end', filter: 'money' },
    { id: 'paid', header: 'Paid', width: 130, align: 'end', filter: 'money' },
    { id: 'owed', header: 'Owed', width: 130, align: 'end', filter: 'money' },
    { id: 'overdue', header: 'Overdue', width: 130, align: 'end', filter: 'money' },
    { id: 'oldestOverdue', header: 'Oldest overdue', width: 140, align: 'end', filter: 'days' },
    { id: 'lastBill', header: 'Last bill', width: 120, filter: 'date' },
    { id: 'usualTerms', header: 'Usual terms', width: 120, align: 'end', filter: 'days' },
  ],
  views: supplierViews,
  bulkActions: [{ id: 'show-bills', label: 'Show their bills', undoable: false }],
  footerSums: ['total', 'paid', 'owed', 'overdue'],
});

export type SuppliersTable = typeof suppliersTable;
