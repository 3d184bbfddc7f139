import { expect, test, type Page } from '@playwright/test';
import { gbp, openApp, sampleInvoices } from './fixtures';
import { chooseLayout, expectFooter, openViewMenu, runViewCommand, tab } from './view-helpers';

const invoices = sampleInvoices();

/** View options ▸ Group by ▸ `choice`, moving as a hand would (see chooseLayout). */
async function chooseGroupBy(page: Page, choice: string) {
  await groupMenuEntry(page, 'menuitemradio', choice);
}

async function groupCommand(page: Page, command: string) {
  await groupMenuEntry(page, 'menuitem', command);
}

async function groupMenuEntry(page: Page, role: 'menuitem' | 'menuitemradio', choice: string) {
  const menu = await openViewMenu(page);
  const trigger = menu.getByRole('menuitem', { name: 'Group by' });
  await trigger.click();
  const sub = page.getByRole('menu', { name: 'Group by' });
  await expect(sub).toBeVisible();
  const item = sub.getByRole(role, { name: choice, exact: true });
  const from = await trigger.boundingBox();
  const to = await item.boundingBox();
  if (!from || !to) throw new Error(`${choice} is not on screen`);
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await item.click();
  await expect(menu).toBeHidden();
}

const treegrid = (page: Page) => page.getByRole('treegrid', { name: 'Invoices' });
const groupRows = (page: Page) => treegrid(page).locator('[role="row"][aria-level="1"]');
const billRows = (page: Page) => treegrid(page).locator('[role="row"][aria-level="2"]');

/** What a contact's group row says, worked out here from the sample. */
function expectedGroups(): string[] {
  const byContact = new Map<string, { count: number; paid: number; due: number }>();
  for (const i of invoices) {
    const group = byContact.get(i.contactName) ?? { count: 0, paid: 0, due: 0 };
    group.count += 1;
    group.paid += i.amountPaid;
    group.due += i.amountDue - i.amountPaid;
    byContact.set(i.contactName, group);
  }
  return [...byContact.keys()].sort().map((name) => {
    const g = byContact.get(name) as { count: number; paid: number; due: number };
    const bills = `${g.count} ${g.count === 1 ? 'bill' : 'bills'}`;
    return `${name}: ${bills}, paid ${gbp(g.paid)}, due ${gbp(g.due)}`;
  });
}

/** Every group row's name, scrolling through the windowed rows of the one page. */
async function everyGroupLabel(page: Page): Promise<string[]> {
  const labels: string[] = [];
  const grid = treegrid(page);
  await expect(groupRows(page).first()).toBeVisible();
  for (let top = 0; ; top += 200) {
    await grid.evaluate((el, y) => el.scrollTo({ top: y }), top);
    // Rows of the new window render a frame after the scroll.
    await page.waitForTimeout(100);
    for (const label of await groupRows(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('aria-label') ?? ''),
    )) {
      if (!labels.includes(label)) labels.push(label);
    }
    const atEnd = await grid.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight);
    if (atEnd) return labels;
  }
}

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

test('Group by From shows every contact with subtotals that add up to the footer', async ({
  page,
}) => {
  await openApp(page);
  // One page holds every group row.
  await page.getByLabel('Items per page').selectOption('100');
  await chooseGroupBy(page, 'From');
  await expect(treegrid(page)).toBeVisible();
  const labels = await everyGroupLabel(page);
  expect(labels).toEqual(expectedGroups());

  // The groups' counts and subtotals add up to the footer's, which is every matching bill's.
  await expectFooter(page, invoices);
  const sums = labels.reduce(
    (sum, label) => {
      const [, count, paid, due] = /: (\d+) bills?, paid (\S+), due (\S+)$/.exec(label) ?? [];
      return {
        count: sum.count + Number(count),
        paid: sum.paid + pence(paid ?? ''),
        due: sum.due + pence(due ?? ''),
      };
    },
    { count: 0, paid: 0, due: 0 },
  );
  const footer = await page.getByRole('definition').allTextContents();
  expect([String(sums.count), gbp(sums.paid), gbp(sums.due)]).toEqual(footer);
  await page.screenshot({ path: 'test-results/group-by-from.png' });
});

