import { z } from 'zod';
import { columnIds, type ColumnId } from '../../sql/columns';
import { describeIssues, pageSizes, querySchema } from '../../sql/query';
import { maxColumnWidth, minColumnWidth } from '../state/columns';
import { getDefaultViews, maxViewLabelLength, maxViews, type SavedView } from './savedViews';
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
  filters: querySchema.shape.filters,
  search: querySchema.shape.search,
  sorting: querySchema.shape.sort,
  columnOrder: columnSet,
  columnVisibility: z.partialRecord(columnId, z.boolean()),
  columnPinning: z.object({ left: columnSet, right: columnSet }),
  columnSizing: z.partialRecord(columnId, z.number().int().min(minColumnWidth).max(maxColumnWidth)),
  pageSize: z.union(pageSizes.map((s) => z.literal(s))),
  layout: z.enum(['paged', 'continuous']),
  density: z.enum(['comfortable', 'compact']),
};

const snapshotSchema = z.object(storedParts).transform((snapshot): ViewSnapshot => {
  // Columns added since the view was saved go at the end, so no column is ever lost.
  const order = [
    ...snapshot.columnOrder,
    ...columnIds.filter((id) => !snapshot.columnOrder.includes(id)),
  ];
  return { ...snapshot, columnOrder: order as ColumnId[] };
});

const viewSchema = z.object({
  id: z.string().min(1).max(80),
  label: z.string().trim().min(1).max(maxViewLabelLength),
  snapshot: snapshotSchema,
});

/**
 * Reads views from storage. A bad view is dropped and named in `problems`; the good ones are
 * kept. With nothing usable the built-in views come back, so the screen always has a view.
 */
export function parseStoredViews(input: unknown): { views: SavedView[]; problems: string[] } {
  if (input === undefined || input === null) return { views: getDefaultViews(), problems: [] };
  if (!Array.isArray(input)) {
    return {
      views: getDefaultViews(),
      problems: ['The saved views were unreadable and were reset'],
    };
  }
  const views: SavedView[] = [];
  const problems: string[] = [];
  if (input.length > maxViews) {
    problems.push(`Only the first ${maxViews} saved views were read`);
  }
  for (const [index, item] of input.slice(0, maxViews).entries()) {
    const result = viewSchema.safeParse(item);
    const name =
      typeof (item as { label?: unknown })?.label === 'string'
        ? (item as { label: string }).label
        : `#${index + 1}`;
    if (!result.success) {
      problems.push(
        `View "${name}" was unreadable and was left out (${describeIssues(result.error)[0]})`,
      );
    } else if (views.some((v) => v.id === result.data.id)) {
      problems.push(`View "${name}" appeared twice; the second copy was left out`);
    } else views.push(result.data);
  }
  if (views.length === 0) {
    return {
      views: getDefaultViews(),
      problems: [...problems, 'No saved view was readable; the built-in views are back'],
    };
  }
  return { views, problems };
}
