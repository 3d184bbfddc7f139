import type { Locator, Page } from '@playwright/test';
import { measured, measuredWithStrip, NoPaintError, settled } from './probe';
import type { InteractionResult, PageName, Sample } from './types';

export interface DriveContext {
  page: Page;
  name: PageName;
  runs: number;
  /** Stop an interaction once it has run this long and has `minSamples` (or three times as long). */
  budgetMs: number;
  minSamples: number;
  /** Longest wait for one input's rows. */
  timeoutMs: number;
  /** Measured steps run first and not recorded, so neither page is timed cold (JIT, caches). */
  warmup: number;
}

/** 'prepare' expects no new rows (opening a dialog); 'reset' may bring rows, and is not timed. */
export interface Step {
  kind: 'prepare' | 'reset' | 'measure';
  detail: string;
  act: () => Promise<void>;
  /** Measure to the aged payables strip's paint too (probe.ts, measuredWithStrip). */
  withStrip?: boolean;
}

/** A view tab; ours adds " (modified)" to the name of a view with unsaved changes. */
/** A view's tab by its name, marked modified or not. */
export const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name}( \\(modified\\))?$`) });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search table' });
const sortButton = (page: Page, label: string) =>
  page
    .getByRole('columnheader', { name: label, exact: true })
    .getByRole('button', { name: label, exact: true });

/**
 * Presses as a person does, on both pages: pointerdown, then pointerup ~60 ms later (a press
 * lasts 50–100 ms), then the click. Times run from the click; press-to-paint from the pointerdown.
 */
const pressMs = 60;
const click = (locator: Locator) => () => locator.click({ delay: pressMs });

/**
 * Runs rounds of steps until `runs` samples are recorded or the time budget is spent; a slow
 * interaction still gets `minSamples` unless that would take more than three budgets.
 */
export async function collect(
  ctx: DriveContext,
  id: string,
  label: string,
  round: (index: number) => Promise<Step[]> | Step[],
  notes: string[] = [],
  /** How a 'measure' step is measured, when not to painted rows (probe.ts `measured`). */
  measureWith?: typeof measured,
): Promise<InteractionResult> {
  const samples: Sample[] = [];
  let warmups = ctx.warmup;
  const started = Date.now();
  try {
    for (let r = 0; samples.length < ctx.runs; r++) {
      for (const step of await round(r)) {
        if (step.kind === 'prepare') {
          await step.act();
          continue;
        }
        // Once there are enough samples the rest of the round still runs, untimed: a round ends
        // on the screen it began on (sort by 'Overdue by' then Date again, a bucket pressed
        // twice, a dialog closed). Stopping at the last sample left 'Overdue by' ascending after
        // the aged payables sort (17 presses, 2 a round), and New bill's row, a draft, was then
        // below every bill not overdue: none found, n=0 at every size in the full run.
        if (step.kind === 'reset' || samples.length >= ctx.runs) {
          await settled(ctx.page, step.detail, step.act, ctx.timeoutMs);
          continue;
        }
        const measure = measureWith ?? (step.withStrip ? measuredWithStrip : measured);
        const sample = await measure(ctx.page, step.detail, step.act, ctx.timeoutMs);
        if (warmups-- <= 0) samples.push(sample);
      }
      const spent = Date.now() - started;
      const enough = samples.length >= Math.min(ctx.minSamples, ctx.runs);
      if ((spent > ctx.budgetMs && enough) || (spent > 3 * ctx.budgetMs && samples.length > 0)) {
        if (samples.length < ctx.runs) {
          notes.push(
            `stopped at ${samples.length} samples: time budget spent (${(spent / 1000).toFixed(0)} s)`,
          );
        }
        break;
      }
    }
  } catch (error) {
    if (!(error instanceof NoPaintError)) throw error;
    notes.push(`stopped: ${error.message}`);
  }
  return { id, label, samples, notes };
}

async function isEnabled(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.isEnabled());
}

/**
 * Back to the All view, first page, no search or added filter (and on ours Date descending), so each
 * interaction starts from the same screen (an interaction may stop part way through a round).
 */
async function resetScreen(ctx: DriveContext): Promise<void> {
  const { page, timeoutMs } = ctx;
  if ((await searchBox(page).inputValue()) !== '') {
    await settled(page, 'clear search', () => searchBox(page).fill(''), timeoutMs);
  }
  const chips = page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
  if ((await chips.count()) > 0 && (await isEnabled(button(page, 'Clear filters')))) {
    await settled(page, 'clear filters', click(button(page, 'Clear filters')), timeoutMs);
  }
  if ((await tab(page, 'All').getAttribute('aria-selected')) !== 'true') {
    await settled(page, 'view All', click(tab(page, 'All')), timeoutMs);
  }
  if (await isEnabled(button(page, 'First page'))) {
    await settled(page, 'first page', click(button(page, 'First page')), timeoutMs);
  }
  // Ours: the default sort, Date newest first, should a round have stopped part way on another
  // sort (a NoPaintError): New bill finds its bill, dated today, as the first row. (The baseline
  // has no New bill, and its header cycles through no sort.)
  if (ctx.name !== 'ours') return;
  const date = page.getByRole('columnheader', { name: 'Date', exact: true });
  for (let n = 0; n < 3 && (await date.getAttribute('aria-sort')) !== 'descending'; n++) {
    await settled(page, 'sort Date', click(sortButton(page, 'Date')), timeoutMs);
  }
}

const views = ['Draft', 'Awaiting Payment', 'Overdue', 'Paid', 'All'];

export function switchView(ctx: DriveContext) {
  return collect(ctx, 'view', 'switch view', () =>
    views.map((name) => ({
      kind: 'measure' as const,
      detail: `view ${name}`,
      act: click(tab(ctx.page, name)),
    })),
  );
}

/** The first word of the first row's From, folded, up to five letters: a term that finds rows. */
async function searchTerm(ctx: DriveContext): Promise<string> {
  const firstFrom =
    ctx.name === 'ours'
      ? ctx.page.getByRole('grid', { name: 'Invoices' }).getByRole('rowheader').first()
      : ctx.page
          .getByRole('table', { name: 'Invoices' })
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .first();
  const text = (await firstFrom.innerText()).normalize('NFD').toLowerCase();
  return (text.match(/[a-z]+/)?.[0] ?? 'inv').slice(0, 5);
}

/**
 * Types `term` into the search box a key at a time, each key pressed as a person does and
 * measured to painted rows (and the aged payables strip, `withStrip`); clears the box first.
 */
export async function typingSteps(
  ctx: DriveContext,
  term: string,
  withStrip = false,
): Promise<Step[]> {
  const box = searchBox(ctx.page);
  const steps: Step[] = [];
  if ((await box.inputValue()) !== '') {
    steps.push({ kind: 'reset', detail: 'clear search', act: () => box.fill('') });
  }
  steps.push({ kind: 'prepare', detail: 'focus search', act: () => box.focus() });
  for (const [i, char] of [...term].entries()) {
    steps.push({
      kind: 'measure',
      detail: `type '${term.slice(0, i + 1)}'`,
      act: () => ctx.page.keyboard.press(char, { delay: pressMs }),
      ...(withStrip ? { withStrip } : {}),
    });
  }
  return steps;
}

export async function typeSearch(ctx: DriveContext) {
  const term = await searchTerm(ctx);
  return collect(
    ctx,
    'search',
    'type a search term (each keystroke)',
    () => typingSteps(ctx, term),
    [`term typed: '${term}'`],
  );
}

export async function addStatusFilter(ctx: DriveContext) {
  const { page } = ctx;
  const hasEditor = (await button(page, 'Add filter').count()) > 0;
  if (!hasEditor) {
    // No filter editor on this build: the Draft tab applies the same filter, Status is Draft.
    return collect(
      ctx,
      'filter',
      'add a Status filter',
      () => [
        { kind: 'measure', detail: 'Draft tab (Status is Draft)', act: click(tab(page, 'Draft')) },
        { kind: 'reset', detail: 'view All', act: click(tab(page, 'All')) },
      ],
      [
        'no filter editor on this build: measured as choosing the Draft tab, which applies the ' +
          'same filter (Status is Draft) through the UI',
      ],
    );
  }
  const dialog = page.getByRole('dialog', { name: 'Add filter' });
  return collect(ctx, 'filter', 'add a Status filter', () => [
    {
      kind: 'prepare',
      detail: 'open Add filter, tick Draft',
      act: async () => {
        await button(page, 'Add filter').click({ delay: pressMs });
        await dialog.getByRole('checkbox', { name: 'Draft', exact: true }).check();
      },
    },
    {
      kind: 'measure',
      detail: 'Apply Status is Draft',
      act: click(dialog.getByRole('button', { name: 'Apply', exact: true })),
    },
    { kind: 'reset', detail: 'Clear filters', act: click(button(page, 'Clear filters')) },
  ]);
}

export function lastPage(ctx: DriveContext) {
  const { page } = ctx;
  return collect(ctx, 'lastPage', 'go to the last page', () => [
    { kind: 'measure', detail: 'Last page', act: click(button(page, 'Last page')) },
    { kind: 'reset', detail: 'First page', act: click(button(page, 'First page')) },
  ]);
}

/** Every column, ascending then descending (a header click cycles ascending → descending). */
const sortColumns = ['From', 'Status', 'Reference', 'Due', 'Paid', 'Amount due', 'Notes', 'Date'];

export function sortColumnsBothWays(ctx: DriveContext) {
  return collect(ctx, 'sort', 'sort by a column (every column, both directions)', () =>
    sortColumns.flatMap((label) =>
      (['ascending', 'descending'] as const).map((direction) => ({
        kind: 'measure' as const,
        detail: `sort ${label} ${direction}`,
        act: click(sortButton(ctx.page, label)),
      })),
    ),
  );
}

/**
 * View options ▸ Group by, its submenu open, and the pointer on `choice`, moved there as a hand
 * would: across along the Group by row, then down (one jump crosses other entries and the submenu
 * closes). Returns the entry, to be clicked where the pointer already is.
 */
async function pointAtGroupBy(page: Page, choice: string): Promise<Locator> {
  await button(page, 'View options').click();
  const menu = page.getByRole('menu', { name: 'View options' });
  const trigger = menu.getByRole('menuitem', { name: 'Group by' });
  await trigger.click();
  const item = page
    .getByRole('menu', { name: 'Group by' })
    .getByRole('menuitemradio', { name: choice, exact: true });
  const from = await trigger.boundingBox();
  const to = await item.boundingBox();
  if (!from || !to) throw new Error(`Group by ${choice} is not on screen`);
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  return item;
}

/** Chooses Group by ▸ `choice` (reaching the entry is not timed; the click is). */
function groupBySteps(page: Page, choice: string, kind: 'measure' | 'reset'): Step[] {
  let item: Locator | null = null;
  return [
    {
      kind: 'prepare',
      detail: `point at Group by ▸ ${choice}`,
      act: async () => {
        item = await pointAtGroupBy(page, choice);
      },
    },
    { kind, detail: `Group by ${choice}`, act: () => (item as Locator).click() },
  ];
}

const noGroupBy = (id: string, label: string) => ({
  id,
  label,
  samples: [],
  notes: ['the baseline page has no Group by'],
});

/** Group by From from ungrouped rows: the groups' one grouped query, painted. */
export function groupByFrom(ctx: DriveContext) {
  if (ctx.name !== 'ours') return Promise.resolve(noGroupBy('group', 'group by From'));
  return collect(ctx, 'group', 'group by From', () => [
    ...groupBySteps(ctx.page, 'From', 'measure'),
    ...groupBySteps(ctx.page, 'None', 'reset'),
  ]);
}

/** Grouped by From, one of the first groups on screen opened (its first bills painted), closed. */
export async function openAGroup(ctx: DriveContext) {
  if (ctx.name !== 'ours') return noGroupBy('openGroup', 'open a group');
  const { page } = ctx;
  for (const step of groupBySteps(page, 'From', 'reset')) {
    await (step.kind === 'prepare'
      ? step.act()
      : settled(page, step.detail, step.act, ctx.timeoutMs));
  }
  const opens = page.getByRole('treegrid', { name: 'Invoices' }).getByRole('button', {
    name: /^Open /,
  });
  await opens.first().waitFor();
  const result = await collect(ctx, 'openGroup', 'open a group', async (round) => {
    const name = ((await opens.nth(round % 5).getAttribute('aria-label')) ?? '').slice(5);
    return [
      { kind: 'measure', detail: `open ${name}`, act: click(button(page, `Open ${name}`)) },
      { kind: 'reset', detail: `close ${name}`, act: click(button(page, `Close ${name}`)) },
    ];
  });
  for (const step of groupBySteps(page, 'None', 'reset')) {
    await (step.kind === 'prepare'
      ? step.act()
      : settled(page, step.detail, step.act, ctx.timeoutMs));
  }
  return result;
}

/** In order: each leaves the screen as the next expects (default sort until the last). */
export const interactions = [
  switchView,
  typeSearch,
  addStatusFilter,
  lastPage,
  sortColumnsBothWays,
  groupByFrom,
  openAGroup,
];

/** Each interaction by the id it reports under, for `--only` (bench/ui/main.ts). */
export const interactionIds: Record<string, (ctx: DriveContext) => Promise<InteractionResult>> = {
  view: switchView,
  search: typeSearch,
  filter: addStatusFilter,
  lastPage,
  sort: sortColumnsBothWays,
  group: groupByFrom,
  openGroup: openAGroup,
};

export { resetScreen };
