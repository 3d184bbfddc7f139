import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTableActions } from '../TableContext';
import { draft_toggleValue } from './filterDraft';
import { narrowNames } from './typeahead';
import { FieldError, type ValueFieldProps } from './ValueFields';

type Contacts = { status: 'loading' } | { status: 'ready'; names: string[] } | { status: 'failed' };

const failed: Contacts = { status: 'failed' };

/** The distinct contacts in the table, asked of the worker each time the picker opens. */
function useContacts(): Contacts {
  const { client } = useTableActions();
  const [contacts, setContacts] = useState<Contacts>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    client.contacts().then(
      (result) =>
        live &&
        setContacts(result.kind === 'ok' ? { status: 'ready', names: result.names } : failed),
      () => live && setContacts(failed),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return contacts;
}

/** From: type a few letters to narrow the contacts, then tick one or several. */
export function ContactChoices({ draft, error, onChange }: ValueFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const contacts = useContacts();
  const [query, setQuery] = useState('');
  // A chosen contact stays listed even if no invoice has it any more.
  const all = useMemo(() => {
    const names = contacts.status === 'ready' ? contacts.names : [];
    return [...names, ...draft.values.filter((v) => !names.includes(v))];
  }, [contacts, draft.values]);
  const shown = useMemo(() => narrowNames(all, query), [all, query]);

  // Enter in the box ticks the first match instead of applying the filter.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = shown[0];
    if (event.key !== 'Enter' || query.trim() === '' || first === undefined) return;
    event.preventDefault();
    if (!draft.values.includes(first)) onChange(draft_toggleValue(draft, first, true));
  };

  return (
    <fieldset className="filter-values" aria-describedby={error ? errorId : undefined}>
      <legend className="filter-field-label">Contacts</legend>
      <input
        type="text"
        className="text-input"
        aria-label="Find a contact"
        aria-controls={`${id}-list`}
        placeholder="Type to find a contact"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? true : undefined}
      />
      {contacts.status === 'loading' && <p className="filter-hint">Loading contacts…</p>}
      {contacts.status === 'failed' && (
        <p className="field-error" role="alert">
          The contacts could not be loaded.
        </p>
      )}
      {contacts.status === 'ready' && shown.length === 0 && (
        <p className="filter-hint">No contact matches “{query.trim()}”.</p>
      )}
      <ul id={`${id}-list`} className="choice-list" hidden={shown.length === 0}>
        {shown.map((name) => (
          <li key={name}>
            <label className="choice">
              <input
                type="checkbox"
                checked={draft.values.includes(name)}
                onChange={(e) => onChange(draft_toggleValue(draft, name, e.target.checked))}
              />
              <span>{name}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="filter-hint" role="status">
        {[
          contacts.status === 'ready' ? `${shown.length} of ${all.length} shown` : '',
          draft.values.length > 0 ? `${draft.values.length} selected` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
