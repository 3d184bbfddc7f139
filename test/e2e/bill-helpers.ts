import { expect, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';

/** The body row of a bill, found by its checkbox's name. */
export function rowOf(page: Page, reference: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${reference}`, exact: true }) });
}

/** Focuses the bill's From cell (click) and presses Enter: its detail panel opens. */
export async function openDetail(page: Page, bill: Invoice) {
  const cell = rowOf(page, bill.reference).getByRole('rowheader');
  await cell.click();
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: bill.number });
  await expect(panel).toBeVisible();
  return panel;
}

/** The value beside a term in the panel's facts ('Paid', 'Amount due', 'Status'). */
export function fact(panel: ReturnType<Page['getByRole']>, term: string) {
  return panel
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
