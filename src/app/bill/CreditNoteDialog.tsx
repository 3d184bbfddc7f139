import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { maxPaymentReferenceLength, parsePaymentAmount } from '../../domain/payment';
import type { Write } from '../data/writePath';
import { formatMoney } from '../format';

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
export function CreditNoteDialog(props: CreditNoteDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog payment-dialog">
          {open && <CreditForm {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreditForm({ bill, today, write, onAdded, onOpenChange }: CreditNoteDialogProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const isAmountProblem = (p: string) => p.startsWith('Amount') || p.startsWith('Enter');
  const amountError = problems.find(isAmountProblem);
  const dateError = problems.find((p) => p.startsWith('Date'));
  const others = problems.filter((p) => !isAmountProblem(p) && p !== dateError);

  async function submit() {
    const parsed = parsePaymentAmount(amount, bill.owed);
    const errors = parsed.ok ? [] : [...parsed.errors];
    if (date === '') errors.push('Date is required');
    if (errors.length > 0 || !parsed.ok) {
      setProblems(errors);
      if (errors.some(isAmountProblem)) amountRef.current?.focus();
      else dateRef.current?.focus();
      return;
    }
    setSaving(true);
    setProblems([]);
    const result = await write({
      kind: 'credit',
      bill: bill.id,
      amount: parsed.value,
      date,
      reference: reference.trim(),
    });
    setSaving(false);
    if (result.kind === 'error') {
      setProblems(result.errors.map((e) => `The credit note was not added: ${e}.`));
      return;
    }
    onAdded({ first: result.first, amount: parsed.value, reference: result.reference });
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
      <Dialog.Title className="dialog-title">Add credit note</Dialog.Title>
      <Dialog.Description className="dialog-description">
        {`${bill.number}: ${formatMoney(bill.owed)} still owed. A credit note reduces it as a payment does.`}
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
          aria-describedby={amountError ? `${id}-amount-error` : `${id}-amount-hint`}
        />
        {amountError ? (
          <p id={`${id}-amount-error`} className="field-error">
            {amountError}
          </p>
        ) : (
          <p id={`${id}-amount-hint`} className="field-hint">
            {`At most ${formatMoney(bill.owed)}`}
          </p>
        )}
        <label htmlFor={`${id}-date`}>Date</label>
        <input
          id={`${id}-date`}
          ref={dateRef}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
        />
        {dateError && (
          <p id={`${id}-date-error`} className="field-error">
            {dateError}
          </p>
        )}
        <label htmlFor={`${id}-reference`}>Credit note number (optional)</label>
        <input
          id={`${id}-reference`}
          value={reference}
          maxLength={maxPaymentReferenceLength}
          placeholder="CN-…"
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
          {saving ? 'Saving…' : 'Add credit note'}
        </button>
      </div>
    </form>
  );
}
