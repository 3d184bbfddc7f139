import { expect, type Locator, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { gbp, today } from './fixtures';
import { sortedReferences, type SortColumn } from './grid-helpers';

/** The five built-in views, as the tabs read, in order. */
export const builtInTabs = ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid'];

const awaiting = ['sent', 'viewed', 'overdue'];

/** The rows each built-in view shows (DESIGN.md, Views), computed here from the sample. */
export const viewRule: Record<string, (i: Invoice) => boolean> = {
  All: () => true,
  Draft: (i) => i.status === 'draft',
  'Awaiting Payment': (i) => awaiting.includes(i.status),
  Overdue: (i) => awaiting.includes(i.status) && i.dueDate < today,
  Paid: (i) => i.status === 'paid',
};

export type SortKeys = { column: SortColumn; desc: boolean }[];
export const newestFirst: SortKeys = [{ column: 'date', desc: true }];

/** References of `rows` in the order `keys` gives (the default: newest first). */
export function ordered(rows: readonly Invoice[], keys: SortKeys = newestFirst): string[] {
  return sortedReferences(rows, keys);
}

export function tabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Views' }).getByRole('tab');
}

/** The tab named `name`, with or without its "(modified)" marker. */
export function tab(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('tablist', { name: 'Views' })
    .getByRole('tab', { name: new RegExp(`^${escaped}( \\(modified\\))?$`) });
}

/** The tabs are named exactly `names`, in order (a modified tab ends in " (modified)"). */
export async function expectTabs(page: Page, names: string[]) {
  await expect(tabs(page)).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(tabs(page).nth(index)).toHaveAccessibleName(name);
  }
}

export async function expectSelectedTab(page: Page, name: string) {
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(name);
}

export async function openViewMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'View options' }).click();
  const menu = page.getByRole('menu', { name: 'View options' });
  await expect(menu).toBeVisible();
  return menu;
}

/** A view options menu entry; a disabled one also says why in its name, so match the start. */
export function menuEntry(menu: Locator, label: string): Locator {
  return menu.getByRole('menuitem', { name: new RegExp(`^${label.replace('.', '\\.')}`) });
}

export async function runViewCommand(page: Page, label: string) {
  const menu = await openViewMenu(page);
  await menuEntry(menu, label).click();
  await expect(menu).toBeHidden();
}

/** Layout ▸ Paged / Continuous / Comfortable / Compact. */
export async function chooseLayout(page: Page, choice: string) {
  const menu = await openViewMenu(page);
  const trigger = menu.getByRole('menuitem', { name: 'Layout' });
  await trigger.click();
  const sub = page.getByRole('menu', { name: 'Layout' });
  await expect(sub).toBeVisible();
  const item = sub.getByRole('menuitemradio', { name: choice, exact: true });
  // As a hand would: across into the submenu along the Layout row, then to the entry. (One jump
  // lands outside the menu's grace area, or crosses other entries, and the submenu closes.)
  const from = await trigger.boundingBox();
  const to = await item.boundingBox();
  if (!from || !to) throw new Error(`${choice} is not on screen`);
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await item.click();
  await expect(menu).toBeHidden();
}

/** The footer: how many invoices match, and their Paid and Amount due sums. */
export async function expectFooter(page: Page, rows: readonly Invoice[]) {
  const paid = rows.reduce((sum, i) => sum + i.amountPaid, 0);
  const due = rows.reduce((sum, i) => sum + i.amountDue - i.amountPaid, 0);
  await expect(page.getByRole('definition')).toHaveText([
    new Intl.NumberFormat('en-GB').format(rows.length),
    gbp(paid),
    gbp(due),
  ]);
}

export function pageText(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of \d+$/);
}

export function filterChips(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Filters' })
    .getByRole('list', { name: 'Applied filters' })
    .getByRole('listitem');
}

/** The query string's parameters, decoded, as [name, value] pairs in order. */
export function linkParams(page: Page): [string, string][] {
  return [...new URL(page.url()).searchParams.entries()];
}

/** Folded words, the way search sees From, Reference and Notes. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Whether search finds `invoice` for `term`: every word typed starts some word of it (README). */
export function searchFinds(invoice: Invoice, term: string): boolean {
  const own = words([invoice.contactName, invoice.reference, ...invoice.notes].join(' '));
  return words(term).every((typed) => own.some((w) => w.startsWith(typed)));
}

/** Add filter ▸ an amount column, an operator and an amount in pounds, then Apply. */
export async function addAmountFilter(
  page: Page,
  column: string,
  operator: string,
  pounds: string,
) {
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Add filter', exact: true })
    .click();
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  await editor.getByLabel('Column').selectOption({ label: column });
  await editor.getByLabel('Operator').selectOption({ label: operator });
  await editor.getByLabel('Amount in pounds').fill(pounds);
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(editor).toBeHidden();
}
