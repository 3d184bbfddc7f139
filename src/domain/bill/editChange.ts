import { z } from 'zod';
import { billLimits } from './limits';
import { billLinesSchema, type NewBillChangeLine } from './lineSchema';
import { maxPence } from './money';

/**
 * The fields of a bill an edit can change, as the log keeps them: dates ISO, Total in pence,
 * Notes as one text. `lines` only for a bill that keeps lines (bill_lines): they are then the
 * whole new set, and `total` their sum. A bill without lines (the sample's) has its Total set
 * directly, and no lines are made up for it.
 */
export interface BillFields {
  contactName?: string;
  reference?: string;
  date?: string;
  dueDate?: string;
  total?: number;
  notes?: string;
  lines?: NewBillChangeLine[];
}

export type BillField = keyof BillFields;

/** The fields in the order the form shows them, which is the order a history entry names them. */
export const billFieldOrder: readonly BillField[] = [
  'contactName',
  'reference',
  'date',
  'dueDate',
  'lines',
  'total',
  'notes',
];

/**
 * A bill corrected by hand (Edit), or such a correction undone (`undo`): the fields that
 * changed, as they were and as they became. Replayed, `after` is written; `before` is what the
 * history shows and what Undo puts back.
 */
export interface EditChange {
  kind: 'edit';
  id: number;
  before: BillFields;
  after: BillFields;
  undo?: true;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const fieldsSchema = z
  .object({
    contactName: z.string().min(1).max(billLimits.contactName),
    reference: z.string().max(billLimits.reference),
    date: isoDate,
    dueDate: isoDate,
    total: z.number().int().positive().max(maxPence),
    notes: z.string().max(billLimits.notes),
    lines: billLinesSchema,
  })
  .partial()
  .strict();

const sameFields = (a: BillFields, b: BillFields) => {
  const keys = (f: BillFields) => Object.keys(f).sort().join();
  return keys(a) === keys(b) && Object.keys(a).length > 0;
};

export const editChangeSchema = z
  .object({
    kind: z.literal('edit'),
    id: z.number().int().positive(),
    before: fieldsSchema,
    after: fieldsSchema,
    undo: z.literal(true).optional(),
    at: z.string().max(40).optional(),
  })
  // Both sides name the same fields, at least one; lines never change without their Total.
  .refine(
    (c) =>
      sameFields(c.before, c.after) && (c.after.lines === undefined || c.after.total !== undefined),
    {
      message: 'An edit names the same fields before and after, and lines with their Total',
    },
  );
