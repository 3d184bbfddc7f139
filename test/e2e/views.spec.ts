import { expect, test, type Page } from '@playwright/test';
import { expectPageHolds, openApp, referencesOnScreen, sampleInvoices } from './fixtures';
import { grid, header, headerLabels } from './grid-helpers';
import {
  builtInTabs,
  chooseLayout,
  expectFooter,
  expectSelectedTab,
  expectTabs,
  filterChips,
  menuEntry,
  openViewMenu,
  ordered,
  pageText,
  runViewCommand,
  tab,
  viewRule,
} from './view-helpers';

const invoices = sampleInvoices();
const rowsOf = (view: string) => invoices.filter(viewRule[view] ?? (() => false));

function nameBox(page: Page) {
  return page.getByRole('textbox', { name: 'View name' });
}

test('Rename view edits the tab in place: Enter saves, Escape cancels, an empty name is refused', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Awaiting Payment').click();
  await runViewCommand(page, 'Rename view');
  await expect(nameBox(page)).toBeFocused();
  await expect(nameBox(page)).toHaveValue('Awaiting Payment');
  await nameBox(page).fill('  To chase  ');
  await page.keyboard.press('Enter');
  await expect(nameBox(page)).toHaveCount(0);
  await expectTabs(page, ['All', 'Draft', 'To chase', 'Overdue', 'Paid']);
  await expectSelectedTab(page, 'To chase');
  await expect(tab(page, 'To chase')).toBeFocused();
  // Renaming changes the name only: the rows are the view's as before, and it is not modified.
  await expectFooter(page, rowsOf('Awaiting Payment'));

  await runViewCommand(page, 'Rename view');
  await nameBox(page).fill('Not kept');
  await page.keyboard.press('Escape');
  await expect(nameBox(page)).toHaveCount(0);
  await expect(tab(page, 'To chase')).toBeFocused();
  await expectTabs(page, ['All', 'Draft', 'To chase', 'Overdue', 'Paid']);

  await runViewCommand(page, 'Rename view');
  await nameBox(page).fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A view needs a name');
  await expect(nameBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameBox(page)).toHaveAccessibleDescription('A view needs a name');
  await expect(nameBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nameBox(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectTabs(page, ['All', 'Draft', 'To chase', 'Overdue', 'Paid']);
});

test('Duplicate view adds "<name> copy" after it, selected, showing the same rows', async ({
  page,
}) => {
  await openApp(page);
  const overdue = rowsOf('Overdue');
  expect(overdue.length).toBeGreaterThan(20);
  await tab(page, 'Overdue').click();
  await runViewCommand(page, 'Duplicate view');
  await expectTabs(page, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Overdue copy', 'Paid']);
  await expectSelectedTab(page, 'Overdue copy');
  await expect(filterChips(page)).toHaveText(['Status is Awaiting payment', 'Due is before today']);
  await expectFooter(page, overdue);
  await expect(pageText(page)).toHaveText(`Page 1 of ${Math.ceil(overdue.length / 20)}`);
  await expectPageHolds(page, ordered(overdue).slice(0, 20));

  // A second copy of the same view gets a name of its own.
  await tab(page, 'Overdue').click();
  await runViewCommand(page, 'Duplicate view');
  await expectTabs(page, [
    'All',
    'Draft',
    'Awaiting Payment',
    'Overdue',
    'Overdue copy 2',
    'Overdue copy',
    'Paid',
  ]);
  await expectSelectedTab(page, 'Overdue copy 2');
});

test('Save changes is enabled only while the view differs, and keeps filters, sort, columns and page size', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Overdue').click();
  let menu = await openViewMenu(page);
  await expect(menuEntry(menu, 'Save changes')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue');

  await page.getByRole('button', { name: 'Remove filter Due is before today' }).click();
  await header(page, 'Amount due').getByRole('button', { name: 'Amount due', exact: true }).click();
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Notes', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue (modified)');
  await expect(tab(page, 'Overdue')).toContainText('•');

  menu = await openViewMenu(page);
  await expect(menuEntry(menu, 'Save changes')).toBeEnabled();
  await menuEntry(menu, 'Save changes').click();
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue');
  await expect(tab(page, 'Overdue')).not.toContainText('•');
  menu = await openViewMenu(page);
  await expect(menuEntry(menu, 'Save changes')).toBeDisabled();
  await page.keyboard.press('Escape');

  await tab(page, 'All').click();
  await expect(filterChips(page)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Notes' })).toHaveCount(1);
  await tab(page, 'Overdue').click();
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue');
  const awaiting = rowsOf('Awaiting Payment');
  await expect(filterChips(page)).toHaveText(['Status is Awaiting payment']);
  expect(await headerLabels(page)).not.toContain('Notes');
  await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveValue('10');
  await expect(pageText(page)).toHaveText(`Page 1 of ${Math.ceil(awaiting.length / 10)}`);
  await expectFooter(page, awaiting);
  await expect
    .poll(() => referencesOnScreen(page))
    .toEqual(ordered(awaiting, [{ column: 'due', desc: false }]).slice(0, 10));
});

test('Delete view asks first, removes the tab, and is disabled for the last view', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Delete view');
  let dialog = page.getByRole('alertdialog', { name: 'Delete view “Draft”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View options' })).toBeFocused();
  await expectTabs(page, builtInTabs);
  await expectSelectedTab(page, 'Draft');

  await runViewCommand(page, 'Delete view');
  dialog = page.getByRole('alertdialog', { name: 'Delete view “Draft”?' });
  await dialog.getByRole('button', { name: 'Delete view' }).click();
  await expect(dialog).toBeHidden();
  await expectTabs(page, ['All', 'Awaiting Payment', 'Overdue', 'Paid']);
  // The tab that took its place is shown, with its rows.
  await expectSelectedTab(page, 'Awaiting Payment');
  await expectFooter(page, rowsOf('Awaiting Payment'));

  for (const [shown, remaining] of [
    ['Overdue', ['All', 'Overdue', 'Paid']],
    ['Paid', ['All', 'Paid']],
    ['All', ['All']],
  ] as const) {
    await runViewCommand(page, 'Delete view');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
    await expectTabs(page, [...remaining]);
    await expectSelectedTab(page, shown);
  }
  await expectFooter(page, invoices);
  const menu = await openViewMenu(page);
  await expect(menuEntry(menu, 'Delete view')).toBeDisabled();
  await expect(menuEntry(menu, 'Delete view')).toHaveAccessibleName(
    'Delete view (The last remaining view cannot be deleted)',
  );
});

