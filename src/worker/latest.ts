/**
 * Latest wins: each call on a channel takes a ticket; after yielding once to the event loop (so
 * messages already queued behind it arrive), a call whose ticket is no longer the newest is
 * superseded and never runs its SQL.
 */
export interface Ticket {
  channel: string;
  seq: number;
}

export function createLatestGate(yieldToEvents: () => Promise<void>) {
  const newest = new Map<string, number>();
  return {
    /** Resolves true when the ticket is still the newest on its channel and its work should run. */
    async admit(ticket: Ticket | undefined): Promise<boolean> {
      if (!ticket) return true;
      if (ticket.seq > (newest.get(ticket.channel) ?? -Infinity)) {
        newest.set(ticket.channel, ticket.seq);
      }
      await yieldToEvents();
      return newest.get(ticket.channel) === ticket.seq;
    },
  };
}

export const yieldMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
