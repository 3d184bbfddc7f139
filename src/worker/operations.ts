import { BulkWriteCancelled } from '../sql/write/bulkSteps';
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
  /**
   * Writes make the cached reads (footers, counts) forget what they knew, and run one at a time:
   * a write waits for the one before it to end, while reads are still answered between its steps.
   */
  writes?: boolean;
  /** Reads what the load builds after the first rows (the payments): waits until it is built. */
  readsWhole?: boolean;
  run: (value: V) => R | Promise<R>;
}

/** A read that a newer one on the same channel supersedes: its checked value holds its ticket. */
export type LatestOperation<A extends unknown[], V extends { ticket?: Ticket }, R> = Operation<
  A,
  V,
  R
>;

export function failure(error: unknown): Failure {
  if (error instanceof BulkWriteCancelled) {
    return { kind: 'error', errors: [error.message], cancelled: true };
  }
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
   * Resolves when the operation may run: no load under way, and for a write or a read of the
   * whole (`whole`), nothing still being built after one (service.ts).
   */
  loaded: (value: unknown, whole: boolean) => Promise<unknown>;
  changed: () => void;
}) {
  /** The write under way (or the last one), settled either way: the next write waits for it. */
  let writing: Promise<unknown> = Promise.resolve();
  /** Reads asked and not yet answered: a bulk write lets them all through between its steps. */
  let readsWaiting = 0;
  /** Writes started and not ended (a bulk write's transaction stays open between its steps). */
  let writesRunning = 0;

  async function read<A extends unknown[], V, R>(
    op: Operation<A, V, R>,
    ticketOf: ((value: V) => Ticket | undefined) | null,
    checked: V,
  ): Promise<R | Failure | Superseded> {
    readsWaiting += 1;
    try {
      if (ticketOf && !(await deps.admit(ticketOf(checked)))) return { kind: 'superseded' };
      await deps.loaded(checked, op.readsWhole === true);
      return await op.run(checked);
    } catch (error) {
      return failure(error);
    } finally {
      readsWaiting -= 1;
    }
  }

  function write<A extends unknown[], V, R>(
    op: Operation<A, V, R>,
    checked: V,
  ): Promise<R | Failure> {
    const result = writing.then(async () => {
      writesRunning += 1;
      try {
        await deps.loaded(checked, true);
        return await op.run(checked);
      } catch (error) {
        return failure(error);
      } finally {
        writesRunning -= 1;
        // Also after a failure: reads between its steps may have cached what was rolled back.
        deps.changed();
      }
    });
    writing = result;
    return result;
  }

  function perform<A extends unknown[], V, R>(
    op: Operation<A, V, R>,
    ticketOf: ((value: V) => Ticket | undefined) | null,
    args: A,
  ): Promise<R | Failure | Superseded> {
    const checked = op.check(...args);
    if (!checked.ok) return Promise.resolve({ kind: 'error', errors: checked.errors });
    return op.writes ? write(op, checked.value) : read(op, ticketOf, checked.value);
  }

  return {
    /** Whether a write has begun and not ended, right now (its transaction may be open). */
    writing: (): boolean => writesRunning > 0,
    /** Resolves once no write is under way. */
    writesSettled: (): Promise<unknown> => writing,
    /**
     * Runs `work` after the write under way, as a write would, and holds every write asked
     * meanwhile until it ends; reads are answered as usual (an export reads one state whole).
     */
    holdWrites<T>(work: () => Promise<T>): Promise<T> {
      const result = writing.then(work);
      writing = result.catch(() => undefined);
      return result;
    },
    /**
     * Between a bulk write's steps: lets the events queued meanwhile in (`pause`, a macrotask),
     * then waits until every read they asked has been answered, so none waits for a second step.
     */
    async readsAnswered(pause: () => Promise<void>): Promise<void> {
      await pause();
      for (let turns = 0; readsWaiting > 0 && turns < 100; turns++) await pause();
    },
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