test('Sort by... orders the rows by several columns and directions', async ({ page }) => {
  await openApp(page);
  await runViewCommand(page, 'Sort by...');
  const dialog = page.getByRole('dialog', { name: 'Sort by' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Sort by column 1' })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Sort by column 1' })).toHaveValue('date');
  await expect(dialog.getByRole('combobox', { name: 'Direction 1' })).toHaveValue('desc');
  await dialog.getByRole('combobox', { name: 'Sort by column 1' }).selectOption('Status');
  await dialog.getByRole('combobox', { name: 'Direction 1' }).selectOption('Ascending');
  await dialog.getByRole('button', { name: 'Add sort column' }).click();
  await dialog.getByRole('combobox', { name: 'Then by column 2' }).selectOption('Amount due');
  await dialog.getByRole('combobox', { name: 'Direction 2' }).selectOption('Descending');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View options' })).toBeFocused();

  // Status sorts as shown: a past-due Sent bill with the Overdue ones.
  const expected = ordered(invoices, [
    { column: 'status', desc: false },
    { column: 'due', desc: true },
  ]);
  await expectPageHolds(page, expected.slice(0, 20));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectPageHolds(page, expected.slice(20, 40));
  await expect(tab(page, 'All')).toHaveAccessibleName('All (modified)');

  // Cancel changes nothing; removing a key and applying sorts by what is left.
  await runViewCommand(page, 'Sort by...');
  await dialog.getByRole('combobox', { name: 'Sort by column 1' }).selectOption('Reference');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(pageText(page)).toHaveText('Page 2 of 5');
  await expectPageHolds(page, expected.slice(20, 40));
  await runViewCommand(page, 'Sort by...');
  await dialog.getByRole('button', { name: 'Remove sort by Status' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectPageHolds(page, ordered(invoices, [{ column: 'due', desc: true }]).slice(0, 20));
});

test('Continuous layout drops the pager for one list over every match; footer sums them all', async ({
  page,
}) => {
  await openApp(page);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await chooseLayout(page, 'Continuous');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(invoices.length + 1));
  // Windowed: far fewer rows are in the page than match.
  expect((await referencesOnScreen(page)).length).toBeLessThan(invoices.length);
  await expectPageHolds(page, ordered(invoices));
  await expectFooter(page, invoices);
  await expect(tab(page, 'All')).toHaveAccessibleName('All (modified)');

  // Another view and sort: the bottom is that order's last invoice; the footer, that view's sums.
  await tab(page, 'Awaiting Payment').click();
  await chooseLayout(page, 'Continuous');
  await header(page, 'Amount due').getByRole('button', { name: 'Amount due', exact: true }).click();
  const awaiting = rowsOf('Awaiting Payment');
  await expectPageHolds(page, ordered(awaiting, [{ column: 'due', desc: false }]));
  await expectFooter(page, awaiting);

  await chooseLayout(page, 'Paged');
  await expect(pageText(page)).toHaveText(`Page 1 of ${Math.ceil(awaiting.length / 20)}`);
});

