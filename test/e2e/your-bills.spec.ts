import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, rowCheckboxes } from './fixtures';
import { chooseFromColumnMenu } from './grid-helpers';

/**
 * Issue 24: the bills as the person gave them. Each file is built here in the shape people's
 * files come in: a semicolon-separated UTF-8 file with a BOM, a CSV saved by Excel on Windows
 * (Windows-1252, two-digit years, a non-breaking space between thousands, a Balance Due column),
 * and Xero's bill export with two lines for one bill.
 */

// Several imports and a detail panel each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
});

const semicolons = `\uFEFF${[
  'Supplier;Invoice No;Date;Due Date;Amount;Notes',
  'Smith & Jones Solicitors;SJ-2041;02/11/2026;02/12/2026;£720.00;Conveyancing',
  'Hargreaves Plumbing;HP-77;03/11/2026;03/12/2026;1,250.50;',
].join('\r\n')}\r\n`;

const decimalCommas = `\uFEFF${[
  'Lieferant;Rechnungsnummer;Datum;Betrag',
  'Müller GmbH;MG-1;02/11/2026;1.234,56',
  'Bäckerei Weiß;BW-2;03/11/2026;€ 720,00',
].join('\r\n')}\r\n`;

/** Windows-1252 bytes: `£` is 0xA3 and the non-breaking space 0xA0, one byte each. */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((c) => c.charCodeAt(0)));
}
const excel = windows1252(
  [
    'Supplier,Invoice Number,Invoice Date,Due Date,Total,Balance Due',
    'Hargreaves Plumbing,HP-1,03/11/26,03/12/26,\u00a33\u00a0450.00,\u00a33\u00a0450.00',
    'Smith & Jones Solicitors,SJ-1,04/11/26,04/12/26,\u00a3720.00,\u00a30.00',
    'Northwind Traders,NT-9,05/11/26,05/12/26,\u00a31\u00a0000.00,\u00a3250.00',
  ].join('\r\n') + '\r\n',
);

const xero = [
  '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount',
  'ABC Furniture,,AP-0101,PO 4411,05/11/2026,05/12/2026,Desk,1,800,,429,20% (VAT on Expenses),160',
  'ABC Furniture,,AP-0101,PO 4411,05/11/2026,05/12/2026,Chair,2,200,,429,20% (VAT on Expenses),80',
].join('\r\n');

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

/** The mapping's fields, as their selects are named. */
const mappingFields = [
  'From',
  'Number',
  'Reference',
  'Date',
  'Due date',
  'Total',
  'Paid',
  'Amount due (balance)',
  'Status',
  'Notes',
];

/**
 * Where a mapping select lies, and whether it shows its chosen column's name whole: the text's
 * width within the select's, less its padding and arrow (a select does not report overflow).
 */
async function selectShown(select: Locator) {
  const box = await select.boundingBox();
  const whole = await select.evaluate((el: HTMLSelectElement) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = getComputedStyle(el).font;
    const text = context.measureText(el.selectedOptions[0]?.text ?? '').width;
    return text <= el.clientWidth - 32;
  });
  return { right: box ? box.x + box.width : Infinity, whole };
}

