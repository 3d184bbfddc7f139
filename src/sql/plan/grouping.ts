import type { GroupTotal, Grouping } from '../../domain/grouping';
import type { InvoiceQuery } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import { owedSql, shownStatusSql } from '../compile/columns';
import { compile } from '../compile/compile';
import { contactTotalsTable } from '../schema/contactTotals';
import { queryConditions } from '../compile/filters';
import { planSource } from '../compile/source';
import { totalsCanAnswer, totalsTable } from './totals';
import type { CompileContext, CompiledSql, GroupedPlan, SqlValue } from '../compile/types';

/**
 * Group by: one grouped read gives every group's name, count, Paid and Amount due. A group's
 * bills are then the query's with the group's filters added (src/domain/grouping.ts,
 * `groupFilters`), read as any page is (reads.ts).
 */

/** Each grouping's key, over `invoices` and over the running totals (both have these columns). */
const groupKeySql: Readonly<Record<Grouping, string>> = {
  from: 'contact_name',
  status: shownStatusSql,
  // ISO dates: the first seven characters are the month, and sort as months do.
  dueMonth: 'substr(due_date, 1, 7)',
};

/** The index that holds the rows in the order of each grouping's key. */
const groupIndex: Readonly<Record<Grouping, string>> = {
  from: 'invoices_contact',
  status: 'invoices_status',
  dueMonth: 'invoices_due_date',
};

const groupSums = ['amount_paid', owedSql];

/**
 * The running totals per contact answer what those per status and due date do (totals.ts), and
 * From filters too: each of their rows is of one contact.
 */
function contactTotalsCanAnswer(query: Pick<InvoiceQuery, 'filters' | 'search'>): boolean {
  const others = query.filters.filter((f) => f.column !== 'from');
  return totalsCanAnswer({ filters: others, search: query.search });
}

/**
 * The groups of the matching rows, in the order of their key. They come from the running totals
 * (per status and due date, a few thousand rows; per contact too, for From, about a hundred
 * thousand at a million bills) when those can answer the query; otherwise the rows themselves
 * are read, through the index in the key's order when nothing else narrows them.
 */
export function groupsPlan(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  grouping: Grouping,
  context: CompileContext,
): GroupedPlan {
  const key = groupKeySql[grouping];
  const keyParams = grouping === 'status' ? [context.today] : [];
  const byTotals = grouping !== 'from' && totalsCanAnswer(query);
  if (byTotals || contactTotalsCanAnswer(query)) {
    const where = queryConditions(query, context);
    const source = byTotals ? totalsTable : contactTotalsTable;
    return { kind: 'grouped', source, where, key, keyParams, sums: groupSums, counted: 'invoices' };
  }
  const unfiltered = query.filters.length === 0 && searchTerms(query.search).length === 0;
  const { source, conditions } = planSource(query, context, {
    plan: 'index',
    indexable: true,
    indexedBy: unfiltered ? groupIndex[grouping] : undefined,
  });
  return { kind: 'grouped', source, where: conditions, key, keyParams, sums: groupSums };
}

export function compileGroups(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  grouping: Grouping,
  context: CompileContext,
): CompiledSql {
  return compile(groupsPlan(query, grouping, context));
}

/** The rows of a grouped read as groups. */
export function toGroupTotals(rows: readonly (readonly SqlValue[])[]): GroupTotal[] {
  return rows.map(([key, count, paid, due]) => ({
    key: String(key),
    count: Number(count),
    paid: Number(paid),
    due: Number(due),
  }));
}
