import { z } from 'zod';
import { compileWhere, type CompileContext, type CompiledSql } from './compile';
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

/** A condition (no WHERE keyword) true for exactly the selected invoices. Ids go as one JSON parameter. */
export function compileSelection(selection: Selection, context: CompileContext): CompiledSql {
  if (selection.kind === 'ids') {
    return {
      sql: 'id IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(selection.ids)],
    };
  }
  const where = compileWhere(selection.query, context);
  const parts = [where.sql.replace(/^WHERE /, '')].filter(Boolean);
  const params = [...where.params];
  if (selection.except.length > 0) {
    parts.push('id NOT IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(selection.except));
  }
  return { sql: parts.length > 0 ? parts.join(' AND ') : '1', params };
}
