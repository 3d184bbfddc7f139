/**
 * Checkpoint files in the Origin Private File System, written and read with a sync access handle
 * (in a worker only): 437 MB at a million invoices wrote in 0.6 s. A handle is exclusive, so two
 * tabs can never write one file at once; each checkpoint is a new file besides (checkpoint.ts).
 */
const folderName = 'kept';
/** Written a part at a time, with a pause between, so a query waits at most one part. */
const partBytes = 32 * 1024 * 1024;

interface SyncHandle {
  read(buffer: Uint8Array, options?: { at: number }): number;
  write(buffer: Uint8Array, options?: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}

type FileWithSyncHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncHandle>;
};

export interface OpfsFiles {
  writeFile(name: string, bytes: Uint8Array, pause: () => Promise<void>): Promise<void>;
  readFile(name: string): Promise<Uint8Array | null>;
  removeFile(name: string): Promise<void>;
  listFiles(): Promise<string[]>;
}

/** The OPFS folder for checkpoints, or null when the browser offers no OPFS with sync handles. */
export async function openOpfsFiles(): Promise<OpfsFiles | null> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage;
  if (!storage || typeof storage.getDirectory !== 'function') return null;
  const root = await storage.getDirectory();
  const folder = await root.getDirectoryHandle(folderName, { create: true });
  const probe = (await folder.getFileHandle('probe', { create: true })) as FileWithSyncHandle;
  if (typeof probe.createSyncAccessHandle !== 'function') return null;

  async function handleOf(name: string, create: boolean): Promise<FileWithSyncHandle | null> {
    try {
      return (await folder.getFileHandle(name, { create })) as FileWithSyncHandle;
    } catch (error) {
      if (!create && error instanceof DOMException && error.name === 'NotFoundError') return null;
      throw error;
    }
  }

  return {
    async writeFile(name, bytes, pause) {
      const file = await handleOf(name, true);
      if (!file) throw new Error(`Could not create ${name}`);
      const handle = await file.createSyncAccessHandle();
      try {
        handle.truncate(0);
        for (let at = 0; at < bytes.length; at += partBytes) {
          const part = bytes.subarray(at, Math.min(bytes.length, at + partBytes));
          if (handle.write(part, { at }) !== part.length) {
            throw new DOMException('The file could not be written whole', 'QuotaExceededError');
          }
          if (at + partBytes < bytes.length) await pause();
        }
        handle.flush();
      } finally {
        handle.close();
      }
    },
    async readFile(name) {
      const file = await handleOf(name, false);
      if (!file) return null;
      const handle = await file.createSyncAccessHandle();
      try {
        const bytes = new Uint8Array(handle.getSize());
        if (handle.read(bytes, { at: 0 }) !== bytes.length) {
          throw new Error('The saved table could not be read whole');
        }
        return bytes;
      } finally {
        handle.close();
      }
    },
    async removeFile(name) {
      try {
        await folder.removeEntry(name);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    },
    async listFiles() {
      const names: string[] = [];
      for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
        if (name !== 'probe') names.push(name);
      }
      return names;
    },
  };
}
