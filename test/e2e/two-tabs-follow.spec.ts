import { expect, test, type Page } from '@playwright/test';
import {
  approved,
  bulk,
  editReference,
  expectRows,
  firstPage,
  invoices,
  newestFirst,
  tick,
  badge,
} from './data-helpers';
import { openApp } from './fixtures';
import { holdWriteLock, notice, writeInOrder, writesWaiting } from './tab-helpers';
import { rowOf } from './grid-helpers';
import { expectTabs, runViewCommand } from './view-helpers';

/** The other tab shows a change within a second of the first tab confirming it (issue 13). */
const withinASecond = { timeout: 1000 };

/** One bill in Xero's template. */
const oneBill = [
  '*ContactName,*InvoiceNumber,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,*AccountCode,*TaxType',
  'Ölmühle Nord,OM-1,2026-11-02,2026-12-02,Oil,2,12.25,429,No VAT',
].join('\r\n');

function count(page: Page) {
  return page.getByTestId('total-count');
}

async function chooseFile(page: Page, content: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Import bills' })
    .getByLabel('CSV file')
    .setInputFiles({ name: 'bills.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test('a Reference edit, an Approve, an import and its Undo in one tab show in the other within a second', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const target = firstPage[0];
  const draft = firstPage.find((i) => i.status === 'draft' && i !== target);
  if (!target || !draft) throw new Error('sample changed');

  await editReference(one, target, 'SEEN-1');
  await expect(rowOf(other, 'SEEN-1')).toBeVisible(withinASecond);

  await tick(one, [draft]);
  await bulk(one, 'Approve').click();
  await expect(one.getByRole('alert')).toContainText('Approved 1');
  await expect(rowOf(other, draft.reference)).toContainText(
    badge[approved(draft).status],
    withinASecond,
  );

  await chooseFile(one, oneBill);
  await one.getByRole('button', { name: 'Import 1 bill' }).click();
  await expect(one.getByRole('alert').filter({ hasText: 'Imported 1 bill' })).toBeVisible();
  await expect(count(other)).toHaveText(String(invoices.length + 1), withinASecond);
  await expect(notice(other, 'Another tab imported bills; they are shown here too.')).toBeVisible();

  await one
    .getByRole('alert')
    .filter({ hasText: 'Imported 1 bill' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(one.getByRole('alert').filter({ hasText: 'Removed 1 imported bill' })).toBeVisible();
  await expect(count(other)).toHaveText(String(invoices.length), withinASecond);

  // What the other tab shows is what is kept: the edit and the approval, not the import.
  await other.reload();
  await expect(rowOf(other, 'SEEN-1')).toBeVisible();
  await expect(rowOf(other, draft.reference)).toContainText(badge[approved(draft).status]);
  await expect(count(other)).toHaveText(String(invoices.length));
});

test('an import and its Undo wait for the write lock, as every other write does', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);

  const release = await holdWriteLock(other);
  await chooseFile(one, oneBill);
  await one.getByRole('button', { name: 'Import 1 bill' }).click();
  await writesWaiting(one, 1);
  await expect(count(one)).toHaveText(String(invoices.length));
  await release();
  await expect(one.getByRole('alert').filter({ hasText: 'Imported 1 bill' })).toBeVisible();
  await expect(count(other)).toHaveText(String(invoices.length + 1));

  const again = await holdWriteLock(other);
  await one.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await writesWaiting(one, 1);
  await again();
  await expect(one.getByRole('alert').filter({ hasText: 'Removed 1 imported bill' })).toBeVisible();
  await expect(count(other)).toHaveText(String(invoices.length));
});

test('Remove all bills in one tab empties the other within a second, and its Undo fills it again', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  await one.getByRole('button', { name: 'Remove all bills' }).click();
  await one.getByRole('alertdialog').getByRole('button', { name: 'Remove all bills' }).click();
  await expect(one.getByRole('alert').filter({ hasText: 'Removed 100 bills' })).toBeVisible();
  await expect(count(other)).toHaveText('0', withinASecond);
  await one.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(one.getByRole('alert').filter({ hasText: 'Restored 100 bills' })).toBeVisible();
  await expect(count(other)).toHaveText(String(invoices.length), withinASecond);
});

test('with storage refused each tab is its own table: it says so, and nothing crosses between tabs', async ({
  page: one,
  context,
}) => {
  await context.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  for (const page of [one, other]) {
    await expect(
      notice(
        page,
        'Changes made in this tab are not shared with other open tabs of the table, nor theirs with this one.',
      ),
    ).toBeVisible();
  }
  // Everything the first tab posts, as the second tab hears it.
  await other.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new BroadcastChannel('invoice-table').addEventListener('message', (event: MessageEvent) =>
      heard.push((event.data as { type: string }).type),
    );
  });
  const target = firstPage[0];
  if (!target) throw new Error('sample changed');
  await editReference(one, target, 'ONLY-IN-ONE');
  // A rename is still told (views are not data): once it is heard, the edit would have been too.
  await runViewCommand(one, 'Rename view');
  await one.getByRole('textbox', { name: 'View name' }).fill('Everything');
  await one.keyboard.press('Enter');
  await expectTabs(one, ['Everything', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);
  await expect
    .poll(() => other.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toContain('views');
  expect(await other.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
    'views',
  ]);
  await expectRows(other, firstPage, invoices);
  await expect(other.getByText('ONLY-IN-ONE')).toHaveCount(0);
});

