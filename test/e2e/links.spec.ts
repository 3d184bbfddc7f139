import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPageHolds, openApp, referencesOnScreen, sampleInvoices } from './fixtures';
import { header } from './grid-helpers';
import {
  addAmountFilter,
  expectFooter,
  expectSelectedTab,
  filterChips,
  linkParams,
  ordered,
  pageText,
  runViewCommand,
  searchFinds,
  tab,
  viewRule,
} from './view-helpers';

const invoices = sampleInvoices();
const awaiting = invoices.filter(viewRule['Awaiting Payment'] ?? (() => false));
const byDueAsc = [{ column: 'due' as const, desc: false }];

/**
 * Sorts by `label`, ascending, and waits until the header says so: the view menu's 'Save
 * changes' is enabled only once the sort is in the table's state (on CI it was opened before).
 */
async function sortBy(page: Page, label: string) {
  await header(page, label).getByRole('button', { name: label, exact: true }).click();
  await expect(header(page, label)).toHaveAttribute('aria-sort', 'ascending');
}

/** Opens `url` in a new browser context: no storage, no history, as a person the link was sent to. */
async function openElsewhere(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openApp(page, url);
  return page;
}

test('the address carries the view, search, filters, sort, page and page size', async ({
  page,
}) => {
  await openApp(page);
  await expect.poll(() => linkParams(page)).toEqual([['view', 'all']]);
  await tab(page, 'Awaiting Payment').click();
  await expect.poll(() => linkParams(page)).toEqual([['view', 'awaiting-payment']]);

  await page.getByRole('searchbox', { name: 'Search table' }).fill('e');
  await addAmountFilter(page, 'Paid', 'less than', '2000');
  await sortBy(page, 'Amount due');
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect
    .poll(() => linkParams(page))
    .toEqual([
      ['view', 'awaiting-payment'],
      ['q', 'e'],
      ['f', 'status:is:awaiting-payment'],
      ['f', 'paid:lessThan:2000'],
      ['sort', 'due:asc'],
      ['page', '2'],
      ['size', '10'],
    ]);
  const matching = awaiting.filter((i) => searchFinds(i, 'e') && i.amountPaid < 200_000);
  expect(matching.length).toBeGreaterThan(10);
  await expect(pageText(page)).toHaveText(`Page 2 of ${Math.ceil(matching.length / 10)}`);
  await expect
    .poll(() => referencesOnScreen(page))
    .toEqual(ordered(matching, byDueAsc).slice(10, 20));
  await expectFooter(page, matching);
});

test('a copied link opens on the same rows and page in a fresh browser', async ({
  page,
  browser,
}) => {
  await openApp(page);
  await tab(page, 'Awaiting Payment').click();
  await page.getByRole('searchbox', { name: 'Search table' }).fill('e');
  await addAmountFilter(page, 'Amount due', 'greater than', '1500');
  await sortBy(page, 'Amount due');
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageText(page)).toHaveText(/^Page 2 of/);
  const matching = awaiting.filter(
    (i) => searchFinds(i, 'e') && i.amountDue - i.amountPaid > 150_000,
  );
  const expected = ordered(matching, byDueAsc).slice(10, 20);
  await expect.poll(() => referencesOnScreen(page)).toEqual(expected);
  // The address is written when the browser is next idle, a moment after the rows: copy it then.
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

  const other = await openElsewhere(browser, page.url());
  await expectSelectedTab(other, 'Awaiting Payment (modified)');
  await expect(other.getByRole('searchbox', { name: 'Search table' })).toHaveValue('e');
  await expect(filterChips(other)).toHaveText(await filterChips(page).allInnerTexts());
  await expect(pageText(other)).toHaveText(await pageText(page).innerText());
  await expect(other.getByRole('combobox', { name: 'Items per page' })).toHaveValue('10');
  await expect.poll(() => referencesOnScreen(other)).toEqual(expected);
  await expectFooter(other, matching);
  await expect(other.getByRole('status').filter({ hasText: 'ignored' })).toHaveCount(0);
  await other.context().close();
});

test("a link to a view whose sort was saved opens on that view's rows elsewhere too", async ({
  page,
  browser,
}) => {
  await openApp(page);
  await tab(page, 'Paid').click();
  await sortBy(page, 'Amount due');
  await runViewCommand(page, 'Save changes');
  await expect(tab(page, 'Paid')).toHaveAccessibleName('Paid');
  await page.getByRole('button', { name: 'Next page' }).click();
  const paid = invoices.filter(viewRule.Paid ?? (() => false));
  const expected = ordered(paid, byDueAsc).slice(20, 40);
  await expectPageHolds(page, expected);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

  // The other browser has the built-in Paid view, sorted newest first: the link must say more.
  const other = await openElsewhere(browser, page.url());
  await expect(pageText(other)).toHaveText(await pageText(page).innerText());
  await expectPageHolds(other, expected);
  await expectFooter(other, paid);
  await other.context().close();
});

test('a link to a view only this browser has says so elsewhere, and shows the same rows', async ({
  page,
  browser,
}) => {
  await openApp(page);
  await tab(page, 'Overdue').click();
  await runViewCommand(page, 'Duplicate view');
  await sortBy(page, 'Amount due');
  await runViewCommand(page, 'Save changes');
  await expect(tab(page, 'Overdue copy')).toHaveAccessibleName('Overdue copy');
  const overdue = invoices.filter(viewRule.Overdue ?? (() => false));
  const expected = ordered(overdue, byDueAsc).slice(0, 20);
  await expectPageHolds(page, expected);

  const other = await openElsewhere(browser, page.url());
  const viewId = new URL(page.url()).searchParams.get('view') ?? '';
  await expect(
    other
      .getByRole('status')
      .getByText(`There is no view "${viewId}"; showing the first view`, { exact: true }),
  ).toBeVisible();
  await expect(filterChips(other)).toHaveText([
    'Status is Awaiting payment',
    'Due is before today',
  ]);
  await expectPageHolds(other, expected);
  await expectFooter(other, overdue);
  await other.context().close();
});

