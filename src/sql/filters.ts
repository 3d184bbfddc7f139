import type { Filter, InvoiceQuery } from '../domain/query';
import { todayToken } from '../domain/query';
import { searchTerms } from '../domain/search';
import { expandStatus, invoiceStatuses, type InvoiceStatus } from '../domain/statuses';
import { columnSql } from './columns';
import type { CompileContext, Condition } from './types';

/**
 * One filter's condition. `indexed: false` writes the column so that SQLite cannot look it up in
 * an index: the way to make it read the sort's index in order instead (plan.ts).
 */
export function filterCondition(
  filter: Filter,
  context: CompileContext,
  indexed = true,
): Condition {
  const column = columnSql[filter.column];
  switch (filter.column) {
    case 'status':
    case 'from': {
      const values =
        filter.column === 'status'
          ? [...new Set(filter.values.flatMap((v) => expandStatus(v)))]
          : [...new Set(filter.values)];
      return { kind: 'in', column, values, negated: filter.operator === 'isNot', indexed };
    }
    case 'date':
    case 'dueDate': {
      const value = filter.value === todayToken ? context.today : filter.value;
      const operator = filter.operator === 'before' ? '<' : '>';
      return { kind: 'compare', column, operator, value, indexed };
    }
    case 'paid':
    case 'due': {
      const operator = filter.operator === 'greaterThan' ? '>' : '<';
      return { kind: 'compare', column, operator, value: filter.value, indexed };
    }
  }
}

/**
 * The conditions shared by the page, the summary and selection: every filter, then the search
 * as the ids the full-text index finds.
 */
export function queryConditions(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): Condition[] {
  const conditions = query.filters.map((f) => filterCondition(f, context));
  const terms = searchTerms(query.search);
  if (terms.length > 0) conditions.push({ kind: 'match', terms, joined: false });
  return conditions;
}

/**
 * The stored statuses the status filters together allow (each 'is' keeps its statuses, each
 * 'isNot' removes its), or null when no filter names a status.
 */
export function allowedStatuses(filters: readonly Filter[]): InvoiceStatus[] | null {
  let allowed: InvoiceStatus[] | null = null;
  for (const f of filters) {
    if (f.column !== 'status') continue;
    const named = new Set(f.values.flatMap((v) => expandStatus(v)));
    const base: InvoiceStatus[] = allowed ?? [...invoiceStatuses];
    allowed = base.filter((s) => named.has(s) === (f.operator === 'is'));
  }
  return allowed;
}
