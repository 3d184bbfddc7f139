import type { Page } from '@playwright/test';
import { collect, type DriveContext, type Step } from './interactions';
import { NoPaintError } from './probe';
import type { InteractionResult, Sample } from './types';

/**
 * Bills by hand (issue 26 §1), on our page only (the baseline has no form): Save in New bill to
 * the new bill's row painted, and From's suggestions at each key typed.
 */

const pressMs = 60;
const form = (page: Page) => page.getByRole('dialog', { name: 'New bill' });
const from = (page: Page) => form(page).getByRole('combobox', { name: 'From' });

const notOurs = (id: string, label: string): InteractionResult => ({
  id,
  label,
  samples: [],
  notes: ['the baseline page has no New bill'],
});

async function openForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New bill', exact: true }).click();
  await from(page).waitFor();
}

/** Closes the form, discarding what was typed. */
async function discard(page: Page): Promise<void> {
  if (!(await form(page).isVisible())) return;
  await form(page).getByRole('button', { name: 'Close', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard this bill?' });
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Discard' }).click();
  await form(page).waitFor({ state: 'hidden' });
}

/**
 * A bill typed in full (From, Reference, one line), then 'Save as draft' measured to the first
 * frame after the rows the save brought were painted (paintMarks: the click, then the rows read
 * again for the new data). The sample's bills are all older than today, so the new bill, dated
 * today, is the All view's first row: a sample whose row is not then on screen is refused.
 */
export function saveNewBill(ctx: DriveContext): Promise<InteractionResult> {
  const id = 'newBill';
  const label = 'New bill: Save to its row painted';
  if (ctx.name !== 'ours') return Promise.resolve(notOurs(id, label));
  const { page } = ctx;
  const stamp = Date.now().toString(36).toUpperCase();
  return collect(ctx, id, label, (round): Step[] => {
    const reference = `BENCH-${stamp}-${round}`;
    const dialog = form(page);
    return [
      {
        kind: 'prepare',
        detail: `type bill ${reference}`,
        act: async () => {
          await openForm(page);
          // A new contact; moving on to Reference closes any suggestions.
          await from(page).fill('Bench Supplies Ltd');
          await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
          const line = dialog.getByRole('group', { name: 'Line 1' });
          await line.getByRole('textbox', { name: 'Description' }).fill('Bench paper');
          await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
          await line.getByRole('textbox', { name: 'Unit price' }).fill('12.50');
        },
      },
      {
        kind: 'measure',
        detail: `Save as draft ${reference}`,
        act: async () => {
          await dialog.getByRole('button', { name: 'Save as draft' }).click({ delay: pressMs });
        },
      },
      {
        kind: 'prepare',
        detail: `row ${reference} on screen`,
        act: async () => {
          const grid = page.getByRole('grid', { name: 'Invoices' });
          const row = grid.getByRole('row').filter({ hasText: reference });
          try {
            await row.first().waitFor({ timeout: 5_000 });
          } catch {
            throw new NoPaintError(`the saved bill ${reference} is not on the screen`);
          }
          await dialog.waitFor({ state: 'hidden' });
        },
      },
    ];
  }).finally(() => discard(page));
}

/**
 * From's suggestions, a key at a time, each measured from the key's input event to the first
 * frame after the suggestions for what is then typed were in the list (paintMarks,
 * `suggestPaints`). The word typed is the start of the contact with the most bills.
 */
export async function suggestContacts(ctx: DriveContext): Promise<InteractionResult> {
  const id = 'suggest';
  const label = "New bill: From's suggestions (each key)";
  if (ctx.name !== 'ours') return notOurs(id, label);
  const { page } = ctx;
  await openForm(page);
  const term = await firstSuggestion(page);
  try {
    return await collect(
      ctx,
      id,
      label,
      () => [
        {
          kind: 'prepare',
          detail: 'clear From',
          act: async () => {
            await from(page).fill('');
            await from(page).focus();
          },
        },
        ...[...term].map((char, i): Step => ({
          kind: 'measure',
          detail: `type '${term.slice(0, i + 1)}'`,
          act: () => page.keyboard.press(char, { delay: pressMs }),
        })),
      ],
      [`typed: '${term}'`],
      measureSuggestions,
    );
  } finally {
    await discard(page);
  }
}

/** The first word of the first contact suggested for 'a', up to six letters. */
async function firstSuggestion(page: Page): Promise<string> {
  await from(page).fill('a');
  const option = form(page).getByRole('listbox', { name: 'Contacts' }).getByRole('option');
  await option.first().waitFor();
  const name = (await option.first().locator('span').first().innerText()).toLowerCase();
  return (name.match(/[a-z]+/)?.[0] ?? 'a').slice(0, 6);
}

/** One key's suggestions, painted: as probe.ts `measured`, read from `suggestPaints`. */
async function measureSuggestions(
  page: Page,
  detail: string,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<Sample> {
  const from = await page.evaluate(() => window.__bench?.suggestPaints.length ?? 0);
  await action();
  const found = await page.evaluate(
    async ({ from, timeoutMs }) => {
      const bench = window.__bench;
      if (!bench) return null;
      const deadline = performance.now() + timeoutMs;
      while (bench.suggestPaints.length <= from) {
        if (performance.now() > deadline) return null;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const paint = bench.suggestPaints[from];
      if (!paint) return null;
      await new Promise((resolve) => setTimeout(resolve, 120));
      const overlapping = bench.longTasks.filter(
        (t) => t.start < paint.end && t.start + t.duration > paint.start,
      );
      return {
        ms: paint.ms,
        longestTaskMs: Math.max(0, ...overlapping.map((t) => t.duration)),
      };
    },
    { from, timeoutMs },
  );
  if (!found) throw new NoPaintError(`no suggestions within ${timeoutMs / 1000} s (${detail})`);
  return { ...found, pressMs: null, sqlMs: null, detail };
}

/** Run after the others: the bills New bill saves would be found by their searches and filters. */
export const byHandInteractions = [suggestContacts, saveNewBill];
export const byHandById = { suggest: suggestContacts, newBill: saveNewBill };
