import { getColumn } from './columns';
import type { Filter, InvoiceQuery, SortKey } from './query';
import { todayToken } from './query';
import { toMatchExpression } from './search';
import { expandStatus } from './statuses';

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

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function compileFilter(filter: Filter, context: CompileContext): CompiledSql {
  const column = getColumn(filter.column).sql;
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
 * A window of rows in query order. When the total is known and the window lies in the second
 * half, it is read from the end in reverse order, so the last page costs what the first does.
 */
export function compileRows(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number; total?: number },
  context: CompileContext,
): CompiledRows {
  const where = compileWhere(query, context);
  const { total } = window;
  const fromEnd = total !== undefined && window.offset > total / 2;
  const limit = fromEnd ? Math.max(0, Math.min(window.limit, total - window.offset)) : window.limit;
  const offset = fromEnd ? Math.max(0, total - window.offset - limit) : window.offset;
  const sql = [
    `SELECT ${selectList} FROM invoices`,
    where.sql,
    compileOrderBy(query.sort, fromEnd),
    'LIMIT ? OFFSET ?',
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: [...where.params, limit, offset], reversed: fromEnd };
}

/** One page of the paged layout. */
export function compilePage(
  query: InvoiceQuery,
  context: CompileContext & { total?: number },
): CompiledRows {
  const { index, size } = query.page;
  return compileRows(query, { offset: index * size, limit: size, total: context.total }, context);
}

/** Count and the sums of Paid and Amount due over every matching row (the footer). */
export function compileSummary(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  const where = compileWhere(query, context);
  const sql = [
    'SELECT count(*), coalesce(sum(amount_paid), 0), coalesce(sum(amount_due), 0) FROM invoices',
    where.sql,
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: where.params };
}
