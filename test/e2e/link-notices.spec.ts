import { expect, test } from '@playwright/test';
import { expectRows, invoices, newestFirst } from './data-helpers';
import { openApp } from './fixtures';
import { expectSelectedTab, filterChips } from './view-helpers';

test('a part given twice is named, and the first is used', async ({ page }) => {
  await openApp(page, '/?view=paid&view=draft&size=50&size=10');
  await expectSelectedTab(page, 'Paid (modified)');
  await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveValue('50');
  const notice = page.getByRole('status').filter({ hasText: 'times' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'The link gives view 2 times; only the first was used',
    'The link gives size 2 times; only the first was used',
  ]);
});

test('the address never grows past 8 kB; a filter it cannot hold is named', async ({ page }) => {
  const names = Array.from({ length: 60 }, (_, i) => `Contact ${i} `.padEnd(190, 'x'));
  const filter = `from:isNot:${names.map(encodeURIComponent).join(',')}`;
  await openApp(page, `/?view=all&f=${encodeURIComponent(filter)}&f=status:is:draft`);
  await expect(filterChips(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: '8 kB' })).toContainText(
    'The address leaves out the filter “From is not Contact 0',
  );
  // The whole address, not only its query, stays within 8 kB.
  await expect.poll(() => page.url().length).toBeLessThanOrEqual(8 * 1024);
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('f')).toEqual(['status:is:draft']);
  expect(params.get('view')).toBe('all');
});

test('a page past the last is named, and the last page is shown', async ({ page }) => {
  await openApp(page, '/?page=999');
  await expect(
    page.getByRole('status').getByText('Page 999 does not exist; showing page 5', { exact: true }),
  ).toBeVisible();
  const lastPage = newestFirst.slice(80, 100);
  await expectRows(page, lastPage, invoices);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('5');
});
