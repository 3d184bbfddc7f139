import { axeOf } from './axe-helpers';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, expectPageHolds, gbp, openApp, sampleInvoices, today } from './fixtures';

const invoices = sampleInvoices();
const pageSize = 20;
const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "2026-10-01" → "1 Oct 2026", as the chips and cells read. */
function readableDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function bar(page: Page): Locator {
  return page.getByRole('region', { name: 'Filters' });
}

function chips(page: Page): Locator {
  return bar(page).getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
}

/** The button of the chip that reads `sentence` (its remove button's name only contains it). */
function chipButton(page: Page, sentence: string): Locator {
  return bar(page).getByRole('button', { name: sentence, exact: true });
}

async function openAddFilter(page: Page): Promise<Locator> {
  await bar(page).getByRole('button', { name: 'Add filter', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  await expect(editor).toBeVisible();
  return editor;
}

async function addStatusFilter(page: Page, operator: 'is' | 'is not', labels: string[]) {
  const editor = await openAddFilter(page);
  await expect(editor.getByLabel('Column')).toHaveValue('status');
  await editor.getByLabel('Operator').selectOption({ label: operator });
  for (const label of labels) await editor.getByRole('checkbox', { name: label }).check();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor).toBeHidden();
}

async function addAmountFilter(page: Page, column: string, operator: string, amount: string) {
  const editor = await openAddFilter(page);
  await editor.getByLabel('Column').selectOption({ label: column });
  await editor.getByLabel('Operator').selectOption({ label: operator });
  await editor.getByLabel('Amount in pounds').fill(amount);
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor).toBeHidden();
}

/** The footer's count and sums, and the first page of rows, are those of `matching`. */
async function expectShowing(page: Page, matching: Invoice[]) {
  const paid = matching.reduce((sum, i) => sum + i.amountPaid, 0);
  const due = matching.reduce((sum, i) => sum + i.amountDue - i.amountPaid, 0);
  await expect(page.getByRole('definition')).toHaveText([
    new Intl.NumberFormat('en-GB').format(matching.length),
    gbp(paid),
    gbp(due),
  ]);
  const references = [...matching].sort(byDateDesc).map((i) => i.reference);
  await expectPageHolds(page, references.slice(0, pageSize));
}

