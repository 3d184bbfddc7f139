import { todayToken } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import {
  supplierColumnIds,
  type SupplierFilter,
  type SupplierQuery,
} from '../../domain/suppliers/query';
import type { CompileContext, Condition, OrderKey, RowsPlan, TotalsPlan } from '../compile/types';
import { suppliersRecords as records } from './suppliersSource';

const { columns: column, key, search } = records;

/**
 * The Suppliers list's planner: a query (src/domain/suppliers/query.ts) as plans over the
 * suppliers' source (suppliersSource.ts), which the one compiler (compile.ts) writes. Every
 * figure a filter, sort or sum names is a column of that source.
 */

/** The sums of the footer, in this order: Total, Paid, Owed, Overdue. */
export const footerColumns = ['total', 'paid', 'owed', 'overdue'] as const;

function filterCondition(f: SupplierFilter, today: string): Condition {
  if (f.column === 'name') {
    const negated = f.operator === 'isNot';
    return { kind: 'in', column: column.name, values: f.values, negated, indexed: true };
  }
  if (f.column === 'lastBill') {
    const value = f.value === todayToken ? today : f.value;
    const operator = f.operator === 'before' ? '<' : '>';
    return { kind: 'compare', column: column.lastBill, operator, value, indexed: true };
  }
  const operator = f.operator === 'greaterThan' ? '>' : '<';
  return { kind: 'compare', column: column[f.column], operator, value: f.value, indexed: true };
}

/** The conditions of the filters and of the search (word prefixes of the name). */
export function supplierConditions(
  query: Pick<SupplierQuery, 'filters' | 'search'>,
  context: Pick<CompileContext, 'today'>,
): Condition[] {
  const where = query.filters.map((f) => filterCondition(f, context.today));
  const terms = searchTerms(query.search);
  if (terms.length > 0 && search.kind === 'words') {
    where.push({ kind: 'wordsMatch', column: search.column, terms });
  }
  return where;
}

/** The sort's keys, then the key (a supplier's name) unless the sort has it. */
export function supplierOrder(query: Pick<SupplierQuery, 'sort'>): OrderKey[] {
  const keys: OrderKey[] = query.sort.map((k) => ({ column: column[k.column], desc: k.desc }));
  if (!keys.some((k) => k.column === key)) keys.push({ column: key, desc: false });
  return keys;
}

/** The window's rows, every column in the catalogue's order. */
export function supplierRowsPlan(
  query: SupplierQuery,
  context: Pick<CompileContext, 'today'>,
): RowsPlan {
  return {
    kind: 'rows',
    columns: supplierColumnIds.map((id) => column[id]),
    source: records.rows(context.today),
    where: supplierConditions(query, context),
    order: supplierOrder(query),
    window: query.window,
  };
}

/** How many suppliers match, and the footer's sums over them. */
export function supplierTotalsPlan(
  query: Pick<SupplierQuery, 'filters' | 'search'>,
  context: Pick<CompileContext, 'today'>,
): TotalsPlan {
  return {
    kind: 'totals',
    source: records.rows(context.today),
    where: supplierConditions(query, context),
    sums: footerColumns.map((id) => column[id]),
  };
}

/** Every matching supplier's name, in the query's order ('all that match', Show their bills). */
export function supplierNamesPlan(
  query: Pick<SupplierQuery, 'filters' | 'search' | 'sort'>,
  context: Pick<CompileContext, 'today'>,
): RowsPlan {
  return {
    kind: 'rows',
    columns: [column.name],
    source: records.rows(context.today),
    where: supplierConditions(query, context),
    order: supplierOrder(query),
  };
}
