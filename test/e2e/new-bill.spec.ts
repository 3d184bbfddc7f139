import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { openApp, sampleInvoices } from './fixtures';
import { rowOf } from './bill-helpers';

/**
 * New bill (issue 26 §1), by role and name against the built app, with today pinned to
 * 21 Nov 2026: a three-line bill's money against pence worked out by hand, where it shows, a
 * reload, '+14', the duplicate warning, and every rule of the form.
 */

function form(page: Page) {
  return page.getByRole('dialog', { name: 'New bill' });
}

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'New bill' }).click();
  await expect(form(page)).toBeVisible();
  await expect(from(page)).toBeFocused();
  return form(page);
}

const from = (page: Page) => form(page).getByRole('combobox', { name: 'From' });
const line = (dialog: Locator, n: number) => dialog.getByRole('group', { name: `Line ${n}` });

async function fillLine(
  dialog: Locator,
  n: number,
  values: { description: string; quantity: string; unitPrice: string; rate?: string },
) {
  const group = line(dialog, n);
  await group.getByRole('textbox', { name: 'Description' }).fill(values.description);
  await group.getByRole('textbox', { name: 'Quantity' }).fill(values.quantity);
  await group.getByRole('textbox', { name: 'Unit price' }).fill(values.unitPrice);
  if (values.rate)
    await group.getByRole('combobox', { name: 'VAT rate' }).selectOption(values.rate);
}

const invoiceCount = (page: Page) => page.getByTestId('total-count');

