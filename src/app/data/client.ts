import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/entry';
import type { InvoiceService } from '../../worker/service';
import { createWatchdog, watchClient } from './watchdog';

export type InvoiceClient = Comlink.Remote<InvoiceService>;

export interface StartedClient {
  /** Every call on it has a deadline (watchdog.ts). */
  client: InvoiceClient;
  /** Stops the worker and frees its database. */
  terminate: () => void;
  /** Called once when the worker crashes or stops answering, with the technical detail. */
  onStopped: (listener: (detail: string) => void) => () => void;
}

/** How long the worker may take to fetch and compile its database engine (sql.js's wasm). */
export const startDeadlineMs = 20_000;

/** Starts the data worker; rejects with the technical reason when it cannot start in time. */
export async function startInvoiceClient(
  today: string,
  deadlineMs = startDeadlineMs,
): Promise<StartedClient> {
  const worker = new Worker(new URL('../../worker/entry.ts', import.meta.url), {
    type: 'module',
    name: 'invoices',
  });
  const watchdog = createWatchdog({
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  worker.addEventListener('error', (event) =>
    watchdog.stop(event.message || 'The data worker failed'),
  );
  worker.addEventListener('messageerror', () =>
    watchdog.stop('A message from the data worker could not be read'),
  );
  let late: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    watchdog.onStopped((detail) => reject(new Error(detail)));
    late = setTimeout(
      () => reject(new Error(`The database engine did not start within ${deadlineMs / 1000} s`)),
      deadlineMs,
    );
  });
  const api = Comlink.wrap<WorkerApi>(worker);
  try {
    const client = (await Promise.race([api.start(today), failed])) as unknown as InvoiceClient;
    return {
      client: watchClient(client, watchdog),
      terminate: () => worker.terminate(),
      onStopped: watchdog.onStopped,
    };
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    clearTimeout(late);
  }
}
