import { addDays } from '../../domain/dates';
import { demandedStatuses, statusDemand } from '../../domain/overdue';
import type { Filter } from '../../domain/query';
import { invoiceStatuses, type InvoiceStatus } from '../../domain/statuses';
import { columnSql } from './columns';
import type { Condition } from './types';

type StatusFilter = Extract<Filter, { column: 'status' }>;

/**
 * A Status filter as conditions on the stored status and the due date (src/domain/overdue.ts):
 * Overdue is awaiting payment and due before today, Sent and Viewed are those not yet past due.
 * The first condition is the stored statuses the filter can take (an index on status finds
 * them); the rest, the due date some of them need. "Status is Overdue" is the sent and viewed
 * bills due before today, a range of the due-date index; a mix ("Draft or Overdue") keeps out
 * the past-due or not-past-due bills of the statuses that take only the other.
 */
export function statusConditions(filter: StatusFilter, today: string, indexed = true): Condition[] {
  const demand = statusDemand(filter.operator, filter.values);
  const stored = demandedStatuses(demand);
  const status = columnSql.status;
  const dueDate = columnSql.dueDate;
  const pastDue: Condition = {
    kind: 'compare',
    column: dueDate,
    operator: '<',
    value: today,
    indexed,
  };
  const notPastDue: Condition = {
    kind: 'compare',
    column: dueDate,
    operator: '>',
    value: addDays(today, -1),
    indexed,
  };
  const conditions: Condition[] = [
    { kind: 'in', column: status, values: stored, negated: false, indexed },
  ];
  const only = (
    some: readonly InvoiceStatus[],
    kept: Condition,
    leftOut: Condition,
  ): Condition | null => {
    if (some.length === 0) return null;
    if (some.length === stored.length) return kept;
    const of: Condition = { kind: 'in', column: status, values: some, negated: false, indexed };
    return { kind: 'not', condition: { kind: 'all', conditions: [of, leftOut] } };
  };
  for (const extra of [
    only(demand.pastDue, pastDue, notPastDue),
    only(demand.notPastDue, notPastDue, pastDue),
  ]) {
    if (extra !== null) conditions.push(extra);
  }
  return conditions;
}

/**
 * The stored statuses the status filters together allow (each filter's, src/domain/overdue.ts),
 * or null when no filter names a status. The due date may still keep some of their bills out.
 */
export function allowedStatuses(filters: readonly Filter[]): InvoiceStatus[] | null {
  let allowed: InvoiceStatus[] | null = null;
  for (const f of filters) {
    if (f.column !== 'status') continue;
    const named = demandedStatuses(statusDemand(f.operator, f.values));
    allowed = (allowed ?? [...invoiceStatuses]).filter((s) => named.includes(s));
  }
  return allowed;
}

/** The due-date conditions of the status filters, beyond the stored statuses they allow. */
export function statusDueConditions(
  filters: readonly Filter[],
  today: string,
  indexed = true,
): Condition[] {
  return filters.flatMap((f) =>
    f.column === 'status' ? statusConditions(f, today, indexed).slice(1) : [],
  );
}
