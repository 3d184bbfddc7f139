import { expect, type Locator, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';

export type SortColumn =
  'from' | 'status' | 'reference' | 'date' | 'dueDate' | 'total' | 'paid' | 'due';

const field: Record<SortColumn, (i: Invoice) => string | number> = {
  from: (i) => i.contactName,
  status: (i) => i.status,
  reference: (i) => i.reference,
  date: (i) => i.date,
  dueDate: (i) => i.dueDate,
  paid: (i) => i.amountPaid,
  total: (i) => i.amountDue,
  due: (i) => i.amountDue - i.amountPaid,
};

/**
 * The order the table promises for sort keys: each key in turn, then the invoice id in the last
 * key's direction (README: pages never overlap). Computed here, independently of the app.
 */
export function sortedReferences(
  invoices: readonly Invoice[],
  keys: { column: SortColumn; desc: boolean }[],
): string[] {
  const last = keys.at(-1)?.desc ?? false;
  const compare = (a: Invoice, b: Invoice) => {
    for (const key of keys) {
      const x = field[key.column](a);
      const y = field[key.column](b);
      if (x !== y) return (x < y ? -1 : 1) * (key.desc ? -1 : 1);
    }
    return (a.id - b.id) * (last ? -1 : 1);
  };
  return [...invoices].sort(compare).map((i) => i.reference);
}

export function grid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Invoices' });
}

export function header(page: Page, label: string): Locator {
  return page.getByRole('columnheader', { name: label, exact: true });
}

/** The body row whose checkbox is named for `reference`. */
export function rowOf(page: Page, reference: string): Locator {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${reference}`, exact: true }) });
}

/** The visible column header labels, left to right (the checkbox column has none). */
export async function headerLabels(page: Page): Promise<string[]> {
  return grid(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

export async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return Math.round(box.width);
}

export async function xOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return Math.round(box.x);
}

export async function openColumnMenu(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Column options for ${label}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function chooseFromColumnMenu(page: Page, label: string, entry: string) {
  const menu = await openColumnMenu(page, label);
  await menu.getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(menu).toBeHidden();
}
