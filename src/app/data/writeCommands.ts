import type { BillDraft } from '../../domain/bill/types';
import type { EditChange } from '../../domain/bill/editChange';
import type { EditInput } from '../../domain/bill/editInput';
import type { EditBillResult } from '../../worker/service/billEdits';
import type { DataChange } from '../../domain/changes';
import type { Selection } from '../../domain/selection';
import type { ImportCommitResult, ImportProgress } from '../../worker/importTypes';
import type {
  BulkProgress,
  CreditResult,
  DeleteResult,
  MutationResult,
  NewBillResult,
  PaymentResult,
  VoidResult,
} from '../../worker/types';

/**
 * The writes as data: each command the screen may send, what each answers and what it reports
 * as it goes. The write path (writePath.ts) is the one place that runs them.
 */

/** Every change a person (or another tab) makes to the data, as a command. */
export type WriteCommand =
  /** `basedOn`: the data version the person saw (versions.ts); by default, when it is asked. */
  | { kind: 'reference'; id: number; reference: string; basedOn?: number }
  | { kind: 'approve'; selection: Selection; basedOn?: number }
  | { kind: 'delete'; selection: Selection; basedOn?: number }
  | { kind: 'restore'; undoToken: number }
  /** One payment against one bill (amount in pence, date ISO). */
  | { kind: 'payment'; bill: number; amount: number; date: string; reference: string }
  /** Pays in full, dated today, every selected bill awaiting payment. */
  | { kind: 'markPaid'; selection: Selection }
  /** Takes back payments `first` to `first + count - 1` (Undo of the two above). */
  | { kind: 'unpay'; first: number; count: number }
  /** Undoes the Approve that gave `undoToken`. */
  | { kind: 'unapprove'; undoToken: number }
  /** Changes another tab made (already stored by it): applied here, never recorded again. */
  | { kind: 'replay'; changes: DataChange[] }
  /** Writes the bills of the file the worker has previewed (the import dialog). */
  | { kind: 'import'; duplicates: 'skip' | 'import' }
  /** Takes out exactly the bills of one import. */
  | { kind: 'undoImport'; importId: number }
  /** A bill typed by hand (New bill), saved as a draft or approved. */
  | { kind: 'newBill'; draft: BillDraft; approve: boolean }
  /** Voids one bill awaiting payment with no payments (voids.ts). */
  | { kind: 'void'; id: number; basedOn?: number }
  /** Undoes the void of bill `id`. */
  | { kind: 'unvoid'; id: number }
  /** A credit note against one bill (amount in pence, date ISO, reference its number or ''). */
  | { kind: 'credit'; bill: number; amount: number; date: string; reference: string }
  /** A bill corrected (Edit), based on the version its form was read at. */
  | { kind: 'editBill'; input: EditInput }
  /** Undo of an edit: puts back its `before`, unless the bill changed after `madeAt`. */
  | { kind: 'undoEdit'; change: EditChange; madeAt: number };

/** What each command answers, by its kind. */
export interface WriteResults {
  reference: MutationResult;
  approve: MutationResult;
  delete: DeleteResult;
  restore: MutationResult;
  payment: PaymentResult;
  markPaid: PaymentResult;
  unpay: MutationResult;
  unapprove: MutationResult;
  replay: MutationResult;
  import: ImportCommitResult;
  undoImport: MutationResult;
  newBill: NewBillResult;
  void: VoidResult;
  unvoid: VoidResult;
  credit: CreditResult;
  editBill: EditBillResult;
  undoEdit: EditBillResult;
}

/** What a write reports as it goes: an import also says which phase it is in. */
export type WriteProgress<K extends WriteCommand['kind']> = K extends 'import'
  ? ImportProgress
  : BulkProgress;

/** What the write of command `C` answers. */
export type WriteResult<C extends WriteCommand> = WriteResults[C['kind']];
export type ProgressReporter = (progress: BulkProgress) => void;
