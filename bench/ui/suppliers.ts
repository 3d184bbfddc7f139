import type { Locator, Page } from '@playwright/test';
import { collect, tab, type DriveContext, type Step } from './interactions';
import { settled } from './probe';
import type { InteractionResult } from './types';

/**
 * The Suppliers list's interactions (issue 27), on our page only: the baseline page has no such
 * list. Each is timed as the bills list's are, from the input event to the first frame after the
 * rows for it were painted (the list calls the same paint marks, src/perf/paintMarks.ts). They run
 * together on the table the bench loaded: the header's 'Suppliers' link opens the list without
 * reloading the page (the address `?list=suppliers` alone would open the default sample), and
 * 'Bills' goes back for what runs after them.
 */

/** Their ids, in the report's table after the bills list's (report.ts); `--only suppliers` runs all. */
export const suppliersIds = [
  'suppliersView',
  'suppliersSearch',
  'suppliersFilter',
  'suppliersSort',
  'suppliersLastPage',
] as const;
export type SuppliersId = (typeof suppliersIds)[number];

export const suppliersLabels: Record<SuppliersId, string> = {
  suppliersView: 'Suppliers: switch view',
  suppliersSearch: 'Suppliers: type a search term (each keystroke)',
  suppliersFilter: 'Suppliers: add an Owed filter',
  suppliersSort: 'Suppliers: sort by Owed (both directions)',
  suppliersLastPage: 'Suppliers: go to the last page',
};

/** Pressed as a person presses, like every other button the bench presses (interactions.ts). */
const pressMs = 60;
const press = (locator: Locator) => () => locator.click({ delay: pressMs });
// Only the list shown is in the accessibility tree: the bills list is hidden meanwhile.
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const grid = (page: Page) => page.getByRole('grid', { name: 'Suppliers' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search suppliers' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const sortButton = (page: Page, label: string) =>
  page
    .getByRole('columnheader', { name: label, exact: true })
    .getByRole('button', { name: label, exact: true });
const listLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name, exact: true });

/**
 * Rows a page: the generic table's default. The sample has 60 contacts (fewer at 100 bills), so
 * this makes several pages and 'Last page' has somewhere to go.
 */
const pageSize = '10';

/** Opens the Suppliers list from the header, paged at `pageSize`, and waits for its rows. */
async function openSuppliers(ctx: DriveContext): Promise<void> {
  const { page, timeoutMs } = ctx;
  await listLink(page, 'Suppliers').click();
  // Its code loads when first shown: wait for its rows, then for no rows on their way.
  await grid(page).getByRole('rowheader').first().waitFor({ timeout: timeoutMs });
  await settled(page, 'Suppliers shown', () => Promise.resolve(), timeoutMs);
  const layout = page.getByRole('combobox', { name: /^Layout/ });
  if ((await layout.inputValue()) !== 'paged') {
    await settled(
      page,
      'Layout Paged',
      () => layout.selectOption('paged').then(() => {}),
      timeoutMs,
    );
  }
  const size = pager(page).getByRole('combobox', { name: /^Items per page/ });
  if ((await size.inputValue()) !== pageSize) {
    await settled(
      page,
      `${pageSize} a page`,
      () => size.selectOption(pageSize).then(() => {}),
      timeoutMs,
    );
  }
}

/** Back to the bills list, as it was left, for what runs after (New bill, the bulk writes). */
async function openBills(ctx: DriveContext): Promise<void> {
  const { page, timeoutMs } = ctx;
  await listLink(page, 'Bills').click();
  await page.getByRole('grid', { name: 'Invoices' }).waitFor({ timeout: timeoutMs });
  await settled(page, 'Bills shown', () => Promise.resolve(), timeoutMs);
}

async function isEnabled(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.isEnabled());
}

/**
 * Back to the All view, sorted by name, first page, no search or added filter, so each
 * interaction starts from the same screen. The list's address says what differs from that.
 */
async function resetSuppliers(ctx: DriveContext): Promise<void> {
  const { page, timeoutMs } = ctx;
  if ((await searchBox(page).inputValue()) !== '') {
    await settled(page, 'clear search', () => searchBox(page).fill(''), timeoutMs);
  }
  if (await isEnabled(button(page, 'Clear filters'))) {
    await settled(page, 'clear filters', press(button(page, 'Clear filters')), timeoutMs);
  }
  if ((await tab(page, 'All').getAttribute('aria-selected')) !== 'true') {
    await settled(page, 'view All', press(tab(page, 'All')), timeoutMs);
  }
  // Another column's sort gives way to Name ascending, the default, at one press of Name.
  if (new URL(page.url()).searchParams.has('sort')) {
    await settled(page, 'sort Name', press(sortButton(page, 'Name')), timeoutMs);
  }
  if (await isEnabled(pager(page).getByRole('button', { name: 'First page', exact: true }))) {
    await settled(page, 'first page', press(button(page, 'First page')), timeoutMs);
  }
}

const views = ['Owing', 'Overdue', 'All'];

/** All → Owing → Overdue → All, each tab pressed to its rows painted. */
function switchView(ctx: DriveContext): Promise<InteractionResult> {
  return collect(ctx, 'suppliersView', suppliersLabels.suppliersView, () =>
    views.map((name) => ({
      kind: 'measure' as const,
      detail: `view ${name}`,
      act: press(tab(ctx.page, name)),
    })),
  );
}

