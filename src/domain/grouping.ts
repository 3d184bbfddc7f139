import { addDays, isIsoDate } from './dates';
import type { Filter } from './query';
import { isInvoiceStatus, statusLabels } from './statuses';

/** What the table may be grouped by: nothing, the contact, the status, or the due date's month. */
export const groupByChoices = ['none', 'from', 'status', 'dueMonth'] as const;
export type GroupBy = (typeof groupByChoices)[number];
/** A grouping that makes groups. */
export type Grouping = Exclude<GroupBy, 'none'>;

export const groupByLabels: Record<GroupBy, string> = {
  none: 'None',
  from: 'From',
  status: 'Status',
  dueMonth: 'Due month',
};

export function isGroupBy(value: unknown): value is GroupBy {
  return typeof value === 'string' && (groupByChoices as readonly string[]).includes(value);
}

/** One group as the worker counts it: its key, how many bills, and their Paid and Amount due. */
export interface GroupTotal {
  /** The contact's name, the stored status, or the due month as `YYYY-MM`. */
  key: string;
  count: number;
  paid: number;
  due: number;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What a group is called on screen: 'Acme Ltd', 'Overdue', 'March 2026'. */
export function groupName(grouping: Grouping, key: string): string {
  if (grouping === 'status') return isInvoiceStatus(key) ? statusLabels[key] : key;
  if (grouping === 'dueMonth') {
    const month = Number(key.slice(5, 7));
    return `${monthNames[month - 1] ?? key.slice(5, 7)} ${key.slice(0, 4)}`;
  }
  return key;
}

/**
 * The filters that keep exactly a group's bills: its rows are the query's with these added, so
 * they are read, sorted and counted the way any filtered view's are. A due month is due after the
 * last day of the month before and before the first of the next. Null for a key no group could
 * have (a month that is not one).
 */
export function groupFilters(grouping: Grouping, key: string): Filter[] | null {
  if (grouping === 'from') return [{ column: 'from', operator: 'is', values: [key] }];
  if (grouping === 'status') {
    return isInvoiceStatus(key) ? [{ column: 'status', operator: 'is', values: [key] }] : null;
  }
  const first = `${key}-01`;
  if (!/^\d{4}-\d{2}$/.test(key) || !isIsoDate(first)) return null;
  // The 1st plus 31 days is always in the next month; its first day ends this one.
  const next = `${addDays(first, 31).slice(0, 8)}01`;
  return [
    { column: 'dueDate', operator: 'after', value: addDays(first, -1) },
    { column: 'dueDate', operator: 'before', value: next },
  ];
}
