import { expect, test, type Page } from '@playwright/test';
import { dataMenuItem, downloadBackup, ownTwoBills } from './backup-helpers';
import { editReference, firstPage } from './data-helpers';
import { openApp } from './fixtures';

const mayClear =
  'This browser may clear these bills when space runs low. Download a backup to be safe.';

/** Stubs navigator.storage.persist to answer `granted`, counting the times it is asked. */
async function stubPersist(page: Page, granted: boolean) {
  await page.addInitScript((answer) => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    const calls = { count: 0 };
    Object.assign(window, { persistCalls: calls });
    Object.defineProperty(navigator.storage, 'persist', {
      value: async () => {
        calls.count += 1;
        return answer;
      },
    });
    Object.defineProperty(navigator.storage, 'persisted', {
      value: async () => answer && calls.count > 0,
    });
  }, granted);
}

function persistCalls(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { persistCalls: { count: number } }).persistCalls.count,
  );
}

async function storageDialog(page: Page) {
  await (await dataMenuItem(page, 'Storage')).click();
  const dialog = page.getByRole('dialog', { name: 'Storage' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('own bills: the browser is asked once after the import, and granted storage reads Kept on this device', async ({
  page,
}) => {
  test.slow();
  await stubPersist(page, true);
  await ownTwoBills(page);
  await expect.poll(() => persistCalls(page)).toBe(1);
  await expect(
    page.getByText(/^Storage: Kept on this device · .+ used · No backup made yet$/),
  ).toBeVisible();
  const dialog = await storageDialog(page);
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Kept on this device',
    /^[\d.]+ (KB|MB) used$/,
    'No backup made yet',
  ]);
});

test('own bills: refused storage says the browser may clear them, and the last backup shows once made', async ({
  page,
}) => {
  test.slow();
  await stubPersist(page, false);
  await ownTwoBills(page);
  await expect.poll(() => persistCalls(page)).toBe(1);
  await expect(page.getByText(`Storage: ${mayClear}`, { exact: false })).toBeVisible();
  let dialog = await storageDialog(page);
  await expect(dialog.getByRole('listitem').first()).toHaveText(mayClear);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await downloadBackup(page);
  dialog = await storageDialog(page);
  await expect(dialog.getByRole('listitem').last()).toHaveText('Last backup 21 Nov 2026');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByText(/Last backup 21 Nov 2026$/)).toBeVisible();
  // Own bills already kept: asked again in the new tab, not before they are there.
  await expect.poll(() => persistCalls(page)).toBe(1);
});

test('sample data never asks the browser to keep it, whatever is changed', async ({ page }) => {
  await stubPersist(page, true);
  await openApp(page);
  const bill = firstPage.find((i) => i.status === 'paid');
  if (!bill) throw new Error('sample changed');
  await editReference(page, bill, 'SAMPLE-EDIT');
  await expect(
    page.getByRole('checkbox', { name: 'Select SAMPLE-EDIT', exact: true }),
  ).toBeVisible();
  const dialog = await storageDialog(page);
  await expect(dialog.getByRole('listitem').first()).toHaveText(mayClear);
  expect(await persistCalls(page)).toBe(0);
  await expect(page.getByText(/^Storage:/)).toHaveCount(0);
});