async function importAll(page: Page, count: number) {
  await dialog(page)
    .getByRole('button', { name: `Import ${count} ${count === 1 ? 'bill' : 'bills'}` })
    .click();
  await expect(dialog(page)).toBeHidden();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Imported ${count} ${count === 1 ? 'bill' : 'bills'}` }),
  ).toBeVisible();
}

function search(page: Page, text: string) {
  return page.getByRole('searchbox', { name: 'Search table' }).fill(text);
}

/** Opens the detail of the one row the search shows; the panel is named after its number. */
async function openOnly(page: Page, words: string, number: string): Promise<Locator> {
  await search(page, words);
  await expect(rowCheckboxes(page)).toHaveCount(1);
  const cell = page.getByRole('grid', { name: 'Invoices' }).getByRole('rowheader').first();
  await cell.click();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: number });
  await expect(panel).toBeVisible();
  return panel;
}

function linesOf(panel: Locator) {
  return panel.getByRole('region', { name: 'Lines' });
}

test('a semicolon file with a BOM is previewed as soon as it is chosen, and its bills show no invented lines', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'spreadsheet.csv', semicolons);
  // No select touched: the guess is read at once.
  await expect(dialog(page).getByText('2 bills from 2 lines will be imported.')).toBeVisible();
  await expect(dialog(page).getByRole('row', { name: /Smith & Jones/ })).toContainText('£720.00');
  await importAll(page, 2);

  for (const [words, number] of [
    ['smith jones', 'SJ-2041'],
    ['hargreaves', 'HP-77'],
  ] as const) {
    const panel = await openOnly(page, words, number);
    await expect(linesOf(panel)).toContainText('No lines: imported without them.');
    await expect(linesOf(panel).getByRole('row')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test('amounts with a decimal comma are previewed as written, and the preview says how it read them', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'rechnungen.csv', decimalCommas);
  const preview = dialog(page);
  for (const [field, column] of [
    ['From', 'Lieferant'],
    ['Date', 'Datum'],
    ['Total', 'Betrag'],
  ] as const) {
    await preview.getByRole('combobox', { name: field, exact: true }).selectOption(column);
  }
  await expect(preview.getByText('2 bills from 2 lines will be imported.')).toBeVisible();
  await expect(preview.getByText('Amounts are read with a decimal comma')).toBeVisible();
  await expect(preview.getByRole('row', { name: /Müller GmbH/ })).toContainText('£1,234.56');
  await expect(preview.getByRole('row', { name: /Bäckerei Weiß/ })).toContainText('£720.00');
});

test('a Windows-1252 file maps Balance Due to what is owed, Paid computed; imported again, its bills are offered as duplicates and skipped', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'excel.csv', excel);
  const preview = dialog(page);
  await expect(preview.getByRole('combobox', { name: 'Amount due (balance)' })).toHaveValue('5');
  await expect(preview.getByRole('combobox', { name: 'Paid', exact: true })).toHaveValue('');
  await expect(preview.getByText('3 bills from 3 lines will be imported.')).toBeVisible();
  // Total £3,450.00 owing all of it: nothing paid. £720.00 owing nothing: paid in full.
  await expect(preview.getByRole('row', { name: /Hargreaves/ })).toContainText(
    /£3,450\.00\s*£0\.00\s*Draft/,
  );
  await expect(preview.getByRole('row', { name: /Smith & Jones/ })).toContainText(
    /£720\.00\s*£720\.00\s*Paid/,
  );
  await expect(preview.getByRole('row', { name: /Northwind/ })).toContainText(
    /£1,000\.00\s*£750\.00/,
  );
  await importAll(page, 3);

  await search(page, 'northwind');
  await expect(rowCheckboxes(page)).toHaveCount(1);
  const row = page.getByRole('grid', { name: 'Invoices' }).getByRole('row').last();
  await expect(row).toContainText('£250.00');
  await expect(row).toContainText('£750.00');

  await chooseFile(page, 'excel.csv', excel);
  const again = dialog(page);
  const already = again.getByRole('group', { name: /3 bills of this file are already here/ });
  await expect(already).toBeVisible();
  await expect(
    already.getByRole('list', { name: 'Bills already here' }).getByRole('listitem'),
  ).toHaveText([
    /Hargreaves Plumbing · HP-1/,
    /Smith & Jones Solicitors · SJ-1/,
    /Northwind Traders · NT-9/,
  ]);
  await expect(already.getByRole('radio', { name: /Skip them/ })).toBeChecked();
  await expect(again.getByRole('button', { name: 'Import bills' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await already.getByRole('radio', { name: /Import them anyway/ }).check();
  await expect(again.getByRole('button', { name: 'Import 3 bills' })).toBeVisible();
  await already.getByRole('radio', { name: /Skip them/ }).check();
  await again.getByRole('button', { name: 'Close' }).click();
  await search(page, 'northwind');
  await expect(rowCheckboxes(page)).toHaveCount(1);
});

test('a Xero bill’s two lines are shown as given and survive export → import', async ({ page }) => {
  await openApp(page);
  await chooseFile(page, 'xero.csv', xero);
  await expect(dialog(page).getByRole('row', { name: /ABC Furniture/ })).toContainText('£1,440.00');
  await importAll(page, 1);
  let panel = await openOnly(page, 'abc furniture', 'AP-0101');
  const expected = [/Desk\s*1\s*£960\.00/, /Chair\s*2\s*£480\.00/];
  await expect(linesOf(panel).getByRole('row').filter({ hasNotText: 'Description' })).toHaveText(
    expected,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Export' }).click();
  const allFields = page.getByRole('menuitemcheckbox', { name: 'All fields' });
  if (!(await allFields.isChecked())) await allFields.click();
  await expect(allFields).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export 1 matching bill' }).click(),
  ]);
  const exported = await readFile(await download.path());
  // All fields ends with the bill's Lines, then its Payments (none for this unpaid bill).
  expect(exported.toString('utf8').split('\r\n')[0]).toMatch(/,Lines,Payments$/);

  // Deleted, then imported from the export: the same lines, not invented ones.
  await page.getByRole('checkbox', { name: /^Select PO 4411/ }).check();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(rowCheckboxes(page)).toHaveCount(0);
  await chooseFile(page, 'exported.csv', exported);
  await expect(
    dialog(page).getByText('Recognised as a file exported from this table with all fields.'),
  ).toBeVisible();
  await importAll(page, 1);
  panel = await openOnly(page, 'abc furniture', 'AP-0101');
  await expect(linesOf(panel).getByRole('row').filter({ hasNotText: 'Description' })).toHaveText(
    expected,
  );
});

test('a bill’s number is a column that can be shown, sorted and filtered, travels in the link, and search finds it', async ({
  page,
}) => {
  await openApp(page);
  await chooseFile(page, 'xero.csv', xero);
  await importAll(page, 1);
  const grid = page.getByRole('grid', { name: 'Invoices' });
  // Hidden at first: a sample bill's Reference is its number.
  await expect(grid.getByRole('columnheader', { name: /^Number/ })).toHaveCount(0);

  await search(page, 'AP-0101');
  await expect(rowCheckboxes(page)).toHaveCount(1);
  await expect(grid.getByRole('row', { name: /ABC Furniture/ })).toContainText('PO 4411');
  await search(page, 'PO 4411');
  await expect(rowCheckboxes(page)).toHaveCount(1);

  const trigger = page.getByRole('button', { name: 'Columns' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Columns' });
  const number = menu.getByRole('menuitemcheckbox', { name: 'Number', exact: true });
  await expect(number).not.toBeChecked();
  await number.click();
  await expect(number).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: /^Number/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /ABC Furniture/ })).toContainText('AP-0101');

  // Sorted by number: the imported AP- bill comes before every INV- one of the sample.
  await search(page, '');
  await chooseFromColumnMenu(page, 'Number', 'Sort ascending');
  await expect(page).toHaveURL(/sort=number/);
  await expect(rowCheckboxes(page).first()).toHaveAccessibleName(/^Select PO 4411/);
  await chooseFromColumnMenu(page, 'Number', 'Sort descending');
  await expect(rowCheckboxes(page).first()).toHaveAccessibleName(/^Select INV-100/);

  // Filtered by the start of its number, typed in lower case.
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Add filter', exact: true })
    .click();
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  await editor.getByLabel('Column').selectOption({ label: 'Number' });
  await editor.getByLabel('Operator').selectOption({ label: 'starts with' });
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor.getByText('Enter a number, or its start.')).toBeVisible();
  await editor.getByLabel('Start of the number').fill('ap-01');
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Filters' }).getByText('Number starts with ap-01'),
  ).toBeVisible();
  await expect(rowCheckboxes(page)).toHaveCount(1);
  await expect(rowCheckboxes(page).first()).toHaveAccessibleName(/^Select PO 4411/);

  // The link shows the column to whoever opens it.
  expect(page.url()).toMatch(/hide=_number/);
  await page.goto(page.url());
  await expect(grid.getByRole('columnheader', { name: /^Number/ })).toBeVisible();
});

test('an Undo is withdrawn once a later write makes it stale', async ({ page }) => {
  await openApp(page);
  await chooseFile(page, 'xero.csv', xero);
  await importAll(page, 1);
  await search(page, 'abc furniture');
  await page.getByRole('checkbox', { name: /^Select PO 4411/ }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleted = bulk.getByRole('alert').filter({ hasText: 'Deleted 1' });
  await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();

  // The same bill imported again: undoing the delete now would make a second copy.
  await chooseFile(page, 'xero.csv', xero);
  await importAll(page, 1);
  await expect(deleted).toContainText('Undo withdrawn: the bills have changed since.');
  await expect(deleted.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(rowCheckboxes(page)).toHaveCount(1);
});

test('a notice never covers rows, and at 390 px the import preview scrolls to every column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openApp(page);
  await chooseFile(page, 'excel.csv', excel);
  const preview = dialog(page);
  await expect(preview.getByText('3 bills from 3 lines will be imported.')).toBeVisible();
  // Every field's select within the phone's width, showing its column's name, not 'Invoic'.
  for (const name of mappingFields) {
    const select = preview.getByRole('combobox', { name, exact: true });
    const { right, whole } = await selectShown(select);
    expect(right, `${name} ends inside the screen`).toBeLessThanOrEqual(390);
    expect(whole, `${name} shows its column whole`).toBe(true);
  }
  const table = preview.getByRole('region', { name: 'The first 3 bills as they will appear' });
  await expect(table).toBeVisible();
  // Wider than the phone: the table scrolls inside its own box, which says so.
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const box = await table.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  // Below the mapping, a field a line on a phone: the dialog scrolls down to it.
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('preview-390.png') });
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('preview-390-scrolled.png') });

  await importAll(page, 3);
  const notice = page.getByRole('alert').filter({ hasText: 'Imported 3 bills' });
  const rows = page.getByRole('grid', { name: 'Invoices' }).getByRole('row');
  const noticeBox = await notice.boundingBox();
  if (!noticeBox) throw new Error('The notice is shown');
  for (const row of await rows.all()) {
    const r = await row.boundingBox();
    if (!r) continue;
    const overlaps =
      r.x < noticeBox.x + noticeBox.width &&
      noticeBox.x < r.x + r.width &&
      r.y < noticeBox.y + noticeBox.height &&
      noticeBox.y < r.y + r.height;
    expect(overlaps, `the notice covers a row at y=${r.y}`).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('notice-390.png'), fullPage: true });
});
