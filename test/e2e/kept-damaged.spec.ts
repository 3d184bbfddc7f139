import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { withCorruptPage } from '../sql/corruptPage';
import { ownTwoBills } from './backup-helpers';
import { editReference, firstPage } from './data-helpers';
import { openApp, referencesOnScreen } from './fixtures';
import { changeRecord, checkpointFiles, readKeptFile, writeKeptFile } from './kept-helpers';

const bill = firstPage[0];
if (!bill) throw new Error('sample changed');

/** The sample kept twice: checkpoint-1 as made, checkpoint-2 after a Reference edit. */
async function keptTwice(page: Page) {
  await openApp(page);
  await expect.poll(() => checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  await editReference(page, bill as NonNullable<typeof bill>, 'AFTER-FIRST');
  await expect
    .poll(() => checkpointFiles(page), { timeout: 15_000 })
    .toEqual(['checkpoint-1.sqlite', 'checkpoint-2.sqlite']);
  expect((await changeRecord(page, 'none')).file).toBe('checkpoint-2.sqlite');
}

/** What a download holds, byte for byte. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('a checkpoint with a corrupt page shows its rows, then reopens at the one before, with the notice', async ({
  page,
}, testInfo) => {
  await keptTwice(page);
  const damaged = withCorruptPage(await readKeptFile(page, 'checkpoint-2.sqlite'));
  await writeKeptFile(page, 'checkpoint-2.sqlite', damaged);

  await page.reload();
  // It opens (the fault is inside a page no first read touches); the check after the first
  // rows finds it, and the generation before it opens with the change made since.
  const notice = page.getByRole('alert').filter({ hasText: 'was found damaged' });
  await expect(notice).toHaveText(
    /^The last saved copy of your bills was found damaged, so the one saved \d{1,2} \w{3} \d{4}, \d\d:\d\d was opened and the changes made since were reapplied\. The damaged copy is kept: download it to send to support\./,
  );
  await expect.poll(() => referencesOnScreen(page)).toContain('AFTER-FIRST');
  // Set aside, not deleted: the record names it so, and the checkpoint saved since (the one
  // before it with the change reapplied) keeps it.
  const record = await changeRecord(page, 'none');
  expect(record.setAside).toBe('checkpoint-2.sqlite');
  expect(record.file).not.toBe('checkpoint-2.sqlite');
  expect(await readKeptFile(page, 'checkpoint-2.sqlite')).toEqual(damaged);
  await page.screenshot({ path: testInfo.outputPath('damaged-notice.png') });

  const copy = await downloaded(page, 'Download the damaged copy');
  expect(copy.name).toBe('damaged-checkpoint-2.sqlite');
  expect(copy.bytes.equals(Buffer.from(damaged))).toBe(true);
});

test('a kept sample that cannot be read, nor the copy before it, asks before a sample is made', async ({
  page,
}, testInfo) => {
  await keptTwice(page);
  const garbage = new Uint8Array(4096).fill(0x5a);
  await writeKeptFile(page, 'checkpoint-1.sqlite', garbage);
  await writeKeptFile(page, 'checkpoint-2.sqlite', garbage);

  await page.reload();
  const dialog = page.getByRole('alertdialog', {
    name: 'Your saved sample table could not be read',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'No saved copy of your sample table can be read (its file is incomplete). Nothing has been replaced yet. ‘Start again with sample bills’ makes the sample anew and reapplies the changes you made to it; the unreadable copy stays kept aside: download it to send to support.',
  );
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Nothing was made meanwhile: no table, and the files are as they were.
  await expect(page.getByRole('grid', { name: 'Invoices' })).toHaveCount(0);
  expect(await checkpointFiles(page)).toEqual(['checkpoint-1.sqlite', 'checkpoint-2.sqlite']);
  expect(await readKeptFile(page, 'checkpoint-2.sqlite')).toEqual(garbage);
  await page.screenshot({ path: testInfo.outputPath('unreadable-question.png') });

  const copy = await downloaded(page, 'Download the unreadable copy');
  expect(copy.name).toBe('unreadable-checkpoint-2.sqlite');
  expect([...copy.bytes]).toEqual([...garbage]);

  await dialog.getByRole('button', { name: 'Start again with sample bills' }).click();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  // The sample made anew, with the change the person made to it reapplied from the log.
  await expect.poll(() => referencesOnScreen(page)).toContain('AFTER-FIRST');
  await expect
    .poll(async () => (await changeRecord(page, 'none')).setAside, { timeout: 15_000 })
    .toBe('checkpoint-2.sqlite');
  expect(await readKeptFile(page, 'checkpoint-2.sqlite')).toEqual(garbage);
});

test('a damaged checkpoint with no copy before it says so, offers it and keeps nothing over it', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await expect.poll(() => checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  const damaged = withCorruptPage(await readKeptFile(page, 'checkpoint-1.sqlite'));
  await writeKeptFile(page, 'checkpoint-1.sqlite', damaged);

  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'damaged inside' });
  await expect(notice).toContainText(
    'Your saved sample table is damaged inside, and there is no earlier saved copy to go back to. The table shows what can still be read, and changes made now are not being kept, so the damaged copy is not written over.',
  );
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('damaged-no-earlier.png') });
  const copy = await downloaded(page, 'Download the damaged copy');
  expect(copy.name).toBe('damaged-checkpoint-1.sqlite');
  expect(copy.bytes.equals(Buffer.from(damaged))).toBe(true);

  // A change made now is not saved over it (a checkpoint would be asked 2 s after it).
  await editReference(page, bill as NonNullable<typeof bill>, 'NOT-KEPT');
  await page.waitForTimeout(4000);
  expect(await checkpointFiles(page)).toEqual(['checkpoint-1.sqlite']);
  expect(await readKeptFile(page, 'checkpoint-1.sqlite')).toEqual(damaged);
});

test('own bills that cannot be read are asked about, and Reload asks again: no empty table is made', async ({
  page,
}) => {
  await ownTwoBills(page);
  await expect.poll(async () => (await changeRecord(page, 'none'))?.dataset).toBe('own');
  for (const name of await checkpointFiles(page)) {
    await writeKeptFile(page, name, new Uint8Array(4096).fill(1));
  }
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Your saved bills could not be read' });
  await expect(dialog).toContainText(
    '‘Start again with no bills’ makes an empty table in their place, to import into or to restore a backup into',
  );
  await expect(dialog.getByRole('button', { name: 'Start again with no bills' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Your saved bills could not be read' }),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toHaveCount(0);
});
