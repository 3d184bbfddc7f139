import { expect, type Page } from '@playwright/test';

/** A notice in the page's status region, by its whole text. */
export function notice(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true });
}

/** The write lock of the default sample (journalFollower.ts), named as the app names it. */
const writeLock = 'invoice-table-write:seed-20260101:size-100';

/** Holds the tabs' write lock from a page, so writes asked meanwhile queue in a known order. */
export async function holdWriteLock(page: Page): Promise<() => Promise<void>> {
  await page.evaluate((name) => {
    const held = window as unknown as { releaseWriteLock?: () => void };
    void navigator.locks.request(
      name,
      () => new Promise<void>((resolve) => (held.releaseWriteLock = resolve)),
    );
  }, writeLock);
  await page.waitForFunction(() => 'releaseWriteLock' in window);
  return () =>
    page.evaluate(() => (window as unknown as { releaseWriteLock: () => void }).releaseWriteLock());
}

/** Waits until `count` writes are queued behind the lock (in any tab). */
export async function writesWaiting(page: Page, count: number) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0))
    .toBe(count);
}

/**
 * Asks two writes, from either tab, so that they reach the write lock in the order given: the
 * lock is held while both are asked, then let go.
 */
export async function writeInOrder(
  page: Page,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
) {
  const release = await holdWriteLock(page);
  await first();
  await writesWaiting(page, 1);
  await second();
  await writesWaiting(page, 2);
  await release();
}
