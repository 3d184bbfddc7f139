import { expect, test, type Page } from '@playwright/test';
import { invoices } from './data-helpers';
import { openApp } from './fixtures';

/**
 * The save dialog of File System Access, as a person uses it: headless Chromium closes the real
 * one at once, so the page gets one that answers as the person would (a file named, or closed).
 */
async function saveDialogThat(page: Page, answer: 'saves' | 'is closed') {
  await page.addInitScript((answer) => {
    const saved = { parts: [] as number[][], closed: false, aborted: false, suggested: '' };
    Object.assign(window, { saved });
    Object.defineProperty(window, 'showSaveFilePicker', {
      configurable: true,
      value: async (options: { suggestedName: string }) => {
        saved.suggested = options.suggestedName;
        if (answer === 'is closed')
          throw new DOMException('The user aborted a request.', 'AbortError');
        return {
          name: 'my-bills.csv',
          createWritable: async () => ({
            write: async (data: Uint8Array) => void saved.parts.push([...data]),
            close: async () => void (saved.closed = true),
            abort: async () => void (saved.aborted = true),
          }),
        };
      },
    });
  }, answer);
}

interface Saved {
  parts: number[][];
  closed: boolean;
  aborted: boolean;
  suggested: string;
}

function saved(page: Page): Promise<Saved> {
  return page.evaluate(() => (window as unknown as { saved: Saved }).saved);
}

async function exportMatching(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: `Export ${invoices.length} matching bills` }).click();
}

test('where the browser offers a save dialog, the export is written to the file chosen, a block at a time', async ({
  page,
}) => {
  await saveDialogThat(page, 'saves');
  await openApp(page);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await exportMatching(page);
  await expect(page.getByText(`Exported ${invoices.length} bills to my-bills.csv`)).toBeVisible();
  const file = await saved(page);
  expect(file.suggested).toMatch(/^bills-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.closed).toBe(true);
  expect(file.aborted).toBe(false);
  // The byte order mark and header come as their own part, before the rows.
  expect(file.parts.length).toBeGreaterThan(1);
  const bytes = Buffer.from(file.parts.flat());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(invoices.length + 1);
  expect(downloads).toBe(0);
});

test('closing the save dialog cancels the export and makes no file', async ({ page }) => {
  await saveDialogThat(page, 'is closed');
  await openApp(page);
  await exportMatching(page);
  await expect(page.getByText('Export cancelled: no file was made.')).toBeVisible();
  expect((await saved(page)).parts).toEqual([]);
});
