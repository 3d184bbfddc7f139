import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Invoice } from '../../src/domain/invoice';
import { byDateDesc, gbp, openApp, sampleInvoices } from './fixtures';
import { fact, openDetail } from './bill-helpers';

/**
 * Edit (issue 26 §2), by role and name against the built app, today pinned to 21 Nov 2026: a
 * draft's Total in the row, the footer and the history, and Undo; a part-paid bill's locked
 * amounts with the reason; two tabs editing one bill.
 */

const invoices = sampleInvoices();
const firstPage = [...invoices].sort(byDateDesc).slice(0, 20);
const draft = firstPage.find((i) => i.status === 'draft') as Invoice;
const partPaid = firstPage.find(
  (i) => i.status !== 'draft' && i.status !== 'paid' && i.amountPaid > 0,
) as Invoice;

/** The footer's count, Paid and Amount due, read behind the open panel too. */
async function expectFooter(page: Page, rows: readonly Invoice[]) {
  const paid = rows.reduce((sum, i) => sum + i.amountPaid, 0);
  const due = rows.reduce((sum, i) => sum + i.amountDue - i.amountPaid, 0);
  // The footer's terms come first in the page; the open panel's facts follow.
  const terms = page.getByRole('definition', { includeHidden: true });
  const expected = [new Intl.NumberFormat('en-GB').format(rows.length), gbp(paid), gbp(due)];
  for (const [index, text] of expected.entries()) {
    await expect(terms.nth(index)).toHaveText(text);
  }
}

/** The bill's Total and Amount due cells in its row, read behind the open panel too. */
function rowMoney(page: Page, bill: Invoice, pence: number) {
  return page
    .getByRole('row', { includeHidden: true })
    .filter({
      has: page.getByRole('checkbox', { name: `Select ${bill.reference}`, includeHidden: true }),
    })
    .getByRole('gridcell', { name: gbp(pence), exact: true, includeHidden: true });
}

async function startEdit(panel: Locator) {
  await panel.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeVisible();
}

const history = (panel: Locator) =>
  panel.getByRole('region', { name: 'History' }).getByRole('listitem');

test('an edit of Total on a draft shows in the row, the footer and the history, and Undo takes it back', async ({
  page,
}) => {
  await openApp(page);
  const panel = await openDetail(page, draft);
  await startEdit(panel);
  await expect(panel.getByRole('combobox', { name: 'From' })).toBeFocused();
  const total = panel.getByRole('textbox', { name: 'Total' });
  await expect(total).toHaveValue((draft.amountDue / 100).toFixed(2));
  const raised = draft.amountDue + 5000;
  await total.fill((raised / 100).toFixed(2));
  await panel.getByRole('button', { name: 'Save changes' }).click();

  await expect(fact(panel, 'Total')).toHaveText(gbp(raised));
  await expect(fact(panel, 'Amount due')).toHaveText(gbp(raised));
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  const entry = `Edited: Total ${gbp(draft.amountDue)} → ${gbp(raised)}`;
  await expect(history(panel).last()).toContainText(entry);
  await expect(history(panel).last()).toContainText('21 Nov 2026, 12:00');
  await expect(panel.getByRole('status')).toContainText(
    `Saved: Total ${gbp(draft.amountDue)} → ${gbp(raised)}`,
  );
  await expect(rowMoney(page, draft, raised)).toHaveCount(2);
  const edited = invoices.map((i) => (i.id === draft.id ? { ...i, amountDue: raised } : i));
  await expectFooter(page, edited);

  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('status')).toHaveText('Edit undone: the bill is back as it was.');
  await expect(fact(panel, 'Total')).toHaveText(gbp(draft.amountDue));
  await expect(history(panel).last()).toContainText(
    `Edit undone (Undo): Total ${gbp(raised)} → ${gbp(draft.amountDue)}`,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(rowMoney(page, draft, draft.amountDue)).toHaveCount(2);
  await expectFooter(page, invoices);
});

test('a part-paid bill: its amounts are locked with the reason, and its Due date still changes', async ({
  page,
}) => {
  await openApp(page);
  const panel = await openDetail(page, partPaid);
  await startEdit(panel);
  await expect(panel.getByText('Remove the payments to change the amounts.')).toBeVisible();
  // Focus starts in the first field that may change.
  await expect(panel.getByRole('textbox', { name: 'Reference' })).toBeFocused();
  const total = panel.getByRole('textbox', { name: 'Total' });
  await expect(total).toHaveValue((partPaid.amountDue / 100).toFixed(2));
  await expect(total).not.toBeEditable();
  await expect(total).toHaveAccessibleDescription(/Remove the payments to change the amounts\./);
  await expect(panel.getByRole('combobox', { name: 'From' })).not.toBeEditable();
  await expect(panel.getByRole('textbox', { name: 'Date', exact: true })).not.toBeEditable();
  // Typing into the locked Total changes nothing.
  await total.press('End');
  await page.keyboard.type('9');
  await expect(total).toHaveValue((partPaid.amountDue / 100).toFixed(2));

  await panel.getByRole('textbox', { name: 'Due date' }).fill('24 Dec 2026');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(fact(panel, 'Due')).toHaveText('24 Dec 2026');
  await expect(fact(panel, 'Total')).toHaveText(gbp(partPaid.amountDue));
  await expect(history(panel).last()).toContainText('Edited: Due');

  // Kept: after a reload the new Due date is still there (replayed from the journal).
  await openApp(page);
  const again = await openDetail(page, partPaid);
  await expect(fact(again, 'Due')).toHaveText('24 Dec 2026');
  await expect(history(again).last()).toContainText('Edited: Due');
});

test('two tabs editing the same bill: the second save is refused with the sentence and the newer values', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const panels = [await openDetail(one, draft), await openDetail(other, draft)] as const;
  for (const panel of panels) await startEdit(panel);
  const [first, second] = panels;
  await first.getByRole('textbox', { name: 'Total' }).fill('1234.56');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(fact(first, 'Total')).toHaveText('£1,234.56');

  const typed = second.getByRole('textbox', { name: 'Total' });
  await typed.fill('999.00');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const refused = second
    .getByRole('alert')
    .filter({ hasText: 'This bill was changed in another tab' });
  await expect(refused).toBeVisible();
  await expect(fact(refused, 'Total')).toHaveText('£1,234.56');
  // What was typed is still there, not saved.
  await expect(typed).toHaveValue('999.00');
  await refused.getByRole('button', { name: 'Edit the newer version' }).click();
  await expect(second.getByRole('textbox', { name: 'Total' })).toHaveValue('1234.56');
  await expect(rowMoney(other, draft, 123456)).toHaveCount(2);
});
