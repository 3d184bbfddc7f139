import type { DataChange } from './changes';

/** One line of a bill's history: what happened, and when (ISO date and time) if it was kept. */
export interface HistoryEntry {
  what: string;
  at: string | null;
}

/**
 * A bill's history from the change log (oldest first): approved, paid, reference changed,
 * payment recorded, deleted, restored. `money` formats pence. Changes logged before times were
 * kept have none.
 */
export function billHistory(
  changes: readonly DataChange[],
  bill: number,
  money: (pence: number) => string,
  day: (iso: string) => string = (iso) => iso,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
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
    case 'markPaid':
      return change.ids.includes(bill) ? `Marked as paid, dated ${day(change.date)}` : null;
    case 'delete':
      return change.ids.includes(bill) ? 'Deleted' : null;
    case 'restore':
      return change.ids.includes(bill) ? 'Restored' : null;
    case 'unpay':
      return change.bills?.includes(bill) ? 'Payment taken back (Undo)' : null;
  }
}
