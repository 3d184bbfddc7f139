import type { DataChange } from '../../domain/changes';
import { idbDone, idbRequest } from '../../shared/idb';

/**
 * Where the screen keeps views and the change log. IndexedDB when the browser allows it: it is
 * asynchronous (never blocks a frame), holds far more than localStorage's few MB (an approval of
 * every draft among a million invoices logs ~200,000 ids), and its transactions make a
 * read-modify-write of the views atomic across tabs. Otherwise a memory store, and the screen
 * says plainly that changes will not be kept.
 */
export interface AppStorage {
  readonly persistent: boolean;
  readViews(): Promise<unknown>;
  /** Reads the stored views, lets `update` compute the next list, and writes it in one transaction. */
  updateViews<T>(update: (stored: unknown) => { views: unknown; result: T }): Promise<T>;
  /**
   * The change log of a data set after entry `after` (0: all of it), in the order written. Each
   * entry's key only grows, so the kept checkpoint records the last one it holds (its mark).
   */
  readChanges(dataset: string, after?: number): Promise<JournalEntry[]>;
  /** The keys alone (a bulk change holds up to a million ids), in order. */
  changeKeys(dataset: string): Promise<number[]>;
  /** Appends a change; resolves with its key once it is stored. */
  appendChange(dataset: string, change: DataChange): Promise<number>;
  /** Forgets a data set's log (own bills replaced by a new choice). */
  clearChanges(dataset: string): Promise<void>;
  /**
   * Replaces a data set's log with `changes` in one transaction (a restored backup, or its
   * Undo); resolves with the last key written, or 0 for none.
   */
  replaceChanges(dataset: string, changes: readonly unknown[]): Promise<number>;
}

export interface JournalEntry {
  key: number;
  change: unknown;
}

const dbName = 'invoice-table';
const viewsStore = 'views';
const changesStore = 'changes';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(dbName, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore(viewsStore);
      db.createObjectStore(changesStore, { autoIncrement: true }).createIndex('dataset', 'dataset');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Storage could not be opened'));
    req.onblocked = () =>
      reject(new Error('Storage is blocked by another tab of an older version'));
  });
}

function indexedDbStorage(db: IDBDatabase): AppStorage {
  return {
    persistent: true,
    async readViews() {
      const tx = db.transaction(viewsStore, 'readonly');
      return idbRequest(tx.objectStore(viewsStore).get('views'));
    },
    async updateViews(update) {
      const tx = db.transaction(viewsStore, 'readwrite');
      const store = tx.objectStore(viewsStore);
      const stored = await idbRequest(store.get('views'));
      const { views, result } = update(stored);
      store.put(views, 'views');
      await idbDone(tx);
      return result;
    },
    async readChanges(dataset, after = 0) {
      const tx = db.transaction(changesStore, 'readonly');
      if (after > 0) {
        // Catching up on what other tabs wrote: only the entries past `after`, of any data set
        // (few), not the whole log of this one (a bulk entry holds up to a million ids).
        const range = IDBKeyRange.lowerBound(after, true);
        const store = tx.objectStore(changesStore);
        const [keys, rows] = await Promise.all([
          idbRequest(store.getAllKeys(range)),
          idbRequest(store.getAll(range)),
        ]);
        return (rows as { dataset: unknown; change: unknown }[])
          .map((row, i) => ({ key: Number(keys[i]), dataset: row.dataset, change: row.change }))
          .filter((entry) => entry.dataset === dataset)
          .map(({ key, change }) => ({ key, change }));
      }
      const index = tx.objectStore(changesStore).index('dataset');
      // In one transaction, both lists come in the same order (by key within the data set).
      const [keys, rows] = await Promise.all([
        idbRequest(index.getAllKeys(dataset)),
        idbRequest(index.getAll(dataset)),
      ]);
      return (rows as { change: unknown }[])
        .map((row, i) => ({ key: Number(keys[i]), change: row.change }))
        .filter((entry) => entry.key > after);
    },
    async changeKeys(dataset) {
      const tx = db.transaction(changesStore, 'readonly');
      const keys = await idbRequest(
        tx.objectStore(changesStore).index('dataset').getAllKeys(dataset),
      );
      return keys.map(Number);
    },
    async appendChange(dataset, change) {
      const tx = db.transaction(changesStore, 'readwrite');
      const key = idbRequest(tx.objectStore(changesStore).add({ dataset, change }));
      await idbDone(tx);
      return Number(await key);
    },
    async clearChanges(dataset) {
      const tx = db.transaction(changesStore, 'readwrite');
      const store = tx.objectStore(changesStore);
      const keys = await idbRequest(store.index('dataset').getAllKeys(dataset));
      for (const key of keys) store.delete(key);
      await idbDone(tx);
    },
    async replaceChanges(dataset, changes) {
      const tx = db.transaction(changesStore, 'readwrite');
      const store = tx.objectStore(changesStore);
      const keys = await idbRequest(store.index('dataset').getAllKeys(dataset));
      for (const key of keys) store.delete(key);
      const added = changes.map((change) => idbRequest(store.add({ dataset, change })));
      await idbDone(tx);
      const last = await added.at(-1);
      return last === undefined ? 0 : Number(last);
    },
  };
}

