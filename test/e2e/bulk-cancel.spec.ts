import { expect, test, type Page } from '@playwright/test';
import { byDateDesc, expectPageHolds, openApp, sampleInvoices } from './fixtures';
import { holdWriteLock, writesWaiting } from './tab-helpers';

const invoices = sampleInvoices();
const newestFirst = [...invoices].sort(byDateDesc).map((i) => i.reference);

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

/**
 * Cancel beside a bulk action's progress (issue 15 / 13: "progress and Cancel"): the worker
 * holds the write after each step of ten (src/worker/entry.ts), so the test presses Cancel while
 * some steps are written, then lets the write go on; what it wrote is rolled back.
 */
test('Cancel during a Delete rolls back what it deleted so far and says nothing was changed', async ({
  page,
}) => {
  await openApp(page);
  const worker = page.workers()[0];
  if (!worker) throw new Error('the table has no worker');
  const hold = (holdBulkWrite: boolean) =>
    worker.evaluate((hooks) => Object.assign(self, { invoiceTableTestHooks: hooks }), {
      bulkStepSize: 10,
      holdBulkWrite,
    });
  await hold(true);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await bar(page).getByRole('button', { name: 'Select all that match your filters' }).click();
  await bar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(bar(page).getByRole('progressbar', { name: 'Deleting invoices' })).toBeVisible();

  const cancel = bar(page).getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  await expect(bar(page).getByRole('button', { name: 'Cancelling…' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await hold(false);

  const alert = page.getByRole('alert');
  await expect(alert.getByText('Cancelled; nothing was changed', { exact: true })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(bar(page).getByRole('progressbar')).toHaveCount(0);
  // Every invoice is back where it was, and the selection is kept to try again.
  await expect(page.getByTestId('total-count')).toHaveText(String(invoices.length));
  await expectPageHolds(page, newestFirst.slice(0, 20));
  await expect(bar(page).getByText(`${invoices.length} selected`)).toBeVisible();

  // The next Delete is not cancelled by the last one's Cancel: it deletes everything.
  await bar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(alert.getByText(`Deleted ${invoices.length}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-count')).toHaveText('0');
});

/**
 * A write waits for the tabs' write lock while another tab writes (journalFollower.ts). Cancel
 * then ends the wait at once: the Delete is never sent, so it cannot run once the lock comes.
 */
test('Cancel while another tab holds the write lock stops the Delete before it starts', async ({
  page,
}) => {
  await openApp(page);
  const release = await holdWriteLock(page);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await bar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await writesWaiting(page, 1);
  await expect(bar(page).getByRole('progressbar', { name: 'Deleting invoices' })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Cancel', exact: true }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByText('Cancelled; nothing was changed', { exact: true })).toBeVisible();
  // The Delete no longer waits for the lock, so it cannot run once the other tab lets go.
  await writesWaiting(page, 0);
  await release();
  await expect(bar(page).getByText('20 selected')).toBeVisible();
  await expect(page.getByTestId('total-count')).toHaveText(String(invoices.length));
  await expectPageHolds(page, newestFirst.slice(0, 20));
});
