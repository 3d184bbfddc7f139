import { expect, test, type Page } from '@playwright/test';
import { openApp, today } from './fixtures';
import { baselineUrl } from './ports';

/** The last paint measure the page recorded for `npm run bench`. */
const lastMeasure = (page: Page) => page.evaluate(() => window.__bench?.measures.at(-1) ?? null);

test('ours measures an input to its painted rows, with the worker’s SQL time', async ({ page }) => {
  await openApp(page);
  await expect.poll(() => page.evaluate(() => window.__bench?.firstRowsAt ?? null)).not.toBeNull();
  await page.getByRole('tab', { name: 'Draft', exact: true }).click();
  await expect
    .poll(() => lastMeasure(page))
    .toMatchObject({ input: 'click', sqlMs: expect.any(Number), ms: expect.any(Number) });
  await page.getByRole('searchbox', { name: 'Search table' }).press('g');
  await expect.poll(() => lastMeasure(page)).toMatchObject({ input: 'keydown' });
});

test('the baseline measures the same way, with no SQL', async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(`${baselineUrl}?rows=100`);
  await expect.poll(() => page.evaluate(() => window.__bench?.firstRowsAt ?? null)).not.toBeNull();
  await page.getByRole('tab', { name: 'Draft', exact: true }).click();
  await expect.poll(() => lastMeasure(page)).toMatchObject({ input: 'click', sqlMs: null });
});
