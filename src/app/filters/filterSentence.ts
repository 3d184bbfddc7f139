import { getColumn } from '../../domain/columns';
import type { Filter, FilterOperator } from '../../domain/query';
import { datePresetLabels } from '../../domain/datePresets';
import { describeOverdue } from '../../domain/owed';
import { todayToken } from '../../domain/query';
import { statusLabels } from '../../domain/statuses';
import { formatDate, formatMoney } from '../format';

/** How each operator reads in a chip and in the editor's operator list. */
export const operatorLabels: Record<FilterOperator, string> = {
  is: 'is',
  isNot: 'is not',
  before: 'before',
  after: 'after',
  within: 'within',
  greaterThan: 'greater than',
  lessThan: 'less than',
  between: 'between',
  notYetDue: 'not yet due',
  equals: 'is',
  startsWith: 'starts with',
};

/**
 * Lists values with commas ("Draft, Sent"); when a value has a comma of its own (contact names
 * such as "Hand, Waelchi and Hoeger") semicolons keep the names apart.
 */
export function joinValues(values: readonly string[]): string {
  return values.join(values.some((v) => v.includes(',')) ? '; ' : ', ');
}

/** A date value as a person reads it: "today" or "1 Oct 2026". */
export function describeDate(value: string): string {
  return value === todayToken ? 'today' : formatDate(value);
}

/** A filter as a sentence for its chip: "Status is Draft, Sent", "Due is before today". */
export function describeFilter(filter: Filter): string {
  const label = getColumn(filter.column).label;
  const operator = operatorLabels[filter.operator];
  switch (filter.column) {
    case 'status':
      return `${label} ${operator} ${joinValues(filter.values.map((v) => statusLabels[v]))}`;
    case 'from':
      return `${label} ${operator} ${joinValues(filter.values)}`;
    case 'number':
      return `${label} ${operator} ${filter.value}`;
    case 'date':
    case 'dueDate':
      if (filter.operator === 'within') {
        return `${label} is ${datePresetLabels[filter.value].sentence}`;
      }
      return `${label} is ${operator} ${describeDate(filter.value)}`;
    case 'total':
    case 'paid':
    case 'due':
      return `${label} is ${operator} ${formatMoney(filter.value)}`;
    case 'overdueBy':
      return describeOverdue(filter);
  }
}
