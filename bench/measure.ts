import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import { createInvoiceService, type InvoiceService } from '../src/worker/service';
import { createMemoryDatabase } from '../src/worker/memoryDatabase';
import { watchWasmMemory } from '../src/worker/wasmMemory';
import type { ServiceStats } from '../src/worker/types';
import { interactions } from './interactions';
import { summarize, type Timing } from './stats';

export const today = '2026-11-21';

export interface SizeResult {
  size: number;
  loadMs: number;
  /** CPU time of the load (this process): steadier than wall time on a shared machine. */
  loadCpuMs?: number;
  /** From the start of the load until it is searchable (the rows show at `loadMs`). */
  searchableMs?: number;
  /** CPU time of the same. */
  searchableCpuMs?: number;
  progressReports: number;
  stats: ServiceStats;
  jsHeapBytes: number;
  rssBytes: number;
  rows: { group: string; name: string; cold?: Timing; warm: Timing }[];
  bulk: { name: string; ms: number; count: number }[];
}

export interface MeasureOptions {
  size: number;
  /** Most timed runs per interaction and mode. */
  runs: number;
  /** Stop repeating an interaction once this much time went into it (at least 3 runs). */
  budgetMs: number;
  /** Only the interactions of these groups; every one when absent. */
  groups?: readonly string[];
  log: (line: string) => void;
}

async function startService(): Promise<InvoiceService> {
  const wasmPath = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const bytes = await readFile(wasmPath);
  const memory = watchWasmMemory(async (imports) => {
    return (await WebAssembly.instantiate(bytes, imports)).instance;
  });
  const SQL = await Promise.race([
    initSqlJs({ instantiateWasm: memory.instantiateWasm }),
    memory.failed,
  ]);
  return createInvoiceService({
    createDatabase: () => createMemoryDatabase(SQL, memory.buffer),
    today,
    yieldToEvents: () => Promise.resolve(),
    wasmHeapBytes: memory.bytes,
  });
}

async function repeat(
  run: () => Promise<number>,
  before: () => void,
  options: MeasureOptions,
): Promise<Timing> {
  const times: number[] = [];
  const started = performance.now();
  while (
    times.length < options.runs &&
    (times.length < 3 || performance.now() - started < options.budgetMs)
  ) {
    before();
    times.push(await run());
  }
  return summarize(times);
}

/** Loads `size` invoices into a fresh service and times every interaction, cold and warm. */
export async function measureSize(options: MeasureOptions): Promise<SizeResult> {
  const { size, log } = options;
  const service = await startService();
  let progressReports = 0;
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const loaded = await service.load(size, () => progressReports++);
  const cpu = process.cpuUsage(cpuBefore);
  if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded));
  await service.settled();
  const searchableMs = performance.now() - startedAt;
  const searchableCpu = process.cpuUsage(cpuBefore);
  log(`loaded ${size} in ${loaded.ms.toFixed(0)} ms, searchable in ${searchableMs.toFixed(0)} ms`);
  global.gc?.();
  const stats = await service.stats();
  const memory = process.memoryUsage();
  const result: SizeResult = {
    size,
    loadMs: loaded.ms,
    loadCpuMs: (cpu.user + cpu.system) / 1000,
    searchableMs,
    searchableCpuMs: (searchableCpu.user + searchableCpu.system) / 1000,
    progressReports,
    stats,
    jsHeapBytes: memory.heapUsed,
    rssBytes: memory.rss,
    rows: [],
    bulk: [],
  };
  const chosen = interactions().filter((i) => options.groups?.includes(i.group) ?? true);
  for (const interaction of chosen) {
    const run = () => interaction.run(service);
    const cold = interaction.cold
      ? await repeat(run, () => service.clearCaches(), options)
      : undefined;
    await run();
    const warm = await repeat(run, () => {}, options);
    result.rows.push({ group: interaction.group, name: interaction.name, cold, warm });
    const coldText = cold ? `cold ${cold.median.toFixed(1)}/${cold.p95.toFixed(1)} ` : '';
    log(
      `${interaction.group} ${interaction.name}: ${coldText}warm ${warm.median.toFixed(1)}/${warm.p95.toFixed(1)}`,
    );
  }
  // Only chosen groups: no bulk writes after them (they change the data for the next run).
  result.bulk = options.groups ? [] : await measureBulk(service);
  for (const b of result.bulk) log(`${b.name}: ${b.ms.toFixed(0)} ms (${b.count})`);
  return result;
}

/** 'Select all that match' on the Draft view, then Approve; and Delete + Undo on Paid. */
async function measureBulk(service: InvoiceService): Promise<SizeResult['bulk']> {
  const out: SizeResult['bulk'] = [];
  const timed = async (name: string, act: () => Promise<{ kind: string; count?: number }>) => {
    const started = performance.now();
    const result = await act();
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    out.push({ name, ms: performance.now() - started, count: result.count ?? 0 });
    return result;
  };
  const matching = (status: 'draft' | 'paid') => ({
    kind: 'matching',
    query: { filters: [{ column: 'status', operator: 'is', values: [status] }], search: '' },
    except: [1, 2, 3],
  });
  await timed('select all Draft: bulk bar total', () =>
    service.summarizeSelection(matching('draft')),
  );
  await timed('select all Draft: Approve', () => service.approve(matching('draft')));
  const pageAfter = await service.query({
    filters: [],
    search: '',
    sort: [{ column: 'date', desc: true }],
    page: { index: 0, size: 20 },
  });
  if (pageAfter.kind === 'ok')
    out.push({ name: 'first page after Approve', ms: pageAfter.sqlMs, count: 20 });
  const removed = await timed('select all Paid: Delete', () => service.remove(matching('paid')));
  const token = (removed as { undoToken?: number }).undoToken;
  await timed('Undo delete', () => service.undoRemove(token));
  return out;
}
