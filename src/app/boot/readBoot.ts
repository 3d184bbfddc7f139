import { datasetKey } from '../../domain/changes';
import { defaultSeed } from '../../domain/sampleSizes';
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
 * Reapplies the changes stored for a sample of `size` to the freshly generated one; returns a
 * problem to report, or null.
 */
export async function reapplyChanges(
  storage: AppStorage,
  client: InvoiceClient,
  size: number,
): Promise<string | null> {
  try {
    const changes = await storage.readChanges(datasetKey(defaultSeed, size));
    if (changes.length === 0) return null;
    const result = await client.applyChanges(changes);
    return result.kind === 'error' ? result.errors.join('; ') : null;
  } catch {
    return 'Your earlier changes could not be read from storage';
  }
}
