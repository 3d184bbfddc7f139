import { useEffect, useState } from 'react';
import type { ContactCount } from '../../domain/bill/suggest';
import type { DuplicateBill } from '../../sql/plan/newBillReads';
import type { InvoiceClient } from '../data/client';

/**
 * Asks for `key`'s answer `ms` after its last change (at once when 0); an answer to an older key
 * is dropped. `keepLast`: the answer to the previous key stays until the new one arrives (a list
 * that narrows as one types does not blink empty between keys).
 */
function useAsked<T>(
  key: string | null,
  ask: (key: string) => Promise<T | null>,
  ms: number,
  keepLast = false,
): Answer<T> | null {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const send = () => {
      ask(key).then(
        (value) => {
          if (live && value !== null) setAnswer({ key, value });
        },
        () => undefined,
      );
    };
    const timer = ms === 0 ? null : setTimeout(send, ms);
    if (timer === null) send();
    return () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
    };
  }, [key, ask, ms]);
  if (key === null || answer === null) return null;
  return answer.key === key || keepLast ? answer : null;
}

interface Answer<T> {
  key: string;
  value: T;
}

/**
 * From's suggestions for what is typed, from the worker, asked at every key (they take a few ms
 * at a million bills: bench/ui/byHand.ts); `forTyped` is what the contacts shown answer.
 */
export function useContactSuggestions(
  client: InvoiceClient,
  typed: string,
): { contacts: ContactCount[]; forTyped: string | null } {
  const key = typed.trim() === '' ? null : typed;
  const ask = askerFor(client, 'suggest');
  const answer = useAsked(key, ask as (key: string) => Promise<ContactCount[] | null>, 0, true);
  return { contacts: answer?.value ?? [], forTyped: answer?.key ?? null };
}

/** The contact's usual days from Date to Due; null while unknown or for a new contact. */
export function useContactTerms(client: InvoiceClient, contact: string): number | null {
  const key = contact.trim() === '' ? null : contact.trim();
  const ask = askerFor(client, 'terms');
  const days = useAsked(key, ask as (key: string) => Promise<number | null>, 200)?.value ?? null;
  return days === null || days < 0 ? null : days;
}

/** A bill of the same contact and Reference, or null. */
export function useDuplicate(
  client: InvoiceClient,
  contact: string,
  reference: string,
): DuplicateBill | null {
  const ready = contact.trim() !== '' && reference.trim() !== '';
  const key = ready ? JSON.stringify([contact.trim(), reference.trim()]) : null;
  const ask = askerFor(client, 'duplicate');
  const found = useAsked(
    key,
    ask as (key: string) => Promise<{ bill: DuplicateBill | null } | null>,
    250,
  );
  return found?.value.bill ?? null;
}

type Ask = 'suggest' | 'terms' | 'duplicate';

const asks = new WeakMap<InvoiceClient, Record<Ask, (key: string) => Promise<unknown>>>();

/** One asker per client and kind, so the effects above are not run again on every render. */
function askerFor(client: InvoiceClient, kind: Ask) {
  let made = asks.get(client);
  if (!made) {
    made = {
      suggest: async (typed) => {
        const result = await client.contactSuggestions(typed);
        return result.kind === 'ok' ? result.contacts : null;
      },
      terms: async (contact) => {
        const result = await client.contactTerms(contact);
        // A contact with no bills has no terms: the default is 30 days, said as such.
        return result.kind === 'ok' ? (result.days ?? -1) : null;
      },
      duplicate: async (key) => {
        const [contact, reference] = JSON.parse(key) as [string, string];
        const result = await client.duplicateOf(contact, reference);
        return result.kind === 'ok' ? { bill: result.duplicate } : null;
      },
    };
    asks.set(client, made);
  }
  return made[kind];
}
