import { expect, test } from '@playwright/test';
import { generateInvoices } from '../../src/domain/sample';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, referencesOnScreen, today } from './fixtures';

const searchNotice = 'Building the search index: searches are slower until it is done';

/**
 * A fresh sample of 100,000: large enough to be made in batches with its build after the rows,
 * as a million is (a million itself is the bench's to run: `npm run bench`).
 */
const count = 100_000;

/** The newest `n` of the sample (the table's default order), kept as the sample streams by. */
function newestOfTheSample(n: number): string[] {
  let newest: Invoice[] = [];
  for (const batch of generateInvoices({ count, today })) {
    newest = [...newest, ...batch].sort(byDateDesc).slice(0, n);
  }
  return newest.map((r) => r.reference);
}

test('a fresh sample of 100,000 says how far it has got, then shows its newest rows while the rest is built', async ({
  page,
}) => {
  test.setTimeout(180_000); // 100,000 invoices on a busy 2-core machine
  const newest = newestOfTheSample(5);
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  const workerStarted = page.waitForEvent('worker');
  await page.goto('/?rows=100000');
  // The build after the load (search index, the other indexes) waits before each step until the
  // test lets it go (src/worker/entry.ts), so what shows meanwhile can be looked at. Not for
  // long: the table's save waits for the build, and the screen gives a silent worker 10 s.
  const worker = await workerStarted;
  const holdBuild = (holdIndexBuild: boolean) =>
    worker.evaluate((hooks) => Object.assign(self, { invoiceTableTestHooks: hooks }), {
      holdIndexBuild,
    });
  await holdBuild(true);

  // While generating: a bar named by how far it has got, which moves on.
  const bar = page.getByRole('progressbar', { name: /^Generating [\d,]+ of 100,000 invoices$/ });
  await expect(bar).toBeVisible({ timeout: 60_000 });
  const value = () => bar.evaluate((element) => (element as HTMLProgressElement).value);
  const first = await value();
  await expect.poll(value, { timeout: 120_000 }).toBeGreaterThan(first);

  // Then the table, before anything after the rows is built: every invoice counted, the
  // newest first.
  const grid = page.getByRole('grid', { name: 'Invoices' });
  await expect(grid).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('total-count')).toHaveText('100,000');
  await expect.poll(async () => (await referencesOnScreen(page)).slice(0, 5)).toEqual(newest);

  // A view whose own index is not built yet shows its rows.
  await page.getByRole('tab', { name: /^Awaiting Payment/ }).click();
  await expect(page.getByRole('tab', { name: /^Awaiting Payment/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('total-count')).not.toHaveText('100,000');
  expect((await referencesOnScreen(page)).length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Once let go, the build goes on; a search is answered meanwhile (row by row, saying it is
  // slower, until the search index is built), then from the index.
  await holdBuild(false);
  const search = page.getByRole('searchbox', { name: 'Search table' });
  await search.fill('zqxjvw');
  await expect(page.getByText('No invoices match.')).toBeVisible({ timeout: 120_000 });
  const notice = page.getByRole('status').filter({ hasText: searchNotice });
  await expect(notice).toBeHidden({ timeout: 240_000 });
  await expect(page.getByText('No invoices match.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
