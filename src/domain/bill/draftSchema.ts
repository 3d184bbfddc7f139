import { z } from 'zod';
import type { BillDraft } from './types';

/**
 * A New bill form as it crosses to the worker: text fields of bounded length (so a hostile caller
 * cannot make the checks slow), read into a `BillDraft` that checkBill then judges field by field.
 */
const text = (max: number) => z.string().max(max);
const line = z.object({
  description: text(10_000),
  quantity: text(100),
  unitPrice: text(100),
  rate: z.enum(['20', '5', '0', 'exempt', 'none']),
});
export const billDraftSchema = z.object({
  contactName: text(1000),
  reference: text(1000),
  date: text(100),
  dueDate: text(100),
  amountsAre: z.enum(['exclusive', 'inclusive', 'noTax']),
  lines: z.array(line).max(1000),
  notes: text(10_000),
});

export function parseBillDraft(
  input: unknown,
): { ok: true; value: BillDraft } | { ok: false; errors: string[] } {
  const parsed = billDraftSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}
