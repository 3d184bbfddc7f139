import { errorId, fieldId } from './billDraft';

/**
 * Total, typed, for a bill that keeps no lines (the sample's): Edit sets it directly rather than
 * making up a line for it. Its problem is shown beside it, as a line's is.
 */
export function TotalField(props: {
  formId: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  hint: string;
  /** The sentence that says why it is locked, when it is. */
  lockedBy?: string | undefined;
  error: string | undefined;
}) {
  const { formId, value, onChange, readOnly, hint, lockedBy, error } = props;
  // The id a problem with 'total' focuses (billDraft.ts): here this field, as there are no lines.
  const id = fieldId(formId, 'total');
  const hintId = `${id}-hint`;
  return (
    <div className="new-bill-field new-bill-total-field">
      <label htmlFor={id}>Total</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId(formId, 'total') : '', lockedBy ?? '']
          .join(' ')
          .trim()}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={errorId(formId, 'total')} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Save and Cancel of the form on a saved bill. */
export function EditActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="dialog-actions new-bill-actions">
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button-primary" aria-disabled={saving || undefined}>
        Save changes
      </button>
    </div>
  );
}
