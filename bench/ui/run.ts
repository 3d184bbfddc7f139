import type { BrowserContext } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { formatCount, formatMs, formatTask } from './format';
import { ageingById, ageingInteractions } from './ageing';
import { byHandById, byHandInteractions } from './byHand';
import { interactionIds, interactions, resetScreen, type DriveContext } from './interactions';
import { longestTaskSoFar, mainHeapMB, timeToSearchable, waitForFirstRows } from './probe';
import { pageHeapMB, workerMemory, type WorkerMemory } from './workerMemory';
import { measureReopen } from './reopen';
import { summarize } from './summary';
import { chosenSuppliers, runSuppliers } from './suppliers';
import type { InteractionResult, PageName, PageResult, Sample } from './types';

export interface RunOptions {
  baseUrl: string;
  runs: number;
  warmup: number;
  budgetMs: number;
  loadTimeoutMs: number;
  timeoutMs: number;
  /** Where to save a 1280×800 screenshot of each page after loading. */
  screenshotDir: string;
  log: (line: string) => void;
  /**
   * Only these interactions, by id (`--only group,openGroup`; 'suppliers' for all the Suppliers
   * list's, suppliers.ts); all when not given.
   */
  only?: string[];
  /** Only load and reopen: no interactions (`--load-only`). */
  loadOnly?: boolean;
  /** Only the aged payables interactions, no reopen (`--ageing-only`). */
  ageingOnly?: boolean;
  /** A fresh context (profile) for one page (`--profile`, main.ts). */
  newContext: () => Promise<BrowserContext>;
}

const paths: Record<PageName, string> = { ours: '/', baseline: '/baseline/' };

function describeLoad(page: PageResult): string {
  if (page.skipped) return `SKIPPED (${page.skipped})`;
  const worker = page.workerMemory ? `, ${describeWorker(page.workerMemory)}` : '';
  return `loaded in ${formatMs(page.loadMs)}, longest task ${formatTask(page.loadLongestTaskMs)}, main-thread heap ${page.mainHeapMB ?? '?'} MB (${page.pageHeapMB ?? '?'} MB after a GC)${worker}`;
}

function describeWorker(memory: WorkerMemory | null | undefined): string {
  if (!memory) return 'worker memory not measured';
  const times = memory.databaseMB
    ? `, ${(memory.workerMB / memory.databaseMB).toFixed(2)}× it`
    : '';
  const database =
    memory.databaseMB === null
      ? 'database not measured'
      : `database ${memory.databaseMB} MB${times}`;
  return `worker ${memory.workerMB} MB (JS heap ${memory.jsHeapMB}, array buffers ${memory.arrayBuffersMB}, wasm heap ${memory.wasmHeapMB}); ${database}`;
}

function describeInteraction(result: InteractionResult): string {
  const s = summarize(result);
  return `${result.label}: n=${s?.n ?? 0} median ${formatMs(s?.median ?? null)} p95 ${formatMs(s?.p95 ?? null)} longest task ${formatTask(s?.longestTaskMs ?? null)}`;
}

/**
 * Opens one page at one size in a fresh browser context, waits for its first rows, then runs
 * every interaction. `extra` runs last on the same page (the bulk approve, ours at 1,000,000).
 */
