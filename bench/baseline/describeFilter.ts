import { formatDate, formatMoney } from '../../src/app/format';
import { describeOverdue } from '../../src/domain/owed';
import { getColumn } from '../../src/domain/columns';
import { datePresetLabels } from '../../src/domain/datePresets';
import { todayToken, type Filter } from '../../src/domain/query';
import { statusLabels } from '../../src/domain/statuses';

/** A filter as a chip reads it: "Status is Draft or Paid", "Due is before today". */
export function describeFilter(filter: Filter): string {
  const column = getColumn(filter.column).label;
  switch (filter.column) {
    case 'status':
    case 'from': {
      const values = filter.values.map((v) =>
        filter.column === 'status' ? statusLabels[v as keyof typeof statusLabels] : v,
      );
      return `${column} ${filter.operator === 'is' ? 'is' : 'is not'} ${values.join(' or ')}`;
    }
    case 'number':
      return `${column} ${filter.operator === 'equals' ? 'is' : 'starts with'} ${filter.value}`;
    case 'date':
    case 'dueDate': {
      if (filter.operator === 'within') {
        return `${column} is ${datePresetLabels[filter.value].sentence}`;
      }
      const value = filter.value === todayToken ? 'today' : formatDate(filter.value);
      return `${column} is ${filter.operator} ${value}`;
    }
    case 'total':
    case 'paid':
    case 'due': {
      const operator = filter.operator === 'greaterThan' ? 'more than' : 'less than';
      return `${column} is ${operator} ${formatMoney(filter.value)}`;
    }
    case 'overdueBy':
      return describeOverdue(filter);
  }
}
