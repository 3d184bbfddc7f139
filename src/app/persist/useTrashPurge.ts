import { useEffect } from 'react';
import { datasetOf } from '../../domain/choice';
import type { InvoiceClient } from '../data/client';
import type { Opened, Prepared } from '../data/lifecycle';
import type { Checkpointer } from './checkpoints';
import type { AppStorage } from './storage';

/** Held (shared) by every tab showing a data set, for as long as it shows it. */
export function openLockName(dataset: string): string {
  return `invoice-table-open:${dataset}`;
}

/**
 * A saved table's trash is dead weight once it is reopened: Undo is offered only while the tab
 * that deleted is open. So a table opened from its checkpoint lets go of its trash (in small
 * steps, reads answered between them; service.ts `purgeTrash`) and saves itself without it, but
 * only when no other tab has the data set open, as that tab's Undo may still ask a deletion back.
 */
export function useTrashPurge(args: {
  client: InvoiceClient;
  storage: AppStorage;
  opened: Opened;
  prepared: Prepared | null;
  checkpointer: Checkpointer | null;
}): void {
  const { client, storage, opened, prepared, checkpointer } = args;
  const dataset = datasetOf(opened.choice);
  useEffect(() => {
    if (prepared === null || !storage.persistent) return;
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return;
    const name = openLockName(dataset);
    let gone = false;
    let release: () => void = () => undefined;
    const showing = new Promise<void>((resolve) => (release = resolve));
    void navigator.locks
      .request(name, { mode: 'shared' }, async () => {
        if (opened.from === 'kept') {
          const { held = [] } = await navigator.locks.query();
          const alone = held.filter((lock) => lock.name === name).length === 1;
          if (alone && !gone) {
            const result = await client.purgeTrash().catch(() => null);
            if (result?.kind === 'ok' && result.count > 0) checkpointer?.wrote(result.count);
          }
        }
        return showing;
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      release();
    };
  }, [client, storage, dataset, opened, prepared, checkpointer]);
}
