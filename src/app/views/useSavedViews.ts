import { useCallback, useEffect, useState } from 'react';
import type { ParseResult } from '../../domain/query';
import type { AppStorage } from '../persist/storage';
import { tabId, type TabChannel } from '../persist/tabChannel';
import { applyViewCommand, type SavedView, type ViewCommand } from './savedViews';
import { parseStoredViews } from './viewSchema';

export interface SavedViewsController {
  views: SavedView[];
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

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type !== 'views') return;
        storage.readViews().then(
          (stored) => setViews(parseStoredViews(stored).views),
          () => undefined,
        );
      }),
    [channel, storage],
  );

  const run = useCallback(
    async (command: ViewCommand) => {
      let fallback: SavedView[] = views;
      try {
        const result = await storage.updateViews((stored) => {
          const current = stored === undefined ? views : parseStoredViews(stored).views;
          fallback = current;
          const next = applyViewCommand(current, command);
          return { views: next.ok ? next.value : current, result: next };
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

  return { views, run };
}
