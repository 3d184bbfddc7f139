import { useEffect, useMemo } from 'react';
import type { DataChange } from '../../sql/changes';
import type { InvoiceClient } from '../data/client';
import { formatCount } from '../format';
import type { Checkpointer } from './checkpoints';
import { recordingClient } from './recordingClient';
import type { AppStorage } from './storage';
import { tabId, type TabChannel } from './tabChannel';

function changeSize(change: DataChange): number {
  return change.kind === 'reference' ? 1 : change.ids.length;
}

/**
 * Every successful write is appended to the stored change log for this data set (the journal
 * after the kept checkpoint) and told to the other tabs; changes other tabs make are applied here
 * and the rows refreshed. The checkpointer hears of both. Returns the client the screen should use.
 */
export function useDataChanges(args: {
  client: InvoiceClient;
  storage: AppStorage;
  channel: TabChannel;
  dataset: string;
  checkpointer: Checkpointer | null;
  refresh: () => void;
  onStorageFailure: (reason: string) => void;
  notify: (message: string) => void;
}): InvoiceClient {
  const { client, storage, channel, dataset, checkpointer, refresh, onStorageFailure, notify } =
    args;

  const recorded = useMemo(
    () =>
      recordingClient(client, async (change: DataChange) => {
        const append = storage.appendChange(dataset, change);
        checkpointer?.track(append);
        try {
          const key = await append;
          checkpointer?.applied(key);
          channel.post({ type: 'data', from: tabId, dataset, change, key });
        } catch (error) {
          onStorageFailure(error instanceof Error ? error.message : String(error));
          channel.post({ type: 'data', from: tabId, dataset, change });
        }
        checkpointer?.wrote(changeSize(change));
      }),
    [client, storage, channel, dataset, checkpointer, onStorageFailure],
  );

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type === 'choice') {
          // This tab's copy is out of date: it must not be saved over the other tab's.
          checkpointer?.stop();
          notify(
            message.dataset === dataset
              ? 'Another tab changed the whole table (an import or a new table); reload this tab to see it. Changes made here now are not kept.'
              : 'Another tab chose other data for the table; reload this tab to see it. Changes made here now are not kept.',
          );
          return;
        }
        if (message.type !== 'data' || message.dataset !== dataset) return;
        client.applyChanges([message.change]).then((result) => {
          refresh();
          if (message.key !== undefined) checkpointer?.applied(message.key);
          if (result.kind === 'error') notify(result.errors.join('; '));
          else notify(describeRemoteChange(message.change));
        });
      }),
    [channel, client, dataset, checkpointer, refresh, notify],
  );

  return recorded;
}

function describeRemoteChange(change: DataChange): string {
  if (change.kind === 'reference')
    return `Another tab changed a reference to “${change.reference}”`;
  const n = change.ids.length;
  const invoices = `${formatCount(n)} ${n === 1 ? 'invoice' : 'invoices'}`;
  switch (change.kind) {
    case 'approve':
      return `Another tab approved ${invoices}`;
    case 'delete':
      return `Another tab deleted ${invoices}`;
    case 'restore':
      return `Another tab restored ${invoices}`;
  }
}
