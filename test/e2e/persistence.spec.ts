import { expect, test } from '@playwright/test';
import {
  approved,
  bulk,
  editReference,
  expectRows,
  firstPage,
  invoices,
  newestFirst,
  tick,
} from './data-helpers';
import { openApp, referencesOnScreen } from './fixtures';
import { headerLabels, rowOf } from './grid-helpers';
import {
  chooseLayout,
  expectFooter,
  expectSelectedTab,
  expectTabs,
  pageText,
  runViewCommand,
  tab,
  viewRule,
} from './view-helpers';

test('renamed, duplicated and saved views survive a reload', async ({ page }) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill('Drafts to check');
  await page.keyboard.press('Enter');
  await tab(page, 'Overdue').click();
  await runViewCommand(page, 'Duplicate view');
  await tab(page, 'All').click();
  await page.getByRole('combobox', { name: 'Items per page' }).selectOption('50');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Notes', exact: true }).click();
  await page.keyboard.press('Escape');
  await chooseLayout(page, 'Compact');
  await runViewCommand(page, 'Save changes');
  const tabsNow = ['All', 'Drafts to check', 'Awaiting Payment', 'Overdue', 'Overdue copy', 'Paid'];
  await expectTabs(page, tabsNow);

  await page.reload();
  await expectTabs(page, tabsNow);
  await expectSelectedTab(page, 'All');
  await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveValue('50');
  expect(await headerLabels(page)).not.toContain('Notes');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expect(tab(page, 'All')).toHaveAccessibleName('All');
  const rowHeight = async () =>
    (await rowOf(page, newestFirst[0]?.reference ?? '').boundingBox())?.height;
  const compact = await rowHeight();

  await tab(page, 'Overdue copy').click();
  const overdue = invoices.filter(viewRule.Overdue ?? (() => false));
  await expectFooter(page, overdue);
  await tab(page, 'All').click();
  await chooseLayout(page, 'Comfortable');
  await expect.poll(rowHeight).toBeGreaterThan(compact ?? Infinity);
  await tab(page, 'Overdue copy').click();
  await tab(page, 'Drafts to check').click();
  await expectFooter(page, invoices.filter(viewRule.Draft ?? (() => false)));
});

test('a Reference edit, an Approve and a Delete survive a reload', async ({ page }) => {
  await openApp(page);
  const drafts = firstPage.filter((i) => i.status === 'draft').slice(0, 2);
  const renamed = firstPage.find((i) => i.status === 'paid');
  const doomed = firstPage.filter((i) => i.status !== 'draft' && i !== renamed).slice(0, 2);
  if (drafts.length < 2 || doomed.length < 2 || !renamed) throw new Error('sample changed');

  await editReference(page, renamed, 'KEPT-7');
  await tick(page, drafts);
  await bulk(page, 'Approve').click();
  await expect(page.getByRole('alert')).toContainText(`Approved ${drafts.length}`);
  await tick(page, doomed);
  await bulk(page, 'Delete').click();
  await expect(page.getByRole('alert')).toContainText(`Deleted ${doomed.length}`);

  const after = newestFirst
    .filter((i) => !doomed.includes(i))
    .map((i) => (drafts.includes(i) ? approved(i) : i))
    .map((i) => (i === renamed ? { ...i, reference: 'KEPT-7' } : i));
  await expectRows(page, after.slice(0, 20), after);

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, after.slice(0, 20), after);
  await expect(page.getByText(renamed.reference, { exact: true })).toHaveCount(0);
});

test('a Delete undone before reloading stays undone after it', async ({ page }) => {
  await openApp(page);
  const two = firstPage.slice(0, 2);
  await tick(page, two);
  await bulk(page, 'Delete').click();
  await expectFooter(
    page,
    invoices.filter((i) => !two.includes(i)),
  );
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toContainText('Restored 2');
  await expectRows(page, firstPage, invoices);

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, firstPage, invoices);
});

const blockers = {
  'indexedDB.open throws': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
  'there is no indexedDB': () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
};

for (const [name, block] of Object.entries(blockers)) {
  test(`with storage blocked (${name}) the app works and says changes will not be kept`, async ({
    page,
  }) => {
    await page.addInitScript(block);
    await openApp(page);
    await expect(page.getByRole('alert').filter({ hasText: 'will not be kept' })).toHaveText(
      'This browser is not letting the app store data, so your changes will not be kept after you close or reload this tab.',
    );
    await expectRows(page, firstPage, invoices);

    const first = firstPage[0];
    if (!first) throw new Error('no rows');
    await editReference(page, first, 'ONLY-HERE');
    await runViewCommand(page, 'Rename view');
    await page.getByRole('textbox', { name: 'View name' }).fill('Everything');
    await page.keyboard.press('Enter');
    await expectTabs(page, ['Everything', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);

    // As it said: nothing was kept.
    await page.reload();
    await expectRows(page, firstPage, invoices);
    await expect(page.getByText('ONLY-HERE')).toHaveCount(0);
    await expectTabs(page, ['All', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);
  });
}

for (const change of ['a Reference edit', 'a rename'] as const) {
  test(`when storage fills up while the app is open, ${change} still applies and the app says it will not be kept`, async ({
    page,
  }) => {
    await openApp(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The disk fills: every write from now on is refused.
    await page.evaluate(() => {
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = full;
      IDBObjectStore.prototype.add = full;
    });
    const first = firstPage[0];
    if (!first) throw new Error('no rows');
    if (change === 'a Reference edit') {
      await editReference(page, first, 'NOT-KEPT');
    } else {
      await runViewCommand(page, 'Rename view');
      await page.getByRole('textbox', { name: 'View name' }).fill('Everything');
      await page.keyboard.press('Enter');
      await expectTabs(page, ['Everything', 'Draft', 'Awaiting Payment', 'Overdue', 'Paid']);
    }
    await expect(page.getByRole('alert').filter({ hasText: 'will not be kept' })).toHaveText(
      'This browser is not letting the app store data, so your changes will not be kept after you close or reload this tab.',
    );
    await expectFooter(page, invoices);
  });
}
