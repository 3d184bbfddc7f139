import { axeOf } from './axe-helpers';
import { expect, test } from '@playwright/test';
import {
  expectPageHolds,
  openApp,
  referencesOnScreen,
  rowCheckboxes,
  sampleInvoices,
} from './fixtures';
import {
  chooseFromColumnMenu,
  grid,
  header,
  headerLabels,
  openColumnMenu,
  rowOf,
  sortedReferences,
  widthOf,
} from './grid-helpers';

/** The sample as shown today: a bill past its due date shows, and sorts as, Overdue. */
const invoices = sampleInvoices();
const newestFirst = sortedReferences(invoices, [{ column: 'date', desc: true }]);
const allLabels = [
  '',
  'From',
  'Status',
  'Reference',
  'Date',
  'Due',
  'Total',
  'Paid',
  'Amount due',
  'Overdue by',
  'Notes',
];

test('the checkbox column is 32 wide and From 200, and both are pinned left', async ({ page }) => {
  await openApp(page);
  const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
  expect(await widthOf(grid(page).getByRole('columnheader').first())).toBe(32);
  expect(await widthOf(header(page, 'From'))).toBe(200);
  expect(await widthOf(header(page, 'Status'))).toBe(90);
  await expect(selectAll).toBeVisible();
  await expect(header(page, 'From')).toHaveCSS('position', 'sticky');
});

test('the header checkbox is mixed with some rows selected, then selects all 20, then none', async ({
  page,
}) => {
  await openApp(page);
  const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
  await expect(selectAll).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('checkbox', { name: `Select ${newestFirst[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${newestFirst[3]}` }).check();
  await expect(rowOf(page, newestFirst[3] ?? '')).toHaveAttribute('aria-selected', 'true');
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

  await selectAll.click();
  await expect(selectAll).toHaveAttribute('aria-checked', 'true');
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
  const allChecked = async () =>
    (await rowCheckboxes(page).evaluateAll((boxes) =>
      boxes.every((b) => (b as HTMLInputElement).checked),
    )) && (await rowCheckboxes(page).count()) > 0;
  await expect.poll(allChecked, { message: 'rows at the top are selected' }).toBe(true);
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => referencesOnScreen(page).then((r) => r.at(-1))).toBe(newestFirst[19]);
  await expect.poll(allChecked, { message: 'rows at the bottom are selected' }).toBe(true);

  await selectAll.click();
  await expect(selectAll).toHaveAttribute('aria-checked', 'false');
  const noneChecked = () =>
    rowCheckboxes(page).evaluateAll((boxes) =>
      boxes.every((b) => !(b as HTMLInputElement).checked),
    );
  await expect.poll(noneChecked).toBe(true);
});

