import type { BillField } from './editChange';

/**
 * What an edit may change, as Xero decides it from the bill's state:
 * - `all`: a draft, or a bill awaiting payment with nothing paid or credited;
 * - `reference-due-notes`: a bill with a payment or a credit (any row in `payments`, or a Paid
 *   above zero), until those are removed: its amounts, From and Date stand as they were paid;
 * - `notes`: a paid or voided bill.
 */
export type EditScope = 'all' | 'reference-due-notes' | 'notes';

/** A bill's state as the rules read it. `status` is the stored one ('voided' once it exists). */
export interface EditState {
  status: string;
  /** How many payments (credits among them) are recorded against it. */
  payments: number;
  /** Its Paid, in pence. */
  paid: number;
}

const closed: ReadonlySet<string> = new Set(['paid', 'voided']);

export function editScope(bill: EditState): EditScope {
  if (closed.has(bill.status)) return 'notes';
  if (bill.payments > 0 || bill.paid > 0) return 'reference-due-notes';
  return 'all';
}

const allowed: Record<EditScope, ReadonlySet<BillField>> = {
  all: new Set(['contactName', 'reference', 'date', 'dueDate', 'lines', 'total', 'notes']),
  'reference-due-notes': new Set(['reference', 'dueDate', 'notes']),
  notes: new Set(['notes']),
};

/** Whether `field` may change on a bill in `scope`. */
export function mayChange(scope: EditScope, field: BillField): boolean {
  return allowed[scope].has(field);
}

/**
 * Why the other fields are locked, in a sentence the panel shows and the worker answers with
 * when asked to change one; null when nothing is locked.
 */
export function lockedReason(scope: EditScope, status: string): string | null {
  switch (scope) {
    case 'all':
      return null;
    case 'reference-due-notes':
      return 'This bill has payments: only Reference, Due date and Notes can change. Remove the payments to change the amounts.';
    case 'notes':
      return status === 'voided'
        ? 'This bill is voided: only its Notes can change.'
        : 'This bill is paid: only its Notes can change.';
  }
}

/** Said when an edit, or its Undo, was based on a version another tab has changed since. */
export const changedElsewhere = 'This bill was changed in another tab';
