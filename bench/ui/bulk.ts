import type { DriveContext } from './interactions';
import { resetScreen } from './interactions';
import { measured, NoPaintError } from './probe';
import type { Sample } from './types';

/**
 * Ours only: 'Select all that match your filters', then Approve. Run once (a second Approve has
 * no drafts left to move). Measured from the Approve click to the refreshed rows painted.
 */
export async function bulkApprove(
  ctx: DriveContext,
): Promise<{ samples: Sample[]; notes: string[] }> {
  const { page } = ctx;
  await resetScreen(ctx);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const selectAll = page.getByRole('button', { name: 'Select all that match your filters' });
  try {
    await selectAll.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return {
      samples: [],
      notes: [
        "not measured: this build has no bulk bar ('Select all that match your filters' did " +
          'not appear after selecting the page)',
      ],
    };
  }
  await selectAll.click();
  const started = Date.now();
  try {
    const sample = await measured(
      page,
      'Approve all matching',
      () => page.getByRole('button', { name: 'Approve', exact: true }).click(),
      ctx.timeoutMs,
    );
    await page
      .getByRole('alert')
      .filter({ hasText: /Approved/ })
      .first()
      .waitFor({
        timeout: ctx.timeoutMs,
      });
    const alertSeconds = ((Date.now() - started) / 1000).toFixed(1);
    return {
      samples: [sample],
      notes: [`'Approved …' alert shown ${alertSeconds} s after the click`],
    };
  } catch (error) {
    if (!(error instanceof NoPaintError)) throw error;
    return { samples: [], notes: [`stopped: ${error.message}`] };
  }
}
