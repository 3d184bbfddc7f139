/**
 * Latest wins, both ends of it. The screen asks on a named channel and each question takes a
 * ticket; an answer to anything but the newest question on its channel is dropped
 * (`createLatest`). The worker, after yielding once so that questions already queued behind
 * one arrive, skips one that is no longer the newest and never runs its SQL
 * (`createLatestGate`). Imports nothing, so the screen and the worker share it.
 */
export interface Ticket {
  channel: string;
  seq: number;
}

export interface Latest {
  /**
   * Asks with a new ticket, superseding every question asked before on this channel: `onAnswer`
   * (or `onError`, when the work rejects) runs only while no newer question has been asked.
   */
  ask<T>(
    work: (ticket: Ticket) => Promise<T>,
    onAnswer: (value: T) => void,
    onError?: (error: unknown) => void,
  ): void;
  /** Drops the answer to every question asked so far. */
  drop(): void;
}

/** The asking end: one per channel (the page, the blocks of the continuous layout, ...). */
export function createLatest(channel: string): Latest {
  let seq = 0;
  return {
    ask(work, onAnswer, onError) {
      seq += 1;
      const ticket = { channel, seq };
      const current = () => ticket.seq === seq;
      let asked;
      try {
        asked = work(ticket);
      } catch (error) {
        asked = Promise.reject(error);
      }
      asked.then(
        (value) => {
          if (current()) onAnswer(value);
        },
        (error: unknown) => {
          if (current()) onError?.(error);
        },
      );
    },
    drop() {
      seq += 1;
    },
  };
}

/** The answering end, in the worker: one for every channel. */
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
