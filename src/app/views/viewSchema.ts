import { z } from 'zod';
import { describeIssues } from '../../domain/query';
import { getDefaultViews, maxViewLabelLength, maxViews, type SavedView } from './savedViews';
import { snapshotSchema } from './snapshotSchema';

const viewSchema = z.object({
  id: z.string().min(1).max(80),
  label: z.string().trim().min(1).max(maxViewLabelLength),
  snapshot: snapshotSchema,
});

/** A stored item that could not be read as a view: kept as it was, never written over. */
export interface AsideView {
  /** The item exactly as storage holds it. */
  raw: unknown;
  /** What the person knows it by: its name, or its place in the list. */
  name: string;
}

export interface StoredViews {
  views: SavedView[];
  /** Sentences for the notice: each item kept aside, and why. */
  problems: string[];
  /** What could not be read, to be written back untouched until the person deletes it. */
  aside: AsideView[];
}

function nameOf(item: unknown, index: number): string {
  const label = (item as { label?: unknown } | null)?.label;
  return typeof label === 'string' ? label : `#${index + 1}`;
}

/**
 * Reads views from storage. A view that cannot be read is kept aside, untouched, and named in
 * `problems`; the good ones are read. With nothing usable the built-in views are shown, so the
 * screen always has a view.
 */
export function parseStoredViews(input: unknown): StoredViews {
  if (input === undefined || input === null) {
    return { views: getDefaultViews(), problems: [], aside: [] };
  }
  if (!Array.isArray(input)) {
    return {
      views: getDefaultViews(),
      problems: ['The saved views could not be read; they are kept aside'],
      aside: [{ raw: input, name: 'saved views' }],
    };
  }
  const views: SavedView[] = [];
  const problems: string[] = [];
  const aside: AsideView[] = [];
  if (input.length > maxViews) {
    problems.push(`Only the first ${maxViews} saved views were read; the rest are kept aside`);
  }
  for (const [index, item] of input.entries()) {
    const name = nameOf(item, index);
    if (index >= maxViews) {
      aside.push({ raw: item, name });
      continue;
    }
    const result = viewSchema.safeParse(item);
    if (!result.success) {
      aside.push({ raw: item, name });
      problems.push(
        `View "${name}" could not be read and is kept aside (${describeIssues(result.error)[0]})`,
      );
    } else if (views.some((v) => v.id === result.data.id)) {
      aside.push({ raw: item, name });
      problems.push(`View "${name}" appeared twice; the second copy is kept aside`);
    } else views.push(result.data);
  }
  if (views.length === 0) {
    return {
      views: getDefaultViews(),
      problems: [...problems, 'No saved view was readable; the built-in views are back'],
      aside,
    };
  }
  return { views, problems, aside };
}

/** The list to store: the views, then every item kept aside, as it was read. */
export function storedList(views: readonly SavedView[], aside: readonly AsideView[]): unknown[] {
  return [...views, ...aside.map((item) => item.raw)];
}

/** Identifies an item kept aside across reads (the same stored item gives the same key). */
export function asideKey(item: AsideView): string {
  return JSON.stringify(item.raw) ?? String(item.raw);
}
