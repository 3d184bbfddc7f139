import { z } from 'zod';

/**
 * A change a person made to the data, kept so it can be reapplied when the sample is
 * regenerated: the sample is deterministic, so the log is the whole of what the user did.
 */
export type DataChange =
  | { kind: 'reference'; id: number; reference: string }
  | { kind: 'approve'; ids: number[] }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'restore'; ids: number[] }
  /** Undo of an Approve: the invoices go back to draft. */
  | { kind: 'unapprove'; ids: number[] };

const ids = z.array(z.number().int().positive());
export const dataChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reference'),
    id: z.number().int().positive(),
    reference: z.string().min(1).max(50),
  }),
  z.object({ kind: z.literal('approve'), ids }),
  z.object({ kind: z.literal('delete'), ids }),
  z.object({ kind: z.literal('restore'), ids }),
  z.object({ kind: z.literal('unapprove'), ids }),
]);

/** Keeps the readable changes of a stored log; counts the ones it had to leave out. */
export function parseChanges(input: unknown): { changes: DataChange[]; dropped: number } {
  if (!Array.isArray(input)) return { changes: [], dropped: input === undefined ? 0 : 1 };
  const changes: DataChange[] = [];
  let dropped = 0;
  for (const item of input) {
    const parsed = dataChangeSchema.safeParse(item);
    if (parsed.success) changes.push(parsed.data);
    else dropped += 1;
  }
  return { changes, dropped };
}

/** The log is per sample: the same ids mean the same invoices only for the same seed and size. */
export function datasetKey(seed: number, size: number): string {
  return `seed-${seed}:size-${size}`;
}
