import type { EditAmounts } from '../../domain/bill/editCheck';
import type { BillDraft } from '../../domain/bill/types';

/** A part of the form an edit can lock: a field, or the money (Amounts are, lines, Total). */
export type LockableField = 'contactName' | 'reference' | 'date' | 'dueDate' | 'amounts' | 'notes';

/** What became of an edit's Save: done (the panel moves on), problems by field, or a sentence. */
export type EditSaveOutcome =
  | { kind: 'done' }
  | { kind: 'fields'; fields: [field: string, message: string][] }
  | { kind: 'failed'; message: string };

/**
 * The New bill form turned on a saved bill (Edit, issue 26 §2): which parts its state locks,
 * whether its money is a Total typed directly (a bill without lines) or its lines, and its own
 * Save and Cancel in place of 'Save as draft' and 'Approve'.
 */
export interface FormEdit {
  billId: number;
  money: 'total' | 'lines';
  amounts: EditAmounts;
  total: string;
  /** What the Total field says of itself. */
  totalHint: string;
  setTotal: (value: string) => void;
  locked: ReadonlySet<LockableField>;
  /** The id of the sentence saying why the locked fields are locked, when some are. */
  reasonId?: string;
  save: (sent: BillDraft) => Promise<EditSaveOutcome>;
  onCancel: () => void;
}
