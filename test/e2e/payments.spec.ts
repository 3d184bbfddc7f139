import { expect, test, type Page } from '@playwright/test';
import { badge } from './data-helpers';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, gbp, openApp, sampleInvoices } from './fixtures';
import { fact, openDetail, rowOf } from './bill-helpers';

const invoices = sampleInvoices();
const firstPage = [...invoices].sort(byDateDesc).slice(0, 20);
const awaiting = firstPage.filter((i) => ['sent', 'viewed', 'overdue'].includes(i.status));

function bulkButton(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name, exact: true });
}

test('a part payment and then the rest turn a bill Paid, and Undo restores it', async ({
  page,
}) => {
  await openApp(page);
  const bill = awaiting[0] as Invoice;
  const owed = bill.amountDue - bill.amountPaid;
  const part = Math.floor(owed / 2);
  const panel = await openDetail(page, bill);
  await expect(fact(panel, 'Amount due')).toHaveText(gbp(owed));

  await panel.getByRole('button', { name: 'Record payment' }).click();
  let dialog = page.getByRole('dialog', { name: 'Record payment' });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue((owed / 100).toFixed(2));
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-21');

  // More than is owed: said why, nothing written.
  await amount.fill(((owed + 1) / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText(/Amount can be at most/)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Amount must be more than zero')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(fact(panel, 'Paid')).toHaveText(gbp(bill.amountPaid));

  await panel.getByRole('button', { name: 'Record payment' }).click();
  await amount.fill((part / 100).toFixed(2));
  await dialog.getByRole('textbox', { name: 'Reference (optional)' }).fill('BACS 1');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(fact(panel, 'Paid')).toHaveText(gbp(bill.amountPaid + part));
  await expect(fact(panel, 'Status')).toHaveText(badge[bill.status]);
  await expect(panel.getByRole('cell', { name: 'BACS 1' })).toBeVisible();

  await panel.getByRole('button', { name: 'Record payment' }).click();
  dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(
    ((owed - part) / 100).toFixed(2),
  );
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(fact(panel, 'Status')).toHaveText('Paid');
  await expect(fact(panel, 'Amount due')).toHaveText('£0.00');
  await expect(panel.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Payment of ${gbp(owed - part)} taken back`);
  await expect(fact(panel, 'Status')).toHaveText(badge[bill.status]);
  await expect(fact(panel, 'Amount due')).toHaveText(gbp(owed - part));

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(rowOf(page, bill.reference).getByRole('rowheader')).toBeFocused();
  await expect(
    rowOf(page, bill.reference).getByText(badge[bill.status], { exact: true }),
  ).toBeVisible();

  // Kept: after a reload the part payment is still there (replayed from the journal).
  await openApp(page);
  const again = await openDetail(page, bill);
  await expect(fact(again, 'Paid')).toHaveText(gbp(bill.amountPaid + part));
});

test('Mark as paid pays the selected bills awaiting payment, says how many were left, and Undo takes it back', async ({
  page,
}) => {
  await openApp(page);
  const three = awaiting.slice(1, 4);
  const left = [
    firstPage.find((i) => i.status === 'draft'),
    firstPage.find((i) => i.status === 'paid'),
  ].filter((i): i is Invoice => i !== undefined);
  expect(left).toHaveLength(2);
  for (const invoice of [...three, ...left]) {
    await page.getByRole('checkbox', { name: `Select ${invoice.reference}`, exact: true }).check();
  }
  await bulkButton(page, 'Mark as paid').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Marked 3 as paid. 2 were not awaiting payment (drafts or paid) and were left as they are.',
  );
  for (const invoice of three) {
    await expect(rowOf(page, invoice.reference).getByText('Paid', { exact: true })).toBeVisible();
  }
  for (const invoice of left) {
    await expect(
      rowOf(page, invoice.reference).getByText(badge[invoice.status], { exact: true }),
    ).toBeVisible();
  }
  await alert.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toContainText('Took back the payments of 3');
  for (const invoice of three) {
    await expect(
      rowOf(page, invoice.reference).getByText(badge[invoice.status], { exact: true }),
    ).toBeVisible();
  }
});

test('a bill’s history says where it came from and lists bulk Approve, Mark as paid and their Undos, each with its time', async ({
  page,
}) => {
  await openApp(page);
  const draft = firstPage.find((i) => i.status === 'draft') as Invoice;
  expect(draft).toBeDefined();
  const select = () =>
    page.getByRole('checkbox', { name: `Select ${draft.reference}`, exact: true }).check();
  const act = async (action: string, said: string) => {
    await select();
    await bulkButton(page, action).click();
    await expect(page.getByRole('alert')).toContainText(said);
  };
  await act('Approve', 'Approved 1');
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(rowOf(page, draft.reference).getByText('Draft', { exact: true })).toBeVisible();
  await act('Approve', 'Approved 1');
  await act('Mark as paid', 'Marked 1 as paid');
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toContainText('Took back the payments of 1');

  const panel = await openDetail(page, draft);
  const entries = panel.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveText([
    'Came with the sample data, its status and payments as generated',
    /^Approved 21 Nov 2026, 12:00$/,
    /^Approval undone \(Undo\): back to Draft 21 Nov 2026, 12:00$/,
    /^Approved 21 Nov 2026, 12:00$/,
    /^Marked as paid, dated 21 Nov 2026 21 Nov 2026, 12:00$/,
    /^Payment taken back \(Undo\) 21 Nov 2026, 12:00$/,
  ]);
});
