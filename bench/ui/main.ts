import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { findChromium } from '../../scripts/findChromium';
import { bulkMeasurements, bulkWrites } from './bulk';
import { checkGoals } from './goals';
import { storageGoals, verdicts as issue15Verdicts } from './verdicts';
import { markdownReport, textReport } from './report';
import type { DriveContext } from './interactions';
import { runPage, type RunOptions } from './run';
import type { BenchResult, PageName } from './types';
import { storageMarkdown, storageRuns } from './storage';
import {
  browserStorageLines,
  browserStorageMarkdown,
  browserStorageMeasurements,
  maxRuns,
  storageInBrowser,
  type BrowserStorage,
} from './storageInBrowser';

interface Args {
  sizes: number[];
  runs: number;
  warmup: number;
  pages: PageName[];
  port: number;
  build: boolean;
  loadTimeoutS: number;
  budgetS: number;
  loadOnly: boolean;
  ageingOnly: boolean;
  only?: string[];
  /**
   * Where each page's browser profile lives: 'disk' (a new folder per page, as a person's
   * browser keeps it) or 'memory' (Playwright's usual context, incognito, whose OPFS and blobs
   * are held in memory: writing 544 MB to OPFS took 4.8-5.0 s there against 0.8-1.9 s on disk).
   */
  profile: 'disk' | 'memory';
  /** Leave out the Node benches of backup and migration that follow the browser's (`--no-node`). */
  node: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    sizes: [100, 100_000, 1_000_000],
    runs: 20,
    warmup: 2,
    pages: ['ours', 'baseline'],
    port: Number(process.env.BENCH_PORT ?? 4186),
    build: true,
    loadTimeoutS: 300,
    budgetS: 60,
    loadOnly: false,
    ageingOnly: false,
    profile: 'disk',
    node: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1] ?? '';
    if (flag === '--skip-build') {
      args.build = false;
      continue;
    }
    if (flag === '--load-only') {
      args.loadOnly = true;
      continue;
    }
    if (flag === '--no-node') {
      args.node = false;
      continue;
    }
    if (flag === '--ageing-only') {
      args.ageingOnly = true;
      continue;
    }
    i++;
    if (flag === '--sizes') args.sizes = value.split(',').map(Number);
    else if (flag === '--runs') args.runs = Number(value);
    else if (flag === '--warmup') args.warmup = Number(value);
    else if (flag === '--pages') args.pages = value.split(',') as PageName[];
    else if (flag === '--port') args.port = Number(value);
    else if (flag === '--load-timeout') args.loadTimeoutS = Number(value);
    else if (flag === '--budget') args.budgetS = Number(value);
    else if (flag === '--only') args.only = value.split(',');
    else if (flag === '--profile' && (value === 'disk' || value === 'memory')) args.profile = value;
    else throw new Error(`Unknown option ${flag}`);
  }
  return args;
}

const resultsDir = 'bench/results';
const baselineConfig = 'bench/baseline/vite.config.ts';