test('Compact density makes the rows shorter; Comfortable brings them back', async ({ page }) => {
  await openApp(page);
  // Any row of invoices will do (density keeps the place, so the first may scroll out of view).
  const dataRow = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  const height = async () => (await dataRow.first().boundingBox())?.height ?? 0;
  const comfortable = await height();
  expect(comfortable).toBeGreaterThan(0);
  await chooseLayout(page, 'Compact');
  await expect.poll(height).toBeLessThan(comfortable);
  const compact = await height();
  expect(compact).toBeGreaterThan(comfortable / 2);
  await expectPageHolds(page, ordered(invoices).slice(0, 20));
  await chooseLayout(page, 'Comfortable');
  await expect.poll(height).toBe(comfortable);
});

test('Reset views asks, then brings back the five built-in views', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Paid').click();
  await runViewCommand(page, 'Duplicate view');
  await runViewCommand(page, 'Rename view');
  await nameBox(page).fill('Settled');
  await page.keyboard.press('Enter');
  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Delete view');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
  await expectTabs(page, ['All', 'Awaiting Payment', 'Overdue', 'Paid', 'Settled']);

  await runViewCommand(page, 'Reset views');
  const dialog = page.getByRole('alertdialog', { name: 'Reset views?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectTabs(page, ['All', 'Awaiting Payment', 'Overdue', 'Paid', 'Settled']);

  await runViewCommand(page, 'Reset views');
  await dialog.getByRole('button', { name: 'Reset views' }).click();
  await expect(dialog).toBeHidden();
  await expectTabs(page, builtInTabs);
  await expectSelectedTab(page, 'All');
  await expectFooter(page, invoices);
});

test('at 800 wide a new tab past the strip’s edge is scrolled into view, and so is its rename box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await openApp(page);
  for (const name of ['Awaiting Payment', 'Overdue', 'Paid']) {
    await tab(page, name).click();
    await runViewCommand(page, 'Duplicate view');
  }
  await expectSelectedTab(page, 'Paid copy');
  const strip = await page.getByRole('tablist', { name: 'Views' }).boundingBox();
  const copy = await tab(page, 'Paid copy').boundingBox();
  expect(copy && strip && copy.x >= strip.x && copy.x + copy.width <= strip.x + strip.width).toBe(
    true,
  );
  await runViewCommand(page, 'Rename view');
  await expect(nameBox(page)).toBeInViewport({ ratio: 1 });
  await expect(nameBox(page)).toHaveValue('Paid copy');
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
});
