import { readFile } from 'node:fs/promises';
import { axeOf } from './axe-helpers';
import { expect, test, type Download, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { fact, openDetail } from './bill-helpers';
import { byDateDesc, gbp, openApp, rowCheckboxes, sampleInvoices, today } from './fixtures';

const invoices = sampleInvoices();

/** Xero's bill template as people's files come: `*` on some names, odd spacing, a BOM. */
const xeroTemplate = [
  '\uFEFF*ContactName, EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount, *AccountCode,*TaxType,TaxAmount',
  '"Brötchen & Söhne, KG",,B-100,,05/11/2026,05/12/2026,"Rolls, seeded",2,10.50,,429,20% (VAT on Expenses),4.20',
  '"Brötchen & Söhne, KG",,B-100,,05/11/2026,05/12/2026,Delivery,1,100,10,429,20% (VAT on Expenses),18.00',
  'Zoë Café Ltd,,Z-7,Zoë order,2026-11-06,6 Dec 2026,Coffee,3,"1,000.00",,429,No VAT,',
  'Zoë Café Ltd,,Z-7,,2026-11-06,6 Dec 2026,Milk,1,£2.50,,429,No VAT,',
  'Quirk Ltd,,Q-1,,05/11/2026,31/02/2026,Thing,1,5,,429,No VAT,',
].join('\r\n');

// Headless Chromium has the save dialog but closes it at once: these tests take the download
// (a Blob), the way a browser without File System Access exports (export-stream.spec.ts has the
// other way).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
});

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Import bills' });
}

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page)
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

async function downloaded(page: Page, act: () => Promise<void>): Promise<[Download, string]> {
  const [download] = await Promise.all([page.waitForEvent('download'), act()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  return [download, bytes.subarray(3).toString('utf8')];
}

async function exportFrom(page: Page, item: string | RegExp): Promise<[Download, string]> {
  await page.getByRole('button', { name: 'Export' }).click();
  return downloaded(page, () => page.getByRole('menuitem', { name: item }).click());
}

function search(page: Page, text: string) {
  return page.getByRole('searchbox', { name: 'Search table' }).fill(text);
}

function lines(csv: string): string[] {
  return csv.split('\r\n').filter((line) => line !== '');
}

test('imports Xero’s template: lines become bills with their totals, the bad line is reported, Undo removes them', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'bills.csv', xeroTemplate);

  const preview = dialog(page);
  await expect(preview.getByText('2 bills from 5 lines will be imported.')).toBeVisible();
  const axe = await axeOf(page).include('.import-dialog').analyze();
  expect(axe.violations).toEqual([]);
  await expect(preview.getByText(/Recognised as Xero’s bill import template/)).toBeVisible();
  await expect(
    preview.getByRole('listitem').filter({ hasText: "Line 6: DueDate '31/02/2026' is not a date" }),
  ).toBeVisible();
  // The first bills as they will appear: 2 × 10.50 + 4.20 tax + 100 less 10% + 18.00 tax.
  const firstBill = preview.getByRole('row', { name: /Brötchen & Söhne, KG/ });
  await expect(firstBill).toContainText('£133.20');
  await expect(preview.getByRole('row', { name: /Zoë Café Ltd/ })).toContainText('£3,002.50');

  const [rejectedFile, rejected] = await downloaded(page, () =>
    preview.getByRole('button', { name: 'Download rejected lines' }).click(),
  );
  expect(rejectedFile.suggestedFilename()).toBe('rejected-lines.csv');
  expect(lines(rejected)).toHaveLength(2);
  expect(lines(rejected)[1]).toBe(
    "Quirk Ltd,,Q-1,,05/11/2026,31/02/2026,Thing,1,5,,429,No VAT,,Line 6: DueDate '31/02/2026' is not a date",
  );
  expect(lines(rejected)[0]).toMatch(/^\*ContactName, EmailAddress,.*,Reason$/);

  await expect(page.getByTestId('total-count')).toHaveText(String(invoices.length));
  await preview.getByRole('button', { name: 'Import 2 bills' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported 2 bills' })).toBeVisible();
  await expect(page.getByTestId('total-count')).toHaveText(String(invoices.length + 2));

  await search(page, 'brotchen');
  await expect(rowCheckboxes(page)).toHaveCount(1);
  const row = page.getByRole('row', { name: /B-100/ });
  await expect(row).toContainText('Brötchen & Söhne, KG');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(gbp(13320));
  await search(page, 'zoe order');
  await expect(page.getByRole('row', { name: /Zoë order/ })).toContainText(gbp(300250));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Removed 2 imported bills' }),
  ).toBeVisible();
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await search(page, 'brotchen');
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await search(page, '');
  await expect(page.getByTestId('total-count')).toHaveText(String(invoices.length));
});

test('an imported bill’s history says which file it came from and when; the sample’s say so', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'bills.csv', xeroTemplate);
  await dialog(page).getByRole('button', { name: 'Import 2 bills' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported 2 bills' })).toBeVisible();

  await search(page, 'brotchen');
  const cell = page.getByRole('row', { name: /B-100/ }).getByRole('rowheader');
  await cell.click();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'B-100' });
  const history = panel.getByRole('region', { name: 'History' }).getByRole('listitem');
  // The screen's clock is pinned to noon today (fixtures.ts), as for every other line.
  await expect(history).toHaveText(['Imported from bills.csv on 21 Nov 2026, 12:00']);
  await expect(history.getByText('21 Nov 2026, 12:00')).toHaveAttribute(
    'datetime',
    new Date(`${today}T12:00:00`).toISOString(),
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A bill of the sample, the newest (on the first page once the search is cleared).
  await search(page, '');
  const sample = [...invoices].sort(byDateDesc)[0] as Invoice;
  await expect(
    (await openDetail(page, sample)).getByRole('region', { name: 'History' }).getByRole('listitem'),
  ).toHaveText(['Came with the sample data, its status and payments as generated']);
});

