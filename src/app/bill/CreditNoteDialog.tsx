import type { Write } from '../data/writePath';
import { formatMoney } from '../format';
import { PaymentDialog, PaymentForm } from './PaymentForm';

export interface AddedCredit {
  /** The credit's id among the bill's payments, for Undo. */
  first: number;
  amount: number;
  /** Its number, as kept: the one given, or CN-<id>. */
  reference: string;
}

export interface CreditNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bill: { id: number; number: string; owed: number };
  today: string;
  write: Write;
  onAdded: (credit: AddedCredit) => void;
}

/**
 * 'Add credit note' for one bill awaiting payment: Amount (more than zero, no more than is
 * owed), Date (today unless changed) and the credit note's number (optional: CN- and its id when
 * left empty). A write command like Record payment: "Saving…" until it is kept, a refusal shown
 * in the dialog with what was typed kept.
 */
export function CreditNoteDialog({
  open,
  onOpenChange,
  bill,
  today,
  write,
  onAdded,
}: CreditNoteDialogProps) {
  return (
    <PaymentDialog open={open} onOpenChange={onOpenChange}>
      <PaymentForm
        title="Add credit note"
        description={`${bill.number}: ${formatMoney(bill.owed)} still owed. A credit note reduces it as a payment does.`}
        submitLabel="Add credit note"
        referenceLabel="Credit note number (optional)"
        referencePlaceholder="CN-…"
        owed={bill.owed}
        initialAmount=""
        amountHint={`At most ${formatMoney(bill.owed)}`}
        today={today}
        save={async (entry) => {
          const result = await write({ kind: 'credit', bill: bill.id, ...entry });
          if (result.kind === 'error')
            return result.errors.map((e) => `The credit note was not added: ${e}.`);
          onAdded({ first: result.first, amount: entry.amount, reference: result.reference });
          return null;
        }}
        close={() => onOpenChange(false)}
      />
    </PaymentDialog>
  );
}
