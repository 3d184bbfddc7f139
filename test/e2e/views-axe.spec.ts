import { axeOf } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './fixtures';
import { openViewMenu, runViewCommand } from './view-helpers';

function nameBox(page: Page) {
  return page.getByRole('textbox', { name: 'View name' });
}

const axe = async (page: Page) => {
  const results = await axeOf(page).analyze();
  expect(results.violations).toEqual([]);
};

test('the open view options menu and its Layout submenu pass axe', async ({ page }) => {
  await openApp(page);
  const menu = await openViewMenu(page);
  await axe(page);
  await menu.getByRole('menuitem', { name: 'Layout' }).click();
  await expect(page.getByRole('menu', { name: 'Layout' })).toBeVisible();
  await axe(page);
});

test('the open Sort by dialog passes axe', async ({ page }) => {
  await openApp(page);
  await runViewCommand(page, 'Sort by...');
  const dialog = page.getByRole('dialog', { name: 'Sort by' });
  await dialog.getByRole('button', { name: 'Add sort column' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Then by column 2' })).toBeVisible();
  await axe(page);
});

test('the rename box, with and without its message, passes axe', async ({ page }) => {
  await openApp(page);
  await runViewCommand(page, 'Rename view');
  await expect(nameBox(page)).toBeFocused();
  await axe(page);
  await nameBox(page).fill('');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A view needs a name');
  await axe(page);
});

test('the Delete view and Reset views confirmations pass axe', async ({ page }) => {
  await openApp(page);
  await runViewCommand(page, 'Delete view');
  await expect(page.getByRole('alertdialog', { name: 'Delete view “All”?' })).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');
  await runViewCommand(page, 'Reset views');
  await expect(page.getByRole('alertdialog', { name: 'Reset views?' })).toBeVisible();
  await axe(page);
});
