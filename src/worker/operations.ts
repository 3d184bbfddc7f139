import type { Ticket } from '../shared/latest';
import type { Failure, Superseded } from './types';

/** Arguments made typed, or the problems with them. */
export type Checked<V> = { ok: true; value: V } | { ok: false; errors: string[] };

/**
 * One operation of the service. Its arguments come from another thread, so they are `unknown`
 * until `check` makes them a typed value; `run` then works on that value once the sample is
 * loaded.
 */
export interface Operation<A extends unknown[], V, R> {
  check: (...args: A) => Checked<V>;
  /** Writes make the cached reads (footers, counts) forget what they knew. */
  writes?: boolean;
  /** Reads what the load builds after the first rows (the payments): waits until it is built. */
  readsWhole?: boolean;
  run: (value: V) => R;
}

/** A read that a newer one on the same channel supersedes: its checked value holds its ticket. */
export type LatestOperation<A extends unknown[], V extends { ticket?: Ticket }, R> = Operation<
  A,
  V,
  R
>;

export function failure(error: unknown): Failure {
  return { kind: 'error', errors: [error instanceof Error ? error.message : String(error)] };
}

export const ok = <V>(value: V): Checked<V> => ({ ok: true, value });

/**
 * Runs every operation the same way: check the arguments; let a superseded read go without
 * running it; wait for a load under way; run; after a write, say the data changed; and turn
 * anything thrown into a failure the screen can show. The one place these rules are written.
 */
export function createOperations(deps: {
  admit: (ticket: Ticket | undefined) => Promise<boolean>;
  /**
   * Resolves when the operation may run: no load under way, and for a write or a search, nothing
   * still being built after one (service.ts).
   */
  loaded: (value: unknown, writes: boolean) => Promise<unknown>;
  changed: () => void;
}) {
  async function perform<A extends unknown[], V, R>(
    op: Operation<A, V, R>,
    ticketOf: ((value: V) => Ticket | undefined) | null,
    args: A,
  ): Promise<R | Failure | Superseded> {
    const checked = op.check(...args);
    if (!checked.ok) return { kind: 'error', errors: checked.errors };
    if (ticketOf && !(await deps.admit(ticketOf(checked.value)))) return { kind: 'superseded' };
    try {
      await deps.loaded(checked.value, op.writes === true || op.readsWhole === true);
      const result = op.run(checked.value);
      if (op.writes) deps.changed();
      return result;
    } catch (error) {
      return failure(error);
    }
  }

  return {
    /** A read or write that always runs once asked. */
    operation<A extends unknown[], V, R>(op: Operation<A, V, R>) {
      return (...args: A) => perform(op, null, args) as Promise<R | Failure>;
    },
    /** A read that a newer one on its channel supersedes. */
    latest<A extends unknown[], V extends { ticket?: Ticket }, R>(op: LatestOperation<A, V, R>) {
      return (...args: A) => perform(op, (value) => value.ticket, args);
    },
  };
}
