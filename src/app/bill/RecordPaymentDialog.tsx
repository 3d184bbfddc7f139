import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { maxPaymentReferenceLength, parsePaymentAmount } from '../../domain/payment';
import type { Write } from '../data/writePath';
import { formatMoney } from '../format';

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
export function RecordPaymentDialog(props: RecordPaymentDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog payment-dialog">
          {open && <PaymentForm {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaymentForm({ bill, today, write, onRecorded, onOpenChange }: RecordPaymentDialogProps) {
  const id = useId();
  const [amount, setAmount] = useState(() => (bill.owed / 100).toFixed(2));
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const isAmountProblem = (p: string) => p.startsWith('Amount') || p.startsWith('Enter');
  const amountError = problems.find(isAmountProblem);
  const others = problems.filter((p) => !isAmountProblem(p));

  async function submit() {
    const parsed = parsePaymentAmount(amount, bill.owed);
    const errors = parsed.ok ? [] : parsed.errors;
    if (date === '') errors.push('Date is required');
    if (errors.length > 0 || !parsed.ok) {
      setProblems(errors);
      // The field is described by its error, so it is read out with it.
      if (errors.some(isAmountProblem)) amountRef.current?.focus();
      return;
    }
    setSaving(true);
    setProblems([]);
    const result = await write({
      kind: 'payment',
      bill: bill.id,
      amount: parsed.value,
      date,
      reference: reference.trim(),
    });
    setSaving(false);
    if (result.kind === 'error') {
      setProblems(result.errors.map((e) => `The payment was not recorded: ${e}.`));
      return;
    }
    onRecorded({ first: result.first, amount: parsed.value });
    onOpenChange(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      <Dialog.Title className="dialog-title">Record payment</Dialog.Title>
      <Dialog.Description className="dialog-description">
        {`${bill.number}: ${formatMoney(bill.owed)} still owed.`}
      </Dialog.Description>
      <div className="payment-fields">
        <label htmlFor={`${id}-amount`}>Amount</label>
        <input
          id={`${id}-amount`}
          ref={amountRef}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
        />
        {amountError && (
          <p id={`${id}-amount-error`} className="field-error">
            {amountError}
          </p>
        )}
        <label htmlFor={`${id}-date`}>Date</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <label htmlFor={`${id}-reference`}>Reference (optional)</label>
        <input
          id={`${id}-reference`}
          value={reference}
          maxLength={maxPaymentReferenceLength}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      {others.length > 0 && (
        <p role="alert" className="dialog-error">
          {others.join(' ')}
        </p>
      )}
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <button type="button" className="button">
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="button button-primary" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Record payment'}
        </button>
      </div>
    </form>
  );
}
