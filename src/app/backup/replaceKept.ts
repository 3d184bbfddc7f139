import { datasetOf, type TableChoice } from '../../domain/choice';
import type { RestoreResult } from '../../worker/backup';
import type { AppStorage } from '../persist/storage';
import { readSettings, writeSettings } from './keepStatus';

/** One side of a restore: a table with the page's part of it (change log, views, settings). */
export interface KeptSide {
  choice: TableChoice;
  /** The data set's change log, oldest first. */
  changes: readonly unknown[];
  /** The saved views as stored, or undefined to leave them as they are. */
  views: unknown;
  settings: Record<string, string>;
}

/** What this tab keeps now, read before a restore replaces it (for its Undo). */
export async function readKeptSide(storage: AppStorage, choice: TableChoice): Promise<KeptSide> {
  const [entries, views] = await Promise.all([
    storage.readChanges(datasetOf(choice)),
    storage.readViews(),
  ]);
  return { choice, changes: entries.map((e) => e.change), views, settings: readSettings() };
}

/**
 * Makes `next` what is kept: its change log first (the worker's checkpoint then records the log's
 * last key, so nothing is replayed twice), then the database (`commit`), then the views and
 * settings. When the database cannot be kept, the log of `previous` is put back and the table
 * on screen saved over it, so a reload opens what was there.
 */
export async function replaceKept(args: {
  storage: AppStorage;
  next: KeptSide;
  previous: KeptSide;
  commit: (mark: number) => Promise<RestoreResult>;
  keepPrevious: (mark: number) => Promise<unknown>;
}): Promise<RestoreResult> {
  const { storage, next, previous, commit, keepPrevious } = args;
  const mark = await storage.replaceChanges(datasetOf(next.choice), next.changes);
  const result = await commit(mark).catch((error: unknown) => ({
    kind: 'error' as const,
    errors: [error instanceof Error ? error.message : String(error)],
  }));
  if (result.kind === 'error') {
    const back = await storage
      .replaceChanges(datasetOf(previous.choice), previous.changes)
      .catch(() => null);
    if (back !== null) await keepPrevious(back).catch(() => undefined);
    return result;
  }
  if (next.views !== undefined) {
    await storage.updateViews(() => ({ views: next.views, result: null })).catch(() => null);
  }
  writeSettings(next.settings);
  return result;
}