/** The first word of the first supplier's name, folded, up to five letters: a term that finds. */
async function searchTerm(page: Page): Promise<string> {
  const text = (await grid(page).getByRole('rowheader').first().innerText())
    .normalize('NFD')
    .toLowerCase();
  return (text.match(/[a-z]+/)?.[0] ?? 'a').slice(0, 5);
}

/** That term typed into 'Search suppliers' a key at a time, each key to its rows painted. */
async function typeSearch(ctx: DriveContext): Promise<InteractionResult> {
  const { page } = ctx;
  const term = await searchTerm(page);
  const box = searchBox(page);
  return collect(
    ctx,
    'suppliersSearch',
    suppliersLabels.suppliersSearch,
    async () => {
      const steps: Step[] = [];
      if ((await box.inputValue()) !== '') {
        steps.push({ kind: 'reset', detail: 'clear search', act: () => box.fill('') });
      }
      steps.push({ kind: 'prepare', detail: 'focus search', act: () => box.focus() });
      for (const [i, char] of [...term].entries()) {
        steps.push({
          kind: 'measure',
          detail: `type '${term.slice(0, i + 1)}'`,
          act: () => page.keyboard.press(char, { delay: pressMs }),
        });
      }
      return steps;
    },
    [`term typed: '${term}'`],
  );
}

/** 'Owed more than £N' through Add filter, Apply pressed to the rows painted, then cleared. */
function addOwedFilter(ctx: DriveContext): Promise<InteractionResult> {
  const { page } = ctx;
  const editor = page.getByRole('dialog', { name: 'Add filter' });
  return collect(ctx, 'suppliersFilter', suppliersLabels.suppliersFilter, () =>
    ['100', '1000', '10000'].flatMap((amount): Step[] => [
      {
        kind: 'prepare',
        detail: `open Add filter, Owed more than £${amount}`,
        act: async () => {
          await button(page, 'Add filter').click({ delay: pressMs });
          await editor.getByLabel('Column').selectOption({ label: 'Owed' });
          await editor.getByLabel('Operator').selectOption({ label: 'more than' });
          await editor.getByLabel('Amount (£)').fill(amount);
        },
      },
      {
        kind: 'measure',
        detail: `Apply Owed more than £${amount}`,
        act: press(editor.getByRole('button', { name: 'Apply', exact: true })),
      },
      { kind: 'reset', detail: 'Clear filters', act: press(button(page, 'Clear filters')) },
    ]),
  );
}

/** The Owed header pressed, ascending then descending (a press turns one into the other). */
function sortOwed(ctx: DriveContext): Promise<InteractionResult> {
  return collect(ctx, 'suppliersSort', suppliersLabels.suppliersSort, () =>
    (['ascending', 'descending'] as const).map((direction) => ({
      kind: 'measure' as const,
      detail: `sort Owed ${direction}`,
      act: press(sortButton(ctx.page, 'Owed')),
    })),
  );
}

/** Paged, 'Last page' pressed to its rows painted, then back to the first page (not timed). */
async function lastPage(ctx: DriveContext): Promise<InteractionResult> {
  const id: SuppliersId = 'suppliersLastPage';
  const label = suppliersLabels[id];
  const { page } = ctx;
  const last = pager(page).getByRole('button', { name: 'Last page', exact: true });
  const first = pager(page).getByRole('button', { name: 'First page', exact: true });
  if (!(await isEnabled(last))) {
    const status = await pager(page)
      .getByText(/^Page /)
      .innerText();
    return { id, label, samples: [], notes: [`not run: one page only (${status})`] };
  }
  return collect(ctx, id, label, () => [
    { kind: 'measure', detail: 'Last page', act: press(last) },
    { kind: 'reset', detail: 'First page', act: press(first) },
  ]);
}

/** Each by its id; they run in the order of `suppliersIds`, each from resetSuppliers' screen. */
const suppliersById: Record<SuppliersId, (ctx: DriveContext) => Promise<InteractionResult>> = {
  suppliersView: switchView,
  suppliersSearch: typeSearch,
  suppliersFilter: addOwedFilter,
  suppliersSort: sortOwed,
  suppliersLastPage: lastPage,
};

/** The ids `--only` names, in their order ('suppliers' names them all); all without it. */
export function chosenSuppliers(only: readonly string[] | undefined): SuppliersId[] {
  if (!only || only.includes('suppliers')) return [...suppliersIds];
  return suppliersIds.filter((id) => only.includes(id));
}

/**
 * Runs the interactions `chosen` on the Suppliers list, opened once from the header, each from
 * the same screen, then goes back to the bills list. The baseline page has no such list: each is
 * reported there as not applicable, with no samples.
 */
export async function runSuppliers(
  ctx: DriveContext,
  chosen: readonly SuppliersId[],
  onResult: (result: InteractionResult) => void,
): Promise<void> {
  if (chosen.length === 0) return;
  if (ctx.name !== 'ours') {
    for (const id of chosen) {
      const notes = ['the baseline page has no Suppliers list'];
      onResult({ id, label: suppliersLabels[id], samples: [], notes });
    }
    return;
  }
  await openSuppliers(ctx);
  for (const id of chosen) {
    await resetSuppliers(ctx);
    onResult(await suppliersById[id](ctx));
  }
  await resetSuppliers(ctx);
  await openBills(ctx);
}
