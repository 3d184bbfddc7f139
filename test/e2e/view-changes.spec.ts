import { expect, test, type Page } from '@playwright/test';
import { openApp, sampleInvoices } from './fixtures';
import { headerLabels } from './grid-helpers';
import {
  expectFooter,
  expectSelectedTab,
  expectTabs,
  filterChips,
  menuEntry,
  openViewMenu,
  runViewCommand,
  tab,
  viewRule,
} from './view-helpers';

const invoices = sampleInvoices();
const rowsOf = (view: string) => invoices.filter(viewRule[view] ?? (() => false));

async function hideColumn(page: Page, name: string) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('unsaved changes to a view survive choosing another tab, until discarded', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Overdue').click();
  await page.getByRole('button', { name: 'Remove filter Due is before today' }).click();
  await hideColumn(page, 'Notes');
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue (modified)');

  // Another view shows as it saved; the one left still says it has changes.
  await tab(page, 'Paid').click();
  await expectSelectedTab(page, 'Paid');
  await expectFooter(page, rowsOf('Paid'));
  expect(await headerLabels(page)).toContain('Notes');
  await expectTabs(page, ['All', 'Draft', 'Awaiting Payment', 'Overdue (modified)', 'Paid']);

  // Coming back shows the view as it was left, still modified.
  await tab(page, 'Overdue').click();
  await expectSelectedTab(page, 'Overdue (modified)');
  await expect(filterChips(page)).toHaveText(['Status is Awaiting payment']);
  await expectFooter(page, rowsOf('Awaiting Payment'));
  expect(await headerLabels(page)).not.toContain('Notes');

  // Clicking the tab on screen again keeps the changes too.
  await tab(page, 'Overdue').click();
  await expect(filterChips(page)).toHaveText(['Status is Awaiting payment']);

  // Discard changes brings back what the view saved.
  await runViewCommand(page, 'Discard changes');
  await expect(tab(page, 'Overdue')).toHaveAccessibleName('Overdue');
  await expect(filterChips(page)).toHaveText(['Status is Awaiting payment', 'Due is before today']);
  await expectFooter(page, rowsOf('Overdue'));
  expect(await headerLabels(page)).toContain('Notes');
  const menu = await openViewMenu(page);
  await expect(menuEntry(menu, 'Discard changes')).toBeDisabled();
  await expect(menuEntry(menu, 'Save changes')).toBeDisabled();
  await page.keyboard.press('Escape');

  // And once discarded, leaving and coming back shows the view as saved.
  await tab(page, 'Draft').click();
  await tab(page, 'Overdue').click();
  await expectTabs(page, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);
  await expect(filterChips(page)).toHaveCount(2);
});

test('changes kept across tabs are saved by Save changes when back on the view', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await page.getByRole('searchbox', { name: 'Search table' }).fill('gmbh');
  await expect(tab(page, 'Draft')).toHaveAccessibleName('Draft (modified)');
  await tab(page, 'All').click();
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('');
  await tab(page, 'Draft').click();
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('gmbh');
  await runViewCommand(page, 'Save changes');
  await expect(tab(page, 'Draft')).toHaveAccessibleName('Draft');
  await tab(page, 'All').click();
  await tab(page, 'Draft').click();
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('gmbh');
  await expect(tab(page, 'Draft')).toHaveAccessibleName('Draft');
});

test('renaming to a name another view has is refused with the reason', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Rename view');
  const nameBox = page.getByRole('textbox', { name: 'View name' });
  await nameBox.fill(' paid ');
  await page.keyboard.press('Enter');
  const reason = 'Another view is already named "Paid"';
  await expect(page.getByRole('alert')).toHaveText(reason);
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect(nameBox).toHaveAccessibleDescription(reason);
  await expect(nameBox).toBeFocused();
  await expect(nameBox).toHaveValue(' paid ');

  // A name of its own is taken at once.
  await nameBox.fill('Drafts to approve');
  await page.keyboard.press('Enter');
  await expect(nameBox).toHaveCount(0);
  await expectTabs(page, ['All', 'Drafts to approve', 'Awaiting Payment', 'Overdue', 'Paid']);
});
