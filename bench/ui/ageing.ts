import type { Locator, Page } from '@playwright/test';
import { collect, typingSteps, type DriveContext, type Step } from './interactions';
import type { InteractionResult } from './types';

/**
 * The aged payables interactions (issue 12, section 2), ours only: the baseline page has no
 * strip, no 'Overdue by' column and no such filter. Each is timed from the input to the rows
 * and the strip both painted with the new figures (probe.ts, measuredWithStrip), except the
 * sort, which does not change what the strip shows.
 */

/** Their ids, in the report's table after the others (report.ts). */
export const ageingIds = ['ageingBucket', 'sortOverdue', 'filterOverdue', 'searchStrip'] as const;

const strip = (page: Page) => page.getByRole('region', { name: 'Aged payables' });
const bucketLabels = [
  'Not yet due',
  '1–30 days overdue',
  '31–60 days overdue',
  '61–90 days overdue',
  'Older than 90 days overdue',
];
const bucket = (page: Page, label: string) =>
  strip(page).getByRole('button', { name: new RegExp(`^${label}:`) });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Pressed as a person presses, like every other button the bench presses (interactions.ts). */
const pressMs = 60;
const press = (locator: Locator) => () => locator.click({ delay: pressMs });
const sortButton = (page: Page, label: string) =>
  page
    .getByRole('columnheader', { name: label, exact: true })
    .getByRole('button', { name: label, exact: true });

function oursOnly(ctx: DriveContext, id: string, label: string): InteractionResult | null {
  if (ctx.name === 'ours') return null;
  return { id, label, samples: [], notes: ['not run: the baseline page has no aged payables'] };
}

/** Opens the strip if it was left collapsed (its state is remembered). */
async function openStrip(page: Page): Promise<void> {
  const toggle = strip(page).getByRole('button', { name: 'Aged payables', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Press each bucket (its filter chip added), then press it again (taken off). */
export async function pressBucket(ctx: DriveContext) {
  const id = ageingIds[0];
  const label = 'press an aged payables bucket (rows and strip)';
  const skipped = oursOnly(ctx, id, label);
  if (skipped) return skipped;
  await openStrip(ctx.page);
  return collect(ctx, id, label, () =>
    bucketLabels.flatMap((name): Step[] => [
      {
        kind: 'measure',
        detail: `press ${name}`,
        act: press(bucket(ctx.page, name)),
        withStrip: true,
      },
      {
        kind: 'measure',
        detail: `press ${name} again`,
        act: press(bucket(ctx.page, name)),
        withStrip: true,
      },
    ]),
  );
}

/** Sort by 'Overdue by' ascending then descending, then back to Date (not timed). */
export async function sortOverdue(ctx: DriveContext) {
  const id = ageingIds[1];
  const label = 'sort by Overdue by (both directions)';
  const skipped = oursOnly(ctx, id, label);
  if (skipped) return skipped;
  const { page } = ctx;
  return collect(ctx, id, label, () => [
    {
      kind: 'measure',
      detail: 'sort Overdue by ascending',
      act: press(sortButton(page, 'Overdue by')),
    },
    {
      kind: 'measure',
      detail: 'sort Overdue by descending',
      act: press(sortButton(page, 'Overdue by')),
    },
    { kind: 'reset', detail: 'sort Date ascending', act: () => sortButton(page, 'Date').click() },
    { kind: 'reset', detail: 'sort Date descending', act: () => sortButton(page, 'Date').click() },
  ]);
}

/** Add 'Overdue by greater than N days' through the filter editor (N: 0, 30, 90), then clear. */
export async function filterOverdue(ctx: DriveContext) {
  const id = ageingIds[2];
  const label = 'add an Overdue by filter (rows and strip)';
  const skipped = oursOnly(ctx, id, label);
  if (skipped) return skipped;
  const { page } = ctx;
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  return collect(ctx, id, label, () =>
    ['0', '30', '90'].flatMap((days): Step[] => [
      {
        kind: 'prepare',
        detail: `open Add filter, Overdue by greater than ${days}`,
        act: async () => {
          await button(page, 'Add filter').click();
          await editor.getByLabel('Column').selectOption({ label: 'Overdue by' });
          await editor.getByLabel('Operator').selectOption({ label: 'greater than' });
          await editor.getByLabel('Days').fill(days);
        },
      },
      {
        kind: 'measure',
        detail: `Apply Overdue by greater than ${days} days`,
        act: press(editor.getByRole('button', { name: 'Apply', exact: true })),
        withStrip: true,
      },
      { kind: 'reset', detail: 'Clear filters', act: () => button(page, 'Clear filters').click() },
    ]),
  );
}

/** Type 'INV-0' a key at a time with the strip open, each to rows and strip painted. */
export async function searchWithStrip(ctx: DriveContext) {
  const id = ageingIds[3];
  const label = 'type a search with the strip shown (rows and strip)';
  const skipped = oursOnly(ctx, id, label);
  if (skipped) return skipped;
  await openStrip(ctx.page);
  const term = 'INV-0';
  return collect(ctx, id, label, () => typingSteps(ctx, term, true), [`term typed: '${term}'`]);
}

export const ageingInteractions = [pressBucket, sortOverdue, filterOverdue, searchWithStrip];

/** The same, by id, for `--only`. */
export const ageingById: Record<(typeof ageingIds)[number], (typeof ageingInteractions)[number]> = {
  ageingBucket: pressBucket,
  sortOverdue,
  filterOverdue,
  searchStrip: searchWithStrip,
};
