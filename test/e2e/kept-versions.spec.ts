import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { editReference, firstPage } from './data-helpers';
import { openApp, referencesOnScreen } from './fixtures';

/** The checkpoint files in OPFS, by name. */
function checkpointFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept', { create: true });
    const names: string[] = [];
    for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys())
      names.push(name);
    return names.filter((n) => n.startsWith('checkpoint-')).sort();
  });
}

/** Changes the checkpoint's record in IndexedDB as `change` says. */
function changeRecord(page: Page, change: 'newer' | 'none') {
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

test('a checkpoint overwritten with garbage reopens at the one before, with the changes since and a notice', async ({
  page,
}) => {
  await openApp(page);
  await expect.poll(() => checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  const bill = firstPage[0];
  if (!bill) throw new Error('sample changed');
  await editReference(page, bill, 'AFTER-FIRST');
  await expect
    .poll(() => checkpointFiles(page), { timeout: 15_000 })
    .toEqual(['checkpoint-1.sqlite', 'checkpoint-2.sqlite']);
  const meta = await changeRecord(page, 'none');
  expect(meta.file).toBe('checkpoint-2.sqlite');
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept');
    const file = await folder.getFileHandle('checkpoint-2.sqlite');
    const writable = await file.createWritable();
    await writable.write(new Uint8Array(4096).fill(0x5a));
    await writable.close();
  });

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).toContain('AFTER-FIRST');
  await expect(
    page.getByText(/^The last saved copy of your bills could not be read, so the one saved /),
  ).toBeVisible();
  expect(await checkpointFiles(page)).toContain('checkpoint-2.sqlite');

  // The unreadable copy is offered as it was kept, byte for byte, to send to support.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the unreadable copy' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('unreadable-checkpoint-2.sqlite');
  const bytes = await readFile(await download.path());
  expect([...bytes]).toEqual(new Array(4096).fill(0x5a));
});

test('a tab given a newer schema version refuses to open or write, with the sentence and Reload', async ({
  page,
}) => {
  await openApp(page);
  await expect.poll(() => checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  await changeRecord(page, 'newer');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'These bills were saved by a newer version of this app. Reload to update.',
  );
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(await checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  expect((await changeRecord(page, 'none')).schema).toBe(1000);
});
