import { formatCount } from '../format';
import type { SelectionDescription } from '../state/selectionScope';

/** The bar's selection text, word for word from the spec (Bulk-action bar). */
export function selectionText(description: SelectionDescription): string {
  const n = formatCount(description.count);
  switch (description.kind) {
    case 'page':
      return `Selected ${n} on this page.`;
    case 'allMatching':
      return `Selected all ${n} that match your filters.`;
    case 'none':
    case 'some':
      return `${n} selected`;
  }
}

/** "Approved 3", then why any others did not move: Approve only moves drafts on. */
export function approvedMessage(approved: number, selected: number): string {
  const left = selected - approved;
  const head = `Approved ${formatCount(approved)}`;
  if (left <= 0) return head;
  return left === 1
    ? `${head}. 1 was not a draft and was left as it is.`
    : `${head}. ${formatCount(left)} were not drafts and were left as they are.`;
}

export function deletedMessage(count: number): string {
  return `Deleted ${formatCount(count)}`;
}

export function restoredMessage(count: number): string {
  return `Restored ${formatCount(count)}`;
}
