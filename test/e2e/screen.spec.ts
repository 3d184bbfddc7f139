import { axeOf } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { byDateDesc, openApp, sampleInvoices } from './fixtures';
import { grid, header, headerLabels, rowOf } from './grid-helpers';
import { chooseLayout, openViewMenu, runViewCommand } from './view-helpers';

const newestFirst = sampleInvoices().sort(byDateDesc);
/** The newest invoice whose From is too long for its 200 px column. */
const longFrom = newestFirst.find((i) => i.contactName.length > 26);
/** The Notes cell of an invoice as shown: its notes, one after another. */
const notesShown = (i: { notes: string[] }) => i.notes.join(' · ');
/** Among the first ten invoices (on screen at once), the one with the longest Notes: far too long for 280 px. */
const longNotes = newestFirst
  .slice(0, 10)
  .reduce((a, b) => (notesShown(b).length > notesShown(a).length ? b : a));

async function pageScrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const width of [390, 360]) {
  test(`at ${width} px the page never scrolls sideways and every control is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 });
    await openApp(page);
    expect(await pageScrollWidth(page)).toBe(width);
    for (const control of [
      page.getByRole('button', { name: 'View options' }),
      page.getByRole('button', { name: /^Columns/ }),
      page.getByRole('button', { name: 'Last page' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 5')).toBeVisible();
    await expect(page.getByTestId('total-due')).toBeInViewport();

    // The grid scrolls sideways inside itself, with From kept in view.
    await grid(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(header(page, 'Notes')).toBeInViewport();
    const from = await rowOf(page, newestFirst[20]?.reference ?? '')
      .getByRole('rowheader')
      .boundingBox();
    expect(from && from.x >= 0 && from.x < width / 2).toBe(true);
    expect(await pageScrollWidth(page)).toBe(width);

    // With a selection and an outcome, still nothing wider than the screen.
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert').getByText(/^Approved/)).toBeVisible();
    expect(await pageScrollWidth(page)).toBe(width);
  });
}

test('at 800 px the toolbar, bulk bar and pager are all on screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await openApp(page);
  expect(await pageScrollWidth(page)).toBe(800);
  for (const name of ['View options', 'Approve', 'Delete', 'Last page', 'Add filter']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('at 1280 px the footer keeps to one line even with a million invoices', async ({ page }) => {
  await openApp(page);
  const totals = page.getByRole('definition').first().locator('xpath=ancestor::dl');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const onOneLine = async () => {
    const [left, right] = await Promise.all([totals.boundingBox(), pager.boundingBox()]);
    return (
      Math.abs(
        (left?.y ?? 0) + (left?.height ?? 0) / 2 - (right?.y ?? 1) - (right?.height ?? 0) / 2,
      ) < 4 && (right?.height ?? 99) < 40
    );
  };
  expect(await onOneLine()).toBe(true);
  // The widest figures a million invoices give, in place of the sample's.
  await page.evaluate(() => {
    const set = (id: string, text: string) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      if (element) element.textContent = text;
    };
    set('total-count', '1,000,000');
    set('total-paid', '£1,523,456,789.12');
    set('total-due', '£2,998,765,432.10');
    const status = document.querySelector('.pager-status');
    if (status) status.textContent = 'Page 50,000 of 50,000';
  });
  expect(await onOneLine()).toBe(true);
});

for (const width of [1280, 360]) {
  test(`at ${width} px the bulk alert does not move the rows under the pointer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 });
    await openApp(page);
    // A paid invoice: Approve leaves it, and says so at length.
    const paid = newestFirst.find((i) => i.status === 'paid')?.reference ?? '';
    // At 360 px the grid starts below the fold: the row is scrolled to before it is measured.
    await rowOf(page, paid).scrollIntoViewIfNeeded();
    const before = await grid(page).boundingBox();
    await page.getByRole('checkbox', { name: `Select ${paid}`, exact: true }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toContainText('was not a draft');
    // Approve clears the selection; its outcome takes no room of its own.
    await expect(page.getByText('0 selected')).toBeAttached();
    expect(await grid(page).boundingBox()).toEqual(before);
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await grid(page).boundingBox()).toEqual(before);
  });
}

test('dark mode follows the system and passes axe colour contrast', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).background,
  );
  expect(background).toContain('rgb(17, 20, 24)');
  const contrast = () => axeOf(page).withRules(['color-contrast']).analyze();
  expect((await contrast()).violations).toEqual([]);

  // A selection, an outcome, a filter chip and an open menu, each in dark.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('tab', { name: 'Draft' }).click();
  expect((await contrast()).violations).toEqual([]);
  await openViewMenu(page);
  expect((await contrast()).violations).toEqual([]);
  await page.keyboard.press('Escape');

  // The filter editor and a dialog, in dark too.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await contrast()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await runViewCommand(page, 'Sort by...');
  await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible();
  expect((await contrast()).violations).toEqual([]);
});

