import type { Page } from '@playwright/test';
import type { Sample } from './types';

/** Long-task entries arrive a little after their task ends; wait this long before reading them. */
const settleMs = 120;

export class NoPaintError extends Error {}

/**
 * Does `action` and waits for the page's next paint measure (paintMarks: input event → first
 * frame after the rows for it committed), then reads the longest main-thread task that overlapped
 * it. Every action, measured or not, goes through here, so measures never get out of step.
 */
export async function measured(
  page: Page,
  detail: string,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<Sample> {
  const from = await page.evaluate(() => window.__bench?.measures.length ?? 0);
  await action();
  const sample = await page.evaluate(
    async ({ from, timeoutMs, settleMs }) => {
      const bench = window.__bench;
      if (!bench) return null;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
      const found = await Promise.race([bench.measuresFrom(from), timeout]);
      const measure = found?.[0];
      if (!measure) return null;
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const overlapping = bench.longTasks.filter(
        (t) => t.start < measure.end && t.start + t.duration > measure.start,
      );
      return {
        ms: measure.ms,
        pressMs: measure.pressMs ?? null,
        sqlMs: measure.sqlMs,
        longestTaskMs: Math.max(0, ...overlapping.map((t) => t.duration)),
      };
    },
    { from, timeoutMs, settleMs },
  );
  if (!sample) throw new NoPaintError(`no rows painted within ${timeoutMs / 1000} s (${detail})`);
  return { ...sample, detail };
}

/**
 * As `measured`, to the later of the rows' paint and the aged payables strip's next paint with
 * new figures (with the rows, or after them when read separately): what a person sees settle.
 * `rowsMs` keeps the rows' own time.
 */
export async function measuredWithStrip(
  page: Page,
  detail: string,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<Sample> {
  const strips = await page.evaluate(() => window.__bench?.stripPaints.length ?? 0);
  const rows = await measured(page, detail, action, timeoutMs);
  const stripEnd = await page.evaluate(
    async ({ strips, timeoutMs }) => {
      const bench = window.__bench;
      if (!bench) return null;
      const deadline = performance.now() + timeoutMs;
      while (bench.stripPaints.length <= strips) {
        if (performance.now() > deadline) return null;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return { end: bench.stripPaints[strips] ?? 0, start: bench.measures.at(-1)?.start ?? 0 };
    },
    { strips, timeoutMs },
  );
  if (!stripEnd)
    throw new NoPaintError(`no strip painted within ${timeoutMs / 1000} s (${detail})`);
  const withStrip = Math.max(rows.ms, stripEnd.end - stripEnd.start);
  return { ...rows, ms: withStrip, rowsMs: rows.ms };
}

/**
 * Does `action`, which may or may not need new rows (going back to a view whose rows are already
 * on screen needs none), and waits until no rows are on their way. Not a sample: for resets.
 */
export async function settled(
  page: Page,
  detail: string,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<void> {
  await action();
  const done = await page.evaluate(
    async ({ timeoutMs, settleMs }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const deadline = performance.now() + timeoutMs;
      // A change that needs rows says so in the input's own task; two frames cover a late one.
      await frame();
      await frame();
      while (window.__bench?.awaitingRows) {
        if (performance.now() > deadline) return false;
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return true;
    },
    { timeoutMs, settleMs },
  );
  if (!done) throw new NoPaintError(`no rows painted within ${timeoutMs / 1000} s (${detail})`);
}

/** Waits for the page's first rows; returns load time and the longest task before it, or null. */
export async function waitForFirstRows(page: Page, timeoutMs: number) {
  try {
    await page.waitForFunction(() => window.__bench?.firstRowsAt != null, null, {
      timeout: timeoutMs,
      polling: 500,
    });
  } catch {
    return null;
  }
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const bench = window.__bench;
    const loadMs = bench?.firstRowsAt ?? 0;
    const before = (bench?.longTasks ?? []).filter((t) => t.start < loadMs);
    return { loadMs, longestTaskMs: Math.max(0, ...before.map((t) => t.duration)) };
  });
}

export async function longestTaskSoFar(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...(window.__bench?.longTasks ?? []).map((t) => t.duration)),
  );
}

/** Chrome's main-thread JS heap in use, in MB (performance.memory is Chrome-only). */
export async function mainHeapMB(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return memory ? Math.round(memory.usedJSHeapSize / 2 ** 20) : null;
  });
}

/**
 * When the whole table can be searched, in ms from the page's start (as `firstRowsAt`): a search
 * waits for the search index the load builds after the first rows, so a word nothing matches is
 * typed at once and the time is taken when the grid says 'No invoices match.'. The box is
 * cleared again after. Null if it never answers within `timeoutMs`.
 */
export async function timeToSearchable(page: Page, timeoutMs: number): Promise<number | null> {
  const box = page.getByRole('searchbox', { name: 'Search table' });
  const none = page.getByText('No invoices match.');
  await box.fill('zqxjvw');
  try {
    await none.waitFor({ timeout: timeoutMs });
  } catch {
    return null;
  }
  const at = await page.evaluate(() => performance.now());
  await box.fill('');
  await none.waitFor({ state: 'hidden', timeout: timeoutMs });
  return at;
}
