import type { KeptMeta } from './types';
import { idbDone, idbRequest } from '../../shared/idb';

/**
 * The kept database's own IndexedDB database (apart from the screen's views and change log, so
 * neither needs the other's version): the record of the current checkpoint, the person's
 * choice, and the checkpoint files themselves where the browser has no OPFS (one Blob each:
 * 437 MB at a million invoices took 2.5 s to write, against 0.6 s to OPFS).
 */
const dbName = 'invoice-table-kept';
const metaStore = 'meta';
const filesStore = 'files';

export interface KeptDatabase {
  readMeta(): Promise<unknown>;
  writeMeta(meta: KeptMeta): Promise<void>;
  readChoice(): Promise<unknown>;
  writeChoice(choice: unknown): Promise<void>;
  /** The file store in IndexedDB, for browsers without OPFS. */
  files: {
    writeFile(name: string, bytes: Uint8Array): Promise<void>;
    readFile(name: string): Promise<Uint8Array | null>;
    removeFile(name: string): Promise<void>;
    listFiles(): Promise<string[]>;
  };
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(dbName, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(metaStore);
      req.result.createObjectStore(filesStore);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Storage could not be opened'));
    req.onblocked = () => reject(new Error('Storage is blocked by another tab'));
  });
}

export async function openKeptDatabase(): Promise<KeptDatabase> {
  if (typeof indexedDB === 'undefined' || !indexedDB) {
    throw new Error('this browser offers no IndexedDB');
  }
  const db = await open();
  const get = async (store: string, key: string) =>
    idbRequest(db.transaction(store, 'readonly').objectStore(store).get(key));
  const put = async (store: string, key: string, value: unknown) => {
    const tx = db.transaction(store, 'readwrite');
    tx.objectStore(store).put(value, key);
    await idbDone(tx);
  };
  return {
    readMeta: () => get(metaStore, 'checkpoint'),
    writeMeta: (meta) => put(metaStore, 'checkpoint', meta),
    readChoice: () => get(metaStore, 'choice'),
    writeChoice: (choice) => put(metaStore, 'choice', choice),
    files: {
      writeFile: (name, bytes) => put(filesStore, name, new Blob([bytes as BlobPart])),
      async readFile(name) {
        const blob: unknown = await get(filesStore, name);
        if (!(blob instanceof Blob)) return null;
        return new Uint8Array(await blob.arrayBuffer());
      },
      async removeFile(name) {
        const tx = db.transaction(filesStore, 'readwrite');
        tx.objectStore(filesStore).delete(name);
        await idbDone(tx);
      },
      async listFiles() {
        const keys = await idbRequest(
          db.transaction(filesStore, 'readonly').objectStore(filesStore).getAllKeys(),
        );
        return keys.map(String);
      },
    },
  };
}