/** Builds, serves dist, drives both pages at each size, prints the table, writes JSON and Markdown. */
export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const log = (line: string) => console.error(line);
  if (args.build) {
    log('Building (vite build)…');
    // Vite's module runner (ui.bench.mjs) set NODE_ENV=development in this process: a build that
    // inherited it would time React's development build.
    // The app into dist, then the baseline page (bench/baseline) into dist/baseline beside it.
    const configs = args.pages.includes('baseline') ? [[], ['--config', baselineConfig]] : [[]];
    for (const config of configs) {
      const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...config], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (built.status !== 0) return 1;
    }
  }
  const server = await preview({
    logLevel: 'warn',
    preview: { port: args.port, strictPort: true, host: '127.0.0.1', open: false },
  });
  const found = findChromium();
  const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
  const viewport = { width: 1280, height: 800 };
  const profiles: string[] = [];
  /** A page's context: a browser of its own on a new profile folder, or an incognito one. */
  const newContext = async () => {
    if (args.profile === 'memory') return browser.newContext({ viewport });
    const folder = await mkdtemp(join(tmpdir(), 'bench-profile-'));
    profiles.push(folder);
    const context = await chromium.launchPersistentContext(folder, {
      executablePath: found.executablePath,
      args: found.args,
      viewport,
    });
    return context;
  };
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const options: RunOptions = {
    baseUrl: `http://127.0.0.1:${args.port}`,
    runs: args.runs,
    warmup: args.warmup,
    budgetMs: args.budgetS * 1000,
    loadTimeoutMs: args.loadTimeoutS * 1000,
    timeoutMs: 120_000,
    screenshotDir: `${resultsDir}/${stamp}`,
    log,
    loadOnly: args.loadOnly,
    ageingOnly: args.ageingOnly,
    only: args.only,
    newContext,
  };
  const result: BenchResult = {
    startedAt: started.toISOString(),
    minutes: 0,
    environment: {
      chromium: browser.version(),
      node: process.version,
      cpus: cpus().length,
      'memory GB': Math.round(totalmem() / 2 ** 30),
      // The machine may be shared: a high load average means noisy numbers.
      'load average at start': loadavg()[0]?.toFixed(1) ?? '?',
      profile: args.profile === 'disk' ? 'on disk' : 'in memory (incognito)',
    },
    runs: args.runs,
    pages: [],
    bulkApprove: null,
    bulkWrites: [],
  };
  // Backup, restore and migration, unless only some interactions were asked for.
  const storageChosen = args.only
    ? args.only.includes('storage')
    : !args.loadOnly && !args.ageingOnly;
  try {
    for (const size of args.sizes) {
      for (const name of args.pages) {
        // `--only` names what runs: the bulk writes only when it names 'bulk'.
        const bulkChosen = args.only ? args.only.includes('bulk') : !args.ageingOnly;
        const bulk = name === 'ours' && size >= 100_000 && bulkChosen ? bulkWrites : undefined;
        // Then, on the same page, backup, restore and migration in the browser (storageInBrowser.ts).
        const inBrowser = name === 'ours' && size >= 100_000 && storageChosen;
        const held: { storage: BrowserStorage | null } = { storage: null };
        const extra =
          bulk || inBrowser
            ? async (ctx: DriveContext) => {
                const writes = bulk ? await bulk(ctx) : { samples: [], notes: [] };
                if (inBrowser) {
                  const runs = Math.max(1, Math.min(args.runs, maxRuns));
                  const timeoutMs = options.loadTimeoutMs;
                  held.storage = await storageInBrowser(ctx.page, { size, runs, timeoutMs, log });
                }
                return writes;
              }
            : undefined;
        const { result: page, extra: extraResult } = await runPage(name, size, options, extra);
        result.pages.push(page);
        const storage = held.storage;
        if (storage) {
          (result.storageInBrowser ??= []).push(storage);
          page.measurements = { ...page.measurements, ...browserStorageMeasurements(storage) };
        }
        if (bulk) {
          const writes = { size, ...(extraResult ?? { samples: [], notes: ['not run'] }) };
          result.bulkWrites?.push(writes);
          // The verdicts read them by name (verdicts.ts): bulk approve, delete, undo, mark paid.
          page.measurements = { ...page.measurements, ...bulkMeasurements(writes.samples) };
          // Today's bulk approve is the first of them: every draft, 'Select all that match'.
          const approve = writes.samples.filter((s) => s.detail.startsWith('approve'));
          if (size >= 1_000_000) result.bulkApprove = { ...writes, samples: approve };
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    // Each page's context is closed by then (runPage), its browser with it.
    for (const folder of profiles) {
      await rm(folder, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
    }
  }
  // The same through the worker's service in Node (storage.ts).
  if (storageChosen && args.node && args.pages.includes('ours')) {
    result.storage = storageRuns(args.sizes, log);
  }
  result.minutes = (Date.now() - started.getTime()) / 60_000;
  result.environment['load average at end'] = loadavg()[0]?.toFixed(1) ?? '?';
  const goals = checkGoals(result);
  const verdicts = issue15Verdicts(result);
  const verdictLines = ['', 'Goals (issue 15)', ...verdicts.map((v) => `  ${v.line}`)];
  // Issue 25's, at the sizes backup, restore and migration ran at in the browser.
  const inBrowser = result.storageInBrowser ?? [];
  const storageVerdicts = issue15Verdicts(result, storageGoals).filter((v) =>
    inBrowser.some((s) => s.size === v.size),
  );
  const storageLines = inBrowser.flatMap((s) => [
    '',
    `Backup, restore and migration in Chromium, ${s.size.toLocaleString('en-GB')} invoices`,
    ...browserStorageLines(s).map((line) => `  ${line}`),
  ]);
  if (storageVerdicts.length > 0) {
    storageLines.push('', 'Goals (issue 25)', ...storageVerdicts.map((v) => `  ${v.line}`));
  }
  console.log(
    `\n${textReport(result, goals)}\n${verdictLines.join('\n')}\n${storageLines.join('\n')}`,
  );
  await mkdir(resultsDir, { recursive: true });
  const base = `${resultsDir}/ui-${stamp}`;
  await writeFile(
    `${base}.json`,
    `${JSON.stringify({ ...result, goals, verdicts, storageVerdicts }, null, 2)}\n`,
  );
  const verdictMd = ['', '## Goals (issue 15)', '', ...verdicts.map((v) => `- ${v.line}`), ''];
  const storageVerdictMd =
    storageVerdicts.length > 0
      ? ['', '## Goals (issue 25)', '', ...storageVerdicts.map((v) => `- ${v.line}`), '']
      : [];
  const storageMd = `${browserStorageMarkdown(inBrowser)}${storageVerdictMd.join('\n')}${storageMarkdown(result.storage ?? [])}`;
  await writeFile(
    `${base}.md`,
    `${markdownReport(result, goals)}${verdictMd.join('\n')}${storageMd}`,
  );
  console.log(`\nWrote ${base}.json and ${base}.md (screenshots in ${options.screenshotDir}/)`);
  return 0;
}
