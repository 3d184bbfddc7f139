import type { InvoiceQuery } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import type { InvoiceStatus } from '../../domain/statuses';
import { columnSql } from './columns';
import { filterCondition } from './filters';
import { allowedStatuses, statusDueConditions } from './statusFilter';
import type { CompileContext, Condition, SearchPlan, Source } from './types';

export interface SourceOptions {
  /** How a search finds its rows (types.ts, SearchPlan). */
  plan: SearchPlan;
  /**
   * false keeps SQLite from looking filtered columns up in an index, so it reads the sort's
   * index in order and tests each row instead (plan.ts says when).
   */
  indexable: boolean;
  /**
   * The statuses that can have matching rows (from the running totals): the status filters are
   * replaced by one `status IN (...)` of those they allow. The same rows, and a short list lets
   * an index on status skip the statuses with nothing to find.
   */
  statuses?: readonly InvoiceStatus[];
  /**
   * Say `statuses` even when no status filter names them: an 'Overdue by' filter keeps only bills
   * owing something, which the running totals place in a few statuses (plan.ts, `overdueByDate`).
   */
  owingStatuses?: boolean;
  /** Makes SQLite read invoices through this index (schema.ts). */
  indexedBy?: string;
}

/**
 * The stored statuses the query can return: what its status filters allow, narrowed to
 * `statuses` when given; null when it has no status filter, unless `owing` says to take
 * `statuses` as they are (SourceOptions, `owingStatuses`).
 */
export function queryStatuses(
  query: Pick<InvoiceQuery, 'filters'>,
  statuses?: readonly InvoiceStatus[],
  owing = false,
): InvoiceStatus[] | null {
  const allowed = allowedStatuses(query.filters);
  if (allowed === null) return owing && statuses !== undefined ? [...statuses] : null;
  if (statuses === undefined) return allowed;
  return allowed.filter((s) => statuses.includes(s));
}

/** The invoices, skipping those hidden by a Delete while there are any (hidden.ts). */
export function invoicesSource(context: CompileContext): Source {
  return context.hidden === true
    ? { kind: 'table', table: 'invoices', hidden: true }
    : { kind: 'table', table: 'invoices' };
}

/** Whether no index can serve a condition, so each row read is tested against it. */
export function rowByRow(condition: Condition): boolean {
  if (condition.kind === 'in' || condition.kind === 'compare' || condition.kind === 'owing')
    return !condition.indexed;
  if (condition.kind === 'all') return condition.conditions.some(rowByRow);
  return condition.kind === 'scanMatch' || condition.kind === 'not';
}

/** Where the rows come from and the conditions for filters and search, found as `options.plan` says. */
export function planSource(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
  options: SourceOptions,
): { source: Source; conditions: Condition[] } {
  const { indexable } = options;
  const hidden = context.hidden === true ? { hidden: true } : {};
  // An index the load builds after the first rows is named only once it exists.
  const unbuilt = options.indexedBy !== undefined && context.unbuiltIndexes?.has(options.indexedBy);
  const indexedBy = unbuilt ? undefined : options.indexedBy;
  const statuses = queryStatuses(query, options.statuses, options.owingStatuses);
  const conditions: Condition[] = query.filters
    .filter((f) => f.column !== 'status')
    .map((f) => filterCondition(f, context, indexable));
  // Overdue, Sent and Viewed are read from the due date too (statusFilter.ts).
  conditions.push(...statusDueConditions(query.filters, context.today, indexable));
  if (statuses !== null) {
    const indexed = indexable || indexedBy !== undefined;
    const column = columnSql.status;
    conditions.unshift({ kind: 'in', column, values: statuses, negated: false, indexed });
  }
  const terms = searchTerms(query.search);
  if (terms.length > 0 && options.plan === 'index' && context.scanSearch !== true) {
    // The full-text index drives: each match is looked up by id.
    conditions.unshift({ kind: 'match', terms, joined: true });
    return { source: { kind: 'searchJoin', indexedBy, ...hidden }, conditions };
  }
  // Rows come in sort order and each is tested (search.ts, matchesScanTerms).
  if (terms.length > 0) conditions.push({ kind: 'scanMatch', terms });
  return { source: { kind: 'table', table: 'invoices', indexedBy, ...hidden }, conditions };
}