function undoIn(page: Page, outcome: string) {
  return page.getByRole('alert').filter({ hasText: outcome }).getByRole('button', { name: 'Undo' });
}

test('a Delete, then an Approve of the same draft in the other tab, then Undo: the draft comes back as it was', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const [crossed, alone] = firstPage.filter((i) => i.status === 'draft');
  if (!crossed || !alone) throw new Error('sample changed');
  await tick(one, [crossed, alone]);
  await tick(other, [crossed]);

  // Both act on what they see; the Delete reaches the lock first, the Approve right after.
  await writeInOrder(
    one,
    () => bulk(one, 'Delete').click(),
    () => bulk(other, 'Approve').click(),
  );

  await expect(one.getByRole('alert')).toContainText('Deleted 2');
  await expect(other.getByRole('alert')).toContainText(
    'Approved 0. 1 was changed in another tab and was left as it is.',
  );
  const gone = newestFirst.filter((i) => i !== crossed && i !== alone);
  for (const page of [one, other]) await expectRows(page, gone.slice(0, 20), gone);

  await undoIn(one, 'Deleted 2').click();
  await expect(one.getByRole('alert')).toContainText('Restored 2');
  // Nobody approved it: it is a draft again, everywhere.
  for (const page of [one, other]) await expectRows(page, firstPage, invoices);
});

test('Undo of an Approve whose bill the other tab deleted since says it cannot; that Delete’s Undo brings the approved bill back', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const draft = firstPage.find((i) => i.status === 'draft');
  if (!draft) throw new Error('sample changed');
  await tick(one, [draft]);
  await bulk(one, 'Approve').click();
  await expect(one.getByRole('alert')).toContainText('Approved 1');
  await expect(rowOf(other, draft.reference)).toContainText(badge[approved(draft).status]);

  await tick(other, [draft]);
  await bulk(other, 'Delete').click();
  await expect(other.getByRole('alert')).toContainText('Deleted 1');
  await expect(rowOf(one, draft.reference)).toHaveCount(0);

  await undoIn(one, 'Approved 1').click();
  await expect(one.getByRole('alert')).toContainText(
    'Back to draft: 0. 1 was changed in another tab and was left as it is.',
  );
  await undoIn(other, 'Deleted 1').click();
  await expect(other.getByRole('alert')).toContainText('Restored 1');
  // The approval made before the Delete is kept: the Undo that could not run reverted nothing.
  const now = invoices.map((i) => (i === draft ? approved(i) : i));
  const shown = firstPage.map((i) => (i === draft ? approved(i) : i));
  for (const page of [one, other]) await expectRows(page, shown, now);
});

test('a Reference edit crossing a Delete is refused; the Delete’s Undo brings the bill back as it was', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const target = firstPage[2];
  if (!target) throw new Error('sample changed');
  await tick(one, [target]);
  await rowOf(other, target.reference)
    .getByRole('gridcell', { name: target.reference, exact: true })
    .dblclick();
  await other.getByRole('textbox', { name: 'Reference' }).fill('TOO-LATE');

  await writeInOrder(
    one,
    () => bulk(one, 'Delete').click(),
    () => other.keyboard.press('Enter'),
  );

  await expect(one.getByRole('alert')).toContainText('Deleted 1');
  await expect(other.getByRole('alert').filter({ hasText: 'no longer exists' })).toBeVisible();
  await undoIn(one, 'Deleted 1').click();
  await expect(one.getByRole('alert')).toContainText('Restored 1');
  for (const page of [one, other]) {
    await expectRows(page, firstPage, invoices);
    await expect(page.getByText('TOO-LATE')).toHaveCount(0);
  }
});

test('a tab opened while another can still Undo a Delete keeps that deletion, so the Undo reaches it too', async ({
  page: one,
  context,
}) => {
  await openApp(one);
  const doomed = firstPage.slice(0, 2);
  await tick(one, doomed);
  await bulk(one, 'Delete').click();
  await expect(one.getByRole('alert')).toContainText('Deleted 2');
  // Opened from the kept table after the Delete: its trash is not emptied, as `one` is open.
  const other = await context.newPage();
  await openApp(other);
  const kept = newestFirst.filter((i) => !doomed.includes(i));
  await expectRows(other, kept.slice(0, 20), kept);

  await undoIn(one, 'Deleted 2').click();
  await expect(one.getByRole('alert')).toContainText('Restored 2');
  await expect(notice(other, 'Another tab restored 2 invoices')).toBeVisible();
  await expectRows(other, firstPage, invoices);
});