test('a group opens and closes with its button and with the arrow keys', async ({ page }) => {
  await openApp(page);
  await chooseGroupBy(page, 'From');
  const first = groupRows(page).first();
  const name = (await first.getAttribute('aria-label'))?.split(':')[0] ?? '';
  const bills = invoices.filter((i) => i.contactName === name);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(billRows(page)).toHaveCount(0);

  // The button opens it: its bills follow, a level down, each of that contact.
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(billRows(page)).toHaveCount(bills.length);
  await expect(billRows(page).getByRole('rowheader')).toHaveText(bills.map(() => name));
  await page.screenshot({ path: 'test-results/group-by-open.png' });
  await page.getByRole('button', { name: `Close ${name}` }).click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(billRows(page)).toHaveCount(0);

  // The keys, on the group's row: ArrowRight opens, ArrowLeft closes.
  const toggle = page.getByRole('button', { name: `Open ${name}` });
  await toggle.focus();
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(billRows(page)).toHaveCount(bills.length);
  // Down to its first bill, and ArrowLeft goes back up to the group's row.
  await page.keyboard.press('ArrowDown');
  await expect(billRows(page).first().getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: `Close ${name}` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(billRows(page)).toHaveCount(0);

  // All open in one step, and all closed.
  await groupCommand(page, 'Open all groups');
  await expect(groupRows(page).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(groupRows(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
  await groupCommand(page, 'Close all groups');
  await expect(groupRows(page).nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(billRows(page)).toHaveCount(0);
});

test('Group by is saved in a view and restored from a link', async ({ page, context }) => {
  await openApp(page);
  await chooseGroupBy(page, 'Status');
  await expect(tab(page, 'All')).toHaveAccessibleName('All (modified)');
  await expect(groupRows(page)).toHaveCount(new Set(invoices.map((i) => i.status)).size);
  await expect(page).toHaveURL(/[?&]group=status/);

  // The link brings the grouping to another tab.
  const other = await context.newPage();
  await openGrouped(other, page.url());
  await expect(groupRows(other).first()).toHaveAttribute('aria-label', /^Draft: /);

  // Saved in the view: choosing it again groups by Status, and it is no longer modified.
  await runViewCommand(page, 'Save changes');
  await expect(tab(page, 'All')).toHaveAccessibleName('All');
  await tab(page, 'Paid').click();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await tab(page, 'All').click();
  await expect(groupRows(page).first()).toHaveAttribute('aria-label', /^Draft: /);
});

test('paged, a page is a page of the groups and open groups’ bills; continuous, one list', async ({
  page,
}) => {
  await openApp(page);
  await page.getByLabel('Items per page').selectOption('10');
  await chooseGroupBy(page, 'Status');
  const statuses = new Set(invoices.map((i) => i.status)).size;
  await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
  await groupCommand(page, 'Open all groups');
  // Every status's row and every bill, ten rows to a page.
  const pages = Math.ceil((statuses + invoices.length) / 10);
  await expect(page.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
  await expect(groupRows(page).first()).toHaveAttribute('aria-label', /^Draft: /);
  await expect(treegrid(page).locator('[role="row"][aria-level]')).toHaveCount(10);
  const drafts = Math.min(9, invoices.filter((i) => i.status === 'draft').length);
  const statusesShown = await billRows(page)
    .locator('.cell-status')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent));
  expect(statusesShown.slice(0, drafts)).toEqual(Array(drafts).fill('Draft'));

  // The continuous layout lists them all in one scroll: the Draft bills follow their group.
  await chooseLayout(page, 'Continuous');
  await groupCommand(page, 'Close all groups');
  await page.getByRole('button', { name: 'Open Paid' }).click();
  const paid = invoices.filter((i) => i.status === 'paid').length;
  await expect(groupRows(page).filter({ hasText: 'Paid' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(billRows(page).first().locator('.cell-status')).toHaveText('Paid');
  expect(await treegrid(page).getAttribute('aria-rowcount')).toBe(String(statuses + paid + 1));
});

async function openGrouped(page: Page, url: string) {
  await page.clock.setFixedTime(new Date('2026-11-21T12:00:00'));
  await page.goto(url);
  await expect(treegrid(page)).toBeVisible();
}

test('at 1280 px a group’s name runs on over the empty cells with no column edge through it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page);
  await chooseGroupBy(page, 'From');
  const group = groupRows(page)
    .filter({ hasText: /6 bills/ })
    .first();
  const name = group.getByRole('rowheader');
  const count = name.getByText('6 bills', { exact: true });
  // The name is wider than the pinned From column, so it runs on past its edge…
  const [cell, shown] = await Promise.all([name.boundingBox(), count.boundingBox()]);
  expect(shown && cell && shown.x + shown.width > cell.x + cell.width).toBe(true);
  // …and that edge, the line a bill's row draws, is not drawn across it.
  await expect(name).toHaveCSS('box-shadow', 'none');
  const billFrom = billRows(page).first().getByRole('rowheader');
  await group.getByRole('button', { name: /^Open / }).click();
  await expect(billFrom).not.toHaveCSS('box-shadow', 'none');
  await page.screenshot({ path: 'test-results/group-by-from-1280.png' });
});
