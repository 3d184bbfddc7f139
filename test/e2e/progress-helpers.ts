import { expect, type Page } from '@playwright/test';

/** One state of the bulk bar's progress: the bar's value, maximum and name, and the status. */
export interface ProgressState {
  now: string | null;
  max: string | null;
  name: string | null;
  text: string;
}

/**
 * Records, in the page, every state of the bar's progress (bar value and max, status text), each
 * frame and on each change. How long frames take meanwhile is the bench's to measure, not a
 * test's: on a shared 2-core machine a test's frame times measure the machine.
 */
export async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: ProgressState[] = [];
    const region = document.querySelector('section[aria-label="Bulk actions"]');
    const record = () => {
      const bar = region?.querySelector('[role="progressbar"]');
      if (!bar) return;
      const state: ProgressState = {
        now: bar.getAttribute('aria-valuenow'),
        max: bar.getAttribute('aria-valuemax'),
        name: bar.getAttribute('aria-label'),
        text: region?.querySelector('.bulk-progress [role="status"]')?.textContent ?? '',
      };
      const previous = seen.at(-1);
      if (JSON.stringify(previous) !== JSON.stringify(state)) seen.push(state);
    };
    const frame = () => {
      record();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(record).observe(region ?? document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    Object.assign(window, {
      progressSeen: () => {
        const out = { seen: [...seen] };
        seen.length = 0;
        return out;
      },
    });
  });
  return () =>
    page.evaluate(() =>
      (
        window as unknown as {
          progressSeen: () => { seen: ProgressState[] };
        }
      ).progressSeen(),
    );
}

/** What a bar's recorded states must show: named, counting up to `total`, said in the status. */
export function expectProgressOf(seen: ProgressState[], name: string, verb: string, total: number) {
  const counted = seen.filter((s) => s.now !== null);
  expect(counted.length).toBeGreaterThan(0);
  expect(new Set(seen.map((s) => s.name))).toEqual(new Set([name]));
  for (const state of counted) {
    expect(state.max).toBe(String(total));
    const done = Number(state.now);
    expect(state.text).toBe(
      `${verb} ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} invoices…`,
    );
  }
  const values = counted.map((s) => Number(s.now));
  expect(values).toEqual([...values].sort((a, b) => a - b));
}
