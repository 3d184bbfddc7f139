import { describe, expect, it } from 'vitest';
import type { InvoiceClient } from '../../src/app/data/client';
import { recordingClient } from '../../src/app/persist/recordingClient';
import type { DataChange } from '../../src/sql/changes';
import type { BulkProgress } from '../../src/worker/types';

type Reporter = (progress: BulkProgress) => void;

/** A worker stand-in whose writes report two steps of progress, then touch ids 4 and 5. */
const worker = {
  approve: async (_selection: unknown, onProgress?: Reporter) => {
    onProgress?.({ done: 1, total: 2 });
    onProgress?.({ done: 2, total: 2 });
    return { kind: 'ok' as const, count: 2, ids: [4, 5] };
  },
  remove: async (_selection: unknown, onProgress?: Reporter) => {
    onProgress?.({ done: 2, total: 2 });
    return { kind: 'ok' as const, count: 2, undoToken: 7, ids: [4, 5] };
  },
  undoRemove: async (_token: unknown, onProgress?: Reporter) => {
    onProgress?.({ done: 2, total: 2 });
    return { kind: 'ok' as const, count: 2, ids: [4, 5] };
  },
} as unknown as InvoiceClient;

describe('recordingClient', () => {
  it('passes each bulk write its progress callback and records the write once, whole', async () => {
    const changes: DataChange[] = [];
    const client = recordingClient(worker, async (change) => {
      changes.push(change);
    });
    const reports: BulkProgress[] = [];
    const onProgress = (p: BulkProgress) => reports.push(p);
    await client.approve({ kind: 'ids', ids: [4, 5] }, onProgress);
    await client.remove({ kind: 'ids', ids: [4, 5] }, onProgress);
    await client.undoRemove(7, onProgress);
    expect(reports).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      { done: 2, total: 2 },
      { done: 2, total: 2 },
    ]);
    expect(changes).toEqual([
      { kind: 'approve', ids: [4, 5] },
      { kind: 'delete', ids: [4, 5] },
      { kind: 'restore', ids: [4, 5] },
    ]);
  });
});
