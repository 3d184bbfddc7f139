import type { InvoiceQuery, SortKey } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import type { InvoiceStatus } from '../../domain/statuses';
import { columnSql, overdueDaysSql, owedSql, shownStatusSql } from '../compile/columns';
import { compile, compileOrder, compileWhereClause } from '../compile/compile';
import { queryConditions } from '../compile/filters';
import { initialsSummaryPlan } from './initials';
import { rowColumns } from '../compile/rows';
import { planSource, queryStatuses, rowByRow } from '../compile/source';
import { totalsCanAnswer, totalsTable } from './totals';
import type {
  CompileContext,
  CompiledSql,
  OrderKey,
  RowsPlan,
  SearchPlan,
  TotalsPlan,
} from '../compile/types';
import { readWindow } from '../compile/window';

/**
 * The reads the screen makes, planned from a query (what to ask, then how SQLite should find
 * it), and compiled (compile.ts).
 */

export interface RowsContext extends CompileContext {
  searchPlan?: SearchPlan;
  /**
   * Read rows in the order of the sort's index and test the filters on each, rather than let
   * an index on a filtered column find them and sort them all (plan.ts decides). Ignored when
   * the first sort column is itself filtered: its index does both.
   */
  sortDrives?: boolean;
  /**
   * The rows are one run of a sort by Status, all showing one status (statusSort.ts): the
   * Status key is left out of the order, which the keys after it and id then lead.
   */
  statusRun?: boolean;
  /** Statuses that can have matching rows, from the running totals (source.ts). */
  statuses?: readonly InvoiceStatus[];
  /** Say `statuses` with no status filter: an 'Overdue by' filter's owing bills (source.ts). */
  owingStatuses?: boolean;
  /**
   * Read at most this many rows in sort order when conditions are tested row by row: if that
   * does not fill the window, fewer rows come back than asked for and the caller reads again
   * another way (rows that match are rarely spread evenly: old invoices are mostly paid).
   */
  readCap?: number;
  /** Find the window's ids from an index first (types.ts, RowsPlan `deferred`). */
  deferred?: boolean;
}

/**
 * Whether finding every match costs little more than reading an index: an 'Overdue by' filter
 * (an aged payables bucket) and a sort by Date or Due, no search. Those matches come from
 * `invoices_owing_due` (due date, date: schema.ts), which holds what the filter tests and the
 * sort orders by, so the window's ids are found and sorted without reading the bills
 * (types.ts, RowsPlan `deferred`). Measured at a million under load: 100,000 matches in 16 ms
 * (whole rows found and sorted: ~160 ms; read in date order: 195 ms before giving up).
 */
export function deferrable(query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>): boolean {
  const [lead] = query.sort;
  return (
    searchTerms(query.search).length === 0 &&
    query.sort.length === 1 &&
    (lead?.column === 'date' || lead?.column === 'dueDate') &&
    query.filters.some((f) => f.column === 'overdueBy')
  );
}

export interface CompiledRows extends CompiledSql {
  /** The rows come back last-first and must be reversed by the caller. */
  reversed: boolean;
}

/** The WHERE clause shared by the page, the summary and selection: filters AND search. */
export function compileWhere(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  return compileWhereClause(queryConditions(query, context));
}

/**
 * The sort keys plus a tiebreak on id in the last key's direction, so the order is total
 * (stable across pages) and one index on the last column serves it in either direction;
 * every key flipped when `reversed`.
 */
export function orderKeys(
  sort: readonly SortKey[],
  context: CompileContext & { statusRun?: boolean },
  reversed = false,
): OrderKey[] {
  const idDesc = (sort.at(-1)?.desc ?? false) !== reversed;
  // In a run of one status shown (statusSort.ts) the Status key is the same for every row.
  const sorted = context.statusRun === true ? sort.filter((k) => k.column !== 'status') : sort;
  const keys = sorted.map((k): OrderKey => {
    const desc = k.desc !== reversed;
    // Status as shown: Overdue is read from the due date and today (columns.ts).
    if (k.column === 'status') return { column: shownStatusSql, params: [context.today], desc };
    if (k.column !== 'overdueBy') return { column: columnSql[k.column], desc };
    const { sql, params } = overdueDaysSql(context.today);
    return { column: sql, params, desc };
  });
  keys.push({ column: 'id', desc: idDesc });
  return keys;
}

