import { openKeptDatabase } from './indexedDb';
import { openOpfsFiles } from './opfs';
import type { KeptStore } from './types';

/**
 * Opens where the kept database lives: the checkpoint's record in IndexedDB, its files in OPFS
 * where the browser offers it, else in IndexedDB too. Rejects with the reason when the browser
 * refuses storage.
 */
export async function openKeptStore(): Promise<KeptStore> {
  const db = await openKeptDatabase();
  let opfs = null;
  try {
    opfs = await openOpfsFiles();
  } catch {
    opfs = null; // OPFS refused (private mode in some browsers): the files go to IndexedDB.
  }
  const files = opfs ?? db.files;
  return {
    kind: opfs ? 'opfs' : 'indexeddb',
    writeFile: (name, bytes, pause) => files.writeFile(name, bytes, pause),
    readFile: (name) => files.readFile(name),
    removeFile: (name) => files.removeFile(name),
    listFiles: () => files.listFiles(),
    readMeta: () => db.readMeta(),
    writeMeta: (meta) => db.writeMeta(meta),
    readChoice: () => db.readChoice(),
    writeChoice: (choice) => db.writeChoice(choice),
  };
}

/** Runs `task` holding the named Web Lock (shared to read, exclusive to write), where there is one. */
export async function withLock<T>(
  name: string,
  mode: 'shared' | 'exclusive',
  task: () => Promise<T>,
): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  return locks.request(name, { mode }, task) as Promise<T>;
}