test('with reduced motion asked for, nothing animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll('button, [role="tab"]')].map((el) => {
      const style = getComputedStyle(el);
      return [style.transitionDuration, style.animationDuration];
    }),
  );
  for (const [transition, animation] of durations) {
    expect(parseFloat(transition ?? '0')).toBeLessThan(0.001);
    expect(parseFloat(animation ?? '0')).toBeLessThan(0.001);
  }
});

test('a cut-short From shows in full on hover and on keyboard focus', async ({ page }) => {
  if (!longFrom) throw new Error('sample has no long From');
  await openApp(page);
  const cell = rowOf(page, longFrom.reference).getByRole('rowheader');
  const text = cell.getByText(longFrom.contactName, { exact: true });
  const fullyShown = async () => {
    const [shown, room] = await Promise.all([text.boundingBox(), cell.boundingBox()]);
    return (shown?.width ?? 0) > (room?.width ?? 0);
  };
  expect(await fullyShown()).toBe(false);
  await cell.hover();
  await expect.poll(fullyShown).toBe(true);
  await page.mouse.move(0, 0);
  await expect.poll(fullyShown).toBe(false);

  await rowOf(page, longFrom.reference)
    .getByRole('checkbox', { name: `Select ${longFrom.reference}` })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell).toBeFocused();
  await expect.poll(fullyShown).toBe(true);
});

test("the last column's cut-short Notes shows whole within the grid, on hover and on focus", async ({
  page,
}) => {
  expect(notesShown(longNotes).length).toBeGreaterThan(60);
  await openApp(page);
  await grid(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(header(page, 'Notes')).toBeInViewport();
  const cell = rowOf(page, longNotes.reference).getByRole('gridcell').last();
  const text = cell.getByText(notesShown(longNotes), { exact: true });
  // Shown whole: wider than its cell or wrapped onto more lines, and within the grid's edges.
  const shownWithin = async () => {
    const [shown, room, frame] = await Promise.all([
      text.boundingBox(),
      cell.boundingBox(),
      grid(page).boundingBox(),
    ]);
    if (!shown || !room || !frame) return 'not on screen';
    if (shown.width <= room.width && shown.height <= room.height) return 'cut short';
    if (shown.x < frame.x - 0.5 || shown.x + shown.width > frame.x + frame.width + 0.5)
      return 'past the grid';
    return 'whole';
  };
  expect(await shownWithin()).toBe('cut short');
  await cell.hover();
  await expect.poll(shownWithin).toBe('whole');
  await page.mouse.move(0, 0);
  await expect.poll(shownWithin).toBe('cut short');
  await cell.focus();
  await expect.poll(shownWithin).toBe('whole');
});

test('the view tabs control a tab panel named by the chosen tab', async ({ page }) => {
  await openApp(page);
  const panel = page.getByRole('tabpanel', { name: 'All' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  const panelId = await panel.getAttribute('id');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute(
    'aria-controls',
    panelId ?? '',
  );
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Draft' })).toBeVisible();
});

test('the Layout submenu names its two groups', async ({ page }) => {
  await openApp(page);
  const menu = await openViewMenu(page);
  await menu.getByRole('menuitem', { name: 'Layout' }).click();
  const layout = page.getByRole('menu', { name: 'Layout' });
  await expect(layout.getByRole('group', { name: 'Rows' })).toContainText('Continuous');
  await expect(layout.getByRole('group', { name: 'Density' })).toContainText('Compact');
  await page.keyboard.press('Escape');
  await chooseLayout(page, 'Compact');
});

test('dragging a column header shows where it will land', async ({ page }) => {
  await openApp(page);
  const status = await header(page, 'Status').boundingBox();
  const date = await header(page, 'Date').boundingBox();
  if (!status || !date) throw new Error('headers not on screen');
  await page.mouse.move(status.x + 30, status.y + status.height / 2);
  await page.mouse.down();
  for (let x = status.x + 40; x <= date.x + date.width - 15; x += 20) {
    await page.mouse.move(x, status.y + status.height / 2);
  }
  await page.mouse.move(date.x + date.width - 10, date.y + date.height / 2);
  // A line at Date's right edge, running down the grid.
  const line = () =>
    header(page, 'Date').evaluate((el) => {
      const after = getComputedStyle(el, '::after');
      return (
        after.content !== 'none' &&
        parseFloat(after.left) > el.getBoundingClientRect().width / 2 &&
        parseFloat(after.height) > 300
      );
    });
  await expect.poll(line).toBe(true);
  await page.mouse.up();
  await expect
    .poll(async () => (await headerLabels(page)).filter(Boolean).slice(0, 4))
    .toEqual(['From', 'Reference', 'Date', 'Status']);
});
