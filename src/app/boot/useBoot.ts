import { useEffect, useState } from 'react';
import { defaultSampleSize, type SampleSize } from '../../sql/sampleSizes';
import { openStorage, type AppStorage } from '../persist/storage';
import { decodeUrlState, type UrlState } from '../url/urlCodec';
import type { SavedView } from '../views/savedViews';
import { parseStoredViews } from '../views/viewSchema';

export interface Boot {
  storage: AppStorage;
  views: SavedView[];
  url: UrlState;
  sampleSize: SampleSize;
  /** Things the person should know: parts of the link or stored views left out, storage refused. */
  notices: string[];
  /** Set when changes will not outlive the tab. */
  storageProblem: string | null;
}

/** Opens storage, reads the saved views and the link, once, before the screen shows. */
export function useBoot(): Boot | null {
  const [boot, setBoot] = useState<Boot | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
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
        window.location.search,
        views.map((v) => v.id),
      );
      if (!live) return;
      setBoot({
        storage,
        views,
        url,
        sampleSize: url.sampleSize ?? defaultSampleSize,
        notices: [...(readProblem ? [readProblem] : []), ...problems, ...notices],
        storageProblem: problem,
      });
    })();
    return () => {
      live = false;
    };
  }, []);
  return boot;
}
