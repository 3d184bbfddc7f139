import type { Database } from 'sql.js';
import type { PrepareRows } from '../../sql/io/load';
import type { choosePlan } from '../../sql/plan/plan';
import type { SampleSource } from '../sampleSource';
import type { KeptStore } from '../storage/types';

export interface InvoiceServiceOptions {
  /** Makes an empty in-memory database (sql.js `new SQL.Database()`). */
  createDatabase: () => Database;
  /** ISO date of today; tests pin it. */
  today: string;
  seed?: number;
  yieldToEvents?: () => Promise<void>;
  now?: () => number;
  /** How to read a window of rows; tests force each way to check both give the same rows. */
  choosePlan?: typeof choosePlan;
  /** Bytes in the wasm heap sql.js runs in, when the host can see it (see wasmMemory.ts). */
  wasmHeapBytes?: () => number | undefined;
  /** Invoices per step of a bulk write (bulkSteps.ts), fixed; tests make it small. */
  bulkChunkSize?: number;
  /** How long a step of a bulk write may take before waiting reads are answered (bulkSteps.ts). */
  bulkStepMs?: number;
  /**
   * How long the build after a load waits for the screen's first page to be answered before it
   * starts anyway (none unless given): a step under way would hold that page back.
   */
  firstPageWaitMs?: number;
  /** Awaited before each step of the build after a load; browser tests hold the build with it. */
  buildPause?: () => Promise<void>;
  /** Awaited between the steps of a bulk write; tests slow a write down with it. */
  bulkPause?: () => Promise<void>;
  /** Opens a database from a kept checkpoint's bytes (sql.js `new SQL.Database(bytes)`). */
  openDatabase?: (bytes: Uint8Array) => Database;
  /** Where the kept database lives (keeper.ts); without it nothing is kept. */
  openKeptStore?: () => Promise<KeptStore>;
  /** How the load prepares its insert (load.ts); sql.js's own statement unless given. */
  prepareRows?: PrepareRows;
  /** Where a load's sample is generated (sampleSource.ts): here, between inserts, unless given. */
  sampleSource?: SampleSource;
}
