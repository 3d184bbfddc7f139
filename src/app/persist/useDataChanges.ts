import { useEffect, useMemo } from 'react';
import type { DataChange } from '../../domain/changes';
import type { InvoiceClient } from '../data/client';
import { createWritePath, type Write } from '../data/writePath';
import { formatCount } from '../format';
import type { Checkpointer } from './checkpoints';
import type { AppStorage } from './storage';
import { tabId, type TabChannel } from './tabChannel';

function changeSize(change: DataChange): number {
  if (change.kind === 'reference' || change.kind === 'payment') return 1;
  if (change.kind === 'unpay') return change.count;
  return change.ids.length;
}

/**
 * The write path for the screen (data/writePath.ts): every successful write is appended to the
 * stored change log for this data set (the journal after the kept checkpoint) and told to the
 * other tabs, and is reported done only once its entry is stored; a write the log does not carry
 * (an import, its undo) is kept by a checkpoint first, and the other tabs stop saving their copy.
 * Changes other tabs make come in through the same path (so they too bring the rows up to date)
 * and are named in a notice. The checkpointer hears of both.
 */
export function useDataChanges(args: {
  client: InvoiceClient;
  storage: AppStorage;
  channel: TabChannel;
  dataset: string;
  checkpointer: Checkpointer | null;
  /** Moves the data's revision after each write (source.ts). */
  written: () => void;
  onStorageFailure: (reason: string) => void;
  notify: (message: string) => void;
}): Write {
  const { client, storage, channel, dataset, checkpointer, written, onStorageFailure, notify } =
    args;

  const write = useMemo(
    () =>
      createWritePath({
        client,
        written,
        now: () => new Date().toISOString(),
        record: async (change: DataChange) => {
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
        },
        keep: () => {
          // What was written outside the change log is unknown to other tabs: they are told,
          // and stop saving their copy over it.
          channel.post({ type: 'choice', from: tabId, dataset });
          return checkpointer?.now() ?? Promise.resolve();
        },
      }),
    [client, written, storage, channel, dataset, checkpointer, onStorageFailure],
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
        void write({ kind: 'replay', changes: [message.change] }).then((result) => {
          if (message.key !== undefined) checkpointer?.applied(message.key);
          if (result.kind === 'error') notify(result.errors.join('; '));
          else notify(describeRemoteChange(message.change));
        });
      }),
    [channel, write, dataset, checkpointer, notify],
  );

  return write;
}

function describeRemoteChange(change: DataChange): string {
  if (change.kind === 'reference')
    return `Another tab changed a reference to “${change.reference}”`;
  if (change.kind === 'payment') return 'Another tab recorded a payment';
  if (change.kind === 'unpay') {
    return `Another tab took back ${formatCount(change.count)} ${change.count === 1 ? 'payment' : 'payments'}`;
  }
  const n = change.ids.length;
  const invoices = `${formatCount(n)} ${n === 1 ? 'invoice' : 'invoices'}`;
  switch (change.kind) {
    case 'approve':
      return `Another tab approved ${invoices}`;
    case 'delete':
      return `Another tab deleted ${invoices}`;
    case 'restore':
      return `Another tab restored ${invoices}`;
    case 'markPaid':
      return `Another tab marked ${invoices} as paid`;
  }
}
