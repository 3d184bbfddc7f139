import * as Comlink from 'comlink';
import { useCallback, useState } from 'react';
import type { BackupSummary } from '../../domain/backup';
import { datasetOf, type TableChoice } from '../../domain/choice';
import type { BulkTask } from '../bulk/bulkActions';
import type { InvoiceClient } from '../data/client';
import { formatCount, formatMoney } from '../format';
import type { useIoNotice } from '../io/useIoNotice';
import type { AppStorage } from '../persist/storage';
import { tabId, type TabChannel } from '../persist/tabChannel';
import { askToKeep } from './keepStatus';
import { readKeptSide, replaceKept, type KeptSide } from './replaceKept';
import { savedOn } from './savedOn';

/** A checked file, waiting for the person's word. */
export interface RestoreQuestion {
  fileName: string;
  summary: BackupSummary;
  side: KeptSide;
}

function bills(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'bill' : 'bills'}`;
}

/** What a checked backup holds, as the question says it: '4,210 bills, £1,204,331.20 owed, saved 3 Nov 2026'. */
export function describeBackup(summary: BackupSummary): string {
  const saved = summary.savedAt ? `, saved ${savedOn(summary.savedAt)}` : '';
  return `${bills(summary.bills)}, ${formatMoney(summary.owed)} owed${saved}`;
}

/**
 * 'Restore from backup…': the worker checks the file before anything changes and says what it
 * holds; the person is asked; then it replaces what is kept (replaceKept.ts) and the table is
 * opened again. Undo puts the replaced table back while the tab is open.
 */
export function useRestore(args: {
  client: InvoiceClient;
  storage: AppStorage;
  choice: TableChoice;
  channel: TabChannel;
  reopen: () => void;
  io: ReturnType<typeof useIoNotice>;
}) {
  const { client, storage, choice, channel, reopen, io } = args;
  const { announce, setRunning } = io;
  const [question, setQuestion] = useState<RestoreQuestion | null>(null);

  const check = useCallback(
    async (file: File) => {
      setRunning({
        label: 'Checking the backup',
        text: `Checking ${file.name}…`,
        fraction: null,
        onCancel: null,
      });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await client
        .inspectBackup(Comlink.transfer(bytes, [bytes.buffer]), file.name)
        .catch((error: unknown) => ({
          kind: 'refused' as const,
          message: `‘${file.name}’ could not be checked (${error instanceof Error ? error.message : String(error)}). Try again. Nothing was changed.`,
        }));
      setRunning(null);
      if (result.kind === 'refused') {
        announce('error', result.message, null, true);
        return;
      }
      const { contents } = result;
      setQuestion({
        fileName: file.name,
        summary: result.summary,
        side: {
          choice: result.choice,
          changes: contents.changes.map((entry) => entry.change),
          views: contents.views,
          settings: contents.settings,
        },
      });
    },
    [client, announce, setRunning],
  );

  const cancel = useCallback(() => {
    setQuestion(null);
    void client.cancelRestore();
  }, [client]);

  /** Makes `next` the kept table (the worker's `commit`), then opens it here and tells other tabs. */
  const swap = useCallback(
    async (
      next: KeptSide,
      previous: KeptSide,
      commit: (mark: number) => Promise<Awaited<ReturnType<InvoiceClient['restoreBackup']>>>,
    ) => {
      const result = await replaceKept({
        storage,
        next,
        previous,
        commit,
        keepPrevious: (mark) => client.checkpoint(mark, true),
      });
      if (result.kind === 'ok') {
        channel.post({ type: 'choice', from: tabId, dataset: datasetOf(next.choice) });
        channel.post({ type: 'views', from: tabId });
        // This tab's views are read again too: the file's replaced them.
        if (next.views !== undefined) channel.tellHere({ type: 'views', from: tabId });
        reopen();
      }
      return result;
    },
    [client, storage, channel, reopen],
  );

  const confirm = useCallback(async () => {
    const asked = question;
    if (!asked) return;
    setQuestion(null);
    setRunning({
      label: 'Restoring the backup',
      text: `Restoring ${asked.fileName}…`,
      fraction: null,
      onCancel: null,
    });
    const previous = await readKeptSide(storage, choice);
    const result = await swap(asked.side, previous, (mark) => client.restoreBackup(mark));
    setRunning(null);
    if (result.kind === 'error') {
      announce(
        'error',
        `${asked.fileName} could not be restored: ${result.errors.join('; ')}. Your bills are as they were.`,
      );
      return;
    }
    if (asked.side.choice.kind === 'own') void askToKeep();
    const undo: BulkTask = {
      activity: { label: 'Putting back the replaced bills', verb: 'Putting back', noun: 'bills' },
      async perform() {
        const back = await swap(previous, asked.side, (mark) =>
          client.undoRestore(previous.choice, mark),
        );
        if (back.kind === 'error') return back;
        return {
          kind: 'done',
          message: `Put back the ${bills(back.invoices)} the restore replaced`,
        };
      },
    };
    announce('success', `Restored ${describeBackup(asked.summary)} from ${asked.fileName}`, undo);
  }, [question, storage, choice, swap, client, announce, setRunning]);

  return { question, check, cancel, confirm };
}
