import { useEffect, useMemo } from 'react';
import type { DataChange } from '../../domain/changes';
import type { InvoiceClient } from '../data/client';
import { createWritePath, type Write } from '../data/writePath';
import { formatCount } from '../format';
import type { AppStorage } from './storage';
import { tabId, type TabChannel } from './tabChannel';

/**
 * The write path for the screen (data/writePath.ts): every successful write is appended to the
 * stored change log for this sample and told to the other tabs; changes other tabs make come in
 * through the same path (so they too bring the rows up to date) and are named in a notice.
 */
export function useDataChanges(args: {
  client: InvoiceClient;
  storage: AppStorage;
  channel: TabChannel;
  dataset: string;
  /** Moves the data's revision after each write (source.ts). */
  written: () => void;
  onStorageFailure: (reason: string) => void;
  notify: (message: string) => void;
}): Write {
  const { client, storage, channel, dataset, written, onStorageFailure, notify } = args;

  const write = useMemo(
    () =>
      createWritePath({
        client,
        written,
        record: (change: DataChange) => {
          storage
            .appendChange(dataset, change)
            .catch((error: unknown) =>
              onStorageFailure(error instanceof Error ? error.message : String(error)),
            );
          channel.post({ type: 'data', from: tabId, dataset, change });
        },
      }),
    [client, written, storage, channel, dataset, onStorageFailure],
  );

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type !== 'data' || message.dataset !== dataset) return;
        void write({ kind: 'replay', changes: [message.change] }).then((result) => {
          if (result.kind === 'error') notify(result.errors.join('; '));
          else notify(describeRemoteChange(message.change));
        });
      }),
    [channel, write, dataset, notify],
  );

  return write;
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