test('a three-line bill, tax exclusive, adds up to the pence worked out by hand, shows in All and Draft, and survives a reload', async ({
  page,
}) => {
  await openApp(page);
  await expect(invoiceCount(page)).toHaveText('100');
  const dialog = await openForm(page);
  await from(page).fill('Quillon Stationers');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('QS-7781');
  await expect(dialog.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(
    '21 Nov 2026',
  );
  await expect(dialog.getByRole('radio', { name: 'Tax exclusive' })).toBeChecked();

  // 3 × £12.99 = £38.97, VAT 20% 779.4p → £7.79.
  await fillLine(dialog, 1, { description: 'Printer paper', quantity: '3', unitPrice: '12.99' });
  await expect(line(dialog, 1).getByRole('status', { name: 'Amount' })).toHaveText('£38.97');
  await expect(line(dialog, 1).getByRole('status', { name: 'VAT' })).toHaveText('£7.79');
  // 2.5 × £7.333 = 1833.25p → £18.33, VAT 366.6p → £3.67.
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await fillLine(dialog, 2, { description: 'Toner', quantity: '2.5', unitPrice: '7.333' });
  await expect(line(dialog, 2).getByRole('status', { name: 'Amount' })).toHaveText('£18.33');
  await expect(line(dialog, 2).getByRole('status', { name: 'VAT' })).toHaveText('£3.67');
  // 1 × £4.125 = 412.5p → £4.13 (half away from zero), VAT 5% 20.65p → £0.21.
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await fillLine(dialog, 3, {
    description: 'Delivery',
    quantity: '1',
    unitPrice: '4.125',
    rate: '5%',
  });
  await expect(line(dialog, 3).getByRole('status', { name: 'Amount' })).toHaveText('£4.13');
  await expect(line(dialog, 3).getByRole('status', { name: 'VAT' })).toHaveText('£0.21');

  await expect(dialog.getByRole('status', { name: 'Subtotal' })).toHaveText('£61.43');
  await expect(dialog.getByRole('status', { name: 'VAT', exact: true }).last()).toHaveText(
    '£11.67',
  );
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('£73.10');

  await page.screenshot({ path: 'test-results/new-bill-totals.png' });

  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(dialog).toBeHidden();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Saved QS-7781 from Quillon Stationers' });
  await expect(alert).toBeVisible();
  await expect(invoiceCount(page)).toHaveText('101');
  const row = rowOf(page, 'QS-7781');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Quillon Stationers');
  await expect(row).toContainText('£73.10');
  // Due as the form showed it: 30 days after Date, a new contact having no usual terms.
  await expect(row).toContainText('21 Dec 2026');
  await page.screenshot({ path: 'test-results/new-bill-saved.png' });

  await alert.getByRole('link', { name: 'Open QS-7781' }).click();
  const detail = page.getByRole('dialog', { name: 'QS-7781' });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('cell', { name: 'Toner' })).toBeVisible();
  await expect(detail.getByText('Entered by hand as a draft, total £73.10')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Draft', exact: true }).click();
  await expect(rowOf(page, 'QS-7781')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(rowOf(page, 'QS-7781')).toBeVisible();
  await expect(rowOf(page, 'QS-7781')).toContainText('£73.10');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(invoiceCount(page)).toHaveText('101');
});

test("'n' opens New bill, '+14' in Due date is 14 days after Date, and closing asks first", async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('grid', { name: 'Invoices' }).getByRole('rowheader').first().click();
  await page.keyboard.press('n');
  const dialog = form(page);
  await expect(dialog).toBeVisible();
  await expect(from(page)).toBeFocused();
  const due = dialog.getByRole('textbox', { name: 'Due date' });
  await expect(due).toHaveAccessibleDescription('21 Dec 2026: 30 days after Date');
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill('1 Dec 2026');
  await due.fill('+14');
  await expect(due).toHaveAccessibleDescription('15 Dec 2026');
  await due.press('Tab');
  await expect(due).toHaveValue('15 Dec 2026');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard this bill?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await expect(due).toHaveValue('15 Dec 2026');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(invoiceCount(page)).toHaveText('100');
});

test('From suggests contacts as you type; the same contact and Reference is pointed out with a link', async ({
  page,
}) => {
  const bill = sampleInvoices()[0] as Invoice;
  await openApp(page);
  const dialog = await openForm(page);
  const word = bill.contactName.split(' ')[0] as string;
  await from(page).fill(word.slice(0, 3).toLowerCase());
  const option = page.getByRole('option', { name: new RegExp(`^${bill.contactName}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(from(page)).toHaveValue(bill.contactName);

  await dialog.getByRole('textbox', { name: 'Reference' }).fill(bill.reference);
  const warning = dialog.getByRole('status').filter({
    hasText: `${bill.contactName} already has a bill with Reference ${bill.reference}`,
  });
  await expect(warning).toBeVisible();
  const link = warning.getByRole('link', { name: `Open ${bill.number}` });
  await expect(link).toHaveAttribute('href', new RegExp(`bill=${bill.number}`));
  await expect(dialog.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
});

test('each rule of the form shows its message beside its field, focus on it, and nothing is saved', async ({
  page,
}) => {
  await openApp(page);
  const dialog = await openForm(page);
  const reference = dialog.getByRole('textbox', { name: 'Reference' });
  const date = dialog.getByRole('textbox', { name: 'Date', exact: true });
  const due = dialog.getByRole('textbox', { name: 'Due date' });
  const first = line(dialog, 1);
  const description = first.getByRole('textbox', { name: 'Description' });
  const quantity = first.getByRole('textbox', { name: 'Quantity' });
  const price = first.getByRole('textbox', { name: 'Unit price' });

  const good = async () => {
    await from(page).fill('Rulebook Ltd');
    await reference.fill('RB-1');
    await date.fill('21 Nov 2026');
    await due.fill('');
    await description.fill('Checks');
    await quantity.fill('1');
    await price.fill('10');
  };
  const cases: [field: Locator, bad: string, message: string, focused?: Locator][] = [
    [from(page), '', 'Enter who the bill is from'],
    [from(page), 'F'.repeat(201), 'From can be at most 200 characters'],
    [reference, 'R'.repeat(51), 'Reference can be at most 50 characters'],
    [date, '31 Feb 2026', 'Date must be a real day, like 28 Nov 2026'],
    [due, '30 Feb 2027', 'Due date must be a real day, or +N for N days after Date'],
    [due, '20 Nov 2026', 'Due date cannot be before Date'],
    [quantity, '0', 'Quantity must be more than 0'],
    [price, '1.23456', 'Unit price can have at most 4 decimals'],
    [price, '100000000.01', 'Unit price can be at most £100,000,000'],
    [description, '', 'Enter a description'],
    [description, 'D'.repeat(4001), 'Description can be at most 4,000 characters'],
  ];
  for (const [field, bad, message] of cases) {
    await good();
    await field.fill(bad);
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expect(field).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.+$()]/g, '\\$&')),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(dialog).toBeVisible();
  }
  // A line of more than £100,000,000, and a Total of more (with its VAT).
  await good();
  await quantity.fill('2');
  await price.fill('60000000');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(price).toHaveAccessibleDescription('Amount can be at most £100,000,000');
  await expect(price).toBeFocused();
  await quantity.fill('1');
  await price.fill('90000000');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Total can be at most £100,000,000')).toBeVisible();
  // One line at least: the only line has no Remove.
  await expect(dialog.getByRole('button', { name: /^Remove line/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard this bill?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toHaveCount(0);
  await expect(invoiceCount(page)).toHaveText('100');
});

test('the form at 1280 px and at 360 px', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await openApp(page);
    const dialog = await openForm(page);
    await from(page).fill('Quillon Stationers');
    await fillLine(dialog, 1, { description: 'Printer paper', quantity: '3', unitPrice: '12.99' });
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await page.screenshot({ path: `test-results/new-bill-${width}-top.png` });
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/new-bill-${width}.png` });
  }
});

test('by keyboard alone: n opens it, arrows and Enter choose a contact, Enter saves, and Undo takes the bill back', async ({
  page,
}) => {
  const bill = sampleInvoices()[0] as Invoice;
  await openApp(page);
  // In the search box 'n' is a letter, not New bill.
  const search = page.getByRole('searchbox', { name: 'Search table' });
  await search.focus();
  await page.keyboard.press('n');
  await expect(search).toHaveValue('n');
  await expect(form(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('grid', { name: 'Invoices' }).getByRole('rowheader').first().click();
  await page.keyboard.press('n');
  await expect(from(page)).toBeFocused();
  await page.keyboard.type(bill.contactName.slice(0, 4));
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const chosen =
    (await page.getByRole('option').first().locator('span').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(from(page)).toHaveValue(chosen);
  await expect(form(page)).toBeVisible();

  await page.keyboard.press('Tab');
  await page.keyboard.type('KB-1');
  const description = line(form(page), 1).getByRole('textbox', { name: 'Description' });
  await description.focus();
  await page.keyboard.type('Keyboard work');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(form(page)).toBeHidden();
  const alert = page.getByRole('alert').filter({ hasText: `Saved KB-1 from ${chosen}` });
  await expect(alert).toBeVisible();
  await expect(invoiceCount(page)).toHaveText('101');
  await expect(rowOf(page, 'KB-1')).toContainText('£30.00');

  await alert.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Took back KB-1 from ${chosen}` }),
  ).toBeVisible();
  await expect(invoiceCount(page)).toHaveText('100');
  await expect(rowOf(page, 'KB-1')).toHaveCount(0);
});
