import { expect, test, type Page } from '@playwright/test';
import initSqlJs from 'sql.js';
import { openDetail } from './bill-helpers';
import { bulk } from './data-helpers';
import { expectTabs, runViewCommand, tab } from './view-helpers';
import {
  chooseBackup,
  removeAllBills,
  downloadBackup,
  footerFigures,
  ownTwoBills,
} from './backup-helpers';
import { rowCheckboxes, today } from './fixtures';
import type { Invoice } from '../../src/domain/invoice';

// Headless Chromium has the save dialog but closes it at once: these tests take the download.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
});

/** Enough of a bill for openDetail: its reference and number. */
const rolls = { reference: 'Rolls order', number: 'B-100' } as Invoice;

/** Approves B-100 (a draft is paid once approved), then pays £33.20 of it. */
async function payPart(page: Page) {
  await page.getByRole('checkbox', { name: `Select ${rolls.reference}`, exact: true }).check();
  await bulk(page, 'Approve').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Approved' })).toContainText('Approved 1');
  const panel = await openDetail(page, rolls);
  await panel.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('33.20');
  await dialog.getByRole('textbox', { name: 'Reference (optional)' }).fill('BACS 9');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('cell', { name: 'BACS 9' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** The bill's detail as a person reads it: its facts, lines, payments and history. */
async function detailText(page: Page): Promise<string> {
  const panel = await openDetail(page, rolls);
  await expect(panel.getByRole('cell', { name: 'BACS 9' })).toBeVisible();
  const text = await panel.innerText();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return text;
}

test('back up, Remove all bills, restore: the same bills, lines, payments, history and sums; Undo of the restore', async ({
  page,
}) => {
  // Two imports, a payment, a backup and a restore, each written and kept: longer than most.
  test.slow();
  await ownTwoBills(page);
  await payPart(page);
  const figures = await footerFigures(page);
  expect(figures).toEqual(['2', '£33.20', '£3,102.50']);
  const detail = await detailText(page);
  expect(detail).toContain('Delivery');
  expect(detail).toContain('BACS 9');
  expect(detail).toMatch(/Imported from bills\.csv/);

  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill('To approve');
  await page.keyboard.press('Enter');
  const tabs = ['All', 'To approve', 'Awaiting Payment', 'Overdue', 'Paid'];
  await expectTabs(page, tabs);
  await tab(page, 'All').click();

  const backup = await downloadBackup(page);
  expect(backup.name).toBe(`bills-${today}.sqlite`);
  expect(backup.bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
  // The page hands the file to the browser's downloads: it does not say it is saved.
  await expect(page.getByRole('alert').filter({ hasText: 'Backup made' })).toContainText(
    `your browser is saving it to your downloads as bills-${today}.sqlite`,
  );
  // A plain SQLite database: its tables open by name.
  const SQL = await initSqlJs();
  const file = new SQL.Database(backup.bytes);
  expect(file.exec('SELECT number, reference FROM invoices ORDER BY id')[0]?.values).toEqual([
    ['B-100', 'Rolls order'],
    ['Z-7', 'Zoë order'],
  ]);
  expect(file.exec('SELECT count(*) FROM bill_lines')[0]?.values).toEqual([[4]]);
  expect(file.exec("SELECT amount FROM payments WHERE reference = 'BACS 9'")[0]?.values).toEqual([
    [3320],
  ]);
  expect(file.exec('SELECT label FROM backup_saved_views ORDER BY position')[0]?.values).toEqual(
    tabs.map((label) => [label]),
  );
  expect(file.exec('SELECT kind FROM backup_change_log')[0]?.values).toEqual([
    ['approve'],
    ['payment'],
  ]);

  // Changed after the backup: the restore brings the saved views back as they were.
  await tab(page, 'To approve').click();
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill('Changed since');
  await page.keyboard.press('Enter');
  await tab(page, 'All').click();
  await removeAllBills(page);
  expect(await footerFigures(page)).toEqual(['0', '£0.00', '£0.00']);

  await chooseBackup(page, backup.name, backup.bytes);
  const ask = page.getByRole('alertdialog', { name: `Restore ${backup.name}?` });
  await expect(ask).toContainText(
    `It holds 2 bills, £3,102.50 owed, saved 21 Nov 2026. It replaces the bills kept in this browser now`,
  );
  await ask.getByRole('button', { name: 'Replace with backup' }).click();
  const restored = page.getByRole('alert').filter({ hasText: 'Restored' });
  await expect(restored).toContainText(
    `Restored 2 bills, £3,102.50 owed, saved 21 Nov 2026 from ${backup.name}`,
  );
  await expect(rowCheckboxes(page)).toHaveCount(2);
  expect(await footerFigures(page)).toEqual(figures);
  expect(await detailText(page)).toBe(detail);
  await expectTabs(page, tabs);

  await restored.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Put back' })).toContainText(
    'Put back the 0 bills the restore replaced',
  );
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'No invoices match.' })).toBeVisible();
});