/** `ORDER BY` for the sort keys (`orderKeys`). */
export function compileOrderBy(
  sort: readonly SortKey[],
  context: CompileContext,
  reversed = false,
): CompiledSql {
  return compileOrder(orderKeys(sort, context, reversed));
}

/**
 * A window of rows in query order, read from the end when that is shorter (`readWindow`).
 * Rows of several statuses sorted by date are read through index (status, date): SQLite walks
 * each status's run in date order and stops once the window is full, wherever in the year the
 * rows of those statuses lie.
 */
export function rowsPlan(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number; total?: number },
  context: RowsContext,
): { plan: RowsPlan; reversed: boolean } {
  const searchPlan = context.scanSearch === true ? 'scan' : (context.searchPlan ?? 'index');
  const byIndex = searchPlan === 'index' && searchTerms(query.search).length > 0;
  // A run of one status shown is led by the keys after Status (statusSort.ts).
  const lead = query.sort.find((k) => context.statusRun !== true || k.column !== 'status')?.column;
  const statuses = queryStatuses(query, context.statuses, context.owingStatuses);
  const merge = !byIndex && lead === 'date' && statuses !== null && statuses.length > 1;
  // One index narrows and orders: the first sort column is filtered, or date within one status.
  const leadFiltered =
    query.filters.some((f) => f.column === lead) ||
    (lead === 'date' && statuses !== null && statuses.length === 1);
  const { source, conditions } = planSource(query, context, {
    plan: searchPlan,
    indexable: !context.sortDrives || leadFiltered,
    statuses: context.statuses,
    owingStatuses: context.owingStatuses,
    indexedBy: merge ? 'invoices_status_date' : undefined,
  });
  // Sorted by what is owed within statuses that are neither Paid nor Voided: every such bill
  // owes something (totals.ts, totalsCanAnswer), so saying so lets the index on what is owed
  // skip the paid and voided bills, which all sort first at nothing owed.
  if (
    lead === 'due' &&
    statuses !== null &&
    !statuses.includes('paid') &&
    !statuses.includes('voided')
  ) {
    conditions.push({ kind: 'compare', column: owedSql, operator: '>', value: 0, indexed: true });
  }
  const { offset, limit, fromEnd } = readWindow(window);
  const read = {
    kind: 'rows' as const,
    columns: rowColumns,
    source,
    order: orderKeys(query.sort, context, fromEnd),
    window: { offset, limit },
  };
  const tested = conditions.filter(rowByRow);
  const deferred = context.deferred === true && !context.sortDrives && deferrable(query);
  const plan: RowsPlan =
    context.readCap === undefined || tested.length === 0
      ? { ...read, where: conditions, ...(deferred ? { deferred } : {}) }
      : {
          ...read,
          where: conditions.filter((c) => !rowByRow(c)),
          capped: { rows: context.readCap, tested },
        };
  return { plan, reversed: fromEnd };
}

export function compileRows(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number; total?: number },
  context: RowsContext,
): CompiledRows {
  const { plan, reversed } = rowsPlan(query, window, context);
  return { ...compile(plan), reversed };
}

/** One page of the paged layout. */
export function compilePage(
  query: InvoiceQuery,
  context: RowsContext & { total?: number },
): CompiledRows {
  const { index, size } = query.page;
  return compileRows(query, { offset: index * size, limit: size, total: context.total }, context);
}

/** Paid, and what is still owed (the stored totals less Paid: totals.ts keeps both sums). */
export const footerSums = ['amount_paid', owedSql];

/**
 * Count and the sums of Paid and Amount due over every matching row (the footer). From the
 * running totals when they can answer (totals.ts, initials.ts), else from the full-text index
 * when there is a search, else from the rows.
 */
export function summaryPlan(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): TotalsPlan {
  const fromInitials = initialsSummaryPlan(query, context);
  if (fromInitials) return fromInitials;
  if (totalsCanAnswer(query)) {
    const where = queryConditions(query, context);
    return { kind: 'totals', source: totalsTable, where, counted: 'invoices', sums: footerSums };
  }
  const { source, conditions } = planSource(query, context, { plan: 'index', indexable: true });
  return { kind: 'totals', source, where: conditions, sums: footerSums };
}

export function compileSummary(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  return compile(summaryPlan(query, context));
}
