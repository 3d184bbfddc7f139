import { axeOf } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { byDateDesc, gbp, sampleInvoices, today } from './fixtures';
import { baselineUrl } from './ports';

/**
 * The bench compares ours with baseline.html, so the baseline must show the same thing: the same
 * rows in the same order, the same views, search, filters and sums.
 */
const invoices = sampleInvoices();
const newestFirst = [...invoices].sort(byDateDesc);
const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const count = (page: Page) => page.getByTestId('total-count');

async function openBaseline(page: Page) {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(`${baselineUrl}?rows=100`);
  await expect(table(page).getByRole('row')).toHaveCount(21);
}

/** The Reference column of the rows on the page, in order. */
async function references(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
}

test('shows the same first page, columns and totals as ours', async ({ page }) => {
  await openBaseline(page);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'From',
    'Status',
    'Reference',
    'Date↓',
    'Due',
    'Paid',
    'Amount due',
    'Notes',
  ]);
  expect(await references(page)).toEqual(newestFirst.slice(0, 20).map((i) => i.reference));
  await expect(count(page)).toHaveText('100');
  const due = invoices.reduce((sum, i) => sum + i.amountDue, 0);
  const paid = invoices.reduce((sum, i) => sum + i.amountPaid, 0);
  await expect(page.getByTestId('total-due')).toHaveText(gbp(due));
  await expect(page.getByTestId('total-paid')).toHaveText(gbp(paid));
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
});

test('views, search, a Status filter, sorting and the last page work as ours do', async ({
  page,
}) => {
  await openBaseline(page);
  const awaiting = invoices.filter((i) => ['sent', 'viewed', 'overdue'].includes(i.status));
  await page.getByRole('tab', { name: 'Awaiting Payment', exact: true }).click();
  await expect(count(page)).toHaveText(String(awaiting.length));
  await page.getByRole('tab', { name: 'Overdue', exact: true }).click();
  await expect(count(page)).toHaveText(String(awaiting.filter((i) => i.dueDate < today).length));
  await page.getByRole('tab', { name: 'All', exact: true }).click();

  await page.getByRole('searchbox', { name: 'Search table' }).fill('INV-04');
  await expect(count(page)).toHaveText('10');
  await page.getByRole('searchbox', { name: 'Search table' }).press('Escape');
  await expect(count(page)).toHaveText('100');

  await page.getByRole('button', { name: 'Add filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add filter' });
  await dialog.getByRole('checkbox', { name: 'Paid', exact: true }).check();
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  const paid = invoices.filter((i) => i.status === 'paid');
  await expect(count(page)).toHaveText(String(paid.length));
  await expect(
    page.getByRole('button', { name: 'Remove filter Status is Paid', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await expect(count(page)).toHaveText('100');

  const header = table(page).getByRole('columnheader', { name: 'Amount due', exact: true });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const byDue = [...invoices].sort((a, b) => a.amountDue - b.amountDue || a.id - b.id);
  expect(await references(page)).toEqual(byDue.slice(0, 20).map((i) => i.reference));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Last page', exact: true }).click();
  await expect(page.getByText('Page 5 of 5')).toBeVisible();
  expect(await references(page)).toEqual(
    byDue
      .slice(0, 20)
      .reverse()
      .map((i) => i.reference),
  );
});

test('the baseline page and its Add filter dialog pass axe', async ({ page }) => {
  await openBaseline(page);
  expect((await axeOf(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Add filter', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add filter' })).toBeVisible();
  expect((await axeOf(page).analyze()).violations).toEqual([]);
});