/** The status badges in the body rows on screen. */
async function badgesOnScreen(page: Page): Promise<string[]> {
  const rows = page
    .getByRole('grid', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
  return rows.getByText(/^(Draft|Sent|Viewed|Paid|Overdue)$/).allInnerTexts();
}

test('the filter bar is shown by default with no filters, and Clear filters is disabled', async ({
  page,
}) => {
  await openApp(page);
  await expect(page.locator('#filter-bar')).toBeVisible();
  await expect(bar(page).getByText('No filters applied')).toBeVisible();
  await expect(
    bar(page).getByRole('button', { name: 'Clear filters', exact: true }),
  ).toBeDisabled();
  await expectShowing(page, invoices);
});

test('Status is Draft, Sent shows only drafts and sent invoices, with their totals', async ({
  page,
}) => {
  await openApp(page);
  await addStatusFilter(page, 'is', ['Draft', 'Sent']);
  await expect(chips(page)).toHaveCount(1);
  await expect(chipButton(page, 'Status is Draft, Sent')).toBeVisible();
  const matching = invoices.filter((i) => i.status === 'draft' || i.status === 'sent');
  expect(matching.length).toBeGreaterThan(0);
  await expectShowing(page, matching);
  const badges = await badgesOnScreen(page);
  expect(badges.length).toBeGreaterThan(0);
  expect(badges.every((b) => b === 'Draft' || b === 'Sent')).toBe(true);
});

test('Status is not Paid leaves out every paid invoice', async ({ page }) => {
  await openApp(page);
  await addStatusFilter(page, 'is not', ['Paid']);
  await expect(chipButton(page, 'Status is not Paid')).toBeVisible();
  const matching = invoices.filter((i) => i.status !== 'paid');
  await expectShowing(page, matching);
  expect(await badgesOnScreen(page)).not.toContain('Paid');
});

test('From: typing narrows the contacts, and the one ticked filters the rows', async ({ page }) => {
  await openApp(page);
  const counts = new Map<string, number>();
  for (const i of invoices) counts.set(i.contactName, (counts.get(i.contactName) ?? 0) + 1);
  const [contact = ''] =
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  const typed = fold(contact.split(/\s+/)[0] ?? '').slice(0, 4);
  const names = [...counts.keys()];
  const narrowed = names.filter((name) => fold(name).includes(typed));
  expect(narrowed.length).toBeLessThan(names.length);

  const editor = await openAddFilter(page);
  await editor.getByLabel('Column').selectOption({ label: 'From' });
  const choices = editor.getByRole('listitem').getByRole('checkbox');
  await expect(choices).toHaveCount(names.length);
  await editor.getByRole('textbox', { name: 'Find a contact' }).fill(typed);
  await expect(choices).toHaveCount(narrowed.length);
  await editor.getByRole('checkbox', { name: contact, exact: true }).check();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();

  await expect(chipButton(page, `From is ${contact}`)).toBeVisible();
  await expectShowing(
    page,
    invoices.filter((i) => i.contactName === contact),
  );
});

test('Date before a date keeps only older invoices', async ({ page }) => {
  await openApp(page);
  const dates = [...new Set(invoices.map((i) => i.date))].sort();
  const cutoff = dates[Math.floor(dates.length / 2)] ?? today;
  const editor = await openAddFilter(page);
  await editor.getByLabel('Column').selectOption({ label: 'Date' });
  await expect(editor.getByLabel('Operator')).toHaveValue('before');
  await editor.getByLabel('Date', { exact: true }).fill(cutoff);
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(chipButton(page, `Date is before ${readableDate(cutoff)}`)).toBeVisible();
  const matching = invoices.filter((i) => i.date < cutoff);
  expect(matching.length).toBeGreaterThan(0);
  await expectShowing(page, matching);
});

test('Amount due greater than an amount in pounds filters rows and footer', async ({ page }) => {
  await openApp(page);
  const pounds = Math.floor(median(invoices.map((i) => i.amountDue - i.amountPaid)) / 100);
  await addAmountFilter(
    page,
    'Amount due',
    'greater than',
    new Intl.NumberFormat('en-GB').format(pounds),
  );
  await expect(chipButton(page, `Amount due is greater than ${gbp(pounds * 100)}`)).toBeVisible();
  const matching = invoices.filter((i) => i.amountDue - i.amountPaid > pounds * 100);
  expect(matching.length).toBeGreaterThan(0);
  await expectShowing(page, matching);
});

test('a bad or missing value shows a message next to the field and applies nothing', async ({
  page,
}) => {
  await openApp(page);
  const editor = await openAddFilter(page);
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor.getByRole('alert')).toHaveText('Choose at least one status.');

  await editor.getByLabel('Column').selectOption({ label: 'Amount due' });
  const amount = editor.getByLabel('Amount in pounds');
  await amount.fill('abc');
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  const notANumber = 'Enter the amount as a number of pounds, like 1,250.00.';
  await expect(editor.getByRole('alert')).toHaveText(notANumber);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(notANumber);
  await expect(amount).toBeFocused();

  await amount.fill('-5');
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor.getByRole('alert')).toHaveText('Enter an amount of £0.00 or more.');
  await expect(editor).toBeVisible();

  await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'Add filter', exact: true })).toBeFocused();
  await expect(bar(page).getByText('No filters applied')).toBeVisible();
  await expectShowing(page, invoices);
});

test('Tab and Shift+Tab go round the open filter editor, never out of it', async ({ page }) => {
  await openApp(page);
  const editor = await openAddFilter(page);
  const column = editor.getByLabel('Column');
  const apply = editor.getByRole('button', { name: 'Apply', exact: true });
  await apply.focus();
  await page.keyboard.press('Tab');
  await expect(column).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(apply).toBeFocused();
  await expect(editor).toBeVisible();
});

test('clicking a chip edits its filter; Escape leaves it as it was', async ({ page }) => {
  await openApp(page);
  await addStatusFilter(page, 'is', ['Draft', 'Sent']);
  await chipButton(page, 'Status is Draft, Sent').click();
  const editor = page.getByRole('dialog', { name: 'Edit filter' });
  await expect(editor.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Sent' })).toBeChecked();
  await editor.getByRole('checkbox', { name: 'Sent' }).uncheck();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor).toBeHidden();
  const chip = chipButton(page, 'Status is Draft');
  await expect(chip).toBeFocused();
  const drafts = invoices.filter((i) => i.status === 'draft');
  await expectShowing(page, drafts);

  await chip.click();
  await editor.getByRole('checkbox', { name: 'Paid' }).check();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(chips(page)).toHaveText(['Status is Draft']);
  await expectShowing(page, drafts);
});

