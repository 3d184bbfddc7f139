import { z } from 'zod';
import { editChangeSchema, type EditChange } from './bill/editChange';
import { billLinesSchema, type NewBillChangeLine } from './bill/lineSchema';

/**
 * A change a person made to the data, kept so it can be reapplied when the sample is
 * regenerated: the sample is deterministic, so the log is the whole of what the user did.
 */
export type DataChange = (
  | { kind: 'reference'; id: number; reference: string }
  | { kind: 'approve'; ids: number[] }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'restore'; ids: number[] }
  /** Undo of an Approve: the invoices go back to draft. */
  | { kind: 'unapprove'; ids: number[] }
  /** One payment recorded against a bill (amount in pence, date ISO). */
  | { kind: 'payment'; bill: number; amount: number; date: string; reference: string }
  /** Mark as paid: the bills paid in full on `date`. */
  | { kind: 'markPaid'; ids: number[]; date: string }
  /** Payments taken back (an Undo): ids `first` to `first + count - 1`. */
  | { kind: 'unpay'; first: number; count: number; bills?: number[] }
  /** A bill typed by hand (New bill), whole, with the id it was given: newBill.ts. */
  | NewBillChange
  /** A bill voided (voids.ts): kept, owing nothing; `total` as it was, for its history. */
  | { kind: 'void'; id: number; total: number }
  /** Undo of a void: the bill's total and status come back. */
  | { kind: 'unvoid'; id: number }
  /** A credit note set against a bill (`reference`: its number, as kept; amount in pence). */
  | { kind: 'credit'; bill: number; amount: number; date: string; reference: string }
  /** A bill corrected (Edit): its fields before and after, those that changed. */
  | EditChange
) & {
  /** When it was made (ISO date and time); optional, so logs kept before it still read. */
  at?: string;
};

/** A bill entered by hand as kept in the log: replayed as written, never worked out again. */
export interface NewBillChange {
  kind: 'newBill';
  id: number;
  invoiceId: string;
  contactName: string;
  /** The bill's own number: its Reference, as the supplier wrote it ('' when none was given). */
  number: string;
  reference: string;
  status: 'draft' | 'sent';
  date: string;
  dueDate: string;
  /** Pence: the sum of the lines' amounts. */
  total: number;
  notes: string;
  lines: NewBillChangeLine[];
}

/** A line as `bill_lines` keeps it (lineSchema.ts). */
export type { NewBillChangeLine } from './bill/lineSchema';

const ids = z.array(z.number().int().positive());
const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const at = z.string().max(40).optional();
export const dataChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reference'), id, reference: z.string().min(1).max(50), at }),
  z.object({ kind: z.literal('approve'), ids, at }),
  z.object({ kind: z.literal('delete'), ids, at }),
  z.object({ kind: z.literal('restore'), ids, at }),
  z.object({
    kind: z.literal('payment'),
    bill: id,
    amount: id,
    date: isoDate,
    reference: z.string().max(50),
    at,
  }),
  z.object({ kind: z.literal('markPaid'), ids, date: isoDate, at }),
  z.object({ kind: z.literal('unpay'), first: id, count: id, bills: ids.optional(), at }),
  z.object({ kind: z.literal('unapprove'), ids, at }),
  z.object({ kind: z.literal('void'), id, total: z.number().int().nonnegative(), at }),
  z.object({ kind: z.literal('unvoid'), id, at }),
  z.object({
    kind: z.literal('credit'),
    bill: id,
    amount: id,
    date: isoDate,
    reference: z.string().min(1).max(50),
    at,
  }),
  z.object({
    kind: z.literal('newBill'),
    id,
    invoiceId: z.string().min(1).max(100),
    contactName: z.string().min(1).max(200),
    number: z.string().max(50),
    reference: z.string().max(50),
    status: z.enum(['draft', 'sent']),
    date: isoDate,
    dueDate: isoDate,
    total: z.number().int().positive().max(10_000_000_000),
    notes: z.string().max(4000),
    lines: billLinesSchema,
    at,
  }),
  editChangeSchema,
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
