import type { DataChange } from './changes';
import { describeEdit } from './bill/editHistory';

/**
 * One line of a bill's history: what happened, and when (ISO date and time) if it was kept.
 * `origin` marks the first line, where the bill came from: an import kept with its time reads
 * 'Imported from bills.csv on <time>'; the sample's bills have no time of their own.
 */
export interface HistoryEntry {
  what: string;
  at: string | null;
  origin?: true;
}

/**
 * Where a bill came from: the sample data (as generated, payments included), or an import, with
 * its file's name and time when the import was recorded (imports made before records were
 * kept have neither: `file` and `at` null).
 */
export type BillOrigin =
  { kind: 'sample' } | { kind: 'imported'; file: string | null; at: string | null };

/**
 * Where bill `id` came from. `record`: the import it came in with, as kept; `hasLines`: lines
 * were kept for it (only imports keep them); `sampleSize`: how many bills the sample made
 * (ids 1 to it), null for a table of one's own bills, which starts empty. Without a record,
 * what can be told is told, and no time is invented.
 */
export function billOrigin(
  id: number,
  record: { file: string; at: string } | null,
  hasLines: boolean,
  sampleSize: number | null,
): BillOrigin {
  if (record) return { kind: 'imported', file: record.file || null, at: record.at };
  if (!hasLines && sampleSize !== null && id <= sampleSize) return { kind: 'sample' };
  return { kind: 'imported', file: null, at: null };
}

function originEntry(origin: BillOrigin): HistoryEntry {
  if (origin.kind === 'sample') {
    return {
      what: 'Came with the sample data, its status and payments as generated',
      at: null,
      origin: true,
    };
  }
  if (origin.at === null) {
    return { what: 'Imported from a file (when was not recorded)', at: null, origin: true };
  }
  return { what: `Imported from ${origin.file ?? 'a file'}`, at: origin.at, origin: true };
}

/**
 * A bill's history (oldest first): where it came from, then every change the log of changes
 * keeps for it, made in this browser or replayed from another tab: approved (bulk Approve, one
 * bill or all that match), Approve undone, reference changed, payment recorded, marked as paid,
 * payment taken back (Undo), deleted, restored, entered by hand (New bill), voided and its Undo,
 * credit note, edited (Edit) and an edit undone. `money` formats pence. Changes logged before
 * times were kept have none.
 */
export function billHistory(
  changes: readonly DataChange[],
  bill: number,
  money: (pence: number) => string,
  day: (iso: string) => string = (iso) => iso,
  origin?: BillOrigin,
): HistoryEntry[] {
  // A bill entered by hand starts with its own entry in the log, which says where it came from.
  const entered = changes.some((change) => change.kind === 'newBill' && change.id === bill);
  const entries: HistoryEntry[] = origin && !entered ? [originEntry(origin)] : [];
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
    case 'void':
      return change.id === bill
        ? `Voided: its total of ${money(change.total)} no longer counts in any sum`
        : null;
    case 'unvoid':
      return change.id === bill ? 'Void undone (Undo): awaiting payment again' : null;
    case 'credit':
      return change.bill === bill
        ? `Credit note ${change.reference} of ${money(change.amount)} set against it, dated ${day(change.date)}`
        : null;
    case 'newBill':
      if (change.id !== bill) return null;
      return change.status === 'draft'
        ? `Entered by hand as a draft, total ${money(change.total)}`
        : `Entered by hand and approved, total ${money(change.total)}`;
    case 'edit':
      return change.id === bill ? describeEdit(change, money, day) : null;
  }
}
