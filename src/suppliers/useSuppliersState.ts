import { useEffect, useReducer, useRef, useState } from 'react';
import { listAddresses } from '../shared/listAddresses';
import { whenIdle } from '../app/whenIdle';
import { recordReducer } from '../table/records';
import {
  decodeSuppliersAddress,
  defaultSuppliersState,
  encodeSuppliersAddress,
  isSuppliersAddress,
  parseSuppliersSnapshot,
  snapshotOf,
  type SuppliersState,
} from './address';
import { suppliersTable } from './definition';

const storedStateKey = 'suppliers.state';
const reducer = recordReducer(suppliersTable);

/** The list as it was left in this browser, then what its address says over it. */
function initialState(): { state: SuppliersState; notices: string[] } {
  let base = defaultSuppliersState;
  try {
    const stored = parseSuppliersSnapshot(
      JSON.parse(localStorage.getItem(storedStateKey) ?? 'null'),
    );
    if (stored) base = { ...base, ...stored };
  } catch {
    // A stored state that cannot be read leaves the list as it starts.
  }
  if (!isSuppliersAddress(window.location.search)) return { state: base, notices: [] };
  return decodeSuppliersAddress(window.location.search, base);
}

/**
 * The Suppliers list's state, in one reducer, kept in step with its address while it is shown (a
 * search typed updates the entry; any other change is a step Back can return to) and with this
 * browser's storage. Back and Forward to one of its addresses show what the address says.
 */
export function useSuppliersState(active: boolean) {
  const [first] = useState(initialState);
  const [state, dispatch] = useReducer(reducer, first.state);
  const [notices, setNotices] = useState<string[]>(first.notices);
  const address = encodeSuppliersAddress(state);
  const written = useRef<string | null>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const shown = useRef(active);
  useEffect(() => {
    shown.current = active;
  }, [active]);
  // Written once the browser is idle, in order (each its own step), so neither the history write
  // nor storage stands between a click and its rows on screen, as the bills list's address waits.
  const pending = useRef(new Set<() => void>());
  useEffect(() => {
    listAddresses.suppliers = address;
    const cancel = whenIdle(() => {
      pending.current.delete(cancel);
      try {
        localStorage.setItem(storedStateKey, JSON.stringify(snapshotOf(state)));
      } catch {
        // Not kept: the list still shows it, and its address carries it.
      }
      // Another list's address came meanwhile (its navigation): it is not written over.
      if (!shown.current || !isSuppliersAddress(window.location.search)) return;
      if (window.location.search === address) {
        written.current = address;
        return;
      }
      const before = written.current;
      const typing =
        before !== null &&
        new URLSearchParams(before).get('q') !== new URLSearchParams(address).get('q') &&
        stripSearch(before) === stripSearch(address);
      if (typing) window.history.replaceState(null, '', address);
      else window.history.pushState(null, '', address);
      written.current = address;
    });
    pending.current.add(cancel);
  }, [address, state]);
  useEffect(() => {
    const onPopState = () => {
      // A write not yet made is older than the entry the person stepped to.
      for (const cancel of pending.current) cancel();
      pending.current.clear();
      if (!isSuppliersAddress(window.location.search)) return;
      const decoded = decodeSuppliersAddress(window.location.search, latest.current);
      written.current = window.location.search;
      dispatch({ type: 'replace', state: decoded.state });
      if (decoded.notices.length > 0) setNotices(decoded.notices);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return { state, dispatch, notices, setNotices };
}

/** An address with its search left out: two that differ only there are one step of typing. */
function stripSearch(address: string): string {
  const params = new URLSearchParams(address);
  params.delete('q');
  params.delete('page');
  return params.toString();
}