test('exports the rows that match, and the selected rows, as on screen', async ({ page }) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Draft' }).click();
  const drafts = invoices.filter((i) => i.status === 'draft').sort(byDateDesc);
  await expect(rowCheckboxes(page).first()).toBeVisible();

  const [file, csv] = await exportFrom(page, `Export ${drafts.length} matching bills`);
  expect(file.suggestedFilename()).toBe(`bills-${today}.csv`);
  const rows = lines(csv);
  expect(rows[0]).toBe('From,Status,Reference,Date,Due,Total,Paid,Amount due,Overdue by,Notes');
  expect(rows).toHaveLength(drafts.length + 1);
  // Every page, in the order shown: newest first.
  expect(rows.slice(1).map((r) => r.match(/INV-\d{3}/)?.[0])).toEqual(
    drafts.map((d) => d.reference),
  );
  const first = drafts[0];
  if (!first) throw new Error('The sample has drafts');
  // Total is the bill's whole amount; a draft has paid nothing, so all of it is due.
  const total = (first.amountDue / 100).toFixed(2);
  expect(rows[1]).toContain(
    `,Draft,${first.reference},${first.date},${first.dueDate},${total},0.00,${total},`,
  );

  const [a, b] = drafts;
  if (!a || !b) throw new Error('The sample has two drafts');
  for (const invoice of [a, b]) {
    await page.getByRole('checkbox', { name: `Select ${invoice.reference}`, exact: true }).check();
  }
  const [, selected] = await exportFrom(page, 'Export 2 selected bills');
  expect(
    lines(selected)
      .slice(1)
      .map((r) => r.match(/INV-\d{3}/)?.[0]),
  ).toEqual([a.reference, b.reference]);

  // Every match but one: 'select all that match' with an exception.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const selectAll = page.getByRole('button', { name: 'Select all that match your filters' });
  if (drafts.length > 20) await selectAll.click();
  await page.getByRole('checkbox', { name: `Select ${a.reference}`, exact: true }).uncheck();
  const [, allBut] = await exportFrom(page, `Export ${drafts.length - 1} selected bills`);
  expect(
    lines(allBut)
      .slice(1)
      .map((r) => r.match(/INV-\d{3}/)?.[0]),
  ).toEqual(drafts.slice(1).map((d) => d.reference));
});

