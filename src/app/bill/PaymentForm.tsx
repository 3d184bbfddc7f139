import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type ReactNode } from 'react';
import { maxPaymentReferenceLength, parsePaymentAmount } from '../../domain/payment';

/** What the person entered, checked: the amount in pence, the date, the reference trimmed. */
export interface PaymentEntry {
  amount: number;
  date: string;
  reference: string;
}

export interface PaymentFormProps {
  title: string;
  description: string;
  submitLabel: string;
  referenceLabel: string;
  referencePlaceholder?: string;
  /** What is still owed on the bill, in pence: the most the amount may be. */
  owed: number;
  initialAmount: string;
  /** Said under Amount while it has no error ('At most £…'). */
  amountHint?: string;
  today: string;
  /**
   * Keeps the entry (a write command): resolves with what to tell the person when it was not
   * kept, or null when it was, and the dialog closes.
   */
  save: (entry: PaymentEntry) => Promise<string[] | null>;
  close: () => void;
}

/** A dialog for one bill's payment or credit note: the form is mounted only while it is open. */
export function PaymentDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog payment-dialog">{open && children}</Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Amount (more than zero, no more than is owed), Date (required) and an optional reference. An
 * error shows beside its field, which takes focus and is described by it; "Saving…" until the
 * entry is kept; a refusal is shown in the dialog with what was typed kept.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { owed, amountHint, save, close } = props;
  const id = useId();
  const [amount, setAmount] = useState(props.initialAmount);
  const [date, setDate] = useState(props.today);
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
    const parsed = parsePaymentAmount(amount, owed);
    const errors = parsed.ok ? [] : [...parsed.errors];
    if (date === '') errors.push('Date is required');
    if (errors.length > 0 || !parsed.ok) {
      setProblems(errors);
      // The field is described by its error, so it is read out with it.
      if (errors.some(isAmountProblem)) amountRef.current?.focus();
      else dateRef.current?.focus();
      return;
    }
    setSaving(true);
    setProblems([]);
    const refused = await save({ amount: parsed.value, date, reference: reference.trim() });
    setSaving(false);
    if (refused) setProblems(refused);
    else close();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      <Dialog.Title className="dialog-title">{props.title}</Dialog.Title>
      <Dialog.Description className="dialog-description">{props.description}</Dialog.Description>
      <div className="payment-fields">
        <label htmlFor={`${id}-amount`}>Amount</label>
        <input
          id={`${id}-amount`}
          ref={amountRef}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={
            amountError ? `${id}-amount-error` : amountHint ? `${id}-amount-hint` : undefined
          }
        />
        {amountError ? (
          <p id={`${id}-amount-error`} className="field-error">
            {amountError}
          </p>
        ) : (
          amountHint && (
            <p id={`${id}-amount-hint`} className="field-hint">
              {amountHint}
            </p>
          )
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
        <label htmlFor={`${id}-reference`}>{props.referenceLabel}</label>
        <input
          id={`${id}-reference`}
          value={reference}
          maxLength={maxPaymentReferenceLength}
          placeholder={props.referencePlaceholder}
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
          {saving ? 'Saving…' : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
