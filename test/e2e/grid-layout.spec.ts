import { axeOf } from './axe-helpers';
import { expect, test } from '@playwright/test';
import { openApp } from './fixtures';
import { chooseFromColumnMenu, grid, header, openColumnMenu, widthOf, xOf } from './grid-helpers';

test('dragging a header edge resizes the column, bounded 32 to 800; double-click resets', async ({
  page,
}) => {
  await openApp(page);
  const paid = header(page, 'Paid');
  const handle = page.getByRole('separator', { name: 'Resize Paid' });
  expect(await widthOf(paid)).toBe(120);
  const drag = async (dx: number, target = handle) => {
    const box = await target.boundingBox();
    if (!box) throw new Error('no handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  };
  await drag(60);
  expect(await widthOf(paid)).toBe(180);
  await expect(handle).toHaveAttribute('aria-valuenow', '180');
  // The body cells follow the header.
  // Paid is the sixth cell after the checkbox (From is the row header): Total comes before it.
  const cell = grid(page).getByRole('row').nth(1).getByRole('gridcell').nth(6);
  expect(await widthOf(cell)).toBe(180);

  await drag(-400);
  expect(await widthOf(paid)).toBe(32);

  await handle.dblclick();
  expect(await widthOf(paid)).toBe(120);

  // Status's edge is far enough left to drag past the maximum.
  const status = header(page, 'Status');
  await drag(1000, page.getByRole('separator', { name: 'Resize Status' }));
  expect(await widthOf(status)).toBe(800);
  await page.getByRole('separator', { name: 'Resize Status' }).dblclick();
  expect(await widthOf(status)).toBe(90);
});

test('the resize handle works from the keyboard', async ({ page }) => {
  await openApp(page);
  const paid = header(page, 'Paid');
  const handle = page.getByRole('separator', { name: 'Resize Paid' });
  await expect(handle).toHaveAttribute('aria-orientation', 'vertical');
  await expect(handle).toHaveAttribute('aria-valuemin', '32');
  await expect(handle).toHaveAttribute('aria-valuemax', '800');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '140');
  expect(await widthOf(paid)).toBe(140);
  await page.keyboard.press('ArrowLeft');
  expect(await widthOf(paid)).toBe(130);
  await page.keyboard.press('Home');
  expect(await widthOf(paid)).toBe(32);
  await page.keyboard.press('ArrowLeft');
  expect(await widthOf(paid)).toBe(32);
  await page.keyboard.press('End');
  expect(await widthOf(paid)).toBe(800);
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '800');
  await page.keyboard.press('Enter');
  expect(await widthOf(paid)).toBe(120);
  await expect(handle).toBeFocused();
});

test.describe('at 800 wide', () => {
  test.use({ viewport: { width: 800, height: 800 } });

  test('pinned columns stay in place while the grid scrolls sideways', async ({ page }) => {
    await openApp(page);
    await chooseFromColumnMenu(page, 'Notes', 'Pin right');
    await expect(header(page, 'Notes')).toHaveCSS('position', 'sticky');
    const firstRow = grid(page).getByRole('row').nth(1);
    const watched = {
      fromHeader: header(page, 'From'),
      fromCell: firstRow.getByRole('rowheader'),
      notesHeader: header(page, 'Notes'),
      notesCell: firstRow.getByRole('gridcell').last(),
      statusHeader: header(page, 'Status'),
    };
    // Opening the Notes menu scrolled it into view: start from the left edge.
    await grid(page).evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => grid(page).evaluate((el) => el.scrollLeft)).toBe(0);
    const before: Record<string, number> = {};
    for (const [name, locator] of Object.entries(watched)) before[name] = await xOf(locator);
    // Notes sits at the right edge of the grid's viewport.
    const innerRight = await grid(page).evaluate(
      (el) => el.getBoundingClientRect().left + el.clientLeft + el.clientWidth,
    );
    const notesBox = await watched.notesHeader.boundingBox();
    expect(Math.round((notesBox?.x ?? 0) + (notesBox?.width ?? 0))).toBe(Math.round(innerRight));

    await grid(page).evaluate((el) => el.scrollTo({ left: 150 }));
    await expect.poll(() => grid(page).evaluate((el) => el.scrollLeft)).toBe(150);
    await expect.poll(() => xOf(watched.statusHeader)).toBe((before.statusHeader ?? 0) - 150);
    expect(await xOf(watched.fromHeader)).toBe(before.fromHeader);
    expect(await xOf(watched.fromCell)).toBe(before.fromCell);
    expect(await xOf(watched.notesHeader)).toBe(before.notesHeader);
    expect(await xOf(watched.notesCell)).toBe(before.notesCell);

    // Unpinning puts Notes back at the end of the row.
    await chooseFromColumnMenu(page, 'Notes', 'Unpin');
    await expect(header(page, 'Notes')).not.toHaveCSS('position', 'sticky');
  });

  test('axe finds no violations with a column menu open on a pinned-right column', async ({
    page,
  }) => {
    await openApp(page);
    await chooseFromColumnMenu(page, 'Notes', 'Pin right');
    await openColumnMenu(page, 'Notes');
    const results = await axeOf(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
