/**
 * Exporting straight to a file the person picks (File System Access), where the browser offers
 * it: the worker hands over the text a block at a time and each is written before the next is
 * read, so a large export is never held whole. Elsewhere the export is a Blob (download.ts).
 */

/** The part of a `FileSystemWritableFileStream` the export writes through. */
export interface ByteSink {
  write(data: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}

/**
 * Writes an export's parts (text) to `sink` as UTF-8, in order. `finish` keeps the file;
 * `discard` (a Cancel or a failure) drops it, so no half-written file is left where the person
 * asked for one. After either, nothing more is written.
 */
export function createBlockWriter(sink: ByteSink) {
  const encoder = new TextEncoder();
  let state: 'open' | 'finished' | 'discarded' = 'open';
  let bytes = 0;
  return {
    async write(part: string): Promise<void> {
      if (state !== 'open') throw new Error('The export file is already closed');
      const data = encoder.encode(part);
      bytes += data.byteLength;
      await sink.write(data);
    },
    async finish(): Promise<void> {
      if (state !== 'open') return;
      state = 'finished';
      await sink.close();
    },
    async discard(): Promise<void> {
      if (state !== 'open') return;
      state = 'discarded';
      await sink.abort().catch(() => undefined);
    },
    /** Bytes written so far. */
    bytes: (): number => bytes,
  };
}

export type BlockWriter = ReturnType<typeof createBlockWriter>;

interface SavePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

const csvType = { description: 'CSV file', accept: { 'text/csv': ['.csv'] } };

/**
 * Asks where to save `name` (must run while the click that asked is being handled). Resolves with
 * the file picked; 'cancelled' when the person closed the dialog; null where the browser offers
 * no such dialog (then the file is downloaded as a Blob).
 */
export async function pickSaveFile(
  name: string,
  type: { description: string; accept: Record<string, string[]> } = csvType,
): Promise<FileSystemFileHandle | 'cancelled' | null> {
  const picker = (window as SavePickerWindow).showSaveFilePicker;
  if (typeof picker !== 'function') return null;
  try {
    return await picker.call(window, {
      suggestedName: name,
      types: [type],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    // Refused (no user gesture, a policy): the download still works.
    return null;
  }
}

/** The file picked for `name` (`pickSaveFile`), opened for writing here, in the page. */
export async function pickSaveTarget(
  name: string,
  type: { description: string; accept: Record<string, string[]> } = csvType,
): Promise<{ sink: ByteSink; name: string } | 'cancelled' | null> {
  const handle = await pickSaveFile(name, type);
  if (handle === 'cancelled' || handle === null) return handle;
  const writable = await handle.createWritable();
  return {
    name: handle.name,
    sink: {
      write: (data) => writable.write(data as Uint8Array<ArrayBuffer>),
      close: () => writable.close(),
      abort: (reason) => writable.abort(reason),
    },
  };
}
