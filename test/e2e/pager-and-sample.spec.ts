import { axeOf } from './axe-helpers';
import { expect, test } from '@playwright/test';
import { byDateDesc, expectPageHolds, openApp, sampleInvoices } from './fixtures';

const newestFirst = sampleInvoices()
  .sort(byDateDesc)
  .map((i) => i.reference);
const button = (name: string) => ({ name, exact: true });

test('Last page and First page jump to either end of the result', async ({ page }) => {
  await openApp(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', button('First page'))).toBeDisabled();
  await pager.getByRole('button', button('Last page')).click();
  await expect(pager.getByText('Page 5 of 5')).toBeVisible();
  await expectPageHolds(page, newestFirst.slice(80));
  await expect(pager.getByRole('button', button('Last page'))).toBeDisabled();
  await expect(pager.getByRole('button', button('Next page'))).toBeDisabled();
  await pager.getByRole('button', button('First page')).click();
  await expect(pager.getByText('Page 1 of 5')).toBeVisible();
  await expectPageHolds(page, newestFirst.slice(0, 20));
});

test('?rows= picks the sample size', async ({ page }) => {
  await openApp(page, '/?rows=10000');
  await expect(page.getByTestId('total-count')).toHaveText('10,000');
  await expect(page.getByLabel('Sample size')).toHaveValue('10000');
  await expect(page.getByText('Page 1 of 500')).toBeVisible();
});

test('choosing a sample size reloads in the worker while the table stays usable', async ({
  page,
}) => {
  test.setTimeout(120_000); // generating and indexing 100,000 invoices on a busy 2-core machine
  await openApp(page);
  const draft = page.getByRole('tab', { name: /^Draft/ });
  await draft.click();
  await page.getByLabel('Sample size').selectOption('100000');
  await expect(page.getByRole('status').filter({ hasText: /invoices/ })).toBeVisible();
  await expect(page.locator('.sample-size-progress progress')).toBeVisible();
  // The screen stays on, and takes input, while the worker loads.
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search table' });
  await search.fill('inv-01');
  await expect(search).toHaveValue('inv-01');

  await expect(page.locator('.sample-size-progress')).toBeHidden({ timeout: 100_000 });
  await expect(page.getByLabel('Sample size')).toHaveValue('100000');
  await expect(page).toHaveURL(/rows=100000/);
  await expect(draft).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('inv-01');
  // Drafts among INV-010000 … INV-019999 (six-digit references at 100,000).
  await expect
    .poll(async () => Number((await page.getByTestId('total-count').innerText()).replace(/,/g, '')))
    .toBeGreaterThan(1000);
  const count = Number((await page.getByTestId('total-count').innerText()).replace(/,/g, ''));
  expect(count).toBeLessThan(10_000);
});

test('the header with the sample-size picker passes axe while a reload runs', async ({ page }) => {
  await openApp(page);
  await page.getByLabel('Sample size').selectOption('100000');
  await expect(page.locator('.sample-size-progress')).toBeVisible();
  const results = await axeOf(page).include('.app-header').analyze();
  expect(results.violations).toEqual([]);
});
