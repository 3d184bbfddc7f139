import { expect, test, type Page, type Worker } from '@playwright/test';
import { bulk, editReference, firstPage, reveal, tick } from './data-helpers';
import { openApp, rowCheckboxes, today } from './fixtures';
import { rowOf } from './grid-helpers';

/**
 * Faults injected on purpose: the worker stopped or silent, the database engine (sql.js's wasm)
 * broken or never arriving, storage that never opens. Each must end in a sentence a person
 * understands, with a way out, and nothing unconfirmed shown as saved.
 */

/** Said once, above the table (other messages may give it as their reason). */
const stoppedNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /^The table stopped responding\.$/ });

/**
 * Opens the table on Playwright's clock (it runs as real time does until run forward), so a test
 * can run the page's silence deadline forward (src/app/data/watchdog.ts, a timer) once the call
 * it watches has begun, rather than wait it out.
 */
async function openWithWorker(page: Page): Promise<Worker> {
  await page.clock.install();
  const started = page.waitForEvent('worker');
  await openApp(page);
  return started;
}

/** The worker goes on running but nothing it says reaches the page again. */
const silence = (worker: Worker) =>
  worker.evaluate(() => {
    MessagePort.prototype.postMessage = () => undefined;
    self.postMessage = () => undefined;
  });

test('a Reference edit the stopped worker never confirmed says Not saved, and Reload brings the table back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const worker = await openWithWorker(page);
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await worker.evaluate(() => self.close());
  await reveal(page, first);
  await rowOf(page, first.reference)
    .getByRole('gridcell', { name: first.reference, exact: true })
    .dblclick();
  await page.getByRole('textbox', { name: 'Reference' }).fill('NEVER-SAVED');
  await page.keyboard.press('Enter');
  // On its way, it is marked as saving, not shown as saved.
  await expect(page.getByTitle('Saving…')).toHaveText('NEVER-SAVED');

  await page.clock.fastForward(20_000);
  await expect(stoppedNotice(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTitle('Saving…')).toHaveCount(0);
  await expect(page.getByText(`Reference not saved, ${first.reference} kept`)).toBeVisible();
  await expect(page.getByText('NEVER-SAVED')).toHaveCount(0);
  await expect(rowOf(page, first.reference)).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(rowCheckboxes(page).first()).toBeVisible();
  await expect(stoppedNotice(page)).toHaveCount(0);
  await expect(page.getByText('NEVER-SAVED')).toHaveCount(0);
});

test('Approve on a worker that went silent stops spinning and says it was not saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const worker = await openWithWorker(page);
  const drafts = firstPage.filter((i) => i.status === 'draft').slice(0, 2);
  await tick(page, drafts);
  await silence(worker);
  await bulk(page, 'Approve').click();

  await page.clock.fastForward(20_000);
  await expect(stoppedNotice(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Approve not saved' })).toContainText(
    'The table stopped responding',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  for (const invoice of drafts) {
    await expect(rowOf(page, invoice.reference).getByText('Draft', { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('an edit that the worker confirmed before it stopped stays saved', async ({ page }) => {
  test.setTimeout(60_000);
  const worker = await openWithWorker(page);
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await editReference(page, first, 'SAVED-FIRST');
  await expect(page.getByTitle('Saving…')).toHaveCount(0);
  await silence(worker);
  await page.getByRole('tab', { name: 'Draft', exact: true }).click();
  await page.clock.fastForward(20_000);
  await expect(stoppedNotice(page)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(rowCheckboxes(page).first()).toBeVisible();
  // The link still names the Draft view the tab switched to while the worker was silent.
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('searchbox', { name: 'Search table' }).fill('SAVED-FIRST');
  await expect(rowOf(page, 'SAVED-FIRST')).toBeVisible();
});

async function startWith(page: Page, wasm: Parameters<Page['route']>[1]) {
  await page.route(/sql-wasm[^/]*\.wasm$/, wasm);
  await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
  await page.goto('/');
}

test('a broken database engine reads as a sentence, with Reload and the detail folded away', async ({
  page,
}) => {
  await startWith(page, (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not wasm at all' }),
  );
  await expect(page.getByRole('alert')).toHaveText(
    'The table could not start. Reloading the page may help.',
  );
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  const details = page.getByText('Technical details');
  await expect(details).toBeVisible();
  await expect(page.getByText(/magic word/)).toBeHidden();
  await details.click();
  await expect(page.getByText(/magic word/)).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('a database engine that never arrives ends start-up with a sentence and Reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's timers run on Playwright's clock: once start-up is seen waiting, its 20 s deadline
  // (src/app/data/client.ts, a timer set as the worker is made) is run forward rather than
  // waited out, up to the 30 s this test has always given it.
  await page.clock.install();
  const workerMade = page.waitForEvent('worker');
  await startWith(page, () => undefined);
  await expect(page.getByText('Starting…')).toBeVisible();
  await workerMade;
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('alert')).toHaveText(
    'The table could not start. Reloading the page may help.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('storage that never opens is treated as refused: the table works and says changes are not kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    // A request whose callbacks never fire: IndexedDB stalled.
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
  });
  await openApp(page);
  await expect(page.getByRole('alert').filter({ hasText: 'will not be kept' })).toBeVisible();
  const first = firstPage[0];
  if (!first) throw new Error('no rows');
  await editReference(page, first, 'IN-MEMORY');
});