test('back and forward step through view, page and sort changes', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Awaiting Payment').click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await sortBy(page, 'Amount due');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expectPageHolds(page, ordered(awaiting, byDueAsc).slice(0, 20));

  await page.goBack();
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await expectPageHolds(page, ordered(awaiting).slice(20));
  await page.goBack();
  await expectSelectedTab(page, 'Awaiting Payment');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expectPageHolds(page, ordered(awaiting).slice(0, 20));
  await page.goBack();
  await expectSelectedTab(page, 'All');
  await expect(pageText(page)).toHaveText('Page 1 of 5');
  await expectPageHolds(page, ordered(invoices).slice(0, 20));

  await page.goForward();
  await expectSelectedTab(page, 'Awaiting Payment');
  await expectFooter(page, awaiting);
  await page.goForward();
  await page.goForward();
  await expectSelectedTab(page, 'Awaiting Payment (modified)');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expectPageHolds(page, ordered(awaiting, byDueAsc).slice(0, 20));
});

test('typing a search is one step back, not one per letter', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Paid').click();
  await page.getByRole('searchbox', { name: 'Search table' }).pressSequentially('ser');
  await expect
    .poll(() => linkParams(page))
    .toEqual([
      ['view', 'paid'],
      ['q', 'ser'],
    ]);
  const paid = invoices.filter(viewRule.Paid ?? (() => false));
  await expectFooter(
    page,
    paid.filter((i) => searchFinds(i, 'ser')),
  );
  await page.getByRole('searchbox', { name: 'Search table' }).press('Backspace');
  await expect
    .poll(() => linkParams(page))
    .toEqual([
      ['view', 'paid'],
      ['q', 'se'],
    ]);

  // Back undoes the search as a whole: Paid as it was before any letter was typed.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('');
  await expectSelectedTab(page, 'Paid');
  await expectFooter(page, paid);
  await page.goBack();
  await expectSelectedTab(page, 'All');
  await expectFooter(page, invoices);
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('se');
  await expectFooter(
    page,
    paid.filter((i) => searchFinds(i, 'se')),
  );
});

test('a malformed, hostile link is ignored part by part, with a notice and no markup', async ({
  page,
}) => {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const img = '"><img src=x onerror=alert(1)>';
  const parts = [
    ['view', '<script>alert(1)</script>'],
    ['f', 'nope:is:x'],
    ['f', 'status:like:draft'],
    ['f', 'due:greaterThan:99999999999999'],
    ['f', 'status:is:paid'],
    ['f', `from:isNot:${encodeURIComponent(img)}`],
    ['sort', 'bogus:asc,due:desc'],
    ['page', 'abc'],
    ['size', '25'],
    ['q', 'x'.repeat(5000)],
    ['<img src=x onerror=alert(2)>', '1'],
  ];
  await openApp(page, `/?${new URLSearchParams(parts).toString()}`);

  const notice = page.getByRole('status').filter({ hasText: 'was ignored' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Unknown link parts were ignored: "<img src=x onerror=alert(2)>"',
    'There is no view "<script>alert(1)</script>"; showing the first view',
    "The link's q part was too long and was ignored",
    'Filter "nope:is:x" was ignored: unknown column "nope"',
    /^Filter "status:like:draft" was ignored: .*operator/,
    'Filter "due:greaterThan:99999999999999" was ignored: "99999999999999" is not an amount',
    'Sorting by "bogus" was ignored: there is no such column',
    'Page "abc" was ignored: not a page number',
    'Items per page "25" was ignored: use 10, 20, 50, 100',
  ]);

  // The rest applies: Paid, not from that contact, by amount due descending, 20 a page.
  const paid = invoices.filter(viewRule.Paid ?? (() => false));
  await expect(filterChips(page)).toHaveText(['Status is Paid', `From is not ${img}`]);
  await expect(page.getByRole('searchbox', { name: 'Search table' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveValue('20');
  await expect(pageText(page)).toHaveText(`Page 1 of ${Math.ceil(paid.length / 20)}`);
  await expectPageHolds(page, ordered(paid, [{ column: 'due', desc: true }]).slice(0, 20));
  await expectFooter(page, paid);

  // The address now says only what applied.
  await expect
    .poll(() => linkParams(page))
    .toEqual([
      ['view', 'all'],
      ['f', 'status:is:paid'],
      ['f', `from:isNot:${encodeURIComponent(img)}`],
      ['sort', 'due:desc'],
    ]);

  // Nothing from the link became markup, and nothing ran.
  await expect(page.locator('img')).toHaveCount(0);
  await expect(page.locator('body script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss notices' }).click();
  await expect(notice).toHaveCount(0);
});

test('a page past the end shows the last page; a good link shows no notice', async ({ page }) => {
  await openApp(page, '/?view=overdue&page=99&size=10');
  const overdue = invoices.filter(viewRule.Overdue ?? (() => false));
  const last = Math.ceil(overdue.length / 10);
  await expectSelectedTab(page, 'Overdue (modified)');
  await expect(pageText(page)).toHaveText(`Page ${last} of ${last}`);
  await expect
    .poll(() => referencesOnScreen(page))
    .toEqual(ordered(overdue).slice((last - 1) * 10));
  await expect(page.getByRole('status').filter({ hasText: 'ignored' })).toHaveCount(0);
  await expect
    .poll(() => linkParams(page))
    .toEqual([
      ['view', 'overdue'],
      ['page', String(last)],
      ['size', '10'],
    ]);
});
