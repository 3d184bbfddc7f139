import { expect, test, type Page } from '@playwright/test';
import { expectPageHolds, openApp, sampleInvoices } from './fixtures';
import { header, rowOf, sortedReferences } from './grid-helpers';

const invoices = sampleInvoices();
const newestFirst = sortedReferences(invoices, [{ column: 'date', desc: true }]);
const ref = (index: number) => newestFirst[index] ?? '';

function referenceCell(page: Page, reference: string) {
  return rowOf(page, reference).getByRole('gridcell', { name: reference, exact: true });
}

test('Enter edits a Reference; Enter saves it and sorting by Reference places it', async ({
  page,
}) => {
  await openApp(page);
  const old = ref(2);
  await referenceCell(page, old).click();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Reference' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(old);
  await field.fill('  ACME-7  ');
  await page.keyboard.press('Enter');
  await expect(field).toHaveCount(0);
  // Saved trimmed, shown in place, and the row is read again from the worker.
  await expect(referenceCell(page, 'ACME-7')).toBeVisible();
  await expect(rowOf(page, old)).toHaveCount(0);
  await expect(referenceCell(page, 'ACME-7')).toBeFocused();

  const edited = invoices.map((i) => (i.reference === old ? { ...i, reference: 'ACME-7' } : i));
  // Sorting by Reference puts it first ('A' sorts before 'I'), and the old reference is gone.
  await header(page, 'Reference').getByRole('button', { name: 'Reference', exact: true }).click();
  const ascending = sortedReferences(edited, [{ column: 'reference', desc: false }]);
  expect(ascending[0]).toBe('ACME-7');
  await expectPageHolds(page, ascending.slice(0, 20));
});

test('F2 edits too; an empty value says Reference is required and keeps the old value', async ({
  page,
}) => {
  await openApp(page);
  const old = ref(4);
  await referenceCell(page, old).click();
  await page.keyboard.press('F2');
  const field = page.getByRole('textbox', { name: 'Reference' });
  await field.fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Reference is required');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Reference is required');
  await expect(field).toBeFocused();

  await field.fill('X'.repeat(51));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Reference must be at most 50 characters (it has 51)',
  );
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(referenceCell(page, old)).toBeVisible();
  await expect(referenceCell(page, old)).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Escape cancels an edit, and double-click starts one', async ({ page }) => {
  await openApp(page);
  const old = ref(1);
  await referenceCell(page, old).dblclick();
  const field = page.getByRole('textbox', { name: 'Reference' });
  await expect(field).toBeFocused();
  await field.fill('NOT-SAVED');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(referenceCell(page, old)).toBeVisible();
  await expect(referenceCell(page, old)).toBeFocused();
  await expect(page.getByText('NOT-SAVED')).toHaveCount(0);
  // Nothing was saved, so sorting finds the old reference.
  await header(page, 'Reference').getByRole('button', { name: 'Reference', exact: true }).click();
  await expectPageHolds(
    page,
    sortedReferences(invoices, [{ column: 'reference', desc: false }]).slice(0, 20),
  );
});

test('Tab saves a Reference and moves to the next cell; the value survives a reload', async ({
  page,
}) => {
  await openApp(page);
  const old = ref(2);
  await referenceCell(page, old).click();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Reference' });
  await field.fill('TABBED-1');
  await page.keyboard.press('Tab');
  await expect(field).toHaveCount(0);
  await expect(referenceCell(page, 'TABBED-1')).toBeVisible();
  const date = invoices.find((i) => i.reference === old)?.date ?? '';
  const dateCell = rowOf(page, 'TABBED-1').locator('[data-col="4"]');
  await expect(dateCell).toBeFocused();
  await expect(dateCell).toHaveText(
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${date}T00:00:00`),
    ),
  );
  // Shift+Tab saves too, and moves back.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await field.fill('TABBED-2');
  await page.keyboard.press('Shift+Tab');
  await expect(referenceCell(page, 'TABBED-2')).toBeVisible();
  await expect(rowOf(page, 'TABBED-2').locator('[data-col="2"]')).toBeFocused();

  await page.reload();
  await expect(referenceCell(page, 'TABBED-2')).toBeVisible();
  await expect(rowOf(page, old)).toHaveCount(0);
});

test('leaving the field saves; an invalid value keeps the field open with its reason', async ({
  page,
}) => {
  await openApp(page);
  const old = ref(1);
  await referenceCell(page, old).dblclick();
  const field = page.getByRole('textbox', { name: 'Reference' });
  await field.fill('LEFT-SAVED');
  await rowOf(page, ref(5)).getByRole('rowheader').click();
  await expect(field).toHaveCount(0);
  await expect(referenceCell(page, 'LEFT-SAVED')).toBeVisible();
  await expect(rowOf(page, ref(5)).getByRole('rowheader')).toBeFocused();

  await referenceCell(page, 'LEFT-SAVED').dblclick();
  await field.fill('');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert')).toHaveText('Reference is required');
  await expect(field).toBeFocused();
  await rowOf(page, ref(5)).getByRole('rowheader').click();
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription('Reference is required');
  await page.reload();
  await expect(referenceCell(page, 'LEFT-SAVED')).toBeVisible();
});

test('Enter on a cell that is not Reference does not edit', async ({ page }) => {
  await openApp(page);
  await rowOf(page, ref(0)).getByRole('rowheader').click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('F2');
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('a save the worker refuses keeps the old value and says why', async ({ page }) => {
  // Sends the worker's updateReference an id no invoice has, so the real save fails.
  await page.addInitScript(() => {
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      const [message] = args as [{ type?: string; path?: string[]; argumentList?: unknown[] }];
      if (message?.type === 'APPLY' && message.path?.[0] === 'updateReference') {
        const [, value] = message.argumentList ?? [];
        args[0] = { ...message, argumentList: [{ type: 'RAW', value: 987654 }, value] };
      }
      return (send as (...a: unknown[]) => void).apply(this, args);
    };
  });
  await openApp(page);
  const old = ref(3);
  await referenceCell(page, old).click();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Reference' }).fill('WILL-FAIL');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    `Reference not saved, ${old} kept: That invoice no longer exists`,
  );
  await expect(referenceCell(page, old)).toBeVisible();
  await expect(page.getByText('WILL-FAIL')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
