import { expect, test } from '@playwright/test';
import { openApp, referencesOnScreen } from './fixtures';

const notice = 'Building the search index: searches are slower until it is done';

test('a search typed while the search index is built is answered at once, and says it is slower', async ({
  page,
}) => {
  test.setTimeout(120_000); // generating 10,000 invoices on a busy 2-core machine
  await openApp(page);
  const worker = page.workers()[0];
  if (!worker) throw new Error('the table has no worker');
  // The build after the next load waits before its first step until the test lets it go
  // (src/worker/entry.ts): the search index holds nothing yet.
  const hold = (holdIndexBuild: boolean) =>
    worker.evaluate((hooks) => Object.assign(self, { invoiceTableTestHooks: hooks }), {
      holdIndexBuild,
    });
  await hold(true);
  await page.getByLabel('Sample size').selectOption('10000');
  const count = page.getByTestId('total-count');
  await expect(count).toHaveText('10,000', { timeout: 100_000 });

  const search = page.getByRole('searchbox', { name: 'Search table' });
  await search.fill('inv-01');
  const status = page.getByRole('status').filter({ hasText: notice });
  await expect(status).toBeVisible();
  await expect(search).toHaveAccessibleDescription(notice);
  // Every row is tested while the index holds nothing: references starting INV-01 are found.
  await expect(count).not.toHaveText('10,000');
  const found = await count.innerText();
  expect(Number(found.replace(/,/g, ''))).toBeGreaterThan(0);
  const during = await referencesOnScreen(page);
  expect(during.length).toBeGreaterThan(0);
  expect(during.every((reference) => reference.startsWith('INV-01'))).toBe(true);

  // Once the index is built the screen asks again by itself: the same rows, and no notice.
  await hold(false);
  await expect(status).toBeHidden({ timeout: 60_000 });
  await expect(count).toHaveText(found);
  expect(await referencesOnScreen(page)).toEqual(during);
});
