import type { CDPSession, Page } from '@playwright/test';

/** The worker's memory, in MB (2^20 bytes): what the table's data costs the browser. */
export interface WorkerMemory {
  /** JS heap in use (V8's usedSize). */
  jsHeapMB: number;
  /** Array buffers outside the JS heap (V8's backingStorageSize), the wasm heap not included. */
  arrayBuffersMB: number;
  /** The wasm heap sql.js runs in (every WebAssembly.Memory in the worker): SQLite's pages. */
  wasmHeapMB: number;
  /** All three together. */
  workerMB: number;
  /**
   * The database's own size at the same moment: SQLite's pages (page_count × page_size), to a
   * tenth of a MB, as the worker publishes it (src/worker/entry.ts). Part of the wasm heap, not
   * added to it; null when the worker does not publish it.
   */
  databaseMB: number | null;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const tenthMB = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * Measures the page's (first) Web Worker through the DevTools protocol, from outside: the bench
 * needs nothing from the app. Playwright gives no CDP session for a worker, so this attaches to
 * the worker's target from the page's session and talks to it in messages. `Runtime.getHeapUsage`
 * gives the JS heap and the array buffers, after a garbage collection; the wasm heap is not among them, so it asks the
 * worker for it (src/worker/entry.ts). Null when there is no worker or it does not answer
 * within `timeoutMs` (a worker busy building answers between its steps).
 */
export async function workerMemory(page: Page, timeoutMs = 60_000): Promise<WorkerMemory | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([measure(page), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function measure(page: Page): Promise<WorkerMemory | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find((t) => t.type === 'worker');
    if (!worker) return null;
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    const call = inWorker(cdp, sessionId);
    // What the worker holds, not what it has let go and not yet collected (a checkpoint's copy).
    await call('HeapProfiler.collectGarbage', {});
    const usage = (await call('Runtime.getHeapUsage', {})) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    // entry.ts publishes the wasm heap's size as `sqlWasmHeapBytes()` (Runtime.queryObjects,
    // which would find the memory without it, never answers in a worker).
    const wasm = (await call('Runtime.evaluate', {
      expression: 'typeof sqlWasmHeapBytes === "function" ? sqlWasmHeapBytes() ?? 0 : 0',
      returnByValue: true,
    })) as { result: { value?: number } };
    const wasmBytes = wasm.result.value ?? 0;
    const database = (await call('Runtime.evaluate', {
      expression: 'typeof sqlDatabaseBytes === "function" ? sqlDatabaseBytes() : null',
      returnByValue: true,
    })) as { result: { value?: number | null } };
    const databaseBytes = database.result.value ?? null;
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    const arrayBuffers = usage.backingStorageSize ?? 0;
    return {
      jsHeapMB: mb(usage.usedSize),
      arrayBuffersMB: mb(arrayBuffers),
      wasmHeapMB: mb(wasmBytes),
      workerMB: mb(usage.usedSize + arrayBuffers + wasmBytes),
      databaseMB: databaseBytes === null ? null : tenthMB(databaseBytes),
    };
  } catch {
    return null;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * The page's own main-thread heap, in MB: JS heap in use plus array buffers, after a garbage
 * collection, read through the DevTools protocol as the worker's is (Chrome's
 * `performance.memory`, `mainHeapMB`, counts garbage not yet collected and rounds to buckets).
 * For the baseline page it is where every invoice is held. Null when it does not answer within
 * `timeoutMs`, which must allow for a long collection: 30 s for the baseline's 3 GB at a million.
 */
export async function pageHeapMB(page: Page, timeoutMs: number): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const read = async () => {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = await cdp.send('Runtime.getHeapUsage');
      return mb(usage.usedSize + usage.backingStorageSize);
    } catch {
      return null;
    } finally {
      await cdp.detach().catch(() => undefined);
    }
  };
  try {
    return await Promise.race([read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends protocol calls to an attached (not flattened) target and resolves with their results. */
function inWorker(cdp: CDPSession, sessionId: string) {
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const entry = message.id === undefined ? undefined : waiting.get(message.id);
    if (!entry || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) entry.reject(new Error(message.error.message));
    else entry.resolve(message.result);
  });
  return (method: string, params: Record<string, unknown>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject);
    });
}
