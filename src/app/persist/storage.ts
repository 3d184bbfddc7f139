import type { DataChange } from '../../domain/changes';

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
  readChanges(dataset: string): Promise<unknown[]>;
  appendChange(dataset: string, change: DataChange): Promise<void>;
}

const dbName = 'invoice-table';
const viewsStore = 'views';
const changesStore = 'changes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Storage request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('Storage transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('Storage transaction was aborted'));
  });
}

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
      return request(tx.objectStore(viewsStore).get('views'));
    },
    async updateViews(update) {
      const tx = db.transaction(viewsStore, 'readwrite');
      const store = tx.objectStore(viewsStore);
      const stored = await request(store.get('views'));
      const { views, result } = update(stored);
      store.put(views, 'views');
      await done(tx);
      return result;
    },
    async readChanges(dataset) {
      const tx = db.transaction(changesStore, 'readonly');
      const rows = await request(tx.objectStore(changesStore).index('dataset').getAll(dataset));
      return (rows as { change: unknown }[]).map((row) => row.change);
    },
    async appendChange(dataset, change) {
      const tx = db.transaction(changesStore, 'readwrite');
      tx.objectStore(changesStore).add({ dataset, change });
      await done(tx);
    },
  };
}

/** The same contract in memory: for a browser that refuses storage, and for tests. */
export function memoryStorage(): AppStorage {
  let views: unknown = undefined;
  const changes = new Map<string, unknown[]>();
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
    async readChanges(dataset) {
      return [...(changes.get(dataset) ?? [])];
    },
    async appendChange(dataset, change) {
      changes.set(dataset, [...(changes.get(dataset) ?? []), change]);
    },
  };
}

export const storageUnavailableMessage =
  'This browser is not letting the app store data, so your changes will not be kept after you close or reload this tab.';

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
    await done(tx);
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
