import { useId } from 'react';
import { getColumn } from '../../domain/columns';
import { datePresetLabels, datePresets } from '../../domain/datePresets';
import { statusFilterValues, statusLabels } from '../../domain/statuses';
import { draft_toggleValue, type FilterDraft } from './filterDraft';
import { operatorLabels } from './filterSentence';

export interface ValueFieldProps {
  draft: FilterDraft;
  error: string | undefined;
  onChange: (draft: FilterDraft) => void;
}

/** A field's problem, next to it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** Props that mark a control invalid and tie it to its message. */
export function invalidProps(error: string | undefined, errorId: string) {
  return error
    ? { 'aria-invalid': true, 'aria-describedby': errorId, 'data-invalid': true }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined, 'data-invalid': undefined };
}

/** Status: any of the five statuses and the Awaiting payment group. */
export function StatusChoices({ draft, error, onChange }: ValueFieldProps) {
  const errorId = `${useId()}-error`;
  const hintId = `${errorId}-awaiting`;
  return (
    <fieldset className="filter-values" aria-describedby={error ? errorId : undefined}>
      <legend className="filter-field-label">Statuses</legend>
      <div className="choice-grid">
        {statusFilterValues.map((value, index) => (
          <label key={value} className="choice">
            <input
              type="checkbox"
              checked={draft.values.includes(value)}
              onChange={(e) => onChange(draft_toggleValue(draft, value, e.target.checked))}
              aria-describedby={value === 'awaiting-payment' ? hintId : undefined}
              data-invalid={error && index === 0 ? true : undefined}
            />
            <span>{statusLabels[value]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="filter-hint">
        Awaiting payment means sent, viewed or overdue.
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Date and Due within a period relative to today, which stays relative in a saved view. */
function PresetValue({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const legend = `${getColumn(draft.column).label} is within`;
  return (
    <fieldset className="filter-values" aria-describedby={error ? errorId : undefined}>
      <legend className="filter-field-label">{legend}</legend>
      {datePresets.map((preset, index) => (
        <label key={preset} className="choice">
          <input
            type="radio"
            name={`${id}-preset`}
            checked={draft.preset === preset}
            onChange={() => onChange({ ...draft, preset })}
            data-invalid={error && index === 0 ? true : undefined}
          />
          <span>{datePresetLabels[preset].choice}</span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Date and Due: today (which moves with the calendar) or a given date, or a period. */
export function DateValue({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const legend = `${getColumn(draft.column).label} is ${operatorLabels[draft.operator]}`;
  if (draft.operator === 'within') {
    return <PresetValue draft={draft} error={error} onChange={onChange} />;
  }
  return (
    <fieldset className="filter-values">
      <legend className="filter-field-label">{legend}</legend>
      <label className="choice">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={draft.dateMode === 'today'}
          onChange={() => onChange({ ...draft, dateMode: 'today' })}
        />
        <span>Today</span>
      </label>
      <div className="choice date-choice">
        <input
          id={`${id}-on`}
          type="radio"
          name={`${id}-mode`}
          checked={draft.dateMode === 'date'}
          onChange={() => onChange({ ...draft, dateMode: 'date' })}
        />
        <label htmlFor={`${id}-on`}>A date</label>
        <input
          type="date"
          className="text-input"
          aria-label="Date"
          value={draft.date}
          onChange={(e) => onChange({ ...draft, dateMode: 'date', date: e.target.value })}
          {...invalidProps(error, errorId)}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Total, Paid and Amount due: pounds as typed; the query gets pence. */
export function AmountValue({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="filter-values">
      <label htmlFor={id} className="filter-field-label">
        Amount in pounds
      </label>
      <div className="amount-input">
        <span className="amount-prefix" aria-hidden="true">
          £
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="text-input"
          placeholder="0.00"
          value={draft.amount}
          onChange={(e) => onChange({ ...draft, amount: e.target.value })}
          {...invalidProps(error, errorId)}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Overdue by: a whole number of days. */
export function DaysValue({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="filter-values">
      <label htmlFor={id} className="filter-field-label">
        Days
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="text-input"
        placeholder="0"
        value={draft.days}
        onChange={(e) => onChange({ ...draft, days: e.target.value })}
        {...invalidProps(error, errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Number: the number, or how it starts, as written on the bill. */
export function TextValue({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="filter-values">
      <label htmlFor={id} className="filter-field-label">
        {draft.operator === 'startsWith' ? 'Start of the number' : 'Number'}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        className="text-input"
        placeholder="AP-0101"
        value={draft.text}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        {...invalidProps(error, errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
