import { expect, type Page } from '@playwright/test';
import { shownStatus } from '../../src/domain/overdue';
import { generateInvoices } from '../../src/domain/sample';
import type { Invoice } from '../../src/domain/invoice';

/** Every browser test pins today, so the sample (and Overdue) are the same on every run. */
export const today = '2026-11-21';

/**
 * The 100 sample invoices the app generates for `today`, computed here independently, each with
 * the status the screen shows on `today`: an awaiting bill past its due date is Overdue, read from
 * the date (src/domain/overdue.ts), as the badge, the filters, the views and Group by read it.
 */
export function sampleInvoices(count = 100): Invoice[] {
  return storedSampleInvoices(count).map((i) => ({ ...i, status: shownStatus(i, today) }));
}

/** The same invoices as the sample stores them: awaiting bills Sent or Viewed, whatever the day. */
export function storedSampleInvoices(count = 100): Invoice[] {
  return [...generateInvoices({ count, today })].flat();
}

/** Newest first, ties by id descending: the table's default order. */
export function byDateDesc(a: Invoice, b: Invoice): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

export function gbp(pence: number): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  }).format(pence / 100);
}

export async function openApp(page: Page, path = '/') {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto(path);
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(rowCheckboxes(page).first()).toBeVisible();
}

/** Each body row has a checkbox named "Select <reference>": the references on screen, in order. */
export function rowCheckboxes(page: Page) {
  return page
    .getByRole('grid', { name: 'Invoices' })
    .getByRole('checkbox', { name: /^Select (?!all)/ });
}

export async function referencesOnScreen(page: Page): Promise<string[]> {
  const labels = await rowCheckboxes(page).evaluateAll((boxes) =>
    boxes.map((box) => box.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Select /, ''));
}

/**
 * The grid is windowed: only the rows in view are in the page. Checks the rows at the top, then
 * scrolls to the bottom and checks the rows there, so the whole page is seen in order.
 */
export async function expectPageHolds(page: Page, references: string[]) {
  const grid = page.getByRole('grid', { name: 'Invoices' });
  const matches = async (at: 'top' | 'bottom') => {
    const shown = await referencesOnScreen(page);
    const expected =
      at === 'top' ? references.slice(0, shown.length) : references.slice(-shown.length);
    return shown.length > 0 && shown.every((reference, i) => reference === expected[i]);
  };
  await grid.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect.poll(() => matches('top'), { message: 'rows at the top of the page' }).toBe(true);
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect
    .poll(async () => (await referencesOnScreen(page)).at(-1), { message: 'last row of the page' })
    .toBe(references.at(-1));
  await expect.poll(() => matches('bottom'), { message: 'rows at the bottom' }).toBe(true);
}
