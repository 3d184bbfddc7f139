import { z } from 'zod';
import { billDraftSchema } from './draftSchema';
import type { EditAmounts } from './editCheck';
import type { BillDraft } from './types';

/**
 * An edit as it crosses to the worker: the bill, the data version the form was read at
 * (`basedOn`), the form as typed, and what it does with the money (editCheck.ts).
 */
export interface EditInput {
  id: number;
  basedOn: number;
  draft: BillDraft;
  amounts: EditAmounts;
}

export const editInputSchema = z.object({
  id: z.number().int().positive(),
  basedOn: z.number().int().nonnegative(),
  draft: billDraftSchema,
  amounts: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('same') }),
    z.object({ kind: z.literal('total'), total: z.string().max(100) }),
    z.object({ kind: z.literal('lines') }),
  ]),
});

export function parseEditInput(
  input: unknown,
): { ok: true; value: EditInput } | { ok: false; errors: string[] } {
  const parsed = editInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}
