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
} from './data-helpers';
import { openApp, referencesOnScreen, rowCheckboxes, today } from './fixtures';
import { expectFooter } from './view-helpers';

/** Records every text the loading screen shows, however briefly, for the test to read later. */
async function recordLoadingTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('main.app-message')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

function loadingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { loadingTexts: string[] }).loadingTexts);
}

/** Waits until the worker has saved the table (its first checkpoint follows a new table at once). */
async function savedTable(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        const folder = await root.getDirectoryHandle('kept', { create: true });
        const names: string[] = [];
        for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys())
          names.push(name);
        return names.filter((n) => n.startsWith('checkpoint-')).length;
      }),
    )
    .toBe(1);
}

async function openEmptyTable(page: Page) {
  await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'No invoices match.' })).toBeVisible();
  await expect(rowCheckboxes(page)).toHaveCount(0);
}

test('a reload opens the saved table, with an edit and a bulk action, without making the sample again', async ({
  page,
}) => {
  await recordLoadingTexts(page);
  await openApp(page);
  expect((await loadingTexts(page)).join(' ')).toContain('Generating');
  await savedTable(page);
  const renamed = firstPage.find((i) => i.status === 'paid');
  const drafts = firstPage.filter((i) => i.status === 'draft').slice(0, 2);
  if (!renamed || drafts.length < 2) throw new Error('sample changed');
  await editReference(page, renamed, 'KEPT-8');
  await tick(page, drafts);
  await bulk(page, 'Approve').click();
  await expect(page.getByRole('alert')).toContainText(`Approved ${drafts.length}`);
  const after = newestFirst
    .map((i) => (drafts.includes(i) ? approved(i) : i))
    .map((i) => (i === renamed ? { ...i, reference: 'KEPT-8' } : i));
  await expectRows(page, after.slice(0, 20), after);

  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, after.slice(0, 20), after);
  const texts = (await loadingTexts(page)).join(' ');
  expect(texts).toContain('Opening your saved table of 100 invoices');
  expect(texts).not.toContain('Generating');
  await expect(page.getByLabel('Table holds')).toHaveValue('sample');
});

test('own bills: asked first, the empty table survives a reload, and going back to samples asks what is lost', async ({
  page,
}) => {
  await recordLoadingTexts(page);
  await openApp(page);
  await page.getByLabel('Table holds').selectOption('own');
  const ask = page.getByRole('alertdialog', { name: 'Start your own bills?' });
  await expect(ask).toContainText('The 100 sample invoices it holds now will be removed');
  await ask.getByRole('button', { name: 'Start empty' }).click();
  await openEmptyTable(page);
  await expectFooter(page, []);
  await expect(page.getByLabel('Sample size')).toHaveCount(0);
  await savedTable(page);

  await page.reload();
  await openEmptyTable(page);
  await expect(page.getByLabel('Table holds')).toHaveValue('own');
  expect((await loadingTexts(page)).join(' ')).toContain('Opening your saved table');

  // Going back asks, says what is lost, and Cancel keeps the bills.
  await page.getByLabel('Table holds').selectOption('sample');
  const back = page.getByRole('alertdialog', { name: 'Replace your bills with sample data?' });
  await expect(back).toContainText('The table holds none of your bills; 100 sample invoices');
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Table holds')).toHaveValue('own');
  await openEmptyTable(page);
});

test('Remove all bills asks first, and Undo puts every bill back', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Remove all bills' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove all bills?' });
  await expect(ask).toContainText('All 100 bills will be removed from the table');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expectFooter(page, invoices);

  await page.getByRole('button', { name: 'Remove all bills' }).click();
  await ask.getByRole('button', { name: 'Remove all bills' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Removed' })).toContainText(
    'Removed 100 bills',
  );
  await openEmptyTable(page);
  await expectFooter(page, []);

  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Restored' })).toContainText(
    'Restored 100 bills',
  );
  await expectRows(page, firstPage, invoices);
  await page.reload();
  await expect.poll(() => referencesOnScreen(page)).not.toEqual([]);
  await expectRows(page, firstPage, invoices);
});

test('when storage is refused, a notice says changes are not kept, the table works, and nothing is kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    IDBFactory.prototype.open = refuse;
    Object.defineProperty(navigator.storage, 'getDirectory', {
      value: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    });
  });
  await openApp(page);
  await expect(page.getByRole('alert').filter({ hasText: 'will not be kept' })).toBeVisible();
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await editReference(page, first, 'NOT-KEPT');
  await page.reload();
  await expectRows(page, firstPage, invoices);
  await expect(page.getByText('NOT-KEPT')).toHaveCount(0);
});

test('when the disk is full, the table keeps working and a notice says changes are not being kept and why', async ({
  page,
}) => {
  // The worker's checkpoint writes fail as a full disk fails them (QuotaExceededError).
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const stub = `(() => {
      const full = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      if (self.FileSystemSyncAccessHandle) FileSystemSyncAccessHandle.prototype.write = full;
      IDBObjectStore.prototype.put = full;
    })();\n`;
    await route.fulfill({ response, body: stub + (await response.text()) });
  });
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'not being kept' });
  await expect(notice).toContainText(
    'Your changes are not being kept: the browser’s storage for this site is full.',
  );
  await expectRows(page, firstPage, invoices);
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await editReference(page, first, 'STILL-WORKS');
  await expect(page.getByText('STILL-WORKS')).toBeVisible();
  await expect(notice).toBeVisible();
});

test('a tab whose table another tab replaced says so and no longer saves over it', async ({
  page: one,
  context,
}) => {
  await openApp(one);
  const two = await context.newPage();
  await openApp(two);
  await savedTable(one);
  await one.getByLabel('Table holds').selectOption('own');
  await one
    .getByRole('alertdialog', { name: 'Start your own bills?' })
    .getByRole('button', { name: 'Start empty' })
    .click();
  await openEmptyTable(one);
  await expect(
    two.getByRole('status').filter({ hasText: 'Another tab chose other data' }),
  ).toBeVisible();
  // An edit in the stale tab must not bring its sample back over the own bills.
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await editReference(two, first, 'STALE-TAB');
  await two.waitForTimeout(2500);
  await one.reload();
  await openEmptyTable(one);
  await expect(one.getByLabel('Table holds')).toHaveValue('own');
});
