import type { InvoiceClient } from '../data/client';
import { openStorage, type AppStorage } from '../persist/storage';
import { decodeUrlState, type UrlState } from '../url/urlCodec';
import type { SavedView } from '../views/savedViews';
import { parseStoredViews } from '../views/viewSchema';

export interface Boot {
  storage: AppStorage;
  views: SavedView[];
  url: UrlState;
  /** Things the person should know: parts of the link or stored views left out, storage refused. */
  notices: string[];
  /** Set when changes will not outlive the tab. */
  storageProblem: string | null;
}

/** Opens storage, then reads the saved views and the link (the link's view ids need the views). */
export async function readBoot(search: string): Promise<Boot> {
  const { storage, problem } = await openStorage();
  let stored: unknown;
  let readProblem: string | null = null;
  try {
    stored = await storage.readViews();
  } catch {
    readProblem = 'The saved views could not be read; the built-in views are shown';
  }
  const { views, problems } = parseStoredViews(stored);
  const { state: url, notices } = decodeUrlState(
    search,
    views.map((v) => v.id),
  );
  return {
    storage,
    views,
    url,
    notices: [...(readProblem ? [readProblem] : []), ...problems, ...notices],
    storageProblem: problem,
  };
}

/**
 * Replays the change log of `dataset` written after entry `after` (the kept checkpoint's mark,
 * or 0 onto a sample made anew); returns a problem to report, or null, and the last entry the
 * table now holds.
 */
export async function reapplyChanges(
  storage: AppStorage,
  client: InvoiceClient,
  dataset: string,
  after: number,
  onReplay?: (count: number) => void,
): Promise<{ problem: string | null; base: number }> {
  try {
    const entries = await storage.readChanges(dataset, after);
    if (entries.length === 0) return { problem: null, base: after };
    onReplay?.(entries.length);
    const result = await client.applyChanges(entries.map((e) => e.change));
    const base = entries.at(-1)?.key ?? after;
    return { problem: result.kind === 'error' ? result.errors.join('; ') : null, base };
  } catch {
    return { problem: 'Your earlier changes could not be read from storage', base: after };
  }
}
