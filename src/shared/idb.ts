/**
 * IndexedDB's callbacks as promises, for the screen's stored views and change log and for the
 * worker's kept table. Imports nothing of ours.
 */

/** The result of one request. */
export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Storage request failed'));
  });
}

/** Settles when the transaction has committed, or fails with why it did not. */
export function idbDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('Storage transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('Storage transaction was aborted'));
  });
}