/** The same contract in memory: for a browser that refuses storage, and for tests. */
export function memoryStorage(): AppStorage {
  let views: unknown = undefined;
  const changes: { dataset: string; entry: JournalEntry }[] = [];
  return {
    persistent: false,
    async readViews() {
      return views;
    },
    async updateViews(update) {
      const next = update(views);
      views = next.views;
      return next.result;
    },
    async readChanges(dataset, after = 0) {
      return changes
        .filter((c) => c.dataset === dataset && c.entry.key > after)
        .map((c) => c.entry);
    },
    async changeKeys(dataset) {
      return changes.filter((c) => c.dataset === dataset).map((c) => c.entry.key);
    },
    async appendChange(dataset, change) {
      const key = (changes.at(-1)?.entry.key ?? 0) + 1;
      changes.push({ dataset, entry: { key, change } });
      return key;
    },
    async clearChanges(dataset) {
      for (let i = changes.length - 1; i >= 0; i -= 1) {
        if (changes[i]?.dataset === dataset) changes.splice(i, 1);
      }
    },
    async replaceChanges(dataset, replacing) {
      await this.clearChanges(dataset);
      let last = 0;
      for (const change of replacing) last = await this.appendChange(dataset, change as DataChange);
      return last;
    },
  };
}

export const storageUnavailableMessage =
  'This browser is not letting the app store data, so your changes will not be kept after you close or reload this tab.';

/** Where storage is refused, tabs share no log to order changes by, so each keeps its own. */
export const notSharedMessage =
  'Changes made in this tab are not shared with other open tabs of the table, nor theirs with this one.';

/** How long opening storage may take before it is treated as refused. */
export const storageOpenDeadlineMs = 5_000;

/**
 * Opens IndexedDB, or falls back to memory with the reason. Never throws, and never waits on
 * storage that does not answer: after `deadlineMs` it is treated as refused.
 */
export async function openStorage(
  deadlineMs = storageOpenDeadlineMs,
): Promise<{ storage: AppStorage; problem: string | null }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Storage did not open in time')), deadlineMs);
  });
  const opening = (async () => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    const db = await openDatabase();
    // A write proves the store is usable (private modes and full disks fail here, not at open).
    const tx = db.transaction(viewsStore, 'readwrite');
    tx.objectStore(viewsStore).put(Date.now(), 'probe');
    await idbDone(tx);
    return db;
  })();
  try {
    return { storage: indexedDbStorage(await Promise.race([opening, late])), problem: null };
  } catch {
    // Storage that answers after all, too late, is closed: this tab keeps to memory.
    opening.then((db) => db.close()).catch(() => undefined);
    return { storage: memoryStorage(), problem: storageUnavailableMessage };
  } finally {
    clearTimeout(timer);
  }
}