test('a file exported with All fields imports back into an emptied table as the same bills', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'All fields' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'All fields' })).toBeChecked();
  const [, before] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: `Export ${invoices.length} matching bills` }).click(),
  );
  expect(lines(before)[0]).toBe(
    'From,Status,Reference,Date,Due,Total,Paid,Amount due,Overdue by,Notes,Number,Lines,Payments',
  );

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Select all that match your filters' }).click();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Deleted ${invoices.length}` }),
  ).toBeVisible();
  await expect(rowCheckboxes(page)).toHaveCount(0);

  await chooseFile(page, `bills-${today}.csv`, `\uFEFF${before}`);
  await expect(
    dialog(page).getByText('Recognised as a file exported from this table with all fields.'),
  ).toBeVisible();
  await expect(
    dialog(page).getByText(
      `${invoices.length} bills from ${invoices.length} lines will be imported.`,
    ),
  ).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: `Import ${invoices.length} bills` })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Imported ${invoices.length} bills` }),
  ).toBeVisible();

  const [, after] = await exportFrom(page, `Export ${invoices.length} matching bills`);
  // New ids: bills of the same date may swap places (ties go by id), so compare as sets.
  expect(lines(after).sort()).toEqual(lines(before).sort());

  // 'All fields' is remembered.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'All fields' })).toBeChecked();
});

test('a credit note is exported with All fields as a payment of its own kind, and imports back a credit note', async ({
  page,
}) => {
  await openApp(page);
  const bill = [...invoices]
    .sort(byDateDesc)
    .slice(0, 20)
    .find((i) => ['sent', 'viewed', 'overdue'].includes(i.status)) as Invoice;
  expect(bill).toBeDefined();
  const credited = 1234;
  const panel = await openDetail(page, bill);
  await panel.getByRole('button', { name: 'Add credit note' }).click();
  const creditDialog = page.getByRole('dialog', { name: 'Add credit note' });
  await creditDialog.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await creditDialog.getByRole('button', { name: 'Add credit note' }).click();
  await expect(creditDialog).toBeHidden();
  const credit = panel.getByRole('cell', { name: /^Credit note CN-\d+$/ });
  await expect(credit).toBeVisible();
  const number = ((await credit.textContent()) ?? '').replace('Credit note ', '');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Export' }).click();
  const allFields = page.getByRole('menuitemcheckbox', { name: 'All fields' });
  if (!(await allFields.isChecked())) await allFields.click();
  await expect(allFields).toBeChecked();
  const [, file] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: `Export ${invoices.length} matching bills` }).click(),
  );
  expect(lines(file)[0]?.split(',').at(-1)).toBe('Payments');
  const line = lines(file).find((l) => l.includes(`,${bill.number},`)) ?? '';
  expect(line).toContain(
    `{""kind"":""credit"",""date"":""${today}"",""amountPence"":${credited},""reference"":""${number}""}`,
  );
  if (bill.amountPaid > 0) expect(line).toContain(`{""kind"":""payment"",`);

  // Imported into an emptied table, the credit note is one again, beside the bill's payments.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Select all that match your filters' }).click();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await chooseFile(page, `bills-${today}.csv`, `\uFEFF${file}`);
  await dialog(page)
    .getByRole('button', { name: `Import ${invoices.length} bills` })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Imported ${invoices.length} bills` }),
  ).toBeVisible();
  const back = await openDetail(page, bill);
  await expect(
    back.getByRole('cell', { name: `Credit note ${number}`, exact: true }),
  ).toBeVisible();
  await expect(fact(back, 'Paid')).toHaveText(gbp(bill.amountPaid + credited));
});

test('any other CSV asks which column holds each field, and remembers it for that header', async ({
  page,
}) => {
  const file =
    'Supplier,Inv date,Gross,Memo\nAcme,03/04/2026,"£1,234.50",=SUM(A1)\nBeta,13/04/2026,12,\n';
  await openApp(page);
  await chooseFile(page, 'other.csv', file);
  const field = (name: string) => dialog(page).getByRole('combobox', { name, exact: true });
  await expect(field('From')).toHaveValue('0');
  await expect(field('Total')).toHaveValue('2');
  await expect(
    dialog(page).getByText('Choose the column for Date to see the bills.'),
  ).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Import bills' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await field('Date').selectOption('Inv date');
  await expect(dialog(page).getByText('2 bills from 2 lines will be imported.')).toBeVisible();
  await expect(dialog(page).getByRole('row', { name: /Acme/ })).toContainText('3 Apr 2026');
  await expect(dialog(page).getByRole('row', { name: /Acme/ })).toContainText('£1,234.50');
  const axe = await axeOf(page).include('.import-dialog').analyze();
  expect(axe.violations).toEqual([]);
  // Month first: 03/04 is the 4th of March, and 13/04 is no date at all.
  await dialog(page)
    .getByRole('combobox', { name: 'Dates such as 03/04/2026 are' })
    .selectOption('mdy');
  await expect(dialog(page).getByRole('row', { name: /Acme/ })).toContainText('4 Mar 2026');
  await expect(dialog(page).getByText("Line 3: Inv date '13/04/2026' is not a date")).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await chooseFile(page, 'other again.csv', file);
  await expect(field('Date')).toHaveValue('1');
  await dialog(page).getByRole('button', { name: 'Import 2 bills' }).click();
  await search(page, 'acme');
  // Text is kept as text: the formula is stored as its characters.
  await expect(page.getByRole('row', { name: /Acme/ })).toContainText('=SUM(A1)');
});
