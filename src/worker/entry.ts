import * as Comlink from 'comlink';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { createInvoiceService } from './service';
import { openKeptStore } from './storage/openStore';
import { createMemoryDatabase } from './memoryDatabase';
import { createDirectStatements } from './directStatement';
import { watchWasmMemory } from './wasmMemory';
import { sampleInWorker } from './sampleSource';
import { yieldMacrotask } from '../shared/latest';

async function instantiate(imports: WebAssembly.Imports): Promise<WebAssembly.Instance> {
  try {
    return (await WebAssembly.instantiateStreaming(fetch(wasmUrl), imports)).instance;
  } catch {
    // Served without the wasm MIME type: compile from the bytes instead.
    const bytes = await (await fetch(wasmUrl)).arrayBuffer();
    return (await WebAssembly.instantiate(bytes, imports)).instance;
  }
}

/**
 * Browser tests hold a bulk write between its steps to see what the screen does meanwhile: they
 * set `invoiceTableTestHooks` on this worker's global (Playwright's `worker.evaluate`). Nothing
 * else sets it; unset, writes step and pause as always.
 */
interface TestHooks {
  /** Invoices per step of a bulk write. */
  bulkStepSize?: number;
  /** While true, a bulk write waits between its steps (reads are answered meanwhile). */
  holdBulkWrite?: boolean;
  /** While true, the build after a load (search index, indexes) waits before its next step. */
  holdIndexBuild?: boolean;
}

const testHooks = (): TestHooks | undefined =>
  (globalThis as { invoiceTableTestHooks?: TestHooks }).invoiceTableTestHooks;

async function pauseBetweenSteps(): Promise<void> {
  do await yieldMacrotask();
  while (testHooks()?.holdBulkWrite === true);
}

async function pauseBeforeBuildStep(): Promise<void> {
  do await yieldMacrotask();
  while (testHooks()?.holdIndexBuild === true);
}

/** Starts the service for a given today; the app calls this once, then talks to the result. */
async function start(today: string) {
  // For large samples a second worker generates the next batch while this one inserts
  // (sampleSource.ts).
  const sampleSource = sampleInWorker(
    () =>
      new Worker(new URL('./sampleWorker.ts', import.meta.url), {
        type: 'module',
        name: 'sample',
      }),
  );
  const memory = watchWasmMemory(instantiate);
  // For `npm run bench`, which reads the worker's memory through the DevTools protocol
  // (bench/ui/workerMemory.ts): the wasm heap is the one part it cannot see by itself.
  Object.assign(globalThis, { sqlWasmHeapBytes: memory.bytes });
  const SQL = await Promise.race([
    initSqlJs({ locateFile: () => wasmUrl, instantiateWasm: memory.instantiateWasm }),
    memory.failed,
  ]);
  const service = createInvoiceService({
    createDatabase: () => createMemoryDatabase(SQL, memory.buffer),
    prepareRows: createDirectStatements(SQL, memory.buffer),
    sampleSource,
    // The screen asks for its first page as soon as a load ends: answered before the build.
    firstPageWaitMs: 2000,
    openDatabase: (bytes) => new SQL.Database(bytes),
    openKeptStore,
    today,
    wasmHeapBytes: memory.bytes,
    get bulkChunkSize() {
      return testHooks()?.bulkStepSize;
    },
    bulkPause: pauseBetweenSteps,
    buildPause: pauseBeforeBuildStep,
  });
  // Beside the wasm heap, the bench reads the database's own size at the same moment: the worker
  // memory goal is set against it.
  Object.assign(globalThis, { sqlDatabaseBytes: service.databaseBytesNow });
  return Comlink.proxy(service);
}

const api = { start };
export type WorkerApi = typeof api;

Comlink.expose(api);
