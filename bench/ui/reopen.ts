import type { BrowserContext, Page } from '@playwright/test';
import { waitForFirstRows } from './probe';

/**
 * Reopening a kept table: waits until the worker has saved the table of `size` invoices (its
 * first checkpoint follows the new sample at once), closes the page, opens it again in the same
 * browser context (same storage) and times navigation to the first rows painted. `said` is what
 * the loading screen showed meanwhile, to check that the saved table was opened rather than the
 * sample made again. Returns the new page, for what follows.
 */
export async function measureReopen(
  context: BrowserContext,
  page: Page,
  size: number,
  timeoutMs: number,
  /** Runs once the table is saved, before the page closes (the bench reads the worker's memory). */
  onSaved?: (page: Page) => Promise<void>,
): Promise<{ page: Page; reopenMs: number | null; said: string[]; note: string | null }> {
  const saved = () =>
    page.evaluate(
      (dataset) =>
        new Promise<boolean>((resolve) => {
          const req = indexedDB.open('invoice-table-kept');
          req.onerror = () => resolve(false);
          req.onsuccess = () => {
            try {
              const get = req.result.transaction('meta').objectStore('meta').get('checkpoint');
              get.onsuccess = () =>
                resolve((get.result as { dataset?: string })?.dataset === dataset);
              get.onerror = () => resolve(false);
            } catch {
              resolve(false);
            }
          };
        }),
      `seed-20260101:size-${size}`,
    );
  const deadline = Date.now() + timeoutMs;
  while (!(await saved())) {
    if (Date.now() > deadline)
      return { page, reopenMs: null, said: [], note: 'the table was never saved' };
    await page.waitForTimeout(500);
  }
  await onSaved?.(page);
  const url = page.url();
  await page.close();
  page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('main.app-message')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(url);
  const load = await waitForFirstRows(page, timeoutMs);
  const said = await page.evaluate(
    () => (window as unknown as { loadingTexts?: string[] }).loadingTexts ?? [],
  );
  if (!load) return { page, reopenMs: null, said, note: 'no rows on screen after reopening' };
  const opened = said.some((t) => t.includes('Opening your saved table'));
  return {
    page,
    reopenMs: load.loadMs,
    said,
    note: opened ? null : 'the loading screen never said it opened the saved table',
  };
}
