import { getColumn } from './columns';
import type { CompileContext, CompiledSql } from './compile';
import type { Filter } from './query';
import { todayToken } from './query';
import { expandStatus, invoiceStatuses, type InvoiceStatus } from './statuses';

export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/**
 * One filter's condition. `indexable: false` writes the column as `+column`, which SQLite cannot
 * look up in an index: the way to make it read the sort's index in order instead (plan.ts).
 */
export function compileFilter(
  filter: Filter,
  context: CompileContext,
  indexable = true,
): CompiledSql {
  const column = `${indexable ? '' : '+'}${getColumn(filter.column).sql}`;
  switch (filter.column) {
    case 'status':
    case 'from': {
      const values =
        filter.column === 'status'
          ? [...new Set(filter.values.flatMap((v) => expandStatus(v)))]
          : [...new Set(filter.values)];
      const not = filter.operator === 'isNot' ? 'NOT ' : '';
      return { sql: `${column} ${not}IN (${placeholders(values.length)})`, params: values };
    }
    case 'date':
    case 'dueDate': {
      const value = filter.value === todayToken ? context.today : filter.value;
      return { sql: `${column} ${filter.operator === 'before' ? '<' : '>'} ?`, params: [value] };
    }
    case 'paid':
    case 'due':
      return {
        sql: `${column} ${filter.operator === 'greaterThan' ? '>' : '<'} ?`,
        params: [filter.value],
      };
  }
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
