import { addDays } from '../../domain/dates';
import type { Filter, InvoiceQuery } from '../../domain/query';
import { invoiceStatuses } from '../../domain/statuses';
import type { InvoiceStatus } from '../../domain/statuses';
import { searchTerms } from '../../domain/search';
import { awaitingStored } from '../../domain/overdue';
import { allowedStatuses } from '../compile/statusFilter';
import type { CompiledSql } from '../compile/types';

/** A window within this many rows of an end is read by status runs (a short sort). */
const nearRows = 10_000;

/**
 * While invoices are hidden by a Delete (hidden.ts), a read in an index's order steps over them
 * one by one: at a million with every paid bill hidden, sorting by date from the oldest stepped
 * over some 300,000 entries before its first row (340 ms). The running totals leave hidden
 * invoices out, so they say where the visible ones can be, and saying it to SQLite as filters
 * lets an index skip the rest:
 * - a read with no filter at all keeps to the statuses that still have invoices (sorted by date,
 *   each status's run of `invoices_status_date` is read in turn; a status whose every invoice is
 *   hidden is never read). Not with other filters, nor for a window far from both ends unless
 *   searching: there those runs are merged through a sort of every row before the window, and
 *   at a million the block a quarter of the way down took 505 ms that way against 62 ms
 *   stepping over hidden ones; an aged payables bucket 399 ms against 178 ms;
 * - a read sorted by due date keeps to the due dates from the first to the last that still have
 *   an invoice of those statuses.
 * The same rows either way: no visible invoice lies outside. Only while something is hidden (the
 * reader asks), so with nothing hidden every read keeps its plan.
 */
export function narrowedWhileHidden(
  query: InvoiceQuery,
  /** The statuses with visible invoices under the query's filters (the totals'). */
  statuses: readonly InvoiceStatus[],
  /** The first and last due date with a visible invoice of the statuses read, when wanted. */
  dueDates: (statuses: readonly InvoiceStatus[]) => { first: string; last: string } | null,
  /** How many rows the read skips before its window (window.ts, read from the nearer end). */
  offset: number,
): InvoiceQuery {
  const filters: Filter[] = [...query.filters];
  const filtered = allowedStatuses(query.filters);
  const near = offset <= nearRows || searchTerms(query.search).length > 0;
  // Voided bills are few (voided one at a time): a table with none is not narrowed for them.
  const some =
    statuses.length > 0 && invoiceStatuses.some((s) => s !== 'voided' && !statuses.includes(s));
  if (query.filters.length === 0 && near && some) {
    // Stored statuses; a bill stored sent or viewed shows Overdue once past due (overdue.ts).
    const shown =
      statuses.some((s) => awaitingStored.includes(s)) && !statuses.includes('overdue')
        ? ['overdue' as const]
        : [];
    filters.push({ column: 'status', operator: 'is', values: [...statuses, ...shown] });
  }
  if (query.sort[0]?.column === 'dueDate') {
    const read = filtered ?? statuses;
    const range = read.length > 0 ? dueDates(read) : null;
    if (range !== null) {
      filters.push({ column: 'dueDate', operator: 'after', value: addDays(range.first, -1) });
      filters.push({ column: 'dueDate', operator: 'before', value: addDays(range.last, 1) });
    }
  }
  return filters.length === query.filters.length ? query : { ...query, filters };
}

/** The first and last due date with an invoice counted in the totals, among `statuses`. */
export function dueDateRangeSql(statuses: readonly InvoiceStatus[]): CompiledSql {
  return {
    sql: `SELECT min(due_date), max(due_date) FROM invoice_totals WHERE invoices > 0 AND status IN (${statuses.map(() => '?').join(', ')})`,
    params: [...statuses],
  };
}
