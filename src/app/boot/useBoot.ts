import { useEffect, useState } from 'react';
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
async function readBoot(): Promise<Boot> {
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
  return {
    storage,
    views,
    url,
    notices: [...(readProblem ? [readProblem] : []), ...problems, ...notices],
    storageProblem: problem,
  };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Reads storage and the link once. `boot` is null until then; `booted` resolves with the same
 * value, for work that starts before it (the worker's load) and needs storage at its end.
 */
export function useBoot(): { boot: Boot | null; booted: Promise<Boot> } {
  const [boot, setBoot] = useState<Boot | null>(null);
  const [{ promise: booted, resolve }] = useState(() => deferred<Boot>());
  useEffect(() => {
    let live = true;
    readBoot().then((value) => {
      if (!live) return;
      resolve(value);
      setBoot(value);
    });
    return () => {
      live = false;
    };
  }, [resolve]);
  return { boot, booted };
}
