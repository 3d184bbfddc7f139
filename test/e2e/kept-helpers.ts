import type { Page } from '@playwright/test';

/** The checkpoint files in OPFS, by name. */
export function checkpointFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept', { create: true });
    const names: string[] = [];
    for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys())
      names.push(name);
    return names.filter((n) => n.startsWith('checkpoint-')).sort();
  });
}

/** The checkpoint's record in IndexedDB; with 'newer', first marked as a later schema's. */
export function changeRecord(page: Page, change: 'newer' | 'none') {
  return page.evaluate(async (change) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('invoice-table-kept', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const read = db.transaction('meta').objectStore('meta').get('checkpoint');
    const meta = await new Promise<Record<string, unknown>>((resolve) => {
      read.onsuccess = () => resolve(read.result as Record<string, unknown>);
    });
    if (change === 'newer') {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ ...meta, schema: 1000 }, 'checkpoint');
      await new Promise((resolve) => (tx.oncomplete = resolve));
    }
    db.close();
    return meta;
  }, change);
}

/** A kept file's bytes, read from OPFS into the test. */
export async function readKeptFile(page: Page, name: string): Promise<Uint8Array> {
  const base64 = await page.evaluate(async (name) => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept');
    const file = await (await folder.getFileHandle(name)).getFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  }, name);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** Writes a kept file in OPFS over with `bytes`, as a failing disk or a stray write would. */
export async function writeKeptFile(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  await page.evaluate(
    async ({ name, base64 }) => {
      const root = await navigator.storage.getDirectory();
      const folder = await root.getDirectoryHandle('kept');
      const writable = await (await folder.getFileHandle(name)).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    },
    { name, base64: Buffer.from(bytes).toString('base64') },
  );
}
