import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, formatMoney } from '../../src/app/format';
import { getColumn, type ColumnId } from '../../src/domain/columns';
import { statusLabels, statusTones } from '../../src/domain/statuses';
import type { BaselineInvoice } from './invoice';
import { allFiltersPass, basicOrder, tiebreakColumn } from './tableFns';

const helper = createColumnHelper<BaselineInvoice>();

/** Same ids, headers and widths as our grid, from the same column catalogue. */
function shared(id: ColumnId) {
  const def = getColumn(id);
  return {
    id,
    header: def.label,
    size: def.width,
    sortingFn: basicOrder,
    filterFn: allFiltersPass,
    meta: { align: def.align },
  };
}

/** Defined once at module scope, so the table never sees new columns (TanStack's advice). */
export const columns = [
  helper.accessor('contactName', shared('from')),
  helper.accessor('status', {
    ...shared('status'),
    cell: (info) => (
      <span className={`b-badge b-badge-${statusTones[info.getValue()]}`}>
        {statusLabels[info.getValue()]}
      </span>
    ),
  }),
  helper.accessor('reference', shared('reference')),
  helper.accessor('date', { ...shared('date'), cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('dueDate', { ...shared('dueDate'), cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('amountPaid', {
    ...shared('paid'),
    cell: (info) => formatMoney(info.getValue()),
  }),
  helper.accessor('amountDue', { ...shared('due'), cell: (info) => formatMoney(info.getValue()) }),
  // Sorted by the stored text (notes one per line), as SQLite sorts ours.
  helper.accessor((invoice) => invoice.notes.join('\n'), {
    ...shared('notes'),
    cell: (info) => info.row.original.notes.join(' · '),
  }),
  helper.accessor('id', { id: tiebreakColumn, sortingFn: basicOrder, enableHiding: true }),
];

export const hiddenColumns = { [tiebreakColumn]: false };
