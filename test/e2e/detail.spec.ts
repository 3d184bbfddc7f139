import { expect, test } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, gbp, openApp, sampleInvoices, today } from './fixtures';
import { fact, openDetail, rowOf } from './bill-helpers';
import { chooseFromColumnMenu } from './grid-helpers';

const invoices = sampleInvoices();
const firstPage = [...invoices].sort(byDateDesc).slice(0, 20);
const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

test('the detail panel shows the bill, its lines summing to its total, and its payments', async ({
  page,
}) => {
  await openApp(page);
  const bill = firstPage.find((i) => i.status === 'paid' && i.id % 2 === 1) as Invoice;
  expect(bill).toBeDefined();
  const panel = await openDetail(page, bill);
  await expect(panel.getByRole('heading', { name: bill.number })).toBeVisible();
  await expect(fact(panel, 'From')).toHaveText(bill.contactName);
  await expect(fact(panel, 'Status')).toHaveText('Paid');
  await expect(fact(panel, 'Total')).toHaveText(gbp(bill.amountDue));
  await expect(fact(panel, 'Paid')).toHaveText(gbp(bill.amountPaid));
  await expect(fact(panel, 'Amount due')).toHaveText('£0.00');

  const lines = panel.getByRole('table').first();
  const amounts = await lines.locator('tbody tr td:last-child').allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.reduce((sum, a) => sum + pence(a), 0)).toBe(bill.amountDue);

  const payments = panel.getByRole('table').nth(1);
  const paid = await payments.locator('tbody tr td:last-child').allTextContents();
  const half = Math.floor(bill.amountPaid / 2);
  expect(paid).toEqual([gbp(half), gbp(bill.amountPaid - half)]);
});

test('Escape closes the panel and gives focus back to the row', async ({ page }) => {
  await openApp(page);
  const bill = firstPage[2] as Invoice;
  const panel = await openDetail(page, bill);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(rowOf(page, bill.reference).getByRole('rowheader')).toBeFocused();
  // Enter on the Reference cell still edits it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /Reference/ })).toBeVisible();
});

test('a link opens a bill, and names a bill that does not exist', async ({ page }) => {
  const bill = firstPage[5] as Invoice;
  // The panel is modal: the grid behind it is hidden from the accessibility tree.
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(`/?bill=${bill.number}`);
  const panel = page.getByRole('dialog', { name: bill.number });
  await expect(panel).toBeVisible();
  await expect(fact(panel, 'Total')).toHaveText(gbp(bill.amountDue));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByText('Unknown link parts were ignored')).toHaveCount(0);

  await openApp(page, '/?bill=INV-99999');
  await expect(
    page.getByRole('status').getByText('Bill INV-99999 does not exist', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('clicking a bill’s number opens its detail, and the address names it until it closes', async ({
  page,
}) => {
  await openApp(page);
  const bill = firstPage[3] as Invoice;
  const row = rowOf(page, bill.reference);
  await row.getByRole('link', { name: `Open bill ${bill.number}`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: bill.number });
  await expect(panel).toBeVisible();
  await expect(fact(panel, 'Total')).toHaveText(gbp(bill.amountDue));
  await expect.poll(() => new URL(page.url()).searchParams.get('bill')).toBe(bill.number);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.has('bill')).toBe(false);
  // The number's cell keeps its place in the grid: focus is back on it, and Enter edits Reference.
  const reference = row.getByRole('gridcell', { name: bill.reference, exact: true });
  await expect(reference).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /Reference/ })).toHaveValue(bill.reference);
  await page.keyboard.press('Escape');
  // The arrow keys still move from cell to cell, and Enter on another cell opens the bill.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
});

test('Back from an open bill closes it', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  const bill = [...invoices].sort(byDateDesc)[21] as Invoice;
  await rowOf(page, bill.reference)
    .getByRole('link', { name: `Open bill ${bill.number}`, exact: true })
    .click();
  const panel = page.getByRole('dialog', { name: bill.number });
  await expect(panel).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('bill')).toBe(bill.number);
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('bill')).toBe(false);
});

test('an address near 8 kB keeps the open bill and stays within 8 kB', async ({ page }) => {
  const names = Array.from({ length: 60 }, (_, i) => `Contact ${i} `.padEnd(190, 'x'));
  const filter = `from:isNot:${names.map(encodeURIComponent).join(',')}`;
  const bill = firstPage[0] as Invoice;
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(`/?view=all&f=${encodeURIComponent(filter)}&bill=${bill.number}`);
  await expect(page.getByRole('dialog', { name: bill.number })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('bill')).toBe(bill.number);
  expect(page.url().length).toBeLessThanOrEqual(8 * 1024);
});

test('a bill’s link carries the table as it is when pointed at, not as it was drawn', async ({
  page,
}) => {
  await openApp(page);
  // The rows are drawn as soon as the sorted page arrives; the address follows when idle.
  await chooseFromColumnMenu(page, 'Paid', 'Sort ascending');
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeTruthy();
  const link = page
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^Open bill / });
  await link.hover();
  const href = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams;
  const address = new URL(page.url()).searchParams;
  expect(href.get('bill')).toMatch(/^INV-/);
  href.delete('bill');
  expect(href.toString()).toBe(address.toString());
});
