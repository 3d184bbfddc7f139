import { expect, test, type Browser, type Page } from '@playwright/test';
import { openApp } from './fixtures';
import {
  chooseFromColumnMenu,
  header,
  headerLabels,
  openColumnMenu,
  widthOf,
} from './grid-helpers';
import { expectSelectedTab, tab } from './view-helpers';

/** Opens `url` in a new browser context: no storage, no history, as a person the link was sent to. */
async function openElsewhere(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openApp(page, url);
  return page;
}

/** Lays the columns out as a person would: hides Notes, moves Amount due, widens Paid, pins Status. */
async function layOutColumns(page: Page) {
  const trigger = page.getByRole('button', { name: 'Columns' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Columns' });
  await menu.getByRole('menuitemcheckbox', { name: 'Notes', exact: true }).click();
  const amountDue = menu.getByRole('menuitemcheckbox', { name: 'Amount due' });
  await amountDue.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Escape');
  // The menu hands focus back to its trigger as it closes: wait, or it takes the handle's keys.
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  const handle = page.getByRole('separator', { name: 'Resize Paid' });
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '140');

  await chooseFromColumnMenu(page, 'Status', 'Pin right');
}

test('a link carries the column layout, so it opens as its sender saw it', async ({
  page,
  browser,
}) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await layOutColumns(page);
  const labels = await headerLabels(page);
  expect(labels).not.toContain('Notes');
  expect(labels.at(-1)).toBe('Status');
  expect(labels.indexOf('Amount due')).toBeLessThan(labels.indexOf('Paid'));
  await expect.poll(() => new URL(page.url()).searchParams.get('hide')).toBe('notes');
  await expect.poll(() => new URL(page.url()).searchParams.get('w')).toBe('paid-140');
  await expect.poll(() => new URL(page.url()).searchParams.get('pin')).toBe('from_status');

  const other = await openElsewhere(browser, page.url());
  await expectSelectedTab(other, 'Draft (modified)');
  expect(await headerLabels(other)).toEqual(labels);
  expect(await widthOf(header(other, 'Paid'))).toBe(140);
  const menu = await openColumnMenu(other, 'Status');
  await expect(menu.getByRole('menuitem', { name: 'Unpin', exact: true })).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('status').filter({ hasText: 'ignored' })).toHaveCount(0);
  await other.context().close();
});

test('laying out columns updates the current history entry instead of adding steps', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Paid').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('paid');
  const steps = await page.evaluate(() => history.length);
  await layOutColumns(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('pin')).toBe('from_status');
  expect(await page.evaluate(() => history.length)).toBe(steps);

  // Back leaves the view, and forward comes back to it with the columns as they were laid out.
  const labels = await headerLabels(page);
  await page.goBack();
  await expectSelectedTab(page, 'All');
  expect(await headerLabels(page)).toContain('Notes');
  await page.goForward();
  await expectSelectedTab(page, 'Paid (modified)');
  await expect.poll(() => headerLabels(page)).toEqual(labels);
});

test('a link with a bad column part uses the rest and names what it left out', async ({ page }) => {
  await openApp(page, '/?view=all&hide=notes.nope&w=paid-5');
  expect(await headerLabels(page)).not.toContain('Notes');
  const notice = page.getByRole('status').filter({ hasText: 'was ignored' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Hiding column "nope" was ignored: there is no such column',
    'Width of paid "5" was ignored: use 32 to 800',
  ]);
});
