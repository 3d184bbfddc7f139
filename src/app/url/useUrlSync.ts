import { useEffect, useRef, type Dispatch } from 'react';
import type { Filter } from '../../domain/query';
import { defaultSampleSize, type SampleSize } from '../../domain/sampleSizes';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import type { SavedView } from '../views/savedViews';
import { keysOn, readPart, stateKeys } from '../state/stateKeys';
import { describeFilter } from '../filters/filterSentence';
import {
  decodeUrlState,
  encodeUrlState,
  fitUrlState,
  maxLinkLength,
  type UrlState,
} from './urlCodec';
import { linkParts, urlStateOf } from './urlState';
import { billLinkPart } from '../bill/billLink';
import { createIdleQueue, type IdleQueue } from './idleQueue';
import { setPendingAddressWrites } from './pendingAddress';
import { listAddresses, listOf } from '../../shared/listAddresses';

/** The link's keys that leave the rows as they are (the column layout). */
const layoutKeys = keysOn('link').filter((key) => !stateKeys[key].query && key !== 'viewId');

/** The link with the column layout left out. */
function rowsPart(url: UrlState): string {
  const rows: UrlState = { ...url };
  for (const key of layoutKeys) delete rows[key];
  return encodeUrlState(rows);
}

/** What the whole link holds besides its query: the whole link stays within `maxLinkLength`. */
function linkBaseLength(): number {
  const { origin, pathname, hash } = window.location;
  return `${origin}${pathname}?${hash}`.length;
}

/**
 * How long a change to the column layout alone waits before it is written: a drag resizes a
 * column many times a second, and browsers refuse a flood of history writes.
 */
const layoutWriteMs = 150;

/**
 * Keeps the address bar in step with the table: each change is a history entry (so back and
 * forward step through them), except typing a search, which updates the current entry. Back and
 * forward show the table the address describes; parts it cannot use are reported via `notify`.
 * `bill`, the number of the bill whose detail is open, is added as `bill=<number>` (so the
 * address can be copied); opening and closing a bill updates the current entry. While another
 * list is shown (`active` false) the address is that list's: the bills' address is only noted for
 * the navigation (src/shared/listAddresses.ts), and Back and Forward within the other list leave
 * the table alone.
 */
export function useUrlSync(
  state: TableState,
  dispatch: Dispatch<TableAction>,
  views: readonly SavedView[],
  sampleSize: SampleSize,
  notify: (messages: string[]) => void,
  bill: string | null = null,
  active = true,
) {
  const latest = useRef({ state, views });
  const shown = useRef(active);
  useEffect(() => {
    shown.current = active;
  }, [active]);
  useEffect(() => {
    latest.current = { state, views };
  });

  // What the link is made of: the state table's link keys, the sample size, the bill and the
  // views it is read against. Compared by reference after each commit (cheap); only a change
  // among them makes the link again, and that, and the history write, wait until the browser is
  // idle, so neither stands between a click and its rows on screen.
  const madeOf = useRef<readonly unknown[] | null>(null);
  // A link has a length limit; what it cannot hold is said once, not on every change.
  const saidLeftOut = useRef('');
  const first = useRef(true);
  const writes = useRef<IdleQueue | null>(null);
  writes.current ??= createIdleQueue();
  const layoutWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const queue = writes.current;
    const layout = layoutWrite;
    // Leaving the page before the browser was idle: the address still says what was shown.
    const flush = () => queue?.flush();
    window.addEventListener('pagehide', flush);
    setPendingAddressWrites(queue);
    return () => {
      setPendingAddressWrites(null);
      window.removeEventListener('pagehide', flush);
      queue?.cancel();
      clearTimeout(layout.current);
    };
  }, []);
  useEffect(() => {
    const billPart = billLinkPart(bill);
    const parts = [
      ...keysOn('link').map((key) => readPart(state, key)),
      sampleSize,
      billPart,
      views,
    ];
    const before = madeOf.current;
    if (before && before.length === parts.length && parts.every((part, i) => part === before[i]))
      return;
    madeOf.current = parts;
    // Each change is queued in order, so each is still its own history entry.
    writes.current?.add(() => {
      // The bill's part has room first: it is short (a bill number), and it is what was asked for.
      const room = maxLinkLength - linkBaseLength() - (billPart ? billPart.length + 1 : 0);
      const fitted = fitUrlState(
        urlStateOf(state, sampleSize === defaultSampleSize ? undefined : sampleSize),
        room,
      );
      const query = [fitted.query, billPart].filter(Boolean).join('&');
      sayLeftOut(fitted.leftOut);
      write(query);
    });

    function sayLeftOut(leftOut: readonly Filter[]) {
      const names = leftOut.map((filter) => {
        const sentence = describeFilter(filter);
        return `“${sentence.length > 60 ? `${sentence.slice(0, 60)}…` : sentence}”`;
      });
      const key = names.join(', ');
      if (key === saidLeftOut.current) return;
      saidLeftOut.current = key;
      if (names.length === 0) return;
      notify([
        `The address leaves out the filter${names.length > 1 ? 's' : ''} ${key}: a link longer than 8 kB cannot be shared. The table still applies ${names.length > 1 ? 'them' : 'it'}.`,
      ]);
    }

    function write(query: string) {
      listAddresses.bills = query ? `?${query}` : '';
      // Another list is shown: its address stays; the navigation opens this one from the note.
      if (!shown.current || listOf(window.location.search) !== 'bills') return;
      // Any newer address includes the layout a pending write was going to record.
      clearTimeout(layoutWrite.current);
      const target = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (`?${query}` === window.location.search || (!query && !window.location.search)) {
        first.current = false;
        return;
      }
      // Read with the known views: without them the address's view is dropped, so no two entries
      // ever looked alike and every letter typed became a step back.
      const viewIds = views.map((v) => v.id);
      const previous = decodeUrlState(window.location.search, viewIds).state;
      const url = decodeUrlState(query, viewIds).state;
      // A search under way is one step: its first letter adds an entry, the rest update it.
      const typing =
        Boolean(previous.search) &&
        previous.search !== url.search &&
        encodeUrlState({ ...previous, search: undefined, pageIndex: undefined }) ===
          encodeUrlState({ ...url, search: undefined, pageIndex: undefined });
      // Back and forward step through what the rows show; the column layout updates the step.
      const layoutOnly = rowsPart(previous) === rowsPart(url);
      if (layoutOnly && !first.current) {
        layoutWrite.current = setTimeout(() => {
          // Another list's address came meanwhile (a link followed): it is not overwritten.
          if (listOf(window.location.search) === 'bills')
            window.history.replaceState(null, '', target);
        }, layoutWriteMs);
        return;
      }
      if (first.current || typing) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      first.current = false;
    }
  }, [state, sampleSize, bill, views, notify]);

  useEffect(() => {
    const onPopState = () => {
      // A change not yet written is older than the entry the person stepped to: it is not written.
      writes.current?.cancel();
      clearTimeout(layoutWrite.current);
      // An address of another list: that list follows it; this table stays as it was.
      if (listOf(window.location.search) !== 'bills') return;
      const { state: current, views: known } = latest.current;
      const { state: url, notices } = decodeUrlState(
        window.location.search,
        known.map((v) => v.id),
      );
      const parts = linkParts(current, url, known);
      if (parts) dispatch({ type: 'replace', parts });
      if (notices.length > 0) notify(notices);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch, notify]);
}