test('removing a chip and Clear filters bring all 100 invoices back', async ({ page }) => {
  await openApp(page);
  await addStatusFilter(page, 'is', ['Paid']);
  await addAmountFilter(page, 'Paid', 'less than', '2000');
  await expect(chips(page)).toHaveText(['Status is Paid', 'Paid is less than £2,000.00']);
  await expectShowing(
    page,
    invoices.filter((i) => i.status === 'paid' && i.amountPaid < 200_000),
  );

  await bar(page)
    .getByRole('button', { name: 'Remove filter Status is Paid', exact: true })
    .click();
  await expect(chips(page)).toHaveText(['Paid is less than £2,000.00']);
  await expect(chipButton(page, 'Paid is less than £2,000.00')).toBeFocused();
  await expectShowing(
    page,
    invoices.filter((i) => i.amountPaid < 200_000),
  );
  await bar(page)
    .getByRole('button', { name: 'Remove filter Paid is less than £2,000.00', exact: true })
    .click();
  await expect(bar(page).getByText('No filters applied')).toBeVisible();
  await expectShowing(page, invoices);

  await addStatusFilter(page, 'is', ['Draft']);
  await addStatusFilter(page, 'is not', ['Overdue']);
  await expect(chips(page)).toHaveCount(2);
  await bar(page).getByRole('button', { name: 'Clear filters', exact: true }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(
    bar(page).getByRole('button', { name: 'Clear filters', exact: true }),
  ).toBeDisabled();
  await expect(bar(page).getByRole('button', { name: 'Add filter', exact: true })).toBeFocused();
  await expectShowing(page, invoices);
});

test("the Overdue view's filters read as sentences and match awaiting, past-due invoices", async ({
  page,
}) => {
  await openApp(page);
  await addStatusFilter(page, 'is', ['Awaiting payment']);
  const editor = await openAddFilter(page);
  await editor.getByLabel('Column').selectOption({ label: 'Due' });
  await editor.getByRole('radio', { name: 'Today' }).check();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(chips(page)).toHaveText(['Status is Awaiting payment', 'Due is before today']);
  const matching = invoices.filter(
    (i) => ['sent', 'viewed', 'overdue'].includes(i.status) && i.dueDate < today,
  );
  expect(matching.length).toBeGreaterThan(0);
  await expectShowing(page, matching);
});

test('at 800 wide several chips wrap inside the bar and the editor fits', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await openApp(page);
  await addStatusFilter(page, 'is', ['Draft', 'Sent', 'Viewed']);
  await addAmountFilter(page, 'Amount due', 'greater than', '1,000');
  await addAmountFilter(page, 'Paid', 'less than', '500');
  const editor = await openAddFilter(page);
  await editor.getByLabel('Column').selectOption({ label: 'Date' });
  await editor.getByLabel('Operator').selectOption({ label: 'after' });
  await editor.getByLabel('Date', { exact: true }).fill('2026-10-01');
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(chips(page)).toHaveText([
    'Status is Draft, Sent, Viewed',
    'Amount due is greater than £1,000.00',
    'Paid is less than £500.00',
    'Date is after 1 Oct 2026',
  ]);
  const barBox = await bar(page).boundingBox();
  const boxes = await chips(page).evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
  );
  if (!barBox) throw new Error('no filter bar');
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(barBox.x);
    expect(box.right).toBeLessThanOrEqual(barBox.x + barBox.width);
  }
  const editorOpen = await openAddFilter(page);
  const editorBox = await editorOpen.boundingBox();
  expect(editorBox && editorBox.x + editorBox.width).toBeLessThanOrEqual(800);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
});

test('the open filter editor has no accessibility violations', async ({ page }) => {
  await openApp(page);
  await addStatusFilter(page, 'is', ['Draft']);
  const editor = await openAddFilter(page);
  expect((await axeOf(page).analyze()).violations).toEqual([]);
  await editor.getByLabel('Column').selectOption({ label: 'From' });
  await expect(editor.getByRole('listitem').first()).toBeVisible();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor.getByRole('alert')).toHaveText('Choose at least one contact.');
  expect((await axeOf(page).analyze()).violations).toEqual([]);
  await editor.getByLabel('Column').selectOption({ label: 'Due' });
  expect((await axeOf(page).analyze()).violations).toEqual([]);
});
