import type { Write } from '../data/writePath';
import { formatMoney } from '../format';
import { PaymentDialog, PaymentForm } from './PaymentForm';

export interface RecordedPayment {
  /** The payment's id, for Undo. */
  first: number;
  amount: number;
}

export interface RecordPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bill: { id: number; number: string; owed: number };
  today: string;
  write: Write;
  onRecorded: (payment: RecordedPayment) => void;
}

/**
 * 'Record payment' for one bill: Amount (what is still owed unless changed; more than zero and
 * no more than that), Date (today unless changed), an optional Reference. It is a write command
 * (writePath.ts): the dialog says "Saving…" until the payment is kept, and a refusal is shown in
 * it with nothing lost.
 */
export function RecordPaymentDialog({
  open,
  onOpenChange,
  bill,
  today,
  write,
  onRecorded,
}: RecordPaymentDialogProps) {
  return (
    <PaymentDialog open={open} onOpenChange={onOpenChange}>
      <PaymentForm
        title="Record payment"
        description={`${bill.number}: ${formatMoney(bill.owed)} still owed.`}
        submitLabel="Record payment"
        referenceLabel="Reference (optional)"
        owed={bill.owed}
        initialAmount={(bill.owed / 100).toFixed(2)}
        today={today}
        save={async (entry) => {
          const result = await write({ kind: 'payment', bill: bill.id, ...entry });
          if (result.kind === 'error')
            return result.errors.map((e) => `The payment was not recorded: ${e}.`);
          onRecorded({ first: result.first, amount: entry.amount });
          return null;
        }}
        close={() => onOpenChange(false)}
      />
    </PaymentDialog>
  );
}