test('every header has a column menu with the spec entries; From cannot be hidden', async ({
  page,
}) => {
  await openApp(page);
  for (const label of allLabels.slice(1)) {
    await expect(
      page.getByRole('button', { name: `Column options for ${label}`, exact: true }),
    ).toHaveCount(1);
  }
  let menu = await openColumnMenu(page, 'Paid');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Sort ascending',
    'Sort descending',
    'Filter...',
    'Pin left',
    'Pin right',
    'Unpin',
    'Hide column',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Unpin' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(menu.getByRole('menuitem', { name: 'Pin left' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  menu = await openColumnMenu(page, 'From');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Sort ascending',
    'Sort descending',
    'Filter...',
    'Pin left',
    'Pin right',
    'Unpin',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Pin left' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  // Reference has no filter; Filter... on a filterable column closes the menu and asks for it.
  menu = await openColumnMenu(page, 'Reference');
  await expect(menu.getByRole('menuitem', { name: 'Filter...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await chooseFromColumnMenu(page, 'Status', 'Filter...');
});

test('Sort ascending and descending from the menu order the rows; Hide column hides it', async ({
  page,
}) => {
  await openApp(page);
  await chooseFromColumnMenu(page, 'Paid', 'Sort ascending');
  await expect(header(page, 'Paid')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Date')).not.toHaveAttribute('aria-sort', /.+/);
  await expectPageHolds(
    page,
    sortedReferences(invoices, [{ column: 'paid', desc: false }]).slice(0, 20),
  );

  await chooseFromColumnMenu(page, 'Paid', 'Sort descending');
  await expect(header(page, 'Paid')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Paid')).toHaveText('Paid↓');
  await expectPageHolds(
    page,
    sortedReferences(invoices, [{ column: 'paid', desc: true }]).slice(0, 20),
  );

  await chooseFromColumnMenu(page, 'Paid', 'Hide column');
  expect(await headerLabels(page)).toEqual(allLabels.filter((l) => l !== 'Paid'));
  await expect(header(page, 'Paid')).toHaveCount(0);
});

test('clicking a header sorts by it; Shift-click adds a secondary sort shown by position', async ({
  page,
}) => {
  await openApp(page);
  await header(page, 'Status').getByRole('button', { name: 'Status', exact: true }).click();
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await header(page, 'Paid')
    .getByRole('button', { name: 'Paid', exact: true })
    .click({ modifiers: ['Shift'] });
  await expect(header(page, 'Status')).toHaveText('Status↑1');
  await expect(header(page, 'Paid')).toHaveText('Paid↑2');
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Paid')).not.toHaveAttribute('aria-sort', /.+/);
  const keys = [
    { column: 'status', desc: false },
    { column: 'paid', desc: false },
  ] as const;
  await expectPageHolds(page, sortedReferences(invoices, [...keys]).slice(0, 20));

  // Shift-clicking the secondary key again turns it descending and keeps Status first.
  await header(page, 'Paid')
    .getByRole('button', { name: 'Paid', exact: true })
    .click({ modifiers: ['Shift'] });
  await expect(header(page, 'Paid')).toHaveText('Paid↓2');
  await expectPageHolds(
    page,
    sortedReferences(invoices, [keys[0], { column: 'paid', desc: true }]).slice(0, 20),
  );
  // A plain click sorts by that column alone.
  await header(page, 'Reference').getByRole('button', { name: 'Reference', exact: true }).click();
  await expect(header(page, 'Status')).toHaveText('Status');
  await expect(header(page, 'Reference')).toHaveText('Reference↑');
  await expect.poll(() => referencesOnScreen(page).then((r) => r[0])).toBe('INV-001');
});

test('dragging a header onto another moves the column there', async ({ page }) => {
  // Wide enough for every column (Total and Overdue by made the row 1,462 px): nothing scrolls
  // sideways while the header is dragged.
  await page.setViewportSize({ width: 1600, height: 800 });
  await openApp(page);
  const notes = header(page, 'Notes').getByRole('button', { name: 'Notes', exact: true });
  await notes.dragTo(header(page, 'Status'), { targetPosition: { x: 4, y: 19 } });
  expect(await headerLabels(page)).toEqual([
    '',
    'From',
    'Notes',
    'Status',
    'Reference',
    'Date',
    'Due',
    'Total',
    'Paid',
    'Amount due',
    'Overdue by',
  ]);
  // The cells follow their header.
  const first = invoices.find((i) => i.reference === newestFirst[0]);
  const cells = rowOf(page, newestFirst[0] ?? '').getByRole('gridcell');
  await expect(cells.nth(1)).toHaveText(first?.notes.join(' · ') ?? '');

  // Dropped on the right half of Due, Status lands after it.
  const status = header(page, 'Status').getByRole('button', { name: 'Status', exact: true });
  await status.dragTo(header(page, 'Due'), { targetPosition: { x: 110, y: 19 } });
  expect((await headerLabels(page)).slice(2, 7)).toEqual([
    'Notes',
    'Reference',
    'Date',
    'Due',
    'Status',
  ]);

  // From is pinned left on its own: a column cannot be dragged into the pinned group.
  const paid = header(page, 'Paid').getByRole('button', { name: 'Paid', exact: true });
  await paid.dragTo(header(page, 'From'), { targetPosition: { x: 4, y: 19 } });
  expect((await headerLabels(page)).slice(0, 3)).toEqual(['', 'From', 'Notes']);
});

test('status badges use their tones and pass the contrast check', async ({ page }) => {
  await openApp(page);
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('100');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  const tones = {
    draft: ['Draft', 'rgb(255, 244, 214)'],
    sent: ['Sent', 'rgb(238, 240, 243)'],
    viewed: ['Viewed', 'rgb(238, 240, 243)'],
    paid: ['Paid', 'rgb(220, 245, 228)'],
    overdue: ['Overdue', 'rgb(253, 226, 225)'],
  } as const;
  for (const [status, [label, background]] of Object.entries(tones)) {
    const index = newestFirst.findIndex(
      (ref) => invoices.find((i) => i.reference === ref)?.status === status,
    );
    expect(index, `a ${status} invoice in the sample`).toBeGreaterThanOrEqual(0);
    await grid(page).evaluate((el, top) => el.scrollTo({ top }), index * 40);
    const badge = rowOf(page, newestFirst[index] ?? '').getByText(label, { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('background-color', background);
    const contrast = await axeOf(page)
      .include('[role="grid"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations).toEqual([]);
  }
});

test('axe finds no violations with a column menu open', async ({ page }) => {
  await openApp(page);
  await openColumnMenu(page, 'Paid');
  const results = await axeOf(page).analyze();
  expect(results.violations).toEqual([]);
});
