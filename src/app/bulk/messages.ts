import type { BulkProgress } from '../../worker/types';
import { formatCount } from '../format';
import type { SelectionDescription } from '../state/selectionScope';

/** The bar's count, word for word from the spec (Bulk-action bar): '{n} selected'. */
export function selectionCountText(description: SelectionDescription): string {
  return `${formatCount(description.count)} selected`;
}

/**
 * What the selection covers, shown beside the count when it is a whole page or every match
 * (the spec's second text); null for no selection or a few rows.
 */
export function selectionScopeText(description: SelectionDescription): string | null {
  const n = formatCount(description.count);
  switch (description.kind) {
    case 'page':
      return `Selected ${n} on this page.`;
    case 'allMatching':
      return `Selected all ${n} that match your filters.`;
    case 'none':
    case 'some':
      return null;
  }
}

/** ' 2 were changed in another tab and were left as they are.' (or nothing when none were). */
function changedElsewhere(changed: number): string {
  if (changed <= 0) return '';
  return changed === 1
    ? ' 1 was changed in another tab and was left as it is.'
    : ` ${formatCount(changed)} were changed in another tab and were left as they are.`;
}

/**
 * "Approved 3", then why any others did not move: Approve only moves drafts on, and leaves a row
 * another tab changed since the person looked (`changed`).
 */
export function approvedMessage(approved: number, selected: number, changed = 0): string {
  const left = selected - approved - changed;
  const head = `Approved ${formatCount(approved)}`;
  const drafts =
    left <= 0
      ? ''
      : left === 1
        ? ' 1 was not a draft and was left as it is.'
        : ` ${formatCount(left)} were not drafts and were left as they are.`;
  const tail = `${drafts}${changedElsewhere(changed)}`;
  return tail ? `${head}.${tail}` : head;
}

/** "Marked 3 as paid", then why any others were left: only bills awaiting payment are paid. */
export function markedPaidMessage(paid: number, selected: number): string {
  const left = selected - paid;
  const head = `Marked ${formatCount(paid)} as paid`;
  if (left <= 0) return head;
  return left === 1
    ? `${head}. 1 was not awaiting payment (a draft or paid) and was left as it is.`
    : `${head}. ${formatCount(left)} were not awaiting payment (drafts or paid) and were left as they are.`;
}

export function unpaidMessage(count: number): string {
  return `Took back the payments of ${formatCount(count)}`;
}

export function deletedMessage(count: number, changed = 0): string {
  const head = `Deleted ${formatCount(count)}`;
  return changed > 0 ? `${head}.${changedElsewhere(changed)}` : head;
}

/** Undo puts back only rows nobody changed since; the rest are counted. */
export function restoredMessage(count: number, changed = 0): string {
  const head = `Restored ${formatCount(count)}`;
  return changed > 0 ? `${head}.${changedElsewhere(changed)}` : head;
}

/** Undo of an Approve puts back to draft only rows nobody changed since; the rest are counted. */
export function unapprovedMessage(count: number, changed = 0): string {
  const head = `Back to draft: ${formatCount(count)}`;
  return changed > 0 ? `${head}.${changedElsewhere(changed)}` : head;
}

/** How a running action is named while it works (bulkActions.ts declares one per action). */
export interface BulkActivity {
  /** The progress bar's accessible name: 'Deleting invoices'. */
  label: string;
  /** 'Deleting', as in 'Deleting 1,234 of 5,000 invoices…'. */
  verb: string;
  /** What the worker counts: 'invoices', or 'drafts' for Approve (only drafts move on). */
  noun: string;
}

/** 'Deleting 1,234 of 5,000 invoices' (the bar's value text), or null before the total is known. */
export function progressValueText(
  activity: BulkActivity,
  progress: BulkProgress | null,
): string | null {
  if (!progress) return null;
  return `${formatCount(progress.done)} of ${formatCount(progress.total)} ${activity.noun}`;
}

/** The status beside the bar: 'Deleting 1,234 of 5,000 invoices…', or 'Deleting invoices…'. */
export function progressText(activity: BulkActivity, progress: BulkProgress | null): string {
  const value = progressValueText(activity, progress);
  return value ? `${activity.verb} ${value}…` : `${activity.label}…`;
}
