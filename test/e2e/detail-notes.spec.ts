import { expect, test } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { openDetail } from './bill-helpers';
import { byDateDesc, openApp, sampleInvoices } from './fixtures';

const firstRows = sampleInvoices().sort(byDateDesc).slice(0, 8);

test('a bill’s notes are in its detail panel, one line each as written', async ({ page }) => {
  await openApp(page);
  const bill = firstRows.find((i) => i.notes.length === 2);
  const plain = firstRows.find((i) => i.notes.length === 0);
  if (!bill || !plain) throw new Error('sample changed: no bill with two notes or none on top');
  const panel = await openDetail(page, bill as Invoice);
  const notes = panel.getByRole('region', { name: 'Notes' });
  const [first, second] = bill.notes.map((note) => notes.getByText(note, { exact: true }));
  await expect(first!).toBeVisible();
  await expect(second!).toBeVisible();
  // A line break between them: the second note starts below the first, not after it.
  const top = async (line: typeof first) => (await line!.boundingBox())?.y ?? 0;
  expect(await top(second)).toBeGreaterThan(await top(first));
  await page.keyboard.press('Escape');

  const none = await openDetail(page, plain);
  await expect(none.getByRole('region', { name: 'Notes' })).toHaveText('NotesNo notes.');
});
