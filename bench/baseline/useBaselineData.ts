import { useEffect, useState } from 'react';
import { generateInvoices } from '../../src/domain/sample';
import { searchBody } from '../../src/domain/search';
import type { BaselineInvoice } from './invoice';

export type BaselineData =
  | { status: 'loading'; loaded: number; count: number }
  | { status: 'ready'; invoices: BaselineInvoice[] };

/** Small enough that each slice of generating stays well under 50 ms. */
const batchSize = 1_000;
/** Progress is shown every this many invoices, not after every slice. */
const reportEvery = 20_000;

/** Yields to the event loop without setTimeout's 4 ms clamp (a thousand slices at 1,000,000). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The same invoices ours loads (same generator, seed and today), made in the main thread in
 * slices with a progress report between them. Search text is worked out once here, as our
 * worker builds its search index once when loading.
 */
export function useBaselineData(count: number, today: string): BaselineData {
  const [data, setData] = useState<BaselineData>({ status: 'loading', loaded: 0, count });
  useEffect(() => {
    let live = true;
    (async () => {
      const invoices: BaselineInvoice[] = [];
      for (const batch of generateInvoices({ count, today, batchSize })) {
        for (const r of batch) {
          invoices.push({ ...r, searchText: searchBody(r.contactName, r.reference, r.notes) });
        }
        await nextTask();
        if (!live) return;
        if (invoices.length % reportEvery === 0) {
          setData({ status: 'loading', loaded: invoices.length, count });
        }
      }
      setData({ status: 'ready', invoices });
    })();
    return () => {
      live = false;
    };
  }, [count, today]);
  return data;
}
