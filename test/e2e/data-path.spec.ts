import { expect, test } from '@playwright/test';
import {
  byDateDesc,
  expectPageHolds,
  gbp,
  openApp,
  referencesOnScreen,
  sampleInvoices,
} from './fixtures';

const invoices = sampleInvoices();
const newestFirst = [...invoices].sort(byDateDesc).map((i) => i.reference);

test('the first page shows 20 invoices, newest first, and says Page 1 of 5', async ({ page }) => {
  await openApp(page);
  await expectPageHolds(page, newestFirst.slice(0, 20));
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText([
    '',
    'From',
    'Status',
    'Reference',
    'Date↓',
    'Due',
    'Total',
    'Paid',
    'Amount due',
    'Overdue by',
    'Notes',
  ]);
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('money is GBP with two decimals and dates read day, short month, year', async ({ page }) => {
  await openApp(page);
  const first = [...invoices].sort(byDateDesc)[0];
  if (!first) throw new Error('no sample');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${first.reference}` }) });
  await expect(row).toContainText(gbp(first.amountDue));
  await expect(row).toContainText(gbp(first.amountPaid));
  const [year, month, day] = first.date.split('-');
  const monthName = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][Number(month) - 1];
  await expect(row).toContainText(`${Number(day)} ${monthName} ${year}`);
  await expect(row.getByText(/^(Draft|Sent|Viewed|Paid|Overdue)$/)).toBeVisible();
});

test('the footer sums Paid and Amount due over all 100 invoices, not the page', async ({
  page,
}) => {
  await openApp(page);
  const paid = invoices.reduce((sum, i) => sum + i.amountPaid, 0);
  const due = invoices.reduce((sum, i) => sum + i.amountDue - i.amountPaid, 0);
  const totals = page.getByRole('definition');
  await expect(totals).toHaveText(['100', gbp(paid), gbp(due)]);
});

test('next and previous move between pages', async ({ page }) => {
  await openApp(page);
  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  await expectPageHolds(page, newestFirst.slice(20, 40));
  for (let i = 0; i < 3; i++) await next.click();
  await expect(page.getByText('Page 5 of 5')).toBeVisible();
  await expect(next).toBeDisabled();
  await expectPageHolds(page, newestFirst.slice(80, 100));
  await previous.click();
  await expect(page.getByText('Page 4 of 5')).toBeVisible();
  await expectPageHolds(page, newestFirst.slice(60, 80));
});

test('Items per page changes how many rows a page holds and returns to page 1', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  const perPage = page.getByRole('combobox', { name: 'Items per page' });
  await expect(perPage).toHaveValue('20');
  await perPage.selectOption('50');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expectPageHolds(page, newestFirst.slice(0, 50));
  await perPage.selectOption('10');
  await expect(page.getByText('Page 1 of 10')).toBeVisible();
  await expect.poll(() => referencesOnScreen(page)).toEqual(newestFirst.slice(0, 10));
  await perPage.selectOption('100');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expectPageHolds(page, newestFirst);
});
