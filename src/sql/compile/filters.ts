import type { Filter, InvoiceQuery } from '../../domain/query';
import { numberFilterTexts, todayToken } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import { presetRange } from '../../domain/datePresets';
import { addDays } from '../../domain/dates';
import { overdueRange, type OverdueFilter } from '../../domain/owed';
import { columnSql } from './columns';
import { statusConditions } from './statusFilter';
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
    case 'status': {
      const conditions = statusConditions(filter, context.today, indexed);
      return conditions.length === 1 && conditions[0] !== undefined
        ? conditions[0]
        : { kind: 'all', conditions };
    }
    case 'from': {
      const column = columnSql.from;
      const values = [...new Set(filter.values)];
      return { kind: 'in', column, values, negated: filter.operator === 'isNot', indexed };
    }
    case 'number':
      return numberCondition(filter, indexed);
    case 'date':
    case 'dueDate': {
      const column = columnSql[filter.column];
      if (filter.operator === 'within') {
        // The period's days, both included, resolved for today (src/domain/datePresets.ts).
        const { from, to } = presetRange(filter.value, context.today);
        return {
          kind: 'all',
          conditions: [
            { kind: 'compare', column, operator: '>', value: addDays(from, -1), indexed },
            { kind: 'compare', column, operator: '<', value: addDays(to, 1), indexed },
          ],
        };
      }
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
      return overdueCondition(filter, context.today, indexed);
  }
}

/**
 * A Number filter: the number is one of the texts (as typed, upper or lower case), or starts
 * with one, each a range of the index on Number: from the text to the text followed by the
 * last character there is (every text that starts with it sorts in between, in binary order).
 */
function numberCondition(
  filter: Extract<Filter, { column: 'number' }>,
  indexed: boolean,
): Condition {
  const column = columnSql.number;
  const texts = numberFilterTexts(filter.value);
  if (filter.operator === 'equals') {
    return { kind: 'in', column, values: texts, negated: false, indexed };
  }
  const ranges = texts.map((text): Condition => ({
    kind: 'all',
    conditions: [
      { kind: 'compare', column, operator: '>=', value: text, indexed },
      { kind: 'compare', column, operator: '<', value: `${text}\u{10FFFF}`, indexed },
    ],
  }));
  return ranges.length === 1 && ranges[0] ? ranges[0] : { kind: 'any', conditions: ranges };
}

/**
 * 'Overdue by' a range of days (src/domain/owed.ts, overdueRange): a bill that still owes
 * something, due between the range's ends before today; or owing and not yet due. A bill that
 * is not overdue has no days, so no range holds for it. Said on the due date, so its index can
 * find the rows.
 */
export function overdueCondition(filter: OverdueFilter, today: string, indexed = true): Condition {
  const owes: Condition = { kind: 'owing', indexed };
  const column = columnSql.dueDate;
  const range = overdueRange(filter);
  const dueAfter = (value: string): Condition => ({
    kind: 'compare',
    column,
    operator: '>',
    value,
    indexed,
  });
  if (range === 'notYetDue')
    return { kind: 'all', conditions: [owes, dueAfter(addDays(today, -1))] };
  const conditions: Condition[] = [
    owes,
    { kind: 'compare', column, operator: '<', value: addDays(today, 1 - range.from), indexed },
  ];
  if (range.to !== null) conditions.push(dueAfter(addDays(today, -1 - range.to)));
  return { kind: 'all', conditions };
}

/**
 * The conditions shared by the page, the summary and selection: every filter, then the search
 * as the ids the full-text index finds (tested row by row while it is built: `scanSearch`).
 */
export function queryConditions(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): Condition[] {
  const conditions = query.filters.map((f) => filterCondition(f, context));
  const terms = searchTerms(query.search);
  if (terms.length === 0) return conditions;
  conditions.push(
    context.scanSearch === true
      ? { kind: 'scanMatch', terms }
      : { kind: 'match', terms, joined: false },
  );
  return conditions;
}
