import { z } from 'zod';
import { describeIssues, querySchema, type InvoiceQuery, type ParseResult } from './query';

/**
 * A selection is a list of ids, or "every row matching this query except these": selecting a
 * million rows is a flag plus exclusions, resolved in SQL, never a million ids (DESIGN.md).
 */
export type Selection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'matching'; query: Pick<InvoiceQuery, 'filters' | 'search'>; except: number[] };

const ids = z.array(z.number().int().positive()).max(1_000_000);
const selectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ids'), ids }),
  z.object({
    kind: z.literal('matching'),
    query: querySchema.pick({ filters: true, search: true }),
    except: ids,
  }),
]);

export function parseSelection(input: unknown): ParseResult<Selection> {
  const result = selectionSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as Selection };
  return { ok: false, errors: describeIssues(result.error) };
}
