import { useId, useMemo, useState, type ReactNode } from 'react';
import { defaultTermsDays, parseDay, parseDueDate } from '../../domain/bill/dueDate';
import type { BillDraft } from '../../domain/bill/types';
import { checkBill } from '../../domain/bill/validate';
import { checkEditDraft } from '../../domain/bill/editCheck';
import { amountsAreLabels, billTotals, type AmountsAre } from '../../domain/bill/vat';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import { formatDate } from '../format';
import { editDraft, errorId, fieldId, type DraftEdit } from './billDraft';
import { BillLinesEditor, typedLineMoney } from './BillLinesEditor';
import { ContactCombobox } from './ContactCombobox';
import { DuplicateWarning } from './DuplicateWarning';
import { BillTotalsView } from './BillTotalsView';
import { useContactTerms } from './useFormReads';
import type { FormEdit, LockableField } from './formEdit';
import { EditActions, TotalField } from './EditParts';

/** A bill just saved: what the notice names and its link opens. */
export interface SavedBill {
  id: number;
  number: string;
  contactName: string;
}

export interface NewBillFormProps {
  client: InvoiceClient;
  write: Write;
  draft: BillDraft;
  setDraft: (update: (draft: BillDraft) => BillDraft) => void;
  onSaved: (bill: SavedBill) => void;
  /** The same form on a saved bill (Edit): its locks, its Total, its own Save. */
  edit?: FormEdit;
}

/**
 * The New bill form: From, Reference, Date, Due date, Amounts are, the lines, Notes, and the
 * Subtotal, VAT and Total as typed. 'Save as draft' or 'Approve' checks every rule first: each
 * problem is shown beside its field, focus goes to the first, and nothing is saved while any
 * remains. A bill of the same contact and Reference is pointed out, not refused. With `edit`
 * (issue 26 §2) the same form is on a saved bill: what its state locks is read-only, a bill
 * without lines has a Total field in place of the lines, and 'Save changes' hands the checked
 * form to the edit's own save.
 */
