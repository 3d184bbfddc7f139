import { expect, test, type Page } from '@playwright/test';
import type { InvoiceRecord } from '../../src/sql/sample';
import { expectPageHolds, openApp, referencesOnScreen, sampleInvoices, today } from './fixtures';
import { grid, headerLabels, rowOf } from './grid-helpers';
import {
  expectFooter,
  expectSelectedTab,
  expectTabs,
  pageText,
  runViewCommand,
  tab,
  viewRule,
} from './view-helpers';

const invoices = sampleInvoices();
const newestFirst = [...invoices].sort((a, b) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1,
);
const firstPage = newestFirst.slice(0, 20);
const badge = { draft: 'Draft', sent: 'Sent', viewed: 'Viewed', overdue: 'Overdue', paid: 'Paid' };
/** What Approve makes of a draft: Sent, or Overdue when its due date has already passed. */
const approved = (i: InvoiceRecord): InvoiceRecord => ({
  ...i,
  status: i.dueDate < today ? 'overdue' : 'sent',
});

function bulk(page: Page, name: string) {
  return page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name });
}

/** The grid is windowed: scrolls the first page's row for `invoice` into view. */
async function reveal(page: Page, invoice: InvoiceRecord) {
  const at = newestFirst.indexOf(invoice) / firstPage.length;
  await grid(page).evaluate((el, share) => {
    el.scrollTo({ top: share * el.scrollHeight - el.clientHeight / 2 });
  }, at);
}

async function tick(page: Page, rows: InvoiceRecord[]) {
  for (const invoice of rows) {
    await reveal(page, invoice);
    await page.getByRole('checkbox', { name: `Select ${invoice.reference}`, exact: true }).check();
  }
}

async function editReference(page: Page, invoice: InvoiceRecord, to: string) {
  await reveal(page, invoice);
  const from = invoice.reference;
  await rowOf(page, from).getByRole('gridcell', { name: from, exact: true }).dblclick();
  await page.getByRole('textbox', { name: 'Reference' }).fill(to);
  await page.keyboard.press('Enter');
  await expect(rowOf(page, to)).toBeVisible();
}

/** [reference, status badge] of each body row on screen. */
async function badgesOnScreen(page: Page): Promise<[string, string][]> {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) })
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => {
        const name = row.querySelector('input')?.getAttribute('aria-label') ?? '';
        const cells = (row as HTMLElement).innerText.split(/\s*\n\s*|\t/);
        const status = cells.find((c) => /^(Draft|Sent|Viewed|Paid|Overdue)$/.test(c)) ?? '';
        return [name.replace(/^Select /, ''), status];
      }),
    );
}

/** The first page shows `rows` in order, each with its status badge; the footer sums `all`. */
async function expectRows(page: Page, rows: InvoiceRecord[], all: InvoiceRecord[]) {
  await expectFooter(page, all);
  const expected = new Map(rows.map((i) => [i.reference, badge[i.status]]));
  const badgesRight = async () => {
    const shown = await badgesOnScreen(page);
    return shown.length > 0 && shown.every(([ref, status]) => expected.get(ref) === status);
  };
  await expectPageHolds(
    page,
    rows.map((i) => i.reference),
  );
  await expect.poll(badgesRight, { message: 'badges at the bottom' }).toBe(true);
  await grid(page).evaluate((el) => el.scrollTo({ top: 0 }));
  await expect.poll(badgesRight, { message: 'badges at the top' }).toBe(true);
}

test('renamed, duplicated and saved views survive a reload', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill('Drafts to check');
  await page.keyboard.press('Enter');
  await tab(page, 'Overdue').click();
  await runViewCommand(page, 'Duplicate view');
  await tab(page, 'All').click();
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('50');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Notes', exact: true }).click();
  await page.keyboard.press('Escape');
  await runViewCommand(page, 'Save changes');
  const tabsNow = ['All', 'Drafts to check', 'Awaiting Payment', 'Overdue', 'Overdue copy', 'Paid'];
  await expectTabs(page, tabsNow);

  await page.reload();
  await expectTabs(page, tabsNow);
  await expectSelectedTab(page, 'All');
  await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveValue('50');
  expect(await headerLabels(page)).not.toContain('Notes');
  await expect(pageText(page)).toHaveText('Page 1 of 2');

  await tab(page, 'Overdue copy').click();
  const overdue = invoices.filter(viewRule.Overdue ?? (() => false));
  await expectFooter(page, overdue);
  await tab(page, 'Drafts to check').click();
  await expectFooter(page, invoices.filter(viewRule.Draft ?? (() => false)));
});

test('a Reference edit, an Approve and a Delete survive a reload', async ({ page }) => {
  await openApp(page);
  const drafts = firstPage.filter((i) => i.status === 'draft').slice(0, 2);
  const renamed = firstPage.find((i) => i.status === 'paid');
  const doomed = firstPage.filter((i) => i.status !== 'draft' && i !== renamed).slice(0, 2);
  if (drafts.length < 2 || doomed.length < 2 || !renamed) throw new Error('sample changed');

  await editReference(page, renamed, 'KEPT-7');
  await tick(page, drafts);
  await bulk(page, 'Approve').click();
  await expect(page.getByRole('alert')).toContainText(`Approved ${drafts.length}`);
  await tick(page, doomed);
  await bulk(page, 'Delete').click();
  await expect(page.getByRole('alert')).toContainText(`Deleted ${doomed.length}`);

  const after = newestFirst
    .filter((i) => !doomed.includes(i))
    .map((i) => (drafts.includes(i) ? approved(i) : i))
    .map((i) => (i === renamed ? { ...i, reference: 'KEPT-7' } : i));
  await expectRows(page, after.slice(0, 20), after);

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, after.slice(0, 20), after);
  await expect(page.getByText(renamed.reference, { exact: true })).toHaveCount(0);
});

test('a Delete undone before reloading stays undone after it', async ({ page }) => {
  await openApp(page);
  const two = firstPage.slice(0, 2);
  await tick(page, two);
  await bulk(page, 'Delete').click();
  await expectFooter(
    page,
    invoices.filter((i) => !two.includes(i)),
  );
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toContainText('Restored 2');
  await expectRows(page, firstPage, invoices);

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, firstPage, invoices);
});

const blockers = {
  'indexedDB.open throws': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
  'there is no indexedDB': () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
};

for (const [name, block] of Object.entries(blockers)) {
  test(`with storage blocked (${name}) the app works and says changes will not be kept`, async ({
    page,
  }) => {
    await page.addInitScript(block);
    await openApp(page);
    await expect(page.getByRole('alert').filter({ hasText: 'will not be kept' })).toHaveText(
      'This browser is not letting the app store data, so your changes will not be kept after you close or reload this tab.',
    );
    await expectRows(page, firstPage, invoices);

    const first = firstPage[0];
    if (!first) throw new Error('no rows');
    await editReference(page, first, 'ONLY-HERE');
    await runViewCommand(page, 'Rename view');
    await page.getByRole('textbox', { name: 'View name' }).fill('Everything');
    await page.keyboard.press('Enter');
    await expectTabs(page, ['Everything', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);

    // As it said: nothing was kept.
    await page.reload();
    await expectRows(page, firstPage, invoices);
    await expect(page.getByText('ONLY-HERE')).toHaveCount(0);
    await expectTabs(page, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);
  });
}
