import type { ColumnFiltersState } from '@tanstack/react-table';
import type { Filter } from '../sql/query';
import { todayToken } from '../sql/query';
import { expandStatus } from '../sql/statuses';
import type { BaselineInvoice } from './invoice';

/** Whether an invoice passes one filter; the same rules our SQL compiler states. */
export function matchesFilter(invoice: BaselineInvoice, filter: Filter): boolean {
  switch (filter.column) {
    case 'status': {
      const statuses = filter.values.flatMap((v) => expandStatus(v));
      return statuses.includes(invoice.status) === (filter.operator === 'is');
    }
    case 'from':
      return filter.values.includes(invoice.contactName) === (filter.operator === 'is');
    case 'date':
    case 'dueDate': {
      const field = filter.column === 'date' ? invoice.date : invoice.dueDate;
      return filter.operator === 'before' ? field < filter.value : field > filter.value;
    }
    case 'paid':
    case 'due': {
      const field = filter.column === 'paid' ? invoice.amountPaid : invoice.amountDue;
      return filter.operator === 'greaterThan' ? field > filter.value : field < filter.value;
    }
  }
}

/** A date filter's `today` resolved, so each row compares against a plain date. */
function resolveToday(filter: Filter, today: string): Filter {
  if ((filter.column === 'date' || filter.column === 'dueDate') && filter.value === todayToken) {
    return { ...filter, value: today };
  }
  return filter;
}

/**
 * TanStack keeps one filter value per column, and a view plus an added filter can both name
 * Status: each column's value is the list of its filters, all of which must pass.
 */
export function toColumnFilters(filters: readonly Filter[], today: string): ColumnFiltersState {
  const byColumn = new Map<string, Filter[]>();
  for (const filter of filters) {
    const list = byColumn.get(filter.column) ?? [];
    list.push(resolveToday(filter, today));
    byColumn.set(filter.column, list);
  }
  return [...byColumn].map(([id, value]) => ({ id, value }));
}
