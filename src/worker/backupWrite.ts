/**
 * Where a backup's bytes go once exported (backup.ts): a Blob for a download, the file the
 * person picked in the save dialog (written and closed here, in the worker), or a sink that
 * takes a part at a time (the page's, or a bench's).
 */

/** How far a backup has been written: bytes of the file. */
export interface BackupProgress {
  done: number;
  total: number;
}

/** Where a backup's bytes go a part at a time, in order, when the screen streams it to a file. */
export type BackupSink = (part: Uint8Array) => Promise<void>;

/** The part of a `FileSystemWritableFileStream` a backup writes through. */
interface BackupWritable {
  write(data: Uint8Array<ArrayBuffer>): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}

/**
 * The file the person picked in the save dialog (a `FileSystemFileHandle`, handed to the worker
 * as it is): the worker writes it itself, so the 550 MB of a million bills never cross to the
 * page, and closes it before the backup is said to be saved.
 */
export interface BackupFile {
  createWritable(): Promise<BackupWritable>;
}

const isBackupFile = (target: unknown): target is BackupFile =>
  typeof target === 'object' &&
  target !== null &&
  typeof (target as Partial<BackupFile>).createWritable === 'function';

/** A backup is handed to a sink this many bytes at a time, with progress between. */
export const backupPartBytes = 8 * 1024 * 1024;
/** A picked file is written this many bytes at a time, with progress between. */
export const backupFilePartBytes = 32 * 1024 * 1024;

/**
 * Writes `bytes` to the picked `file`, a view of a part at a time (the browser copies each as
 * it writes it), then closes it: only then is the file there whole. A write that fails drops
 * the file, so no half backup is left where the person asked for one.
 */
async function writeFile(
  file: BackupFile,
  bytes: Uint8Array<ArrayBuffer>,
  onProgress?: (progress: BackupProgress) => void,
): Promise<void> {
  const total = bytes.length;
  const writable = await file.createWritable();
  try {
    for (let at = 0; at < total; at += backupFilePartBytes) {
      const end = Math.min(total, at + backupFilePartBytes);
      await writable.write(bytes.subarray(at, end));
      onProgress?.({ done: end, total });
    }
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
  await writable.close();
}

/**
 * Hands the exported `bytes` to `target` with progress: a picked file is written and closed, a
 * sink gets copies a part at a time with a pause between; with neither, one Blob of the whole is
 * returned (handed over in parts it took a pause and a report per part, with nothing to do
 * between them).
 */
export async function deliverBackup(
  bytes: Uint8Array,
  target: BackupSink | BackupFile | undefined,
  pause: () => Promise<void>,
  onProgress?: (progress: BackupProgress) => void,
): Promise<Blob | null> {
  const total = bytes.length;
  onProgress?.({ done: 0, total });
  if (!target) {
    const file = new Blob([bytes as BlobPart], { type: 'application/vnd.sqlite3' });
    onProgress?.({ done: total, total });
    return file;
  }
  if (isBackupFile(target)) {
    await writeFile(target, bytes as Uint8Array<ArrayBuffer>, onProgress);
    return null;
  }
  for (let at = 0; at < total; at += backupPartBytes) {
    const end = Math.min(total, at + backupPartBytes);
    // A view would carry its whole buffer across to the page: the sink gets a copy.
    await target(bytes.slice(at, end));
    onProgress?.({ done: end, total });
    await pause();
  }
  return null;
}
