import type { IdleQueue } from './idleQueue';

/** The address bar's writes still waiting for idle time (useUrlSync.ts), while the table is shown. */
let pending: IdleQueue | null = null;

/** Called by the table's address sync with its queue, and with null when it goes. */
export function setPendingAddressWrites(queue: IdleQueue | null): void {
  pending = queue;
}

/**
 * The address's query as the table stands now: a change still waiting for idle time is written
 * first. For a link about to be followed or copied (a bill's), which must carry the table as it
 * is, not as it was when its row was drawn.
 */
export function currentAddressSearch(): string {
  pending?.flush();
  return window.location.search;
}
