import * as Comlink from 'comlink';
import { useCallback } from 'react';
import { backupFileName, type BackupContents } from '../../domain/backup';
import { localToday } from '../../domain/dates';
import type { TableChoice } from '../../domain/choice';
import { datasetOf } from '../../domain/choice';
import type { BackupProgress } from '../../worker/backup';
import type { InvoiceClient } from '../data/client';
import { downloadFile } from '../io/download';
import { pickSaveFile } from '../io/streamExport';
import type { useIoNotice } from '../io/useIoNotice';
import type { AppStorage } from '../persist/storage';
import { noteBackup, readSettings } from './keepStatus';

const sqliteType = {
  description: 'SQLite database',
  accept: { 'application/vnd.sqlite3': ['.sqlite'] },
};

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * 'Download backup': the worker writes the whole database, with the change log, saved views
 * and settings in tables of their own, as one SQLite file; to the file the person picks where
 * the browser offers a save dialog (the worker writes and closes it itself: the bytes never
 * cross to the page), else as a download.
 */
export function useBackupDownload(args: {
  client: InvoiceClient;
  storage: AppStorage;
  choice: TableChoice;
  io: ReturnType<typeof useIoNotice>;
}) {
  const { client, storage, choice, io } = args;
  const { announce, setRunning } = io;
  return useCallback(async () => {
    const suggested = backupFileName(localToday());
    // First, while the click still counts as the person's: where to save, if the browser asks.
    const target = await pickSaveFile(suggested, sqliteType);
    if (target === 'cancelled') {
      announce('success', 'Backup cancelled: no file was made.');
      return;
    }
    const label = 'Writing the backup';
    setRunning({ label, text: `${label}…`, fraction: null, onCancel: null });
    const savedAt = new Date().toISOString();
    const contents: BackupContents = {
      savedAt,
      choice,
      changes: await storage.readChanges(datasetOf(choice)).catch(() => []),
      views: await storage.readViews().catch(() => undefined),
      settings: readSettings(),
    };
    let active = true;
    const onProgress = Comlink.proxy(({ done, total }: BackupProgress) => {
      // Reports can arrive after the outcome: they no longer show.
      if (!active) return;
      setRunning({
        label,
        text: `Writing the backup: ${megabytes(done)} of ${megabytes(total)}…`,
        fraction: total > 0 ? done / total : null,
        onCancel: null,
      });
    });
    const result = await client
      .backup(contents, onProgress, target ?? undefined)
      .catch((error: unknown) => ({
        kind: 'error' as const,
        errors: [error instanceof Error ? error.message : String(error)],
      }));
    active = false;
    setRunning(null);
    if (result.kind !== 'ok') {
      announce(
        'error',
        `The backup could not be written: ${result.errors.join('; ')}. Your bills are as they were; try again.`,
      );
      return;
    }
    const name = target ? target.name : suggested;
    if (result.file) downloadFile(result.file, name);
    noteBackup(savedAt);
    // A picked file is written and closed by now; a download is the browser's to save, and the
    // page cannot know when it has: the notice says so rather than that it is saved.
    announce(
      'success',
      result.file
        ? `Backup made: your browser is saving it to your downloads as ${name} (${megabytes(result.bytes)})`
        : `Backup saved as ${name} (${megabytes(result.bytes)})`,
    );
  }, [client, storage, choice, announce, setRunning]);
}
