import { statusDemand } from '../../domain/overdue';
import { overdueRange } from '../../domain/owed';
import { todayToken, type InvoiceQuery } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import type { SearchPlan } from '../compile/types';
import { readWindow } from '../compile/window';

export interface ReadPlan {
  searchPlan: SearchPlan;
  sortDrives: boolean;
  /** With `sortDrives`: how many rows to read in order before giving up (reads.ts). */
  readCap?: number;
}

/** The way to read again when reading in order gave up: every match found, then sorted. */
export const foundPlan: ReadPlan = { searchPlan: 'index', sortDrives: false };

/**
 * Rough costs per row, in microseconds of wasm SQLite at a million invoices: a row read in the
 * order of the sort's index and tested (a search is tested in JavaScript, search.ts); a row an
 * index found (a filter's, or a full-text match), looked up by id and put through a sort.
 */
const cost = { inOrder: 0.3, inOrderSearched: 3, found: 1 };

/**
 * Reading in order gives up after this many times the rows it expected to read (at least
 * `minReadCap`, at most what finding every match would cost): matching rows are rarely spread
 * evenly through an order (old invoices are mostly paid; drafts have paid nothing).
 */
const readCapFactor = 20;
const minReadCap = 2000;

/**
 * For a read whose matches are found cheaply (reads.ts, `deferrable`): a short read in order
 * first, as the window often lies at its top (bills not yet due are the newest), then the find.
 */
export const shortReadPlan: ReadPlan = {
  searchPlan: 'scan',
  sortDrives: true,
  readCap: minReadCap,
};

/**
 * Picks how to read a window of rows (types.ts: SearchPlan; reads.ts: RowsContext) from counts the
 * service already has. Finding every matching row first costs about `matches` rows; reading the
 * sort's index in order until the window is full costs about the rows read times how many rows
 * there are per match. So a filter or a word most invoices pass is tested row by row in sort
 * order, and a rare one, or a window deep into a mid-sized result, is found and sorted.
 */
export function choosePlan(input: {
  /** Rows matching the filters and search (the summary's count). */
  matches: number;
  /** Invoices in the table. */
  invoices: number;
  /**
   * Rows the filters alone keep, when known (from the running totals): a search within a view
   * reads that view's rows in order, not every invoice. Defaults to `invoices`.
   */
  candidates?: number;
  /** Whether the query searches (each row read in order is then tested in JavaScript). */
  search: boolean;
  offset: number;
  limit: number;
}): ReadPlan {
  const { matches, invoices } = input;
  if (matches === 0) return foundPlan;
  const window = readWindow({ offset: input.offset, limit: input.limit, total: matches });
  const read = (window.offset + window.limit) * ((input.candidates ?? invoices) / matches);
  const perRow = input.search ? cost.inOrderSearched : cost.inOrder;
  const budget = (matches * cost.found) / perRow;
  if (read >= budget) return foundPlan;
  const readCap = Math.ceil(
    Math.max(read, Math.min(budget, Math.max(minReadCap, read * readCapFactor))),
  );
  return { searchPlan: 'scan', sortDrives: true, readCap };
}

/**
 * Whether a read newest first must pass every bill not yet due before it finds one: the filters
 * keep only bills due before today (the Overdue view, "Status is Overdue") and name the statuses,
 * sorted by date, newest first, no search. The bills not yet due are the newest, so the first
 * rows in date order all fail, and a short read in order (`choosePlan`, which takes matches as
 * spread evenly) always gives up: at a million the Overdue view read 2,000 rows for nothing
 * (~60 ms) before reading again. The found plan reads the status and date index in order
 * anyway (reads.ts, `rowsPlan`), past the bills not yet due, so it goes first.
 */
export function pastDueNewestFirst(query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>) {
  const [lead] = query.sort;
  if (lead?.column !== 'date' || !lead.desc || searchTerms(query.search).length > 0) return false;
  const statusFilters = query.filters.filter((f) => f.column === 'status');
  if (statusFilters.length === 0) return false;
  const pastDueOnly = statusFilters.some((f) => {
    const demand = statusDemand(f.operator, f.values);
    return demand.pastDue.length > 0 && demand.any.length === 0 && demand.notPastDue.length === 0;
  });
  const dueBefore = query.filters.some(
    (f) => f.column === 'dueDate' && f.operator === 'before' && f.value === todayToken,
  );
  return pastDueOnly || dueBefore;
}

/**
 * The range of days of a read that the index of status and date can serve as it serves the
 * Overdue view: one 'Overdue by' filter past due and nothing else, sorted by date, no search.
 * It is read a run per status owing something (the running totals say which: totals.ts), in
 * date order, the due date tested in the index and stopping at the window's last row. Null for
 * any other read.
 */
export function overdueByDate(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
): { from: number; to: number | null } | null {
  const [filter] = query.filters;
  if (query.filters.length !== 1 || filter?.column !== 'overdueBy') return null;
  if (query.sort.length !== 1 || query.sort[0]?.column !== 'date') return null;
  if (searchTerms(query.search).length > 0) return null;
  const range = overdueRange(filter);
  return range === 'notYetDue' ? null : range;
}

/**
 * Whether that read costs less than finding every match and sorting them (reads.ts,
 * `deferrable`). Each status's run passes, in the index, the bills on the near side of the range
 * before its window; the find sorts every match. The service takes only ranges with no end that
 * reach the near side (newest first: from 1 day, passing the bills not yet due; oldest first:
 * passing none): a range beyond it passes the bills between too, each status's run going on
 * until it has the window or ends. At a million in Node, 'more than 0 days' (357,000 matches,
 * 142,000 not yet due passed) was 106 ms found and 10 ms so (on the screen, 86-136 ms of SQL
 * then 12.5 ms). 'More than 30 days' read so cost 43-55 ms against 34-80 ms found; the 1-30
 * days bucket, 10 ms against 47 ms in Node, painted later on the screen (p95 61-63 ms against
 * 28-30 ms), so both stay found.
 */
export function statusDateWins(input: {
  passed: number;
  matches: number;
  offset: number;
  limit: number;
}): boolean {
  const passed = (input.passed + input.offset + input.limit) * cost.inOrder;
  return passed < input.matches * cost.found;
}
