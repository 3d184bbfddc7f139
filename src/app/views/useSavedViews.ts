import { useCallback, useEffect, useState } from 'react';
import type { ParseResult } from '../../domain/query';
import type { AppStorage } from '../persist/storage';
import { tabId, type TabChannel } from '../persist/tabChannel';
import { applyViewCommand, type SavedView, type ViewCommand } from './savedViews';
import { asideKey, parseStoredViews, storedList, type AsideView } from './viewSchema';

export interface SavedViewsController {
  views: SavedView[];
  /** Stored items that could not be read as views: kept as they are until deleted. */
  aside: AsideView[];
  /** Deletes one item kept aside, at the person's word. */
  deleteAside(item: AsideView): Promise<void>;
  /** Runs a command on the latest stored views (another tab's changes included) and stores it. */
  run(command: ViewCommand): Promise<ParseResult<SavedView[]>>;
}

/**
 * The saved views, kept in storage. Each command is applied to what is stored at that moment,
 * inside one transaction, so two tabs never overwrite each other's views; the other tabs are
 * told and re-read them. `onStorageFailure` hears when a write could not be kept.
 */
export function useSavedViews(
  storage: AppStorage,
  channel: TabChannel,
  initial: SavedView[],
  onStorageFailure: (reason: string) => void,
): SavedViewsController {
  const [views, setViews] = useState(initial);
  const [aside, setAside] = useState<AsideView[]>([]);

  useEffect(() => {
    const read = (update: boolean) =>
      storage.readViews().then(
        (stored) => {
          const parsed = parseStoredViews(stored);
          if (update) setViews(parsed.views);
          setAside(parsed.aside);
        },
        () => undefined,
      );
    // What could not be read at start-up is listed, so the person can delete it.
    void read(false);
    return channel.subscribe((message) => {
      if (message.type === 'views') void read(true);
    });
  }, [channel, storage]);

  const run = useCallback(
    async (command: ViewCommand) => {
      let fallback: SavedView[] = views;
      try {
        const result = await storage.updateViews((stored) => {
          const read = stored === undefined ? { views, aside: [] } : parseStoredViews(stored);
          fallback = read.views;
          const next = applyViewCommand(read.views, command);
          // What could not be read is written back as it was: no write removes it.
          return { views: storedList(next.ok ? next.value : read.views, read.aside), result: next };
        });
        if (result.ok) {
          setViews(result.value);
          channel.post({ type: 'views', from: tabId });
        }
        return result;
      } catch (error) {
        // Storage refused the write: keep the change for this tab and say it will not last.
        onStorageFailure(error instanceof Error ? error.message : String(error));
        const next = applyViewCommand(fallback, command);
        if (next.ok) setViews(next.value);
        return next;
      }
    },
    [storage, channel, views, onStorageFailure],
  );

  const deleteAside = useCallback(
    async (item: AsideView) => {
      const key = asideKey(item);
      try {
        const kept = await storage.updateViews((stored) => {
          const read = parseStoredViews(stored);
          const rest = read.aside.filter((other) => asideKey(other) !== key);
          return { views: storedList(read.views, rest), result: rest };
        });
        setAside(kept);
        channel.post({ type: 'views', from: tabId });
      } catch (error) {
        onStorageFailure(error instanceof Error ? error.message : String(error));
      }
    },
    [storage, channel, onStorageFailure],
  );

  return { views, aside, run, deleteAside };
}
