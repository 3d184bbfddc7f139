import { useEffect, useState } from 'react';
import { parseChanges, type DataChange } from '../../domain/changes';
import type { BillDetail } from '../../sql/plan/billDetail';
import type { InvoiceClient } from '../data/client';
import type { DataRevision } from '../data/source';
import type { AppStorage } from '../persist/storage';

/** A bill as its panel has it: being read, read, no longer there (deleted), or unreadable. */
export type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; bill: BillDetail }
  | { kind: 'gone' }
  | {
      kind: 'error';
      message: string;
    };

/**
 * One bill, and the log of changes its history is told from, read for its detail panel
 * (BillDetailPanel.tsx) when it opens and again each time the data's revision moves (after every
 * write), so the panel never shows stale sums. An answer that comes after the next read began,
 * or after the panel closed, is dropped.
 */
export function useBillDetail({
  client,
  data,
  storage,
  dataset,
  billId,
}: {
  client: InvoiceClient;
  data: DataRevision;
  storage: AppStorage;
  dataset: string;
  billId: number;
}): { loaded: Loaded; changes: DataChange[] | null } {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [changes, setChanges] = useState<DataChange[] | null>(null);
  const [revision, setRevision] = useState(() => data.revision());
  useEffect(() => data.subscribe(() => setRevision(data.revision())), [data]);
  useEffect(() => {
    let live = true;
    client.billDetail(billId).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'error')
          setLoaded({ kind: 'error', message: result.errors.join('; ') });
        else setLoaded(result.bill ? { kind: 'ready', bill: result.bill } : { kind: 'gone' });
      },
      (error: unknown) => {
        if (live) setLoaded({ kind: 'error', message: String(error) });
      },
    );
    storage.readChanges(dataset).then(
      (entries) => {
        if (!live) return;
        setChanges(parseChanges(entries.map((e) => e.change)).changes);
      },
      () => {
        if (live) setChanges([]);
      },
    );
    return () => {
      live = false;
    };
  }, [client, storage, dataset, billId, revision]);
  return { loaded, changes };
}
