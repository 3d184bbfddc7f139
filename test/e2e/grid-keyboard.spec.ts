import { expect, test, type Page } from '@playwright/test';
import { openApp, sampleInvoices } from './fixtures';
import { grid, header, rowOf, sortedReferences } from './grid-helpers';

const invoices = sampleInvoices();
const newestFirst = sortedReferences(invoices, [{ column: 'date', desc: true }]);
const byReference = new Map(invoices.map((i) => [i.reference, i]));
const ref = (index: number) => newestFirst[index] ?? '';

/** How many elements in the grid Tab can reach. */
function tabStops(page: Page) {
  return grid(page).evaluate(
    (el) =>
      [el, ...el.querySelectorAll<HTMLElement>('button, input, [tabindex]')].filter(
        (node) =>
          node instanceof HTMLElement && node.tabIndex >= 0 && !node.hasAttribute('disabled'),
      ).length,
  );
}

/** Presses Tab from the top of the page until focus enters the grid (the toolbar comes first). */
async function tabIntoGrid(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inGrid = await page.evaluate(() => !!document.activeElement?.closest('[role=grid]'));
    if (inGrid) return;
  }
  throw new Error('Tab never reached the grid');
}

test('one cell is tabbable, and the arrow keys, Home and End move it', async ({ page }) => {
  await openApp(page);
  await tabIntoGrid(page);
  const firstBox = page.getByRole('checkbox', { name: `Select ${ref(0)}` });
  await expect(firstBox).toBeFocused();
  expect(await tabStops(page)).toBe(1);

  await page.keyboard.press('ArrowRight');
  const from = rowOf(page, ref(0)).getByRole('rowheader');
  await expect(from).toBeFocused();
  await expect(from).toHaveText(byReference.get(ref(0))?.contactName ?? '');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const status = byReference.get(ref(1))?.status ?? '';
  const statusCell = rowOf(page, ref(1)).getByRole('gridcell').nth(1);
  await expect(statusCell).toBeFocused();
  await expect(statusCell).toHaveText(new RegExp(`^${status}$`, 'i'));
  expect(await tabStops(page)).toBe(1);

  await page.keyboard.press('End');
  await expect(rowOf(page, ref(1)).getByRole('gridcell').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('checkbox', { name: `Select ${ref(1)}` })).toBeFocused();

  // Up from the first row reaches the header row, where the sort button takes focus.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const sortStatus = header(page, 'Status').getByRole('button', { name: 'Status', exact: true });
  await expect(sortStatus).toBeFocused();
  // Tab goes through the active header's controls, then leaves the grid.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Column options for Status' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('separator', { name: 'Resize Status' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect(sortStatus).toBeFocused();
});

test('Space selects the focused row', async ({ page }) => {
  await openApp(page);
  await rowOf(page, ref(2)).getByRole('rowheader').click();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `Select ${ref(2)}` })).toBeChecked();
  await expect(rowOf(page, ref(2))).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `Select ${ref(3)}` })).toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `Select ${ref(3)}` })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${ref(2)}` })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Select all rows on this page' }),
  ).toHaveAttribute('aria-checked', 'mixed');
});

test('moving past the rows in view scrolls them in, and focus survives the window moving', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('100');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await rowOf(page, ref(0)).getByRole('rowheader').click();
  const inView = async (index: number) => {
    const cell = rowOf(page, ref(index)).getByRole('rowheader');
    await expect(cell).toBeFocused();
    const box = await cell.boundingBox();
    const view = await grid(page).boundingBox();
    if (!box || !view) return false;
    return box.y >= view.y + 38 && box.y + box.height <= view.y + view.height;
  };
  for (let i = 0; i < 24; i++) await page.keyboard.press('ArrowDown');
  expect(await inView(24)).toBe(true);
  await page.keyboard.press('PageDown');
  const afterPage = await grid(page).evaluate(() =>
    document.activeElement
      ?.closest('[role="row"]')
      ?.querySelector('input')
      ?.getAttribute('aria-label'),
  );
  const landed = newestFirst.indexOf((afterPage ?? '').replace(/^Select /, ''));
  expect(landed).toBeGreaterThan(30);
  expect(await inView(landed)).toBe(true);

  await page.keyboard.press('Control+End');
  await expect(rowOf(page, ref(99)).getByRole('gridcell').last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  expect(await inView(99)).toBe(true);
  await page.keyboard.press('Control+Home');
  await expect(page.getByRole('checkbox', { name: `Select ${ref(0)}` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  expect(await inView(0)).toBe(true);

  // Scrolled away with the mouse wheel, the row leaves the window; the grid keeps the tab stop and
  // brings the cell back.
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(rowOf(page, ref(0))).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Items per page' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inView(0)).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await inView(1)).toBe(true);
});
