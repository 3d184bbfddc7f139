import { toEpochDay } from './dates';
import { groupDigits } from './numbers';

/**
 * What a bill still owes and how late it is. The store keeps a bill's total (`amountDue`, named
 * for the column it is read from) and what has been paid; what is owed is always derived.
 */
export interface Amounts {
  amountDue: number;
  amountPaid: number;
}

/** Pence still owed: the total less what has been paid (never below nothing). */
export function owedOf(bill: Amounts): number {
  return Math.max(0, bill.amountDue - bill.amountPaid);
}

/**
 * Whole days since the due date of a bill that still owes something and whose due date has
 * passed; null otherwise (the 'Overdue by' cell is then empty).
 */
export function overdueDays(bill: Amounts & { dueDate: string }, today: string): number | null {
  if (owedOf(bill) <= 0) return null;
  const days = toEpochDay(today) - toEpochDay(bill.dueDate);
  return days > 0 ? days : null;
}

/** '1 day', '12 days'. */
/** Written out (numbers.ts): `toLocaleString` makes a formatter a call, and a grid has a cell a row. */
export function formatDays(days: number): string {
  return `${groupDigits(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** The overdue filters (src/domain/query.ts), as the operators an 'Overdue by' filter takes. */
export type OverdueFilter =
  | { operator: 'greaterThan' | 'lessThan'; value: number }
  | { operator: 'between'; value: number; to: number }
  | { operator: 'notYetDue' };

/**
 * The days overdue an 'Overdue by' filter keeps, both ends included (`to` null: no end), or
 * 'notYetDue' for bills that owe something and are not yet due. A range can be empty
 * (less than 1 day).
 */
export function overdueRange(
  filter: OverdueFilter,
): 'notYetDue' | { from: number; to: number | null } {
  switch (filter.operator) {
    case 'notYetDue':
      return 'notYetDue';
    case 'greaterThan':
      return { from: filter.value + 1, to: null };
    case 'lessThan':
      return { from: 1, to: filter.value - 1 };
    case 'between':
      return { from: Math.max(1, filter.value), to: filter.to };
  }
}

/** An 'Overdue by' filter as its chip reads: 'Overdue by 31–60 days', 'Not yet due'. */
export function describeOverdue(filter: OverdueFilter): string {
  switch (filter.operator) {
    case 'notYetDue':
      return 'Not yet due';
    case 'between':
      return `Overdue by ${filter.value.toLocaleString('en-GB')}–${formatDays(filter.to)}`;
    case 'greaterThan':
      return `Overdue by more than ${formatDays(filter.value)}`;
    case 'lessThan':
      return `Overdue by less than ${formatDays(filter.value)}`;
  }
}
