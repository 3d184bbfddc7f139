import { axeOf } from './axe-helpers';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleInvoices, today } from './fixtures';

/** The contacts of the 100 sample bills, in name order, as the Suppliers list shows them. */
const contacts = [...new Set(sampleInvoices().map((i) => i.contactName))].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

function suppliersGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Suppliers' });
}

/** The names in the grid's rows, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return suppliersGrid(page).getByRole('rowheader').allTextContents();
}

async function openSuppliers(page: Page, path = '/?list=suppliers') {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(path);
  await expect(suppliersGrid(page)).toBeVisible({ timeout: 60_000 });
  await expect(suppliersGrid(page).getByRole('rowheader').first()).toBeVisible();
}

/** A list's footer totals: both lists stay in the page once shown, the one not shown hidden. */
function totals(page: Page, list: 'suppliers' | 'invoices'): Locator {
  return page.getByLabel(`Totals of all matching ${list}`);
}

function count(page: Page): Locator {
  return totals(page, 'suppliers').getByTestId('total-count');
}

test('the Suppliers view tabs move with the arrow keys, End and Home, as the bills list’s do', async ({
  page,
}) => {
  await openSuppliers(page);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Owing')).toBeFocused();
  await expect(tab('Owing')).toHaveAttribute('aria-selected', 'true');
  await expect(count(page)).not.toHaveText(String(contacts.length));
  await page.keyboard.press('End');
  await expect(tab('Overdue')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  await expect(count(page)).toHaveText(String(contacts.length));
});

test('the Suppliers list: a row per contact, its views, search, filters, sorting and selection', async ({
  page,
}) => {
  await openSuppliers(page);
  await expect(count(page)).toHaveText(String(contacts.length));
  expect(await shownNames(page)).toEqual(contacts.slice(0, 10));
  await expect(
    page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Suppliers' }),
  ).toHaveAttribute('aria-current', 'page');

  // Views: Owing and Overdue are fewer; every row of Overdue has something overdue.
  await page.getByRole('tab', { name: 'Overdue' }).click();
  await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
  await expect(count(page)).not.toHaveText(String(contacts.length));
  const overdue = await suppliersGrid(page).locator('.cell-overdue').allTextContents();
  expect(overdue.length).toBeGreaterThan(0);
  for (const amount of overdue) expect(amount).not.toBe('£0.00');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(count(page)).toHaveText(String(contacts.length));

  // Search by the start of a word of the name.
  const target = contacts[3] as string;
  const word = (target.split(/\W+/).find((w) => w.length >= 4) ?? target).slice(0, 4);
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(word);
  await expect(suppliersGrid(page).getByRole('rowheader', { name: target })).toBeVisible();
  for (const name of await shownNames(page))
    expect(name.toLowerCase()).toContain(word.toLowerCase());
  await page.getByRole('searchbox', { name: 'Search suppliers' }).press('Escape');
  await expect(count(page)).toHaveText(String(contacts.length));

  // A filter: Bills more than 2; its chip says so, and every row has more than 2 bills.
  await page.getByRole('button', { name: 'Add filter' }).click();
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  await editor.getByLabel('Column').selectOption({ label: 'Bills' });
  await editor.getByLabel('Number').fill('two');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Enter a whole number.');
  await editor.getByLabel('Number').fill('2');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Edit filter: Bills more than 2' })).toBeVisible();
  const bills = await suppliersGrid(page).locator('.cell-bills').allTextContents();
  expect(bills.length).toBeGreaterThan(0);
  for (const n of bills) expect(Number(n)).toBeGreaterThan(2);
  await page.getByRole('button', { name: 'Remove filter: Bills more than 2' }).click();
  await expect(count(page)).toHaveText(String(contacts.length));

  // Sorting: Owed, largest first, from the header; then its menu sorts ascending.
  await page
    .getByRole('columnheader', { name: 'Owed' })
    .getByRole('button', { name: 'Owed', exact: true })
    .click();
  await page
    .getByRole('columnheader', { name: 'Owed' })
    .getByRole('button', { name: 'Owed', exact: true })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Owed' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const pounds = (texts: string[]) => texts.map((t) => Number(t.replace(/[£,]/g, '')));
  const owed = pounds(await suppliersGrid(page).locator('.cell-owed').allTextContents());
  expect(owed).toEqual([...owed].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Column options for Owed' }).click();
  await page.getByRole('menuitem', { name: 'Sort ascending' }).click();
  await expect(page.getByRole('columnheader', { name: 'Owed' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const rising = pounds(await suppliersGrid(page).locator('.cell-owed').allTextContents());
  expect(rising).toEqual([...rising].sort((a, b) => a - b));

  // Selection: two rows, then all that match, then none.
  const boxes = suppliersGrid(page).getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  await bar.getByRole('button', { name: `Select all ${contacts.length} that match` }).click();
  await expect(bar.getByRole('status')).toHaveText(`${contacts.length} selected (all that match)`);
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar.getByRole('status')).toHaveText('No suppliers selected');

  // Paged by 10 (the generic table's default); the next page goes on in name order.
  await page.getByRole('button', { name: 'Column options for Name' }).click();
  await page.getByRole('menuitem', { name: 'Sort ascending' }).click();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect.poll(() => shownNames(page)).toEqual(contacts.slice(10, 20));

  const axe = await axeOf(page).include('.suppliers-screen').analyze();
  expect(axe.violations).toEqual([]);
});

test("'Show their bills' opens the bills list filtered to the selected suppliers", async ({
  page,
}) => {
  await openSuppliers(page);
  const [first, second] = contacts as [string, string];
  await suppliersGrid(page)
    .getByRole('checkbox', { name: `Select ${first}` })
    .check();
  await suppliersGrid(page)
    .getByRole('checkbox', { name: `Select ${second}` })
    .check();
  await page.getByRole('button', { name: 'Show their bills' }).click();

  const bills = page.getByRole('grid', { name: 'Invoices' });
  await expect(bills).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Bills' }),
  ).toHaveAttribute('aria-current', 'page');
  const expected = sampleInvoices().filter(
    (i) => i.contactName === first || i.contactName === second,
  );
  await expect(totals(page, 'invoices').getByTestId('total-count')).toHaveText(
    String(expected.length),
  );
  await expect(page.getByRole('button', { name: /^From is / })).toBeVisible();
  for (const from of await bills.getByRole('rowheader').allTextContents())
    expect([first, second]).toContain(from);
});

test("a supplier's name opens its bills, and its figures equal the bills list's footer", async ({
  page,
}) => {
  await openSuppliers(page);
  // The supplier with the most bills.
  const byBills = new Map<string, number>();
  for (const i of sampleInvoices())
    byBills.set(i.contactName, (byBills.get(i.contactName) ?? 0) + 1);
  const [name, bills] = [...byBills].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] as [
    string,
    number,
  ];
  await page
    .getByRole('searchbox', { name: 'Search suppliers' })
    .fill(name.split(/[\s,]+/)[0] as string);
  const row = suppliersGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.locator('.cell-bills')).toHaveText(String(bills));
  const paid = await row.locator('.cell-paid').textContent();
  const owed = await row.locator('.cell-owed').textContent();

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(totals(page, 'invoices').getByTestId('total-count')).toHaveText(String(bills));
  await expect(totals(page, 'invoices').getByTestId('total-paid')).toHaveText(paid as string);
  await expect(totals(page, 'invoices').getByTestId('total-due')).toHaveText(owed as string);
});

test('Back and Forward move between the lists, each in its own state; a link opens each list', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/');
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('tab', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/view=overdue/);

  const nav = page.getByRole('navigation', { name: 'Lists' });
  await nav.getByRole('link', { name: 'Suppliers' }).click();
  await expect(suppliersGrid(page)).toBeVisible();
  await expect(page).toHaveURL(/list=suppliers/);
  await page.getByRole('tab', { name: 'Owing' }).click();
  await expect(page).toHaveURL(/list=suppliers.*view=owing/);

  await page.goBack(); // Suppliers, All
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(suppliersGrid(page)).toBeVisible();
  await page.goBack(); // the bills, as they were left: Overdue
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav.getByRole('link', { name: 'Bills' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await page.goForward();
  await expect(suppliersGrid(page)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Owing' })).toHaveAttribute('aria-selected', 'true');

  // The navigation opens the bills as they were left, and is reached by keyboard.
  await nav.getByRole('link', { name: 'Bills' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');

  // A link to the Suppliers list opens it in the state it names, in a new page.
  const link = new URL(page.url());
  link.search = '?list=suppliers&view=overdue&sort=-owed';
  const other = await page.context().newPage();
  await openSuppliers(other, link.toString());
  await expect(other.getByRole('tab', { name: 'Overdue' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(other.getByRole('columnheader', { name: 'Owed' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // And a link to the bills list opens the bills.
  const bills = new URL(page.url());
  bills.search = '?view=paid';
  await other.goto(bills.toString());
  await expect(other.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true');
});

test("a bill's contact opens the supplier's row", async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/');
  const first = page
    .getByRole('grid', { name: 'Invoices' })
    .getByRole('link', { name: /^Open bill / })
    .first();
  await first.click();
  const panel = page.getByRole('dialog');
  const from = panel.getByRole('link', { name: /^Show .* in Suppliers$/ });
  const name = ((await from.textContent()) ?? '').trim();
  await from.click();
  await expect(suppliersGrid(page)).toBeVisible();
  await expect.poll(() => shownNames(page)).toEqual([name]);
});

test('a malformed Suppliers link says what it left out and shows the list', async ({ page }) => {
  await openSuppliers(page, '/?list=suppliers&filters=%7Bnot-json&sort=-nothing');
  await expect(
    page.getByText("The address's filters could not be read; they are left out."),
  ).toBeVisible();
  await expect(page.getByText(/sorts by a column this list does not have/)).toBeVisible();
  await expect(count(page)).toHaveText(String(contacts.length));
});

test('the arrow keys move focus from cell to cell of the Suppliers grid', async ({ page }) => {
  await openSuppliers(page);
  const grid = suppliersGrid(page);
  const [first, second] = contacts as [string, string];
  await grid.getByRole('link', { name: first, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('link', { name: second, exact: true })).toBeFocused();
  // Bills has no control of its own: the cell itself takes focus.
  await page.keyboard.press('ArrowRight');
  const secondRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: second }) });
  await expect(secondRow.locator('.cell-bills')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(secondRow.getByRole('checkbox', { name: `Select ${second}` })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(secondRow.getByRole('checkbox', { name: `Select ${second}` })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: 'Name', exact: true })).toBeFocused();
});

/** The Suppliers grid's column headers, by name, in order (the checkbox column's is ''). */
function supplierHeaders(page: Page): Promise<string[]> {
  return suppliersGrid(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

const usualHeaders = [
  '',
  'Name',
  'Bills',
  'Total',
  'Paid',
  'Owed',
  'Overdue',
  'Oldest overdue',
  'Last bill',
  'Usual terms',
];

test('a column moved from the Columns menu keeps its place after a reload and in a link', async ({
  page,
  browser,
}) => {
  await openSuppliers(page);
  expect(await supplierHeaders(page)).toEqual(usualHeaders);
  const trigger = page.getByRole('button', { name: 'Columns' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Columns' });
  const owed = menu.getByRole('menuitemcheckbox', { name: 'Owed', exact: true });
  await expect(owed).toHaveAccessibleDescription('Alt+Up or Alt+Down moves this column');
  await owed.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Owed' })).toHaveText(
    'Owed moved to position 4 of 9',
  );
  await expect(owed).toBeFocused();
  const items = menu.getByRole('menuitemcheckbox');
  const names = ['Name', 'Bills', 'Total', 'Owed', 'Paid', 'Overdue', 'Oldest overdue'];
  for (const [index, name] of [...names, 'Last bill', 'Usual terms'].entries())
    await expect(items.nth(index)).toHaveAccessibleName(name);
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  const moved = ['', 'Name', 'Bills', 'Total', 'Owed', 'Paid', ...usualHeaders.slice(6)];
  expect(await supplierHeaders(page)).toEqual(moved);
  // The cells follow their header.
  const firstRow = suppliersGrid(page).getByRole('row').nth(1);
  await expect(firstRow.getByRole('gridcell').nth(3)).toHaveClass(/cell-owed/);

  await expect.poll(() => new URL(page.url()).searchParams.get('cols')).toContain('owed.paid');
  await page.reload();
  await expect(suppliersGrid(page).getByRole('rowheader').first()).toBeVisible();
  expect(await supplierHeaders(page)).toEqual(moved);

  // The link opens in the same order elsewhere, with nothing kept in that browser.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await openSuppliers(other, page.url());
  expect(await supplierHeaders(other)).toEqual(moved);
  // And a link made before the order was kept opens in the usual order.
  await openSuppliers(other, '/?list=suppliers&view=owing');
  expect(await supplierHeaders(other)).toEqual(usualHeaders);
  await context.close();
});

test('a pinned column keeps its pinned place; dragging a header moves its column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 800 });
  await openSuppliers(page);
  await page.getByRole('button', { name: 'Column options for Paid' }).click();
  await page.getByRole('menuitem', { name: 'Pin left' }).click();
  expect((await supplierHeaders(page)).slice(0, 3)).toEqual(['', 'Paid', 'Name']);

  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('menu', { name: 'Columns' });
  const paid = menu.getByRole('menuitemcheckbox', { name: 'Paid', exact: true });
  await expect(paid).toHaveAccessibleDescription('Pinned left: unpin to move');
  await paid.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: 'Paid' })).toHaveText(
    'Paid is pinned left: unpin it to move it',
  );
  await page.keyboard.press('Escape');
  expect((await supplierHeaders(page)).slice(0, 3)).toEqual(['', 'Paid', 'Name']);

  // Dropped on the left half of Bills, Usual terms lands before it.
  const grid = suppliersGrid(page);
  const header = (name: string) => grid.getByRole('columnheader', { name, exact: true });
  const terms = header('Usual terms').getByRole('button', { name: 'Usual terms', exact: true });
  await terms.dragTo(header('Bills'), { targetPosition: { x: 4, y: 16 } });
  expect(await supplierHeaders(page)).toEqual([
    '',
    'Paid',
    'Name',
    'Usual terms',
    'Bills',
    'Total',
    'Owed',
    'Overdue',
    'Oldest overdue',
    'Last bill',
  ]);
  // A column cannot be dragged into the pinned group.
  const owed = header('Owed').getByRole('button', { name: 'Owed', exact: true });
  await owed.dragTo(header('Paid'), { targetPosition: { x: 4, y: 16 } });
  expect((await supplierHeaders(page)).slice(0, 3)).toEqual(['', 'Paid', 'Name']);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('cols'))
    .toMatch(/^name\.usualTerms\.bills\./);
});

/** How many elements of the Suppliers grid Tab can reach. */
function tabStops(page: Page): Promise<number> {
  return suppliersGrid(page).evaluate(
    (el) =>
      [el, ...el.querySelectorAll<HTMLElement>('a, button, input, [tabindex]')].filter(
        (node) =>
          node instanceof HTMLElement && node.tabIndex >= 0 && !node.hasAttribute('disabled'),
      ).length,
  );
}

const focusInGrid = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role=grid]'));

test('the Suppliers grid is one Tab stop; the arrow keys move within it', async ({ page }) => {
  await openSuppliers(page);
  const grid = suppliersGrid(page);
  const [first, second] = contacts as [string, string];
  expect(await tabStops(page)).toBe(1);
  await page.getByRole('searchbox', { name: 'Search suppliers' }).focus();
  for (let i = 0; i < 20 && !(await focusInGrid(page)); i++) await page.keyboard.press('Tab');
  // Tab lands on the first row's checkbox, the one cell in the Tab order.
  const firstBox = grid.getByRole('checkbox', { name: `Select ${first}` });
  await expect(firstBox).toBeFocused();

  // Tab again leaves the grid; Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  expect(await focusInGrid(page)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(firstBox).toBeFocused();

  // The arrows move the one stop: onto the name's link, down a row, onto a cell with no control.
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('link', { name: first, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const secondLink = grid.getByRole('link', { name: second, exact: true });
  await expect(secondLink).toBeFocused();
  await expect(secondLink).toHaveAttribute('tabindex', '0');
  await expect(grid.getByRole('link', { name: first, exact: true })).toHaveAttribute(
    'tabindex',
    '-1',
  );
  await page.keyboard.press('End');
  const secondRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: second }) });
  await expect(secondRow.locator('.cell-usualTerms')).toBeFocused();
  expect(await tabStops(page)).toBe(1);
  await page.keyboard.press('Tab');
  expect(await focusInGrid(page)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(secondRow.locator('.cell-usualTerms')).toBeFocused();

  // In the header, Tab goes through the active header's controls, then leaves the grid.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const sortBills = grid.getByRole('button', { name: 'Bills', exact: true });
  await expect(sortBills).toBeFocused();
  expect(await tabStops(page)).toBe(3);
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('button', { name: 'Column options for Bills' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('separator', { name: 'Resize Bills' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInGrid(page)).toBe(false);

  // Hiding a column from its menu leaves focus in the grid, on the header now in its place.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(grid.getByRole('button', { name: 'Column options for Bills' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Hide column' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Bills' })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: 'Total', exact: true })).toBeFocused();
  expect(await tabStops(page)).toBe(3);
});

test('with its active row scrolled away, Tab still enters the grid on a row in view', async ({
  page,
}) => {
  await openSuppliers(page);
  await page.getByRole('combobox', { name: 'Layout' }).selectOption('continuous');
  const grid = suppliersGrid(page);
  const last = contacts.at(-1) as string;
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(grid.getByRole('rowheader', { name: last })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: contacts[0] })).toHaveCount(0);
  // The first row holds the Tab stop but is not rendered: the grid itself stands in for it.
  expect(await tabStops(page)).toBe(1);
  await page.getByRole('searchbox', { name: 'Search suppliers' }).focus();
  for (let i = 0; i < 20 && !(await focusInGrid(page)); i++) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('type', 'checkbox');
  await expect(focused).toBeInViewport();
  expect(await tabStops(page)).toBe(1);
});
