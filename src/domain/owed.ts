import { toEpochDay } from './dates';

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
export function formatDays(days: number): string {
  return `${days.toLocaleString('en-GB')} ${days === 1 ? 'day' : 'days'}`;
}
