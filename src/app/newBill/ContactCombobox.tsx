import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { markSuggestionsAsked, markSuggestionsCommitted } from '../../perf/paintMarks';
import type { InvoiceClient } from '../data/client';
import { formatCount } from '../format';
import { useContactSuggestions } from './useFormReads';

export interface ContactComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  client: InvoiceClient;
  invalid: boolean;
  describedBy?: string;
  /** Shown, not changed (Edit, when the bill's state locks From). */
  readOnly?: boolean;
}

/**
 * From: a combobox (ARIA 1.2, list autocomplete) suggesting the contacts already in the table as
 * the person types, the ones with the most bills first. Arrow keys move through them, Enter takes
 * one, Escape closes the list; a name that is not suggested is kept as typed (a new contact).
 */
export function ContactCombobox({
  id,
  value,
  onChange,
  client,
  invalid,
  describedBy,
  readOnly = false,
}: ContactComboboxProps) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { contacts: suggestions, forTyped } = useContactSuggestions(client, typed);
  // The bench's measure: suggestions for what is typed now are in the DOM (paintMarks.ts).
  useLayoutEffect(() => {
    if (forTyped !== null && forTyped === typed) markSuggestionsCommitted();
  }, [forTyped, typed, suggestions]);
  const shown = open && suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen.name);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only, not the panel.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="combobox">
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        readOnly={readOnly}
        aria-readonly={readOnly || undefined}
        value={value}
        onChange={(event) => {
          markSuggestionsAsked(event.timeStamp);
          onChange(event.target.value);
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Contacts"
        className="combobox-list"
        hidden={!shown}
      >
        {shown &&
          suggestions.map((contact, index) => (
            <li
              key={contact.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox-option"
              // Keeps focus in the field, so the list is not closed by its blur first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(contact.name)}
            >
              <span>{contact.name}</span>
              <span className="combobox-count">
                {`${formatCount(contact.bills)} ${contact.bills === 1 ? 'bill' : 'bills'}`}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
