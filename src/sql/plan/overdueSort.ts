import type { InvoiceQuery } from '../../domain/query';
import { columnSql } from '../compile/columns';
import { compile } from '../compile/compile';
import { overdueCondition } from '../compile/filters';
import type { CompiledRows, RowsContext } from './reads';
import { rowColumns } from '../compile/rows';
import { planSource } from '../compile/source';
import type { Condition, OrderKey } from '../compile/types';
import { readWindow } from '../compile/window';

/** The filter that keeps the bills overdue (by a day or more): the first run of the order. */
export const overdueFilter = { column: 'overdueBy', operator: 'greaterThan', value: 0 } as const;

/** Whether the rows are sorted by 'Overdue by' alone, the order `overdueSortReads` reads. */
export function sortsByOverdue(query: Pick<InvoiceQuery, 'sort'>): boolean {
  return query.sort.length === 1 && query.sort[0]?.column === 'overdueBy';
}

/**
 * Sorting by 'Overdue by' through indexes. The days overdue depend on today, so no index holds
 * them, and ordering by them sorted every matching bill (150-300 ms at a million). But that order
 * is two runs an index reads in order: the bills overdue, by due date (more days overdue is an
 * earlier due date; `invoices_owing_due` holds them in that order), and the rest, whose days are
 * NULL, by id (the tiebreak). NULL sorts first, so ascending is the rest by id, then the overdue
 * bills from the latest due date, id ascending; descending is the overdue bills from the earliest
 * due date, id descending, then the rest by id descending. The window is cut across the two runs
 * by `overdue`, how many matching bills are overdue; each piece is read from the nearer end of
 * its run (window.ts). Only for a sort by 'Overdue by' alone (`sortsByOverdue`).
 */
export function overdueSortReads(
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  window: { offset: number; limit: number; total: number },
  overdue: number,
  context: RowsContext,
): CompiledRows[] {
  const desc = query.sort[0]?.desc ?? false;
  const { source, conditions } = planSource(query, context, {
    plan: 'index',
    indexable: true,
    statuses: context.statuses,
  });
  const isOverdue = overdueCondition(overdueFilter, context.today);
  const overdueRun = {
    where: [...conditions, isOverdue],
    order: [
      { column: columnSql.dueDate, desc: !desc },
      { column: 'id', desc },
    ],
    count: overdue,
  };
  const restRun = {
    where: [...conditions, { kind: 'not', condition: isOverdue } satisfies Condition],
    order: [{ column: 'id', desc }],
    count: Math.max(0, window.total - overdue),
  };
  const reads: CompiledRows[] = [];
  let start = 0;
  for (const run of desc ? [overdueRun, restRun] : [restRun, overdueRun]) {
    const from = Math.max(0, window.offset - start);
    const to = Math.min(run.count, window.offset + window.limit - start);
    start += run.count;
    if (to <= from) continue;
    const piece = readWindow({ offset: from, limit: to - from, total: run.count });
    const order: OrderKey[] = run.order.map((k) => ({ ...k, desc: k.desc !== piece.fromEnd }));
    const plan = { kind: 'rows' as const, columns: rowColumns, source, where: run.where, order };
    const compiled = compile({ ...plan, window: { offset: piece.offset, limit: piece.limit } });
    reads.push({ ...compiled, reversed: piece.fromEnd });
  }
  return reads;
}
