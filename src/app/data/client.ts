import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/entry';
import type { InvoiceService } from '../../worker/service';

export type InvoiceClient = Comlink.Remote<InvoiceService>;

export interface StartedClient {
  client: InvoiceClient;
  /** Stops the worker and frees its database. */
  terminate: () => void;
}

/** Starts the data worker; rejects with a readable message when it cannot start. */
export async function startInvoiceClient(today: string): Promise<StartedClient> {
  const worker = new Worker(new URL('../../worker/entry.ts', import.meta.url), {
    type: 'module',
    name: 'invoices',
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => reject(new Error(event.message || 'The data worker could not be started.')),
      { once: true },
    );
  });
  const api = Comlink.wrap<WorkerApi>(worker);
  try {
    const client = (await Promise.race([api.start(today), failed])) as unknown as InvoiceClient;
    return { client, terminate: () => worker.terminate() };
  } catch (error) {
    worker.terminate();
    throw error;
  }
}
