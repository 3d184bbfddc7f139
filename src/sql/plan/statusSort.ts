import type { Filter, InvoiceQuery } from '../../domain/query';
import type { InvoiceStatus } from '../../domain/statuses';

/** The statuses a bill shows (src/domain/overdue.ts), in the order their text sorts. */
export const shownStatusOrder: readonly InvoiceStatus[] = [
  'draft',
  'overdue',
  'paid',
  'sent',
  'viewed',
  'voided',
];

/** Whether the rows are sorted by Status first, the order `statusRuns` reads. */
export function sortsByStatus(query: Pick<InvoiceQuery, 'sort'>): boolean {
  return query.sort[0]?.column === 'status';
}

/** The filter that keeps the bills showing `status` today (statusFilter.ts). */
export function showingStatus(status: InvoiceStatus): Filter {
  return { column: 'status', operator: 'is', values: [status] };
}

/** One status shown: its bills as a query of their own, and the part of the window they hold. */
export interface StatusRun {
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>;
  window: { offset: number; limit: number; total: number };
}

/**
 * Sorting by Status first, through indexes. A bill shows Overdue from its due date and today, so
 * no index holds the order of the statuses shown, and ordering by them sorted every matching
 * bill. But that order is one run per status shown, each the bills a Status filter of it keeps
 * (Draft and Paid a status of the index on status, Overdue the sent and viewed bills due before
 * today, Sent and Viewed those not yet due), in the order of the other keys and then id: a read
 * an index serves like any other (reads.ts, `statusRun`: the Status key is left out of a run's
 * order, where it is the same for every row). The window is cut across the runs by how many
 * matching bills each holds (`countOf`, asked only for the runs up to the window's end).
 */
export function statusRuns(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number },
  countOf: (status: InvoiceStatus) => number,
): StatusRun[] {
  const desc = query.sort[0]?.desc ?? false;
  const runs: StatusRun[] = [];
  const end = window.offset + window.limit;
  let start = 0;
  for (const status of desc ? [...shownStatusOrder].reverse() : shownStatusOrder) {
    if (start >= end) break;
    const total = countOf(status);
    const from = Math.max(0, window.offset - start);
    const to = Math.min(total, end - start);
    start += total;
    if (to <= from) continue;
    runs.push({
      query: { ...query, filters: [...query.filters, showingStatus(status)] },
      window: { offset: from, limit: to - from, total },
    });
  }
  return runs;
}
