import { expect, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, expectPageHolds, sampleInvoices, today } from './fixtures';
import { grid, rowOf } from './grid-helpers';
import { expectFooter } from './view-helpers';

export const invoices = sampleInvoices();
export const newestFirst = [...invoices].sort(byDateDesc);
export const firstPage = newestFirst.slice(0, 20);
/** Each status's badge, word for word as the spec and DESIGN.md give them. */
export const badge = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  overdue: 'Overdue',
  paid: 'Paid',
  voided: 'Voided',
};
/** What Approve makes of a draft: Sent, or Overdue when its due date has already passed. */
export const approved = (i: Invoice): Invoice => ({
  ...i,
  status: i.dueDate < today ? 'overdue' : 'sent',
});

export function bulk(page: Page, name: string) {
  return page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name });
}

/** The grid is windowed: scrolls the first page's row for `invoice` into view. */
export async function reveal(page: Page, invoice: Invoice) {
  const at = newestFirst.indexOf(invoice) / firstPage.length;
  await grid(page).evaluate((el, share) => {
    el.scrollTo({ top: share * el.scrollHeight - el.clientHeight / 2 });
  }, at);
}

export async function tick(page: Page, rows: Invoice[]) {
  for (const invoice of rows) {
    await reveal(page, invoice);
    await page.getByRole('checkbox', { name: `Select ${invoice.reference}`, exact: true }).check();
  }
}

export async function editReference(page: Page, invoice: Invoice, to: string) {
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
export async function expectRows(page: Page, rows: Invoice[], all: Invoice[]) {
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
