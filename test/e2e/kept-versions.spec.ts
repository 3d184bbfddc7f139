import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { editReference, firstPage } from './data-helpers';
import { openApp, referencesOnScreen } from './fixtures';
import { changeRecord, checkpointFiles } from './kept-helpers';

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
