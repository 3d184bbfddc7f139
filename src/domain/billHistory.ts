import type { DataChange } from './changes';

/**
 * One line of a bill's history: what happened, and when (ISO date and time) if it was kept.
 * `origin` marks the first line, where the bill came from, which has no time of its own.
 */
export interface HistoryEntry {
  what: string;
  at: string | null;
  origin?: true;
}

/** Where a bill came from: the sample data (as generated, payments included), or an import. */
export type BillOrigin = 'sample' | 'imported';

const originText: Record<BillOrigin, string> = {
  sample: 'Came with the sample data, its status and payments as generated',
  imported: 'Imported from a file, as a Draft with nothing paid',
};

/**
 * A bill's history (oldest first): where it came from, then every change the log of changes
 * keeps for it, made in this browser or replayed from another tab: approved (bulk Approve, one
 * bill or all that match), Approve undone, reference changed, payment recorded, marked as paid,
 * payment taken back (Undo), deleted, restored. `money` formats pence. Changes logged before
 * times were kept have none.
 */
export function billHistory(
  changes: readonly DataChange[],
  bill: number,
  money: (pence: number) => string,
  day: (iso: string) => string = (iso) => iso,
  origin?: BillOrigin,
): HistoryEntry[] {
  const entries: HistoryEntry[] = origin
    ? [{ what: originText[origin], at: null, origin: true }]
    : [];
  for (const change of changes) {
    const what = describe(change, bill, money, day);
    if (what) entries.push({ what, at: change.at ?? null });
  }
  return entries;
}

function describe(
  change: DataChange,
  bill: number,
  money: (pence: number) => string,
  day: (iso: string) => string,
) {
  switch (change.kind) {
    case 'reference':
      return change.id === bill ? `Reference changed to “${change.reference}”` : null;
    case 'payment': {
      if (change.bill !== bill) return null;
      const reference = change.reference ? ` (${change.reference})` : '';
      return `Payment of ${money(change.amount)} recorded, dated ${day(change.date)}${reference}`;
    }
    case 'approve':
      return change.ids.includes(bill) ? 'Approved' : null;
    case 'unapprove':
      return change.ids.includes(bill) ? 'Approval undone (Undo): back to Draft' : null;
    case 'markPaid':
      return change.ids.includes(bill) ? `Marked as paid, dated ${day(change.date)}` : null;
    case 'delete':
      return change.ids.includes(bill) ? 'Deleted' : null;
    case 'restore':
      return change.ids.includes(bill) ? 'Restored from the trash (Undo)' : null;
    case 'unpay':
      return change.bills?.includes(bill) ? 'Payment taken back (Undo)' : null;
  }
}
