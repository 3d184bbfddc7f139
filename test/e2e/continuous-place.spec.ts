import { expect, test, type Page } from '@playwright/test';
import { today } from './fixtures';
import { grid } from './grid-helpers';
import { chooseLayout } from './view-helpers';

/** aria-rowindex of the first body row whose top is in view under the header (2 is the first). */
async function firstRowInView(page: Page): Promise<number> {
  return grid(page).evaluate((el) => {
    const header = el.querySelector('[role="row"]')?.getBoundingClientRect().bottom ?? 0;
    const rows = [...el.querySelectorAll('[role="row"][aria-rowindex]')].filter(
      (row) => row.getBoundingClientRect().top >= header - 1,
    );
    return Math.min(...rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
  });
}

async function openContinuous(page: Page) {
  test.setTimeout(120_000); // 10,000 invoices on a busy 2-core machine
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/?rows=10000');
  await expect(page.getByTestId('total-count')).toHaveText('10,000', { timeout: 90_000 });
  await chooseLayout(page, 'Continuous');
}

test('in the Continuous layout a new search or filter starts at the first matching row', async ({
  page,
}) => {
  await openContinuous(page);
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => firstRowInView(page)).toBeGreaterThan(9000);

  await page.getByRole('searchbox', { name: 'Search table' }).fill('inc');
  await expect(page.getByTestId('total-count')).not.toHaveText('10,000');
  await expect.poll(() => firstRowInView(page)).toBe(2);
  await expect(grid(page).locator('[aria-rowindex="2"]').getByRole('rowheader')).toHaveText(/Inc/);

  // Escape clears the search: every invoice again, from the first.
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
  await expect.poll(() => firstRowInView(page)).toBeGreaterThan(100);
  await page.getByRole('searchbox', { name: 'Search table' }).press('Escape');
  await expect(page.getByTestId('total-count')).toHaveText('10,000');
  await expect.poll(() => firstRowInView(page)).toBe(2);

  // A view with other rows (a filter) starts at the top too.
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
  await expect.poll(() => firstRowInView(page)).toBeGreaterThan(100);
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect.poll(() => firstRowInView(page)).toBe(2);
});

test('in the Continuous layout density and columns keep the place', async ({ page }) => {
  await openContinuous(page);
  await grid(page).evaluate((el) => el.scrollTo({ top: 40 * 3000 }));
  await expect.poll(() => firstRowInView(page)).toBeGreaterThan(2900);
  const before = await firstRowInView(page);

  await chooseLayout(page, 'Compact');
  await expect.poll(async () => Math.abs((await firstRowInView(page)) - before)).toBeLessThan(2);

  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Notes' }).click();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: /Notes/ })).toHaveCount(0);
  await expect.poll(async () => Math.abs((await firstRowInView(page)) - before)).toBeLessThan(2);
});
