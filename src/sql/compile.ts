import { getColumn } from './columns';
import { compileFilter } from './filters';
import { compileSummaryFromInitials } from './initials';
import type { InvoiceQuery, SortKey } from './query';
import { toMatchExpression } from './search';
import { compileSource, queryStatuses, whereOf } from './source';
import type { InvoiceStatus } from './statuses';
import { totalsCanAnswer } from './totals';
import { readWindow } from './window';

export { readWindow } from './window';

export type SqlValue = string | number;
export interface CompiledSql {
  sql: string;
  params: SqlValue[];
}

export interface CompileContext {
  /** ISO date that `today` in a filter stands for. */
  today: string;
}

/** The row shape that crosses the worker boundary: one array per invoice, in this order. */
export const rowColumns = [
  'id',
  'invoice_id',
  'number',
  'reference',
  'contact_name',
  'status',
  'date',
  'due_date',
  'amount_due',
  'amount_paid',
  'notes',
] as const;

const selectList = rowColumns.join(', ');

/** The WHERE clause shared by the page, the summary and selection: filters AND search. */
export function compileWhere(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  const parts = query.filters.map((f) => compileFilter(f, context));
  const match = toMatchExpression(query.search);
  if (match !== null) {
    parts.push({
      sql: 'id IN (SELECT docid FROM invoice_search WHERE invoice_search MATCH ?)',
      params: [match],
    });
  }
  if (parts.length === 0) return { sql: '', params: [] };
  return {
    sql: `WHERE ${parts.map((p) => p.sql).join(' AND ')}`,
    params: parts.flatMap((p) => p.params),
  };
}

/**
 * ORDER BY for the sort keys plus a tiebreak on id in the last key's direction, so the order is
 * total (stable across pages) and one index on the last column serves it in either direction.
 */
export function compileOrderBy(sort: readonly SortKey[], reversed = false): string {
  const dir = (desc: boolean) => (desc !== reversed ? 'DESC' : 'ASC');
  const keys = sort.map((k) => `${getColumn(k.column).sql} ${dir(k.desc)}`);
  const last = sort.at(-1);
  keys.push(`id ${dir(last?.desc ?? false)}`);
  return `ORDER BY ${keys.join(', ')}`;
}

export interface CompiledRows extends CompiledSql {
  /** The rows come back last-first and must be reversed by the caller. */
  reversed: boolean;
}

/**
 * How a search finds its rows. `index`: every match from the full-text index, then sorted; its
 * cost grows with the number of matches. `scan`: rows in sort order (by the sort's index), each
 * tested against the search (`toScanTerms`); its cost grows with the rows read to fill the
 * window, so it wins when matches are many. `choosePlan` (plan.ts) picks one.
 */
export type SearchPlan = 'index' | 'scan';

export interface RowsContext extends CompileContext {
  searchPlan?: SearchPlan;
  /**
   * Read rows in the order of the sort's index and test the filters on each, rather than let
   * an index on a filtered column find them and sort them all (plan.ts decides). Ignored when
   * the first sort column is itself filtered: its index does both.
   */
  sortDrives?: boolean;
  /** Statuses that can have matching rows, from the running totals (source.ts). */
  statuses?: readonly InvoiceStatus[];
  /**
   * Read at most this many rows in sort order when conditions are tested row by row: if that
   * does not fill the window, fewer rows come back than asked for and the caller reads again
   * another way (rows that match are rarely spread evenly: old invoices are mostly paid).
   */
  readCap?: number;
}

/**
 * A window of rows in query order, read from the end when that is shorter (`readWindow`).
 * Rows of several statuses sorted by date are read through index (status, date): SQLite walks
 * each status's run in date order and stops once the window is full, wherever in the year the
 * rows of those statuses lie.
 */
export function compileRows(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number; total?: number },
  context: RowsContext,
): CompiledRows {
  const plan = context.searchPlan ?? 'index';
  const byIndex = plan === 'index' && toMatchExpression(query.search) !== null;
  const lead = query.sort[0]?.column;
  const statuses = queryStatuses(query, context.statuses);
  const merge = !byIndex && lead === 'date' && statuses !== null && statuses.length > 1;
  // One index narrows and orders: the first sort column is filtered, or date within one status.
  const leadFiltered =
    query.filters.some((f) => f.column === lead) ||
    (lead === 'date' && statuses !== null && statuses.length === 1);
  const { from, conditions } = compileSource(query, context, {
    plan,
    indexable: !context.sortDrives || leadFiltered,
    statuses: context.statuses,
    indexedBy: merge ? 'invoices_status_date' : undefined,
  });
  const { offset, limit, fromEnd } = readWindow(window);
  const orderBy = compileOrderBy(query.sort, fromEnd);
  const tested = conditions.filter((c) => c.tested);
  if (context.readCap === undefined || tested.length === 0) {
    const where = whereOf(conditions);
    const sql = [`SELECT ${selectList} FROM ${from}`, where.sql, orderBy, 'LIMIT ? OFFSET ?'];
    return {
      sql: sql.filter(Boolean).join(' '),
      params: [...where.params, limit, offset],
      reversed: fromEnd,
    };
  }
  // The first readCap rows in order (a co-routine: it stops when the outer query has enough),
  // each marked whether it passes the tested conditions.
  const where = whereOf(conditions.filter((c) => !c.tested));
  const keep = tested.map((c) => c.sql).join(' AND ');
  const inner = [
    `SELECT ${selectList}, ${keep} AS keep FROM ${from}`,
    where.sql,
    orderBy,
    'LIMIT ?',
  ];
  const firstRows = inner.filter(Boolean).join(' ');
  return {
    sql: `SELECT ${selectList} FROM (${firstRows}) WHERE keep LIMIT ? OFFSET ?`,
    params: [...tested.flatMap((c) => c.params), ...where.params, context.readCap, limit, offset],
    reversed: fromEnd,
  };
}

/** One page of the paged layout. */
export function compilePage(
  query: InvoiceQuery,
  context: RowsContext & { total?: number },
): CompiledRows {
  const { index, size } = query.page;
  return compileRows(query, { offset: index * size, limit: size, total: context.total }, context);
}

/**
 * Count and the sums of Paid and Amount due over every matching row (the footer). From the
 * running totals when they can answer (totals.ts), else from the full-text index when there is
 * a search, else from the rows.
 */
export function compileSummary(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  const fromInitials = compileSummaryFromInitials(query, context);
  if (fromInitials) return fromInitials;
  if (totalsCanAnswer(query)) {
    const where = compileWhere(query, context);
    const sql = [
      'SELECT coalesce(sum(invoices), 0), coalesce(sum(amount_paid), 0),',
      'coalesce(sum(amount_due), 0) FROM invoice_totals',
      where.sql,
    ]
      .filter(Boolean)
      .join(' ');
    return { sql, params: where.params };
  }
  const { from, conditions } = compileSource(query, context, { plan: 'index', indexable: true });
  const where = whereOf(conditions);
  const sql = [
    `SELECT count(*), coalesce(sum(amount_paid), 0), coalesce(sum(amount_due), 0) FROM ${from}`,
    where.sql,
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: where.params };
}