export async function runPage(
  name: PageName,
  size: number,
  options: RunOptions,
  extra?: (ctx: DriveContext) => Promise<{ samples: Sample[]; notes: string[] }>,
): Promise<{ result: PageResult; extra: { samples: Sample[]; notes: string[] } | null }> {
  const context = await options.newContext();
  // A click on the baseline can wait for a long task: allow as long as a whole interaction.
  context.setDefaultTimeout(options.timeoutMs);
  let page = await context.newPage();
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  const result: PageResult = {
    page: name,
    size,
    loadMs: null,
    loadLongestTaskMs: null,
    skipped: null,
    interactions: [],
    longestTaskMs: 0,
    mainHeapMB: null,
  };
  let extraResult: { samples: Sample[]; notes: string[] } | null = null;
  try {
    await page.goto(`${options.baseUrl}${paths[name]}?rows=${size}`);
    const load = await waitForFirstRows(page, options.loadTimeoutMs);
    if (!load) {
      result.skipped = crashed
        ? 'the tab crashed while loading (out of memory?)'
        : `no rows on screen within the ${options.loadTimeoutMs / 1000} s load limit`;
      options.log(`${name} ${formatCount(size)}: ${describeLoad(result)}`);
      return { result, extra: null };
    }
    result.loadMs = load.loadMs;
    result.loadLongestTaskMs = load.longestTaskMs;
    result.mainHeapMB = await mainHeapMB(page);
    // The baseline's garbage collection at a million (3 GB of heap) took 30 s on an idle machine.
    result.pageHeapMB = await pageHeapMB(page, options.loadTimeoutMs);
    result.workerMemory = await workerMemory(page);
    result.workerMB = result.workerMemory?.workerMB ?? null;
    if (name === 'ours') result.databaseMB = result.workerMemory?.databaseMB ?? null;
    options.log(`${name} ${formatCount(size)}: ${describeLoad(result)}`);
    if (name === 'ours') {
      result.searchableMs = await timeToSearchable(page, options.loadTimeoutMs);
      const searchable = result.searchableMs == null ? 'never' : formatMs(result.searchableMs);
      options.log(`ours ${formatCount(size)}: everything searchable at ${searchable}`);
    }
    if (name === 'ours' && !options.ageingOnly) {
      const reopen = await measureReopen(context, page, size, options.loadTimeoutMs, async (p) => {
        result.workerMemorySaved = await workerMemory(p);
        result.workerMBSaved = result.workerMemorySaved?.workerMB ?? null;
        result.databaseMBSaved = result.workerMemorySaved?.databaseMB ?? null;
        options.log(
          `ours ${formatCount(size)}: once saved, ${describeWorker(result.workerMemorySaved)}`,
        );
      });
      page = reopen.page;
      result.reopenMs = reopen.reopenMs;
      result.reopenNote = reopen.note;
      options.log(
        `ours ${formatCount(size)}: reopened in ${formatMs(reopen.reopenMs)}${reopen.note ? ` (${reopen.note})` : ''}; it said: ${reopen.said.join(' / ')}`,
      );
    }
    await mkdir(options.screenshotDir, { recursive: true });
    await page.screenshot({ path: `${options.screenshotDir}/${name}-${size}.png` });

    const ctx: DriveContext = {
      page,
      name,
      runs: options.runs,
      warmup: options.warmup,
      budgetMs: options.budgetMs,
      minSamples: 5,
      timeoutMs: options.timeoutMs,
    };
    const all = options.ageingOnly
      ? ageingInteractions
      : [...interactions, ...ageingInteractions, ...byHandInteractions];
    const byId: Record<string, (typeof all)[number]> = {
      ...interactionIds,
      ...ageingById,
      ...byHandById,
    };
    const chosen = options.only ? options.only.flatMap((id) => byId[id] ?? []) : all;
    const record = (measured: InteractionResult) => {
      result.interactions.push(measured);
      options.log(`  ${describeInteraction(measured)}`);
    };
    // The bills list's, then the Suppliers list's, then New bill's, whose saved bills would be
    // found by the others' searches and filters (and would be a supplier of their own).
    const byHand = new Set<(typeof all)[number]>(byHandInteractions);
    const bills = options.loadOnly ? [] : chosen;
    for (const interaction of bills.filter((i) => !byHand.has(i))) {
      await resetScreen(ctx);
      record(await interaction(ctx));
    }
    const suppliers = options.loadOnly || options.ageingOnly ? [] : chosenSuppliers(options.only);
    await runSuppliers(ctx, suppliers, record);
    for (const interaction of bills.filter((i) => byHand.has(i))) {
      await resetScreen(ctx);
      record(await interaction(ctx));
    }
    if (name === 'ours' && !options.ageingOnly && result.interactions.length > 0) {
      result.workerMemoryReopenedRead = await workerMemory(page);
      result.workerMBReopenedRead = result.workerMemoryReopenedRead?.workerMB ?? null;
      options.log(
        `ours ${formatCount(size)}: reopened, after the interactions, ${describeWorker(result.workerMemoryReopenedRead)}`,
      );
    }
    if (extra && !options.loadOnly) {
      extraResult = await extra(ctx);
      // A step that stopped part way is seen on the screen it stopped on.
      if (extraResult.notes.some((note) => note.startsWith('stopped'))) {
        await page.screenshot({ path: `${options.screenshotDir}/${name}-${size}-stopped.png` });
      }
    }
    result.longestTaskMs = await longestTaskSoFar(page);
  } catch (error) {
    const reason = crashed ? 'the tab crashed (out of memory?)' : String(error).split('\n')[0];
    result.skipped ??= `stopped part way: ${reason}`;
    options.log(`${name} ${formatCount(size)}: ${result.skipped}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return { result, extra: extraResult };
}
