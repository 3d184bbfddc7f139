import { expect, test } from '@playwright/test';
import { gbp, openApp, sampleInvoices } from './fixtures';
import { chooseLayout } from './view-helpers';

const invoices = sampleInvoices();
const allDue = invoices.reduce((sum, i) => sum + i.amountDue - i.amountPaid, 0);

test('in the continuous layout the header checkbox selects every matching row, not a page', async ({
  page,
}) => {
  await openApp(page);
  await chooseLayout(page, 'Continuous');
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  const all = page.getByRole('checkbox', { name: 'Select all rows', exact: true });
  await all.check();
  await expect(page.getByText('Selected all 100 that match your filters.')).toBeVisible();
  await expect(page.getByText(gbp(allDue), { exact: false }).first()).toBeVisible();
  await expect(all).toBeChecked();

  // Unticking one row leaves the header mixed, and the count drops.
  const first = page.getByRole('checkbox', { name: /^Select INV-/ }).first();
  await first.uncheck();
  await expect(all).toHaveAttribute('aria-checked', 'mixed');
  await expect(page.getByText('99 selected')).toBeVisible();

  // From mixed, the header selects every match again; then clears.
  await all.click();
  await expect(page.getByText('Selected all 100 that match your filters.')).toBeVisible();
  await all.click();
  await expect(page.getByText('0 selected')).toBeVisible();
});
