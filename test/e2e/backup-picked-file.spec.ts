import { expect, test, type Page } from '@playwright/test';
import initSqlJs from 'sql.js';
import { dataMenuItem, ownTwoBills } from './backup-helpers';
import { today } from './fixtures';

/**
 * Where the browser offers a save dialog (Chrome, Edge), the backup goes to the file the person
 * picks. Headless Chromium closes the real dialog at once, so the page gets one that picks a
 * real file, in the origin's private file system: the worker writes it through the same stream
 * a file on disk is written through.
 */
async function saveDialogPicking(page: Page, name: string) {
  await page.addInitScript((name) => {
    Object.defineProperty(window, 'showSaveFilePicker', {
      configurable: true,
      value: async (options: { suggestedName: string }) => {
        (window as { suggested?: string }).suggested = options.suggestedName;
        const root = await navigator.storage.getDirectory();
        return root.getFileHandle(name, { create: true });
      },
    });
  }, name);
}

/** The picked file's bytes, or null when there is none. */
async function pickedFile(page: Page, name: string): Promise<Buffer | null> {
  const bytes = await page.evaluate(async (name) => {
    const root = await navigator.storage.getDirectory();
    try {
      const file = await (await root.getFileHandle(name)).getFile();
      return [...new Uint8Array(await file.arrayBuffer())];
    } catch {
      return null;
    }
  }, name);
  return bytes ? Buffer.from(bytes) : null;
}

test('where the browser offers a save dialog, the backup is written to the file picked, whole', async ({
  page,
}) => {
  await saveDialogPicking(page, 'my-bills.sqlite');
  await ownTwoBills(page);
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await (await dataMenuItem(page, 'Download backup')).click();
  // Said once the file is closed: then it is there whole.
  await expect(page.getByRole('alert').filter({ hasText: 'Backup saved' })).toContainText(
    'Backup saved as my-bills.sqlite',
  );
  expect(await page.evaluate(() => (window as { suggested?: string }).suggested)).toBe(
    `bills-${today}.sqlite`,
  );
  expect(downloads).toBe(0);
  const bytes = await pickedFile(page, 'my-bills.sqlite');
  expect(bytes?.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');

  // Whole: a SQLite file holding both bills, their lines and the page's tables.
  const SQL = await initSqlJs();
  const file = new SQL.Database(bytes ?? Buffer.alloc(0));
  expect(file.exec('SELECT number FROM invoices ORDER BY id')[0]?.values).toEqual([
    ['B-100'],
    ['Z-7'],
  ]);
  expect(file.exec('SELECT count(*) FROM bill_lines')[0]?.values).toEqual([[4]]);
  expect(file.exec('SELECT count(*) > 0 FROM backup_info')[0]?.values).toEqual([[1]]);
});
