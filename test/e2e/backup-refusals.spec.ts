import { expect, test } from '@playwright/test';
import initSqlJs from 'sql.js';
import { chooseBackup, downloadBackup, footerFigures, ownTwoBills } from './backup-helpers';
import { referencesOnScreen } from './fixtures';
import { schemaVersion } from '../../src/sql/schema/migrations';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
});

test('each file that is not a good backup (or is a newer version’s) is refused with a sentence naming it, and the kept bills stay as they were', async ({
  page,
}) => {
  // Five files, each read and checked by the worker: longer than most.
  test.slow();
  await ownTwoBills(page);
  const figures = await footerFigures(page);
  const references = await referencesOnScreen(page);
  const backup = await downloadBackup(page);

  const SQL = await initSqlJs();
  const otherApp = new SQL.Database();
  otherApp.exec(
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'hi')",
  );
  // The page of the bills' table written over, as a failing disk or a bad copy leaves it.
  const file = new SQL.Database(backup.bytes);
  const root = Number(
    file.exec("SELECT rootpage FROM sqlite_schema WHERE name = 'invoices'")[0]?.values[0]?.[0],
  );
  const damaged = Buffer.from(backup.bytes);
  damaged.fill(0x5a, (root - 1) * 8192, (root - 1) * 8192 + 2000);
  const later = new SQL.Database(backup.bytes);
  later.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
  const png = Buffer.alloc(4096);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const cases: [string, Buffer, string][] = [
    [
      'receipt.png',
      png,
      '‘receipt.png’ is not a backup of these bills: it is not a SQLite database. Choose a file saved with ‘Download backup’ (bills-YYYY-MM-DD.sqlite). Nothing was changed.',
    ],
    [
      'bills.sqlite',
      Buffer.from('Contact,Reference,Total\r\nAcme,A-1,12.00\r\n'),
      '‘bills.sqlite’ is not a backup of these bills: it is not a SQLite database.',
    ],
    [
      'notes.db',
      Buffer.from(otherApp.export()),
      '‘notes.db’ is a SQLite database of another app, not a backup of these bills. Choose a file saved with ‘Download backup’. Nothing was changed.',
    ],
    [
      'cut-short.sqlite',
      backup.bytes.subarray(0, backup.bytes.length - 8192 - 300),
      '‘cut-short.sqlite’ is cut short: part of the backup is missing, perhaps from a download or copy that did not finish. Copy the file again, or choose another backup. Nothing was changed.',
    ],
    [
      'damaged.sqlite',
      damaged,
      '‘damaged.sqlite’ is damaged: SQLite’s check of it failed. Choose another backup. Nothing was changed.',
    ],
    [
      'from-later.sqlite',
      Buffer.from(later.export()),
      '‘from-later.sqlite’ was saved by a newer version of this app. Reload to update, then restore it again. Nothing was changed.',
    ],
  ];
  for (const [name, bytes, sentence] of cases) {
    await chooseBackup(page, name, bytes);
    const alert = page.getByRole('alert').filter({ hasText: name });
    await expect(alert).toContainText(sentence);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await footerFigures(page)).toEqual(figures);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
  }
  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).toEqual(references);
  expect(await footerFigures(page)).toEqual(figures);
});
