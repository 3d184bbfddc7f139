import { z } from 'zod';
import { columnIds, type ColumnId } from '../../domain/columns';
import { groupByChoices } from '../../domain/grouping';
import {
  describeIssues,
  pageSizes,
  querySchema,
  type Filter,
  type ParseResult,
} from '../../domain/query';
import { maxColumnWidth, minColumnWidth } from '../state/columns';
import type { KeysOn, TableParts } from '../state/stateKeys';
import type { ViewSnapshot } from '../state/viewSnapshot';

const columnId = z.enum(columnIds);
const columnSet = z
  .array(columnId)
  .refine((ids) => new Set(ids).size === ids.length, 'a column appears twice');

/**
 * How each key the state table sends to storage is read back: a key routed to storage without a
 * reader here fails to compile, and what is read must make a whole view snapshot.
 */
const storedParts: { [K in KeysOn<'storage'>]: z.ZodType<TableParts[K]> } = {
  filters: querySchema.shape.filters as z.ZodType<Filter[]>,
  search: querySchema.shape.search,
  sorting: querySchema.shape.sort,
  columnOrder: columnSet,
  columnVisibility: z.partialRecord(columnId, z.boolean()),
  columnPinning: z.object({ left: columnSet, right: columnSet }),
  columnSizing: z.partialRecord(columnId, z.number().int().min(minColumnWidth).max(maxColumnWidth)),
  pageSize: z.union(pageSizes.map((s) => z.literal(s))),
  layout: z.enum(['paged', 'continuous']),
  density: z.enum(['comfortable', 'compact']),
  // Views saved before Group by existed are not grouped.
  groupBy: z.enum(groupByChoices).default('none'),
};

export const snapshotSchema = z.object(storedParts).transform((snapshot): ViewSnapshot => {
  // Columns added since the view was saved go at the end, so no column is ever lost.
  const order = [
    ...snapshot.columnOrder,
    ...columnIds.filter((id) => !snapshot.columnOrder.includes(id)),
  ];
  return { ...snapshot, columnOrder: order as ColumnId[] };
});

/**
 * A snapshot about to be saved, checked by the same rules as one read back from storage: what
 * could not be read back is refused before it is written, with the reasons.
 */
export function parseSnapshot(input: unknown): ParseResult<ViewSnapshot> {
  const parsed = snapshotSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: describeIssues(parsed.error) };
}
