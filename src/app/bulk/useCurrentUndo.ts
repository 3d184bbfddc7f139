import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Write } from '../data/writePath';
import type { Notice } from './useBulkRunner';

const noWrites = () => () => undefined;

/** Said in place of an Undo that no longer applies. */
export const withdrawnUndo = 'Undo withdrawn: the bills have changed since.';

/**
 * Whether no write has changed the bills since `given` (an outcome offering Undo) was first
 * shown; a new `given` starts again. An Undo is offered only while this holds: 'Removed 9 bills'
 * followed by an import of the same bills would otherwise bring back a second copy.
 */
export function useUnchangedSince(given: object | null, write: Write): boolean {
  const writes = write.writes;
  const subscribe = useCallback(
    (listener: () => void) => (writes ? writes.subscribe(listener) : noWrites()),
    [writes],
  );
  const count = useSyncExternalStore(subscribe, () => writes?.now() ?? 0);
  const [seen, setSeen] = useState<{ given: object; count: number } | null>(null);
  if (given && seen?.given !== given) setSeen({ given, count });
  return !given || seen?.given !== given || seen.count === count;
}

/** The notice as it may be shown now: its Undo withdrawn, saying so, once the bills changed. */
export function useCurrentUndo(notice: Notice | null, write: Write): Notice | null {
  const unchanged = useUnchangedSince(notice, write);
  if (!notice?.undo || unchanged) return notice;
  return {
    ...notice,
    undo: null,
    message: `${notice.message.replace(/\.$/, '')}. ${withdrawnUndo}`,
  };
}
