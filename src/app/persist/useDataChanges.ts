import { useEffect, useMemo } from 'react';
import type { DataChange } from '../../domain/changes';
import type { InvoiceClient } from '../data/client';
import { formatCount } from '../format';
import { recordingClient } from './recordingClient';
import type { AppStorage } from './storage';
import { tabId, type TabChannel } from './tabChannel';

/**
 * Every successful write is appended to the stored change log for this sample and told to the
 * other tabs; changes other tabs make are applied here and the rows refreshed. Returns the
 * client the screen should use.
 */
export function useDataChanges(args: {
  client: InvoiceClient;
  storage: AppStorage;
  channel: TabChannel;
  dataset: string;
  refresh: () => void;
  onStorageFailure: (reason: string) => void;
  notify: (message: string) => void;
}): InvoiceClient {
  const { client, storage, channel, dataset, refresh, onStorageFailure, notify } = args;

  const recorded = useMemo(
    () =>
      recordingClient(client, (change: DataChange) => {
        storage
          .appendChange(dataset, change)
          .catch((error: unknown) =>
            onStorageFailure(error instanceof Error ? error.message : String(error)),
          );
        channel.post({ type: 'data', from: tabId, dataset, change });
      }),
    [client, storage, channel, dataset, onStorageFailure],
  );

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type !== 'data' || message.dataset !== dataset) return;
        client.applyChanges([message.change]).then((result) => {
          refresh();
          if (result.kind === 'error') notify(result.errors.join('; '));
          else notify(describeRemoteChange(message.change));
        });
      }),
    [channel, client, dataset, refresh, notify],
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
