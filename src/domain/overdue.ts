import type { OneOfOperator } from './query';
import {
  expandStatus,
  invoiceStatuses,
  type InvoiceStatus,
  type StatusFilterValue,
} from './statuses';

/**
 * Overdue is read, not stored (DESIGN.md, Statuses): a bill awaiting payment (stored sent or
 * viewed: approved, and owing, as only Paid owes nothing) whose due date is before today IS
 * overdue, on whatever day it is asked. Kept databases may still hold the status 'overdue' from
 * before (schema/overdueAsSent.ts moves it to 'sent'); until then it is read as 'sent' is.
 */

/** The stored statuses of a bill awaiting payment ('overdue' only in databases not yet moved). */
export const awaitingStored: readonly InvoiceStatus[] = ['sent', 'viewed', 'overdue'];

/** The status a bill shows on `today`: its stored one, or Overdue once awaiting and past due. */
export function shownStatus(
  bill: { status: InvoiceStatus; dueDate: string },
  today: string,
): InvoiceStatus {
  if (!awaitingStored.includes(bill.status)) return bill.status;
  if (bill.dueDate < today) return 'overdue';
  return bill.status === 'overdue' ? 'sent' : bill.status;
}

/**
 * What a Status filter asks of the stored status and the due date: the stored statuses taken
 * whatever their due date (`any`), those taken only when due before today (`pastDue`), and those
 * taken only when not (`notPastDue`). 'Is not' is 'is' of the shown statuses it leaves.
 */
export interface StatusDemand {
  any: InvoiceStatus[];
  pastDue: InvoiceStatus[];
  notPastDue: InvoiceStatus[];
}

export function statusDemand(
  operator: OneOfOperator,
  values: readonly StatusFilterValue[],
): StatusDemand {
  const named = new Set(values.flatMap((v) => expandStatus(v)));
  const shown = invoiceStatuses.filter((s) => named.has(s) === (operator === 'is'));
  const demand: StatusDemand = { any: [], pastDue: [], notPastDue: [] };
  for (const stored of invoiceStatuses) {
    if (!awaitingStored.includes(stored)) {
      if (shown.includes(stored)) demand.any.push(stored);
      continue;
    }
    const whenPastDue = shown.includes('overdue');
    const whenNot = shown.includes(stored === 'overdue' ? 'sent' : stored);
    if (whenPastDue && whenNot) demand.any.push(stored);
    else if (whenPastDue) demand.pastDue.push(stored);
    else if (whenNot) demand.notPastDue.push(stored);
  }
  return demand;
}

/** Every stored status a demand takes, on some day or other. */
export function demandedStatuses(demand: StatusDemand): InvoiceStatus[] {
  const all = new Set([...demand.any, ...demand.pastDue, ...demand.notPastDue]);
  return invoiceStatuses.filter((s) => all.has(s));
}