export function NewBillForm({
  client,
  write,
  draft,
  setDraft,
  onSaved,
  edit: editing,
}: NewBillFormProps) {
  const formId = useId().replace(/:/g, '');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [workerErrors, setWorkerErrors] = useState<Map<string, string> | null>(null);
  const usual = useContactTerms(client, draft.contactName);
  const terms = usual ?? defaultTermsDays;
  const checked = useMemo(
    () => (editing ? checkEditDraft(draft, editing.amounts, terms) : checkBill(draft, terms)),
    [draft, terms, editing],
  );
  const locked = (field: LockableField) => editing?.locked.has(field) ?? false;
  // A locked field is described by the sentence that says why it is locked.
  const lockNote = (field: LockableField) => (locked(field) ? editing?.reasonId : undefined);
  const describe = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const errors: ReadonlyMap<string, string> =
    workerErrors ?? (tried && !checked.ok ? checked.errors : new Map());
  const edit = (change: DraftEdit) => {
    setWorkerErrors(null);
    setDraft((current) => editDraft(current, change));
  };
  const setField = (field: Exclude<keyof BillDraft, 'lines'>) => (value: string) =>
    edit({ kind: 'field', field, value });

  const date = parseDay(draft.date);
  const due = parseDueDate(draft.dueDate, date, terms);
  const dueHint =
    due === null
      ? 'A day, or +14 for 14 days after Date'
      : draft.dueDate.trim() === ''
        ? `${formatDate(due)}: ${usual === null ? '30 days after Date' : `this contact's usual ${usual} days`}`
        : formatDate(due);
  const totals = billTotals(
    draft.lines.flatMap((line) => typedLineMoney(line, draft.amountsAre) ?? []),
  );

  function focusField(field: string) {
    document.getElementById(fieldId(formId, field))?.focus();
  }

  async function save(approve: boolean) {
    if (saving) return;
    setTried(true);
    setFailure(null);
    if (!checked.ok) {
      focusField(checked.first);
      return;
    }
    setSaving(true);
    // Due as shown: the worker would default an empty one from terms it reads again itself.
    const sent = {
      ...draft,
      dueDate: 'bill' in checked ? checked.bill.dueDate : checked.header.dueDate,
    };
    if (editing) {
      const outcome = await editing.save(sent);
      setSaving(false);
      if (outcome.kind === 'fields') {
        setWorkerErrors(new Map(outcome.fields));
        focusField(outcome.fields[0]?.[0] ?? 'contactName');
      } else if (outcome.kind === 'failed') setFailure(outcome.message);
      return;
    }
    const result = await write({ kind: 'newBill', draft: sent, approve });
    setSaving(false);
    if (result.kind === 'ok') {
      onSaved({
        id: result.change.id,
        number: result.change.number,
        contactName: result.change.contactName,
      });
      return;
    }
    if (result.fields && result.fields.length > 0) {
      setWorkerErrors(new Map(result.fields));
      focusField(result.fields[0]?.[0] ?? 'contactName');
    } else setFailure(`The bill was not saved: ${result.errors.join('; ')}`);
  }

  const described = (field: string) => (errors.has(field) ? errorId(formId, field) : undefined);
  const problem = (field: string) =>
    errors.has(field) ? (
      <p id={errorId(formId, field)} className="field-error">
        {errors.get(field)}
      </p>
    ) : null;
  const textField = (
    field: 'reference' | 'date' | 'dueDate',
    label: string,
    hint?: string,
    after?: ReactNode,
  ) => {
    const id = fieldId(formId, field);
    const hintId = `${id}-hint`;
    return (
      <div className="new-bill-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={draft[field]}
          readOnly={locked(field)}
          aria-invalid={errors.has(field) || undefined}
          aria-describedby={describe(described(field), hint ? hintId : undefined, lockNote(field))}
          onChange={(event) => setField(field)(event.target.value)}
          onBlur={() => {
            // '+14' becomes the day it means, so what is saved is what is shown.
            if (field === 'dueDate' && /^\+/.test(draft.dueDate.trim()) && due !== null) {
              setField('dueDate')(formatDate(due));
            }
          }}
        />
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        {problem(field)}
        {after}
      </div>
    );
  };

  return (
    <form
      className="new-bill-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <div className="new-bill-field">
        <label htmlFor={fieldId(formId, 'contactName')}>From</label>
        <ContactCombobox
          id={fieldId(formId, 'contactName')}
          value={draft.contactName}
          onChange={setField('contactName')}
          client={client}
          readOnly={locked('contactName')}
          invalid={errors.has('contactName')}
          describedBy={describe(described('contactName'), lockNote('contactName'))}
        />
        {problem('contactName')}
      </div>
      {textField(
        'reference',
        'Reference',
        undefined,
        <DuplicateWarning
          client={client}
          contact={draft.contactName}
          reference={draft.reference}
          except={editing?.billId}
        />,
      )}
      <div className="new-bill-dates">
        {textField('date', 'Date')}
        {textField('dueDate', 'Due date', dueHint)}
      </div>
      {editing?.money === 'total' ? (
        <TotalField
          formId={formId}
          value={editing.total}
          onChange={(value) => {
            setWorkerErrors(null);
            editing.setTotal(value);
          }}
          readOnly={locked('amounts')}
          hint={editing.totalHint}
          lockedBy={lockNote('amounts')}
          error={errors.get('total')}
        />
      ) : (
        <fieldset className="new-bill-money" disabled={locked('amounts')}>
          <fieldset className="new-bill-amounts">
            <legend>Amounts are</legend>
            {(Object.keys(amountsAreLabels) as AmountsAre[]).map((mode) => (
              <label key={mode} className="new-bill-radio">
                <input
                  type="radio"
                  name={`${formId}-amounts`}
                  value={mode}
                  checked={draft.amountsAre === mode}
                  onChange={() => setField('amountsAre')(mode)}
                />
                {amountsAreLabels[mode]}
              </label>
            ))}
          </fieldset>
          <BillLinesEditor formId={formId} draft={draft} edit={edit} errors={errors} />
          <BillTotalsView formId={formId} totals={totals} error={errors.get('total')} />
        </fieldset>
      )}
      <div className="new-bill-field">
        <label htmlFor={fieldId(formId, 'notes')}>Notes</label>
        <textarea
          id={fieldId(formId, 'notes')}
          rows={3}
          value={draft.notes}
          readOnly={locked('notes')}
          aria-invalid={errors.has('notes') || undefined}
          aria-describedby={describe(described('notes'), lockNote('notes'))}
          onChange={(event) => setField('notes')(event.target.value)}
        />
        {problem('notes')}
      </div>
      {failure && (
        <p role="alert" className="dialog-error">
          {failure}
        </p>
      )}
      {tried && errors.size > 0 && (
        <p role="alert" className="dialog-error">
          {errors.size === 1
            ? 'One thing to fix before saving.'
            : `${errors.size} things to fix before saving.`}
        </p>
      )}
      {editing ? (
        <EditActions saving={saving} onCancel={editing.onCancel} />
      ) : (
        <div className="dialog-actions new-bill-actions">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            Save as draft
          </button>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={saving || undefined}
            onClick={() => void save(true)}
          >
            Approve
          </button>
        </div>
      )}
    </form>
  );
}
