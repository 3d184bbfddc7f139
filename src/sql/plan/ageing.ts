import { ageingBuckets, type AgeingTotal } from '../../domain/ageing';
import { addDays } from '../../domain/dates';
import type { InvoiceQuery } from '../../domain/query';
import { columnSql, owedSql } from '../compile/columns';
import { compile } from '../compile/compile';
import { queryConditions } from '../compile/filters';
import { planSource } from '../compile/source';
import { totalsCanAnswer, totalsTable } from './totals';
import type { BucketsPlan, CompileContext, CompiledSql, Condition } from '../compile/types';

/**
 * Aged payables (src/domain/ageing.ts): the matching bills that still owe something, counted
 * and their owed amounts summed per bucket, in one pass with no sort. Each edge says the days overdue
 * (today less the due date) on the due date itself: a bill is overdue by at least `from` days
 * when it was due before today less `from - 1` days, so each edge is one date parameter and no
 * row computes a difference of dates (dialect.ts, `daysBetween`).
 */
export function ageingPlan(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): BucketsPlan {
  // Bucket i (not yet due first) holds due dates after the edge of the bucket after it.
  const edges = ageingBuckets.slice(1).map((b) => addDays(context.today, -b.from));
  const buckets = { kind: 'buckets' as const, column: columnSql.dueDate, edges, sum: owedSql };
  const owes = (indexed: boolean): Condition => ({ kind: 'owing', indexed });
  if (totalsCanAnswer(query)) {
    // A sum over the running totals per status and due date (totals.ts): no pass over the bills.
    const where = [...queryConditions(query, context), owes(true)];
    return { ...buckets, source: totalsTable, where, counted: 'invoices' };
  }
  const { source, conditions } = planSource(query, context, { plan: 'index', indexable: true });
  // Tested on each row found: through the index on what is owed, most bills are read one by one.
  return { ...buckets, source, where: [...conditions, owes(false)] };
}

export function compileAgeing(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): CompiledSql {
  return compile(ageingPlan(query, context));
}

/**
 * The row of the ageing query as one total per bucket, empty ones too. The row holds running
 * totals from the top (compile.ts, `buckets`): every bill, then the bills due after each edge,
 * so a bucket is what lies above its lower edge less what lies above its upper one.
 */
export function ageingTotals(rows: readonly (readonly unknown[])[]): AgeingTotal[] {
  const row = (rows[0] ?? []).map((value) => Number(value ?? 0));
  const at = (i: number): AgeingTotal => ({ count: row[i] ?? 0, owed: row[i + 1] ?? 0 });
  // Above each edge in turn (not yet due first), then every bill.
  const above = ageingBuckets.map((_, i) => (i < ageingBuckets.length - 1 ? at(2 + 2 * i) : at(0)));
  return above.map((total, i) => {
    const upper = above[i - 1] ?? { count: 0, owed: 0 };
    return { count: total.count - upper.count, owed: total.owed - upper.owed };
  });
}
