import { expect, test, type Page } from '@playwright/test';
import { openApp, sampleInvoices, today } from './fixtures';

/** Fails every request for a built file whose name starts with `chunk` (e.g. 'App', 'entry'). */
async function failChunk(page: Page, chunk: string) {
  await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), (route) => route.abort());
}

async function expectStopped(page: Page, message: RegExp) {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
}

test('a data worker that cannot start says so, with a way to try again', async ({ page }) => {
  await failChunk(page, 'entry');
  await expectStopped(page, /^The table could not start/);
});

test('the app code failing to load says so, with a way to try again', async ({ page }) => {
  await failChunk(page, 'App');
  await expectStopped(page, /^The app could not be loaded/);
});

test('the table code failing to load says so, with a way to try again', async ({ page }) => {
  await failChunk(page, 'InvoiceScreen');
  await expectStopped(page, /^The table could not be loaded/);
});

test('the screen shows the link’s sample size and the stored views once loaded', async ({
  page,
}) => {
  // The worker starts on the link's size before storage is read: both must still arrive.
  await openApp(page, '/?rows=10000&view=draft');
  const drafts = sampleInvoices(10_000).filter((i) => i.status === 'draft').length;
  await expect(page.getByTestId('total-count')).toHaveText(drafts.toLocaleString('en-GB'));
  await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Sample size')).toHaveValue('10000');
});
