import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Filter } from '../../domain/query';
import {
  draft_setColumn,
  parseFilterDraft,
  type DraftErrors,
  type DraftField,
  type FilterDraft,
} from './filterDraft';
import { filterKindOf, filterableColumns, isFilterColumn, operatorsFor } from './filterColumns';
import { operatorLabels } from './filterSentence';
import { ContactChoices } from './ContactChoices';
import { AmountValue, DateValue, DaysValue, StatusChoices, TextValue } from './ValueFields';

export interface FilterEditorProps {
  title: string;
  initial: FilterDraft;
  onApply: (filter: Filter) => void;
  onCancel: () => void;
  /** A press on Apply (pointerdown), before its click applies the filter: if valid, it. */
  onPress?: (filter: Filter) => void;
}

/** The filter editor's form: column, operator and value; applies only a valid filter. */
export function FilterEditor({ title, initial, onApply, onCancel, onPress }: FilterEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const kind = filterKindOf(draft.column);

  // After a rejected Apply, take the person to the first field that needs fixing.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[data-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (next: FilterDraft, field?: DraftField) => {
    setDraft(next);
    if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseFilterDraft(draft);
    if (result.ok) {
      onApply(result.filter);
      return;
    }
    setErrors(result.errors);
    setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} className="filter-editor-form" onSubmit={submit} noValidate>
      <Popover.Title className="filter-editor-title">{title}</Popover.Title>
      <div className="filter-editor-row">
        <label className="filter-field">
          <span className="filter-field-label">Column</span>
          <select
            value={draft.column}
            onChange={(e) => {
              if (isFilterColumn(e.target.value)) {
                setDraft(draft_setColumn(draft, e.target.value));
                setErrors({});
              }
            }}
          >
            {filterableColumns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          <span className="filter-field-label">Operator</span>
          <select
            value={draft.operator}
            aria-invalid={errors.operator ? true : undefined}
            aria-describedby={errors.operator ? `${id}-operator-error` : undefined}
            data-invalid={errors.operator ? true : undefined}
            onChange={(e) => {
              const operator = operatorsFor(draft.column).find((op) => op === e.target.value);
              if (operator) change({ ...draft, operator }, 'operator');
            }}
          >
            {operatorsFor(draft.column).map((op) => (
              <option key={op} value={op}>
                {operatorLabels[op]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {errors.operator && (
        <p id={`${id}-operator-error`} className="field-error" role="alert">
          {errors.operator}
        </p>
      )}
      {draft.column === 'status' && (
        <StatusChoices draft={draft} error={errors.values} onChange={(d) => change(d, 'values')} />
      )}
      {draft.column === 'from' && (
        <ContactChoices draft={draft} error={errors.values} onChange={(d) => change(d, 'values')} />
      )}
      {kind === 'date' && (
        <DateValue draft={draft} error={errors.date} onChange={(d) => change(d, 'date')} />
      )}
      {kind === 'amount' && (
        <AmountValue draft={draft} error={errors.amount} onChange={(d) => change(d, 'amount')} />
      )}
      {kind === 'text' && (
        <TextValue draft={draft} error={errors.text} onChange={(d) => change(d, 'text')} />
      )}
      {kind === 'days' && (
        <DaysValue draft={draft} error={errors.days} onChange={(d) => change(d, 'days')} />
      )}
      <div className="filter-editor-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button-primary"
          onPointerDown={(event) => {
            const result = event.button === 0 && onPress ? parseFilterDraft(draft) : null;
            if (result?.ok) onPress?.(result.filter);
          }}
        >
          Apply
        </button>
      </div>
    </form>
  );
}
