import type { StorageRun } from './storage';
import type { BrowserStorage } from './storageInBrowser';
import type { WorkerMemory } from './workerMemory';
export type PageName = 'ours' | 'baseline';

/** One measured input: end to end, the SQL part (ours), the longest main-thread task meanwhile. */
export interface Sample {
  ms: number;
  /** From the press (the pointerdown ~60 ms before a click; a key's keydown) to painted rows. */
  pressMs: number | null;
  sqlMs: number | null;
  longestTaskMs: number;
  /** What was done, e.g. "sort Paid descending", "type 's'". */
  detail: string;
  /** When `ms` runs to the aged payables strip's paint too: the rows' own time. */
  rowsMs?: number;
}

export interface InteractionResult {
  id: string;
  label: string;
  samples: Sample[];
  /** Why there are fewer samples than asked for, or how the interaction was driven. */
  notes: string[];
}

export interface PageResult {
  page: PageName;
  size: number;
  /** Navigation start to the first rows painted; null when the page did not get there. */
  loadMs: number | null;
  loadLongestTaskMs: number | null;
  /**
   * Ours only: navigation start to the first search answered (probe.ts timeToSearchable), the
   * figure for 'everything searchable'; null when no search was answered in the load's time.
   */
  searchableMs?: number | null;
  /** Set when the page could not be measured at this size (that is a finding). */
  skipped: string | null;
  interactions: InteractionResult[];
  /** The longest main-thread task seen at any time on this page. */
  longestTaskMs: number;
  /** Main-thread JS heap once loaded (Chrome's performance.memory), in MB; not the worker's. */
  mainHeapMB: number | null;
  /**
   * The same once loaded, after a garbage collection and with its array buffers, read through
   * the DevTools protocol as the worker's memory is (workerMemory.ts, pageHeapMB), in MB. The
   * baseline page's is the figure ours' worker memory is judged against.
   */
  pageHeapMB?: number | null;
  /**
   * The worker's memory once the first rows show (JS heap + array buffers + wasm heap, read
   * through the DevTools protocol: workerMemory.ts), in MB; null for a page without a worker.
   */
  workerMB?: number | null;
  workerMemory?: WorkerMemory | null;
  /** Ours only: the database's own size (page_count × page_size) read with `workerMemory`, MB. */
  databaseMB?: number | null;
  /**
   * Ours only: the same once the table is saved (its indexes and search index built, its first
   * checkpoint written), just before the reopen. The figure for the memory goal.
   */
  workerMBSaved?: number | null;
  workerMemorySaved?: WorkerMemory | null;
  /** Ours only: the saved table's own size, read with `workerMemorySaved`, MB. */
  databaseMBSaved?: number | null;
  /**
   * Ours only: the same after the interactions, which ran on the table reopened from its
   * checkpoint: what a person's tab holds once the kept table has been read around in.
   */
  workerMBReopenedRead?: number | null;
  workerMemoryReopenedRead?: WorkerMemory | null;
  /** Ours only: a reload once the table is saved, to the first rows painted (reopen.ts). */
  reopenMs?: number | null;
  reopenNote?: string | null;
  /**
   * Numbers a goal is judged by, by name ('worker MB', 'searchable ms', 'bulk delete ms'):
   * verdicts.ts reads them here (or a numeric field of the same name) and plugs them in.
   */
  measurements?: Record<string, number | null>;
}

export interface BenchResult {
  startedAt: string;
  minutes: number;
  environment: Record<string, string | number>;
  runs: number;
  pages: PageResult[];
  /** Ours only: 'Select all that match your filters' then Approve, or why it was not run. */
  bulkApprove: { size: number; samples: Sample[]; notes: string[] } | null;
  /**
   * Ours only, at 100,000 and more (bulk.ts, bulkWrites): approve every draft, delete every paid,
   * undo that delete, each click to refreshed footer; and a read during a bulk write.
   */
  bulkWrites?: { size: number; samples: Sample[]; notes: string[] }[];
  /** Backup, restore and migration at 100,000 and more, from the Node benches (storage.ts). */
  storage?: StorageRun[];
  /**
   * The same on our page in Chromium at 100,000 and more (storageInBrowser.ts): the download,
   * the file read, the OPFS writes and the worker in the browser.
   */
  storageInBrowser?: BrowserStorage[];
}
