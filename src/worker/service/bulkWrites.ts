import { parseSelection } from '../../domain/selection';
import type { BulkProgress } from '../../sql/write/bulkWrite';
import type { StepOptions } from '../../sql/write/bulkSteps';
import { ok, type Checked, type createOperations } from '../operations';
import type { InvoiceServiceOptions } from './options';
import { basedOnOf } from './state';

/**
 * How a person's bulk writes run and are cancelled. They are numbered as they are asked
 * (`personal`); a Cancel stops each one asked before it that has not ended, whether it runs or
 * still waits (for the load to finish, an export, the write before it). One asked after the
 * Cancel is never stopped by it.
 */
export function createBulkWrites(
  options: InvoiceServiceOptions,
  deps: {
    operations: ReturnType<typeof createOperations>;
    changed: () => void;
    now: () => number;
    yieldToEvents: () => Promise<void>;
  },
) {
  const { operations, changed, now, yieldToEvents } = deps;
  let askedWrites = 0;
  let endedWrites = 0;
  let cancelledThrough = 0;

  /**
   * How a bulk write runs its steps (bulkSteps.ts): after each, cached sums are forgotten and
   * the reads that arrived meanwhile are answered before the next step starts. `asked`: the
   * number of a person's write, which their Cancel stops; a change replayed from another tab or
   * the log has none (it already happened there).
   */
  const steps = (onProgress?: (progress: BulkProgress) => void, asked?: number): StepOptions => ({
    chunkSize: options.bulkChunkSize,
    stepMs: options.bulkStepMs,
    onProgress,
    onStep: changed,
    between: () => operations.readsAnswered(options.bulkPause ?? yieldToEvents),
    cancelled: () => asked !== undefined && asked <= cancelledThrough,
    now,
  });

  /** A person's bulk write: numbered when asked, so a Cancel is heard even before it starts. */
  function personal<A extends unknown[], V extends object, R>(op: {
    check: (...args: A) => Checked<V>;
    run: (value: V & { asked: number }) => Promise<R>;
  }) {
    return operations.operation({
      writes: true,
      check: (...args: A): Checked<V & { asked: number }> => {
        const checked = op.check(...args);
        return checked.ok ? ok({ ...checked.value, asked: ++askedWrites }) : checked;
      },
      run: async (value: V & { asked: number }) => {
        try {
          return await op.run(value);
        } finally {
          endedWrites = Math.max(endedWrites, value.asked);
        }
      },
    });
  }

  /**
   * A person's Cancel of their bulk write: heard after the step running now (or after its first
   * step, if it has not started yet), it rolls back every step (the write answers with a
   * failure marked `cancelled`). Not queued behind the write, as writes are. Resolves with
   * whether a write of theirs was running or waiting to hear it; one that has ended (or is
   * about to commit) is not undone by it.
   */
  function cancelBulkWrite(): boolean {
    if (endedWrites >= askedWrites) return false;
    cancelledThrough = askedWrites;
    return true;
  }

  return { steps, personal, cancelBulkWrite };
}

/** A bulk write's arguments: the selection it acts on, and where it reports progress. */
export const checkBulkWrite = (
  input: unknown,
  onProgress?: (progress: BulkProgress) => void,
  basedOn?: unknown,
) => {
  const selection = parseSelection(input);
  return selection.ok
    ? ok({ selection: selection.value, onProgress, basedOn: basedOnOf(basedOn) })
    : selection;
};
