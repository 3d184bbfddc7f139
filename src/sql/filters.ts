import type { Filter, InvoiceQuery } from '../domain/query';
import { todayToken } from '../domain/query';
import { searchTerms } from '../domain/search';
import { expandStatus, invoiceStatuses, type InvoiceStatus } from '../domain/statuses';
import { addDays } from '../domain/dates';
import { columnSql, owedSql } from './columns';
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
  switch (filter.column) {
    case 'status':
    case 'from': {
      const column = columnSql[filter.column];
      const values =
        filter.column === 'status'
          ? [...new Set(filter.values.flatMap((v) => expandStatus(v)))]
          : [...new Set(filter.values)];
      return { kind: 'in', column, values, negated: filter.operator === 'isNot', indexed };
    }
    case 'date':
    case 'dueDate': {
      const column = columnSql[filter.column];
      const value = filter.value === todayToken ? context.today : filter.value;
      const operator = filter.operator === 'before' ? '<' : '>';
      return { kind: 'compare', column, operator, value, indexed };
    }
    case 'total':
    case 'paid':
    case 'due': {
      const column = columnSql[filter.column];
      const operator = filter.operator === 'greaterThan' ? '>' : '<';
      return { kind: 'compare', column, operator, value: filter.value, indexed };
    }
    case 'overdueBy':
      return overdueCondition(filter.operator, filter.value, context.today, indexed);
  }
}

/**
 * 'Overdue by' more (or less) than `days` days: a bill that still owes something, due more than
 * `days` days before today (or due before today, but fewer than `days` days before). A bill
 * that is not overdue has no days, so neither holds for it. Said on the due date, so its index
 * can find the rows.
 */
export function overdueCondition(
  operator: 'greaterThan' | 'lessThan',
  days: number,
  today: string,
  indexed = true,
): Condition {
  const owes: Condition = { kind: 'compare', column: owedSql, operator: '>', value: 0, indexed };
  const column = columnSql.dueDate;
  const edge = addDays(today, -days);
  const conditions: Condition[] =
    operator === 'greaterThan'
      ? [owes, { kind: 'compare', column, operator: '<', value: edge, indexed }]
      : [
          owes,
          { kind: 'compare', column, operator: '<', value: today, indexed },
          { kind: 'compare', column, operator: '>', value: edge, indexed },
        ];
  return { kind: 'all', conditions };
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
