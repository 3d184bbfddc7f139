import { expect, test, type Page } from '@playwright/test';
import { openApp } from './fixtures';
import { expectTabs, runViewCommand, tab } from './view-helpers';

/** The list of views as IndexedDB holds it (the app's own database and store). */
function storedViews(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('invoice-table');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('views').objectStore('views').get('views');
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result as unknown[]);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

function storeViews(page: Page, views: unknown[]): Promise<void> {
  return page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('invoice-table');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('views', 'readwrite');
          tx.objectStore('views').put(list, 'views');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    views,
  );
}

async function renameActive(page: Page, name: string) {
  await runViewCommand(page, 'Rename view');
  await page.getByRole('textbox', { name: 'View name' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'View name' })).toHaveCount(0);
}

test('the search box stops at 200 characters and says so; the view saves and reads back', async ({
  page,
}) => {
  await openApp(page);
  const box = page.getByRole('searchbox', { name: 'Search table' });
  await box.fill('a'.repeat(150));
  await expect(page.getByRole('status').filter({ hasText: 'at most' })).toHaveCount(0);
  await box.pressSequentially('b'.repeat(60));
  await expect(box).toHaveValue(`${'a'.repeat(150)}${'b'.repeat(50)}`);
  await expect(box).toHaveAccessibleDescription('A search can be at most 200 characters');
  await runViewCommand(page, 'Save changes');
  await expect(tab(page, 'All')).toHaveAccessibleName('All');
  await page.reload();
  await expect(tab(page, 'All')).toHaveAccessibleName('All');
  await expect(box).toHaveValue(`${'a'.repeat(150)}${'b'.repeat(50)}`);
  await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveCount(0);
});

test('a stored view that cannot be read is kept aside, named, survives writes, and can be deleted', async ({
  page,
}) => {
  await openApp(page);
  await tab(page, 'Draft').click();
  await renameActive(page, 'Drafts');
  const stored = await storedViews(page);
  const bad = {
    ...(stored[0] as { snapshot: object }),
    id: 'long',
    label: 'Too long',
    snapshot: { ...(stored[0] as { snapshot: object }).snapshot, search: 'x'.repeat(201) },
  };
  await storeViews(page, [...stored, bad]);
  await page.reload();

  await expect(page.getByRole('status').filter({ hasText: 'Too long' })).toContainText(
    'View "Too long" could not be read and is kept aside',
  );
  const aside = page.getByRole('region', { name: 'Saved views that could not be read' });
  await expect(aside).toContainText('“Too long”');
  await expectTabs(page, ['All', 'Drafts', 'Awaiting Payment', 'Overdue', 'Paid']);

  // A write of the views leaves what could not be read as it was.
  await tab(page, 'Paid').click();
  await renameActive(page, 'Settled');
  await expect.poll(async () => (await storedViews(page)).at(-1)).toEqual(bad);
  expect((await storedViews(page)).length).toBe(6);

  await aside.getByRole('button', { name: 'Delete unreadable view “Too long”' }).click();
  await expect(aside).toHaveCount(0);
  await expect.poll(async () => (await storedViews(page)).length).toBe(5);
  await page.reload();
  await expectTabs(page, ['All', 'Drafts', 'Awaiting Payment', 'Overdue', 'Settled']);
  await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveCount(0);
});
