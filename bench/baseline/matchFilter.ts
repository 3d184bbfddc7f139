import type { ColumnFiltersState } from '@tanstack/react-table';
import type { Filter } from '../../src/domain/query';
import { presetRange } from '../../src/domain/datePresets';
import { localToday } from '../../src/domain/dates';
import { overdueDays, overdueRange } from '../../src/domain/owed';
import { numberFilterTexts, todayToken } from '../../src/domain/query';
import { expandStatus } from '../../src/domain/statuses';
import type { BaselineInvoice } from './invoice';

export type InvoiceTest = (invoice: BaselineInvoice) => boolean;

/**
 * One filter as a test an invoice passes or not; the same rules our SQL compiler states. Built
 * once per filtering pass (status groups expanded, operators decided), then run on every row.
 */
export function compileFilter(filter: Filter): InvoiceTest {
  switch (filter.column) {
    case 'status': {
      const statuses = new Set(filter.values.flatMap((v) => expandStatus(v)));
      const is = filter.operator === 'is';
      return (invoice) => statuses.has(invoice.status) === is;
    }
    case 'from': {
      const names = new Set(filter.values);
      const is = filter.operator === 'is';
      return (invoice) => names.has(invoice.contactName) === is;
    }
    case 'number': {
      const texts = numberFilterTexts(filter.value);
      return filter.operator === 'equals'
        ? (invoice) => texts.includes(invoice.number)
        : (invoice) => texts.some((text) => invoice.number.startsWith(text));
    }
    case 'date':
    case 'dueDate': {
      const field = filter.column === 'date' ? 'date' : 'dueDate';
      if (filter.operator === 'within') {
        const { from, to } = presetRange(filter.value, localToday());
        return (invoice) => invoice[field] >= from && invoice[field] <= to;
      }
      const { value } = filter;
      return filter.operator === 'before'
        ? (invoice) => invoice[field] < value
        : (invoice) => invoice[field] > value;
    }
    case 'total':
    case 'paid':
    case 'due': {
      const { value } = filter;
      const column = filter.column;
      // The baseline is the screen as it was: its Amount due is the bill's total.
      const amount = (invoice: BaselineInvoice) =>
        column === 'paid' ? invoice.amountPaid : invoice.amountDue;
      return filter.operator === 'greaterThan'
        ? (invoice) => amount(invoice) > value
        : (invoice) => amount(invoice) < value;
    }
    case 'overdueBy': {
      // The baseline predates this column; it reads days against the local calendar.
      const range = overdueRange(filter);
      const today = localToday();
      return (invoice) => {
        const days = overdueDays(invoice, today);
        if (range === 'notYetDue') return days === null && invoice.amountDue > invoice.amountPaid;
        return days !== null && days >= range.from && (range.to === null || days <= range.to);
      };
    }
  }
}

export function matchesFilter(invoice: BaselineInvoice, filter: Filter): boolean {
  return compileFilter(filter)(invoice);
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
