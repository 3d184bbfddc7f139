import { useEffect, useRef, type SyntheticEvent } from 'react';
import { currentAddressSearch } from '../url/pendingAddress';
import type { InvoiceClient } from '../data/client';

export const billLinkParam = 'bill';

/** The bill whose detail is open: its id, and the number its link names. */
export interface OpenBill {
  id: number;
  number: string;
}
const maxNumberLength = 40;

/**
 * The bill a link asks to open (`?bill=<number>`), read from the address the page was opened
 * with; null when it asks for none. A number too long to be one is a problem to name.
 */
export function decodeBillLink(search: string): { number: string | null; problem: string | null } {
  const value = new URLSearchParams(search).get(billLinkParam);
  if (value === null || value.trim() === '') return { number: null, problem: null };
  const number = value.trim();
  if (number.length > maxNumberLength) {
    return { number: null, problem: `The link's bill part was too long and was ignored` };
  }
  return { number, problem: null };
}

/** The address's own `bill` part (`bill=INV-042`), or '' when no bill is open: added to the table's. */
export function billLinkPart(number: string | null): string {
  return number === null ? '' : new URLSearchParams({ [billLinkParam]: number }).toString();
}

/** The address as it was last read for a bill link: every row's link reads the same one. */
let lastSearch: { search: string; base: string | null } | null = null;

/**
 * The address with the link to a bill's detail: `?bill=<number>` added to what is there. Each
 * row on screen has one, so the address is parsed once for all of them, not once a row.
 */
export function encodeBillLink(search: string, number: string): string {
  if (lastSearch?.search !== search) {
    const params = new URLSearchParams(search);
    // An address that names a bill already has it replaced in place, below; others end with it.
    lastSearch = { search, base: params.has(billLinkParam) ? null : params.toString() };
  }
  const { base } = lastSearch;
  const part = new URLSearchParams({ [billLinkParam]: number }).toString();
  if (base !== null) return `?${base}${base ? '&' : ''}${part}`;
  const params = new URLSearchParams(search);
  params.set(billLinkParam, number);
  return `?${params.toString()}`;
}

/**
 * Handlers that give a link to a bill's detail the address as the table stands when the link is
 * about to be used: pointed at, pressed, its menu opened, or clicked. The address bar follows the
 * table when the browser is idle (useUrlSync.ts), and a row is not drawn again when it does, so
 * the address read when the row was drawn can name the sort or filters before the last change.
 */
export function freshBillLink(number: string) {
  const fresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = encodeBillLink(currentAddressSearch(), number);
  };
  return {
    onPointerEnter: fresh,
    onMouseDown: fresh,
    onContextMenu: fresh,
    onFocus: fresh,
    // A click with Ctrl, Cmd or Shift (or on a plain link) follows the address as it is then.
    onClick: fresh,
  };
}

/**
 * Closes the open bill when back or forward leads to an address that names none: the address
 * names the open bill only in its current entry (opening and closing replace it), so stepping
 * back leaves the bill.
 */
export function useBillClosedByHistory(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      // Another list's address (a supplier's name was followed): the bill closes too.
      if (decodeBillLink(window.location.search).number === null) close();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open, close]);
}

/**
 * Opens the bill a link names once the table is ready; a bill that does not exist is named in a
 * notice. Runs once.
 */
export function useBillLink(args: {
  client: InvoiceClient;
  ready: boolean;
  open: (bill: OpenBill) => void;
  notify: (message: string) => void;
}): void {
  const { client, ready, open, notify } = args;
  // Read once, before the address is rewritten from the table's state.
  const pending = useRef<ReturnType<typeof decodeBillLink> | null>(null);
  pending.current ??= decodeBillLink(window.location.search);
  useEffect(() => {
    const link = pending.current;
    if (!ready || !link || (link.number === null && link.problem === null)) return;
    pending.current = { number: null, problem: null };
    if (link.problem) {
      notify(link.problem);
      return;
    }
    const number = link.number ?? '';
    void client.billByNumber(number).then(
      (result) => {
        if (result.kind === 'ok' && result.bill) open({ id: result.bill.id, number });
        else if (result.kind === 'ok') notify(`Bill ${number} does not exist`);
        else notify(`Bill ${number} could not be opened: ${result.errors.join('; ')}`);
      },
      () => notify(`The link's bill ${number} could not be opened`),
    );
  }, [client, ready, open, notify]);
}
