import { useEffect } from 'react';
import type { InvoiceClient } from './client';
import type { DataRevision } from './source';

/**
 * While the search index is built after a load, the worker answers a search by testing every
 * row and says so (`summary.searchIndexing`); the search box tells the person it is slower. Once
 * the index is whole (`settled`), the revision moves so the screen asks again: the same rows,
 * now from the index, and the notice goes. A build that failed leaves searches testing rows.
 */
export function useSearchIndexing(
  client: InvoiceClient,
  data: DataRevision,
  indexing: boolean,
): void {
  useEffect(() => {
    if (!indexing) return;
    let live = true;
    client.settled().then(
      () => {
        if (live) data.written();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, data, indexing]);
}
