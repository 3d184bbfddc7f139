import { expect, test, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, expectPageHolds, gbp, openApp, sampleInvoices, today } from './fixtures';

const invoices = sampleInvoices();
const newestFirst = [...invoices].sort(byDateDesc).map((i) => i.reference);
const owed = (i: Invoice) => i.amountDue - i.amountPaid;
/** Days overdue, counted here from the fixed today (null: owes nothing, or not yet due). */
function overdue(i: Invoice): number | null {
  const days = Math.round((Date.parse(today) - Date.parse(i.dueDate)) / 86_400_000);
  return owed(i) > 0 && days > 0 ? days : null;
}

/** "£1,234.56" → 123456 pence. */
function pence(text: string): number {
  const match = /(-?)£([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

interface ShownRow {
  reference: string;
  cells: Record<string, string>;
}

/** The rows in the DOM, each cell by its column header's text (the grid is windowed). */
async function rowsInView(page: Page): Promise<ShownRow[]> {
  return page.getByRole('grid', { name: 'Invoices' }).evaluate((grid) => {
    // Each header's name is its sort button's text (the arrow aside).
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((h) =>
      (h.querySelector('button')?.textContent ?? '').replace(/[↑↓]/g, '').trim(),
    );
    return [...grid.querySelectorAll('[role="row"]')]
      .filter((row) => row.querySelector('[role="gridcell"]'))
      .map((row) => {
        const cells: Record<string, string> = {};
        row.querySelectorAll('[role="gridcell"], [role="rowheader"]').forEach((cell, i) => {
          cells[headers[i] ?? String(i)] = (cell.textContent ?? '').trim();
        });
        const box = row.querySelector('input[type="checkbox"]');
        return {
          reference: (box?.getAttribute('aria-label') ?? '').replace(/^Select /, ''),
          cells,
        };
      });
  });
}

/** Every row of the current page: those at the top, then those at the bottom. */
/**
 * Every row of the page (the grid renders only those in view): read at the top and the bottom of
 * the grid, again until a full page has been seen, since a scroll's rows render a moment later.
 */
async function rowsOnPage(page: Page, pageSize = 20): Promise<ShownRow[]> {
  const grid = page.getByRole('grid', { name: 'Invoices' });
  const byReference = new Map<string, ShownRow>();
  await expect
    .poll(async () => {
      for (const top of [0, 1e6]) {
        await grid.evaluate((el, to) => el.scrollTo({ top: to }), top);
        await expect(grid.getByRole('checkbox', { name: /^Select (?!all)/ }).first()).toBeVisible();
        for (const row of await rowsInView(page)) byReference.set(row.reference, row);
      }
      return byReference.size;
    })
    .toBeGreaterThanOrEqual(pageSize);
  return [...byReference.values()];
}

async function footerPence(page: Page, name: 'paid' | 'due'): Promise<number> {
  return pence(await page.getByTestId(`total-${name}`).innerText());
}

const strip = (page: Page) => page.getByRole('region', { name: 'Aged payables' });
const buckets = (page: Page) => strip(page).getByRole('button', { name: /overdue|not yet due/i });

test('a paid bill shows £0.00 due, and Amount due is Total less Paid on every row', async ({
  page,
}) => {
  await openApp(page);
  const rows = await rowsOnPage(page);
  expect(rows).toHaveLength(20);
  for (const row of rows) {
    const [total, paid, due] = ['Total', 'Paid', 'Amount due'].map((c) =>
      pence(row.cells[c] ?? ''),
    );
    expect(due, row.reference).toBe((total ?? 0) - (paid ?? 0));
    if (row.cells.Status === 'Paid') expect(row.cells['Amount due']).toBe('£0.00');
  }
  expect(rows.some((r) => r.cells.Status === 'Paid')).toBe(true);
  // Overdue by: days for a bill still owing past its due date, empty otherwise.
  const byReference = new Map(invoices.map((i) => [i.reference, i]));
  for (const row of rows) {
    const days = overdue(byReference.get(row.reference) as Invoice);
    expect(row.cells['Overdue by']).toBe(
      days === null ? '' : `${days} ${days === 1 ? 'day' : 'days'}`,
    );
  }
});

test('the footer is the sum over all five pages of 20', async ({ page }) => {
  await openApp(page);
  let paid = 0;
  let due = 0;
  const seen = new Set<string>();
  for (let p = 0; p < 5; p++) {
    if (p > 0) await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Page ${p + 1} of 5`)).toBeVisible();
    await expectPageHolds(page, newestFirst.slice(p * 20, p * 20 + 20));
    for (const row of await rowsOnPage(page)) {
      if (seen.has(row.reference)) continue;
      seen.add(row.reference);
      paid += pence(row.cells.Paid ?? '');
      due += pence(row.cells['Amount due'] ?? '');
    }
  }
  expect(seen.size).toBe(100);
  expect(await footerPence(page, 'paid')).toBe(paid);
  expect(await footerPence(page, 'due')).toBe(due);
  expect(due).toBe(invoices.reduce((sum, i) => sum + owed(i), 0));
  await expect(page.getByTestId('total-due')).toHaveText(gbp(due));
});

test('the aged payables buckets add up to the footer’s Amount due', async ({ page }) => {
  await openApp(page);
  await expect(buckets(page)).toHaveCount(5);
  const names = await buckets(page).evaluateAll((all) =>
    all.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  expect(names.map((n) => n.split(':')[0])).toEqual([
    'Not yet due',
    '1–30 days overdue',
    '31–60 days overdue',
    '61–90 days overdue',
    'Older than 90 days overdue',
  ]);
  const sum = names.reduce((s, name) => s + pence(name), 0);
  expect(sum).toBe(await footerPence(page, 'due'));
  const counts = names.map((n) => Number(/: ([\d,]+) bills?/.exec(n)?.[1]?.replace(/,/g, '')));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(invoices.filter((i) => owed(i) > 0).length);
});

test('a search that finds all but one bill shows the buckets of the bills it finds', async ({
  page,
}) => {
  await openApp(page);
  await expect(buckets(page)).toHaveCount(5);
  // 'INV-0' finds every bill but INV-100 (its totals come by complement: src/sql/plan/complement.ts).
  const found = invoices.filter((i) => i.reference !== 'INV-100');
  const expected = [0, 1, 2, 3, 4].map(() => ({ count: 0, owed: 0 }));
  for (const i of found.filter((i) => owed(i) > 0)) {
    const days = overdue(i) ?? 0;
    const bucket = expected[days <= 0 ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : days <= 90 ? 3 : 4];
    if (!bucket) continue;
    bucket.count += 1;
    bucket.owed += owed(i);
  }
  await page.getByRole('searchbox', { name: 'Search table' }).fill('INV-0');
  await expect
    .poll(async () =>
      (
        await buckets(page).evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))
      ).map((name) => ({
        count: Number(/: ([\d,]+) bills?/.exec(name)?.[1]?.replace(/,/g, '')),
        owed: pence(name),
      })),
    )
    .toEqual(expected);
  expect(expected.reduce((s, b) => s + b.owed, 0)).toBe(await footerPence(page, 'due'));
});

test('pressing a bucket filters to the bills in its range; pressing again removes it', async ({
  page,
}) => {
  await openApp(page);
  const inRange = invoices.filter((i) => {
    const days = overdue(i);
    return days !== null && days >= 1 && days <= 30;
  });
  expect(inRange.length).toBeGreaterThan(0);
  const bucket = strip(page).getByRole('button', {
    name: `1–30 days overdue: ${inRange.length} ${inRange.length === 1 ? 'bill' : 'bills'}, ${gbp(inRange.reduce((s, i) => s + owed(i), 0))}`,
    exact: true,
  });
  await bucket.click();
  const chip = page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Overdue by 1–30 days', exact: true });
  await expect(chip).toBeVisible();
  await expect(strip(page).getByRole('button', { name: /^1–30 days overdue/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectPageHolds(
    page,
    [...inRange].sort(byDateDesc).map((i) => i.reference),
  );
  await expect(page.getByTestId('total-count')).toHaveText(String(inRange.length));
  await strip(page)
    .getByRole('button', { name: /^1–30 days overdue/ })
    .click();
  await expect(chip).toHaveCount(0);
  await expect(page.getByTestId('total-count')).toHaveText('100');
});

test('the strip can be collapsed, and stays collapsed after a reload', async ({ page }) => {
  await openApp(page);
  const toggle = strip(page).getByRole('button', { name: 'Aged payables' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(buckets(page)).toHaveCount(0);
  await page.reload();
  await expect(strip(page).getByRole('button', { name: 'Aged payables' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(buckets(page)).toHaveCount(0);
});

test('at 390 px wide the strip and the page do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await expect(buckets(page)).toHaveCount(5);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a date preset: Due within the next 30 days, kept relative in the link', async ({ page }) => {
  await openApp(page);
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Add filter', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  await editor.getByLabel('Column').selectOption({ label: 'Due' });
  await editor.getByLabel('Operator').selectOption({ label: 'within' });
  for (const name of ['This week', 'This month', 'Last 30 days', 'Next 30 days']) {
    await expect(editor.getByRole('radio', { name })).toBeVisible();
  }
  await editor.getByRole('radio', { name: 'Next 30 days' }).check();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    filters.getByRole('button', { name: 'Due is in the next 30 days', exact: true }),
  ).toBeVisible();
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + 29 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const matching = invoices.filter((i) => i.dueDate >= today && i.dueDate <= last);
  expect(matching.length).toBeGreaterThan(0);
  await expect(page.getByTestId('total-count')).toHaveText(String(matching.length));
  await expectPageHolds(
    page,
    [...matching]
      .sort(byDateDesc)
      .map((i) => i.reference)
      .slice(0, 20),
  );
  await expect(page).toHaveURL(/dueDate(:|%3A)within(:|%3A)next30Days/);
});
