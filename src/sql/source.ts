import type { CompileContext, CompiledSql, SearchPlan } from './compile';
import { allowedStatuses, compileFilter } from './filters';
import type { InvoiceQuery } from './query';
import { toMatchExpression, toScanTerms } from './search';
import type { InvoiceStatus } from './statuses';

export interface SourceOptions {
  /** How a search finds its rows (compile.ts, SearchPlan). */
  plan: SearchPlan;
  /**
   * false writes filtered columns as `+column`, which SQLite cannot look up in an index, so it
   * reads the sort's index in order and tests each row instead (plan.ts says when).
   */
  indexable: boolean;
  /**
   * The statuses that can have matching rows (from the running totals): the status filters are
   * replaced by one `status IN (...)` of those they allow. The same rows, and a short list lets
   * an index on status skip the statuses with nothing to find.
   */
  statuses?: readonly InvoiceStatus[];
  /** Makes SQLite read invoices through this index (schema.ts). */
  indexedBy?: string;
}

/**
 * The stored statuses the query can return: what its status filters allow, narrowed to
 * `statuses` when given; null when it has no status filter.
 */
export function queryStatuses(
  query: Pick<InvoiceQuery, 'filters'>,
  statuses?: readonly InvoiceStatus[],
): InvoiceStatus[] | null {
  const allowed = allowedStatuses(query.filters);
  if (allowed === null || statuses === undefined) return allowed;
  return allowed.filter((s) => statuses.includes(s));
}

/** A condition of the WHERE clause; `tested` when no index can serve it (row by row). */
export interface Condition extends CompiledSql {
  tested: boolean;
}

/** `WHERE` and the conditions ANDed, or nothing. */
export function whereOf(conditions: readonly CompiledSql[]): CompiledSql {
  if (conditions.length === 0) return { sql: '', params: [] };
  return {
    sql: `WHERE ${conditions.map((c) => c.sql).join(' AND ')}`,
    params: conditions.flatMap((c) => c.params),
  };
}

/** FROM and the conditions for filters and search, with the search found as `options.plan` says. */
export function compileSource(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
  options: SourceOptions,
): { from: string; conditions: Condition[] } {
  const { indexable } = options;
  const statuses = queryStatuses(query, options.statuses);
  const parts: Condition[] = query.filters
    .filter((f) => f.column !== 'status')
    .map((f) => ({ ...compileFilter(f, context, indexable), tested: !indexable }));
  if (statuses !== null) {
    const statusIndexable = indexable || options.indexedBy !== undefined;
    parts.unshift({
      sql: `${statusIndexable ? '' : '+'}status IN (${statuses.map(() => '?').join(', ')})`,
      params: statuses,
      tested: !statusIndexable,
    });
  }
  const indexedBy = options.indexedBy ? ` INDEXED BY ${options.indexedBy}` : '';
  const match = toMatchExpression(query.search);
  let from = `invoices${indexedBy}`;
  if (match !== null && options.plan === 'index') {
    // The full-text index drives: each match is looked up by id (CROSS JOIN keeps that order).
    from = `invoice_search s CROSS JOIN invoices i${indexedBy} ON i.id = s.docid`;
    parts.unshift({ sql: 'invoice_search MATCH ?', params: [match], tested: false });
  } else if (match !== null) {
    // Rows come in sort order and each is tested (search.ts, matchesScanTerms).
    parts.push({
      sql: 'search_matches(contact_name, reference, notes, ?)',
      params: [toScanTerms(query.search)],
      tested: true,
    });
  }
  return { from, conditions: parts };
}
