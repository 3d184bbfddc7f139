import { useEffect, useState } from 'react';
import type { ContactCount } from '../../domain/bill/suggest';
import type { DuplicateBill } from '../../sql/plan/newBillReads';
import type { InvoiceClient } from '../data/client';

/** Waits `ms` after the last change of `key` before asking; an answer to an older key is dropped. */
function useAsked<T>(key: string | null, ask: (key: string) => Promise<T | null>, ms: number) {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      ask(key).then(
        (value) => {
          if (live && value !== null) setAnswer({ key, value });
        },
        () => undefined,
      );
    }, ms);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, ask, ms]);
  return answer !== null && answer.key === key ? answer.value : null;
}

/** From's suggestions for what is typed, from the worker. */
export function useContactSuggestions(client: InvoiceClient, typed: string): ContactCount[] {
  const key = typed.trim() === '' ? null : typed;
  const ask = askerFor(client, 'suggest');
  return useAsked(key, ask as (key: string) => Promise<ContactCount[] | null>, 80) ?? [];
}

/** The contact's usual days from Date to Due; null while unknown or for a new contact. */
export function useContactTerms(client: InvoiceClient, contact: string): number | null {
  const key = contact.trim() === '' ? null : contact.trim();
  const ask = askerFor(client, 'terms');
  const days = useAsked(key, ask as (key: string) => Promise<number | null>, 200);
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
  return found?.bill ?? null;
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
