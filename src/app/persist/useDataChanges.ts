import { useEffect, useMemo } from 'react';
import { parseChanges, type DataChange } from '../../domain/changes';
import type { InvoiceClient } from '../data/client';
import { createWritePath, type Write } from '../data/writePath';
import { formatCount } from '../format';
import type { Checkpointer } from './checkpoints';
import { createJournalFollower, type Locks } from './journalFollower';
import type { AppStorage, JournalEntry } from './storage';
import { tabId, type TabChannel } from './tabChannel';

function changeSize(change: DataChange): number {
  if (
    change.kind === 'reference' ||
    change.kind === 'payment' ||
    change.kind === 'newBill' ||
    change.kind === 'void' ||
    change.kind === 'unvoid' ||
    change.kind === 'credit' ||
    change.kind === 'edit'
  ) {
    return 1;
  }
  if (change.kind === 'unpay') return change.count;
  return change.ids.length;
}

/** The browser's Web Locks, where it has them. */
function browserLocks(): Locks | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  const locks = navigator.locks;
  return {
    request: <T>(
      name: string,
      options: { mode: 'exclusive'; signal?: AbortSignal },
      work: () => Promise<T>,
    ) => locks.request(name, options, () => work()) as Promise<T>,
  };
}

/**
 * The write path for the screen (data/writePath.ts): every successful write is appended to the
 * stored change log for this data set (the journal after the kept checkpoint) and told to the
 * other tabs, and is reported done only once its entry is stored; a write the log does not carry
 * (an import, its undo) is kept by a checkpoint first, and the other tabs stop saving their copy.
 * Changes other tabs make come in through the same path (so they too bring the rows up to date)
 * and are named in a notice. The checkpointer hears of both.
 *
 * Where the log is kept, writes are ordered among the tabs (journalFollower.ts): each logged
 * write runs while this tab alone holds the data set's lock, after applying every entry other
 * tabs logged before it, and is checked against the data version the person saw; a message from
 * another tab makes this one apply the log from where it stands, in the log's order.
 */
export function useDataChanges(args: {
  client: InvoiceClient;
  storage: AppStorage;
  channel: TabChannel;
  dataset: string;
  checkpointer: Checkpointer | null;
  /** Moves the data's revision after each write (source.ts). */
  written: () => void;
  /** The log's last entry the table held when it was opened (after its replay); null while loading. */
  base: number | null;
  onStorageFailure: (reason: string) => void;
  notify: (message: string) => void;
  /** Opens the kept table again (another tab imported into it, or undid an import). */
  reopen: () => void;
}): Write {
  const {
    client,
    storage,
    channel,
    dataset,
    checkpointer,
    written,
    base,
    onStorageFailure,
    notify,
    reopen,
  } = args;

  // Where this tab stands in the log lasts as long as the table it opened, whatever else changes.
  const follower = useMemo(
    () =>
      // Without a kept log there is nothing to order by: each tab applies what it is told.
      storage.persistent && base !== null
        ? createJournalFollower({
            lockName: `invoice-table-write:${dataset}`,
            locks: browserLocks(),
            readAfter: (key) => storage.readChanges(dataset, key),
            version: async () => {
              const answer = await client.dataVersion();
              return answer.kind === 'ok' ? answer.version : 0;
            },
            base,
          })
        : null,
    [client, storage, dataset, base],
  );

  const write = useMemo(() => {
    const write = createWritePath({
      client,
      written,
      now: () => new Date().toISOString(),
      record: async (change: DataChange) => {
        const append = storage.appendChange(dataset, change);
        checkpointer?.track(append);
        let key: number | null = null;
        try {
          key = await append;
          checkpointer?.applied(key);
          // Without a kept log each tab is its own table (README): nothing is shared.
          if (storage.persistent) channel.post({ type: 'data', from: tabId, dataset, change, key });
        } catch (error) {
          onStorageFailure(error instanceof Error ? error.message : String(error));
          channel.post({ type: 'data', from: tabId, dataset, change });
        }
        checkpointer?.wrote(changeSize(change));
        return key;
      },
      keep: async (what) => {
        // What was written outside the change log is unknown to other tabs: they stop saving
        // their copy over it, and open the checkpoint that keeps it once it is saved. This runs
        // under the write lock, so no tab writes between the two.
        if (!storage.persistent) return;
        channel.post({ type: 'table', from: tabId, dataset, what, state: 'changing' });
        const saved = (await checkpointer?.now()) ?? false;
        if (saved) channel.post({ type: 'table', from: tabId, dataset, what, state: 'kept' });
        else channel.post({ type: 'choice', from: tabId, dataset });
      },
      ...(follower ? { order: follower } : {}),
    });
    /** Other tabs' changes, read from the log in its order: applied, kept, and named. */
    async function applyEntries(entries: JournalEntry[]): Promise<void> {
      const { changes, dropped } = parseChanges(entries.map((e) => e.change));
      const result = await write({ kind: 'replay', changes });
      for (const entry of entries) checkpointer?.applied(entry.key);
      if (result.kind === 'error') notify(result.errors.join('; '));
      if (dropped > 0) notify(`${dropped} changes another tab stored could not be read`);
      for (const change of changes) notify(describeRemoteChange(change));
      checkpointer?.wrote(changes.reduce((n, change) => n + changeSize(change), 0));
    }
    follower?.applyWith(applyEntries);
    return write;
  }, [
    client,
    written,
    storage,
    channel,
    dataset,
    checkpointer,
    follower,
    onStorageFailure,
    notify,
  ]);

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
        if (message.type === 'table') {
          if (message.dataset !== dataset || !storage.persistent) return;
          // Its copy is out of date until the kept one is opened: it must not be saved over it.
          checkpointer?.stop();
          if (message.state === 'kept') {
            reopen();
            notify(
              message.what === 'import'
                ? 'Another tab imported bills; they are shown here too.'
                : 'Another tab undid an import; its bills are gone here too.',
            );
          }
          return;
        }
        // Without a kept log each tab is its own table (README): nothing is shared.
        if (!storage.persistent) return;
        if (message.type !== 'data' || message.dataset !== dataset) return;
        // The log says in which order the tabs wrote: apply it from where this tab stands.
        if (follower && message.key !== undefined) {
          void follower
            .catchUp()
            .catch((error: unknown) =>
              notify(
                `Another tab's change could not be read from storage (${error instanceof Error ? error.message : String(error)}); reload this tab to see it.`,
              ),
            );
          return;
        }
        void write({ kind: 'replay', changes: [message.change] }).then((result) => {
          if (message.key !== undefined) checkpointer?.applied(message.key);
          if (result.kind === 'error') notify(result.errors.join('; '));
          else notify(describeRemoteChange(message.change));
        });
      }),
    [channel, write, follower, dataset, checkpointer, notify, storage, reopen],
  );

  return write;
}

function describeRemoteChange(change: DataChange): string {
  if (change.kind === 'reference')
    return `Another tab changed a reference to “${change.reference}”`;
  if (change.kind === 'payment') return 'Another tab recorded a payment';
  if (change.kind === 'newBill') return `Another tab added a bill from ${change.contactName}`;
  if (change.kind === 'void') return 'Another tab voided a bill';
  if (change.kind === 'unvoid') return 'Another tab undid the void of a bill';
  if (change.kind === 'credit')
    return `Another tab set credit note ${change.reference} against a bill`;
  if (change.kind === 'edit') {
    return change.undo ? 'Another tab undid an edit of a bill' : 'Another tab edited a bill';
  }
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
    case 'unapprove':
      return `Another tab undid the approval of ${invoices}`;
  }
}
