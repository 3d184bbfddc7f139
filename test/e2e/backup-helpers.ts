import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { openApp, rowCheckboxes } from './fixtures';

/** Xero's bill template: two bills with their lines (B-100 £133.20, Z-7 £3,002.50). */
export const twoBills = [
  '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount',
  'Brötchen KG,,B-100,Rolls order,05/11/2026,05/12/2026,Rolls,2,10.50,,429,20% (VAT on Expenses),4.20',
  'Brötchen KG,,B-100,Rolls order,05/11/2026,05/12/2026,Delivery,1,100,10,429,20% (VAT on Expenses),18.00',
  'Zoë Café Ltd,,Z-7,Zoë order,2026-11-06,6 Dec 2026,Coffee,3,"1,000.00",,429,No VAT,',
  'Zoë Café Ltd,,Z-7,Zoë order,2026-11-06,6 Dec 2026,Milk,1,2.50,,429,No VAT,',
].join('\r\n');

/** Opens the app, starts a table of one's own bills and imports `twoBills`. */
export async function ownTwoBills(page: Page) {
  await openApp(page);
  await page.getByLabel('Table holds').selectOption('own');
  await page
    .getByRole('alertdialog', { name: 'Start your own bills?' })
    .getByRole('button', { name: 'Start empty' })
    .click();
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bills' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'bills.csv', mimeType: 'text/csv', buffer: Buffer.from(twoBills) });
  await dialog.getByRole('button', { name: 'Import 2 bills' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported 2 bills' })).toBeVisible();
  await expect(rowCheckboxes(page)).toHaveCount(2);
}

export async function dataMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Data' }).click();
  return page.getByRole('menu', { name: 'Data' }).getByRole('menuitem', { name });
}

/** Downloads a backup (no save dialog: the browser's download) and returns its name and bytes. */
export async function downloadBackup(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const item = await dataMenuItem(page, 'Download backup');
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

/** Chooses a file in 'Restore from backup…', through the file chooser it opens. */
export async function chooseBackup(page: Page, name: string, bytes: Buffer) {
  const item = await dataMenuItem(page, 'Restore from backup…');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), item.click()]);
  await chooser.setFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
}

/** 'Remove all bills', confirmed: the table is then empty. */
export async function removeAllBills(page: Page) {
  await page.getByRole('button', { name: 'Remove all bills' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove all bills?' })
    .getByRole('button', { name: 'Remove all bills' })
    .click();
  await expect(rowCheckboxes(page)).toHaveCount(0);
}

/** The footer's count, paid and owed, as shown. */
export function footerFigures(page: Page) {
  return page.getByRole('definition').allInnerTexts();
}
