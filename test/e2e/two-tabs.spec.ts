import { expect, test, type Page } from '@playwright/test';
import {
  approved,
  bulk,
  editReference,
  expectRows,
  firstPage,
  invoices,
  newestFirst,
  reveal,
  tick,
} from './data-helpers';
import { rowOf } from './grid-helpers';
import { openApp } from './fixtures';
import { notice, writeInOrder } from './tab-helpers';
import { expectSelectedTab, expectTabs, runViewCommand, tab, viewRule } from './view-helpers';

async function openEditor(page: Page, reference: string, value: string) {
  await rowOf(page, reference).getByRole('gridcell', { name: reference, exact: true }).dblclick();
  await page.getByRole('textbox', { name: 'Reference' }).fill(value);
}

async function rename(page: Page, from: string, to: string) {
  await tab(page, from).click();
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill(to);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'View name' })).toHaveCount(0);
}

test('an Approve, a Delete and a Reference edit in one tab show in the other, with a notice', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const drafts = firstPage.filter((i) => i.status === 'draft').slice(0, 2);
  const renamed = firstPage.find((i) => i.status === 'paid');
  const doomed = firstPage.filter((i) => i.status === 'sent').slice(0, 2);
  if (drafts.length < 2 || doomed.length < 2 || !renamed) throw new Error('sample changed');

  await tick(one, drafts);
  await bulk(one, 'Approve').click();
  await expect(notice(other, `Another tab approved ${drafts.length} invoices`)).toBeVisible();
  let now = newestFirst.map((i) => (drafts.includes(i) ? approved(i) : i));
  await expectRows(other, now.slice(0, 20), now);

  await tick(one, doomed);
  await bulk(one, 'Delete').click();
  await expect(notice(other, `Another tab deleted ${doomed.length} invoices`)).toBeVisible();
  now = now.filter((i) => !doomed.some((d) => d.id === i.id));
  await expectRows(other, now.slice(0, 20), now);

  await editReference(one, renamed, 'KEPT-9');
  await expect(notice(other, 'Another tab changed a reference to “KEPT-9”')).toBeVisible();
  now = now.map((i) => (i.id === renamed.id ? { ...i, reference: 'KEPT-9' } : i));
  await expectRows(other, now.slice(0, 20), now);

  // The tab that made the changes shows the same.
  await expectRows(one, now.slice(0, 20), now);
});

test('an Undo in one tab brings the row back in the other too', async ({ page: one, context }) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const gone = firstPage.slice(0, 1);
  await tick(one, gone);
  await bulk(one, 'Delete').click();
  await expect(notice(other, 'Another tab deleted 1 invoice')).toBeVisible();
  const kept = newestFirst.filter((i) => !gone.includes(i));
  await expectRows(other, kept.slice(0, 20), kept);
  await one.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(notice(other, 'Another tab restored 1 invoice')).toBeVisible();
  await expectRows(other, firstPage, invoices);
});

test('views renamed in one tab and duplicated in another keep both changes', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  await rename(one, 'Paid', 'Settled');
  // Told at once: the other tab shows the new name without reloading.
  await expectTabs(other, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Settled']);
  await tab(other, 'Overdue').click();
  await runViewCommand(other, 'Duplicate view');
  const both = ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Overdue copy', 'Settled'];
  await expectTabs(other, both);
  await expectTabs(one, both);

  for (const page of [one, other]) {
    await page.reload();
    await expectTabs(page, both);
  }
});

test('a tab that has not heard of a rename still keeps it when it duplicates a view', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  // This tab hears nothing from the others: its list of views goes stale.
  await other.addInitScript(() => {
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined, configurable: true });
  });
  await openApp(one);
  await openApp(other);
  await rename(one, 'Paid', 'Settled');
  await expectTabs(other, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);

  await tab(other, 'Overdue').click();
  await runViewCommand(other, 'Duplicate view');
  // The copy was added to the list as stored, rename included: nothing was overwritten.
  const both = ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Overdue copy', 'Settled'];
  await expectTabs(other, both);
  await expectSelectedTab(other, 'Overdue copy');
  for (const page of [one, other]) {
    await page.reload();
    await expectTabs(page, both);
  }
});

