import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import { afterPaint } from '../afterPaint';
import { defaultSampleSize, type SampleSize } from '../../sql/sampleSizes';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import type { SavedView } from '../views/savedViews';
import { decodeUrlState, encodeUrlState } from './urlCodec';
import { linkParts, urlStateOf } from './urlState';

/**
 * Keeps the address bar in step with the table: each change is a history entry (so back and
 * forward step through them), except typing a search, which updates the current entry. Back and
 * forward show the table the address describes; parts it cannot use are reported via `notify`.
 */
export function useUrlSync(
  state: TableState,
  dispatch: Dispatch<TableAction>,
  views: readonly SavedView[],
  sampleSize: SampleSize,
  notify: (messages: string[]) => void,
) {
  const latest = useRef({ state, views });
  useEffect(() => {
    latest.current = { state, views };
  });

  // The link is derived from the state table's link keys; only a change to it writes history.
  const query = useMemo(
    () =>
      encodeUrlState(urlStateOf(state, sampleSize === defaultSampleSize ? undefined : sampleSize)),
    [state, sampleSize],
  );
  const first = useRef(true);
  const pendingWrites = useRef(new Set<() => void>());
  useEffect(() => {
    const writes = pendingWrites.current;
    return () => {
      for (const cancel of writes) cancel();
    };
  }, []);
  useEffect(() => {
    const write = () => {
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
      if (first.current || typing) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      first.current = false;
    };
    // pushState costs milliseconds: written after the rows for this state have painted, in
    // order, so each change is still its own history entry.
    const cancel = afterPaint(() => {
      pendingWrites.current.delete(cancel);
      write();
    });
    pendingWrites.current.add(cancel);
  }, [query, views]);

  useEffect(() => {
    const onPopState = () => {
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