test('deleting the view another tab is on moves that tab to the first view and says why', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  await tab(other, 'Draft').click();
  await tab(one, 'Draft').click();
  await runViewCommand(one, 'Delete view');
  await one.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
  await expect(notice(other, 'The view you were on was deleted in another tab')).toBeVisible();
  await expectTabs(other, ['All', 'Awaiting Payment', 'Overdue', 'Paid']);
  await expectSelectedTab(other, 'All');
  const all = invoices.filter(viewRule.All ?? (() => true));
  await expectRows(other, newestFirst.slice(0, 20), all);
});

test('the same Reference edited in both tabs at once ends with one value; the other edit is refused', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const target = firstPage[3];
  if (!target) throw new Error('sample changed');
  for (const [page, value] of [
    [one, 'FROM-ONE'],
    [other, 'FROM-OTHER'],
  ] as const) {
    await reveal(page, target);
    await openEditor(page, target.reference, value);
  }
  await Promise.all([one.keyboard.press('Enter'), other.keyboard.press('Enter')]);

  const refused = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'was changed in another tab' });
  await expect
    .poll(async () => (await refused(one).count()) + (await refused(other).count()))
    .toBe(1);
  const loser = (await refused(one).count()) === 1 ? one : other;
  const kept = loser === one ? 'FROM-OTHER' : 'FROM-ONE';
  const lost = loser === one ? 'FROM-ONE' : 'FROM-OTHER';
  await expect(refused(loser)).toContainText(
    `${target.number} was changed in another tab; your edit was not saved. Its Reference is now “${kept}”.`,
  );
  const now = newestFirst.map((i) => (i.id === target.id ? { ...i, reference: kept } : i));
  for (const page of [one, other]) {
    await expectRows(page, now.slice(0, 20), now);
    await expect(page.getByText(lost)).toHaveCount(0);
  }
  // Only one edit was refused, and the one saved stays saved after a reload.
  await expect(refused(one === loser ? other : one)).toHaveCount(0);
  await other.reload();
  await expectRows(other, now.slice(0, 20), now);
});

test('a Delete crossing an Approve of the same draft, then Undo, keeps the approval', async ({
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

  // Both act on what they see; the Approve reaches the lock first, the Delete right after.
  await writeInOrder(
    one,
    () => bulk(other, 'Approve').click(),
    () => bulk(one, 'Delete').click(),
  );

  await expect(other.getByRole('alert')).toContainText('Approved 1');
  await expect(one.getByRole('alert')).toContainText(
    'Deleted 1. 1 was changed in another tab and was left as it is.',
  );
  let now = newestFirst
    .filter((i) => i.id !== alone.id)
    .map((i) => (i.id === crossed.id ? approved(i) : i));
  for (const page of [one, other]) await expectRows(page, now.slice(0, 20), now);

  await one.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(one.getByRole('alert')).toContainText('Restored 1');
  now = newestFirst.map((i) => (i.id === crossed.id ? approved(i) : i));
  for (const page of [one, other]) await expectRows(page, now.slice(0, 20), now);
});

test('Undo of an Approve leaves a row another tab edited since, and says how many', async ({
  page: one,
  context,
}) => {
  const other = await context.newPage();
  await openApp(one);
  await openApp(other);
  const [edited, untouched] = firstPage.filter((i) => i.status === 'draft');
  if (!edited || !untouched) throw new Error('sample changed');
  await tick(one, [edited, untouched]);
  await bulk(one, 'Approve').click();
  await expect(one.getByRole('alert')).toContainText('Approved 2');
  await expect(notice(other, 'Another tab approved 2 invoices')).toBeVisible();

  await editReference(other, approved(edited), 'EDITED-1');
  await expect(notice(one, 'Another tab changed a reference to “EDITED-1”')).toBeVisible();

  await one.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(one.getByRole('alert')).toContainText(
    'Back to draft: 1. 1 was changed in another tab and was left as it is.',
  );
  await expect(notice(other, 'Another tab undid the approval of 1 invoice')).toBeVisible();
  const now = newestFirst.map((i) =>
    i.id === edited.id ? { ...approved(i), reference: 'EDITED-1' } : i,
  );
  for (const page of [one, other]) await expectRows(page, now.slice(0, 20), now);
});
