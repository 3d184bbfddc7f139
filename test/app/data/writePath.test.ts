import { describe, expect, it } from 'vitest';
import type { InvoiceClient } from '../../../src/app/data/client';
import { createWritePath } from '../../../src/app/data/writePath';
import type { DataChange } from '../../../src/domain/changes';
import type { BulkProgress } from '../../../src/worker/types';

type Reporter = (progress: BulkProgress) => void;

/** A worker stand-in whose writes report two steps of progress, then touch ids 4 and 5. */
const worker = {
  updateReference: async (id: unknown) =>
    id === 9
      ? { kind: 'error' as const, errors: ['That invoice no longer exists'] }
      : { kind: 'ok' as const, count: 1 },
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
  applyChanges: async () => ({ kind: 'ok' as const, count: 1 }),
} as unknown as InvoiceClient;

function setup(client: InvoiceClient = worker) {
  const changes: DataChange[] = [];
  let revision = 0;
  const write = createWritePath({
    client,
    record: (change) => {
      changes.push(change);
    },
    written: () => (revision += 1),
  });
  return { write, changes, revision: () => revision };
}

const selection = { kind: 'ids' as const, ids: [4, 5] };

describe('the write path', () => {
  it('passes each bulk write its progress callback and records the write once, whole', async () => {
    const { write, changes } = setup();
    const reports: BulkProgress[] = [];
    const onProgress = (p: BulkProgress) => reports.push(p);
    await write({ kind: 'approve', selection }, onProgress);
    const removed = await write({ kind: 'delete', selection }, onProgress);
    expect(removed).toMatchObject({ kind: 'ok', undoToken: 7 });
    await write({ kind: 'restore', undoToken: 7 }, onProgress);
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

  it('moves the revision after every write, so no caller has to ask for rows again', async () => {
    const { write, revision } = setup();
    await write({ kind: 'reference', id: 3, reference: 'PO-1' });
    expect(revision()).toBe(1);
    await write({ kind: 'approve', selection });
    expect(revision()).toBe(2);
  });

  it('records a Reference as the worker keeps it (trimmed), and nothing that failed', async () => {
    const { write, changes } = setup();
    await write({ kind: 'reference', id: 3, reference: '  PO-1 ' });
    const refused = await write({ kind: 'reference', id: 9, reference: 'PO-2' });
    expect(refused).toEqual({ kind: 'error', errors: ['That invoice no longer exists'] });
    expect(changes).toEqual([{ kind: 'reference', id: 3, reference: 'PO-1' }]);
  });

  it('never records changes from another tab again', async () => {
    const { write, changes, revision } = setup();
    const change: DataChange = { kind: 'approve', ids: [4] };
    expect(await write({ kind: 'replay', changes: [change] })).toEqual({ kind: 'ok', count: 1 });
    expect(changes).toEqual([]);
    expect(revision()).toBe(1);
  });

  it('turns a call that rejects (the worker died) into a failure with the reason', async () => {
    const dead = {
      approve: () => Promise.reject(new Error('Worker terminated')),
    } as unknown as InvoiceClient;
    const { write, changes } = setup(dead);
    expect(await write({ kind: 'approve', selection })).toEqual({
      kind: 'error',
      errors: ['Worker terminated'],
    });
    expect(changes).toEqual([]);
  });

  it('reports a write done only once its record is stored', async () => {
    let store: () => void = () => undefined;
    const write = createWritePath({
      client: worker,
      record: () => new Promise<void>((resolve) => (store = resolve)),
      written: () => undefined,
    });
    let reported = false;
    const done = write({ kind: 'approve', selection }).then(() => (reported = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(reported).toBe(false);
    store();
    await done;
    expect(reported).toBe(true);
  });

  it('keeps an import and its undo before reporting them, and nothing that failed', async () => {
    const importer = {
      importCommit: async () => ({ kind: 'ok' as const, count: 3, importId: 1 }),
      undoImport: async (id: unknown) =>
        id === 1
          ? { kind: 'ok' as const, count: 3 }
          : { kind: 'error' as const, errors: ['Nothing to undo'] },
    } as unknown as InvoiceClient;
    const events: string[] = [];
    const write = createWritePath({
      client: importer,
      record: () => {
        events.push('recorded');
      },
      keep: async () => {
        events.push('kept');
      },
      written: () => events.push('written'),
    });
    await write({ kind: 'import', duplicates: 'skip' });
    await write({ kind: 'undoImport', importId: 1 });
    await write({ kind: 'undoImport', importId: 2 });
    expect(events).toEqual(['kept', 'written', 'kept', 'written', 'written']);
  });

  it('tells the import when it was made, as a logged change keeps its time', async () => {
    const calls: unknown[][] = [];
    const importer = {
      importCommit: async (...args: unknown[]) => {
        calls.push(args);
        return { kind: 'ok' as const, count: 3, importId: 1 };
      },
    } as unknown as InvoiceClient;
    const write = createWritePath({
      client: importer,
      record: () => undefined,
      written: () => undefined,
      now: () => '2026-11-24T10:42:00.000Z',
    });
    await write({ kind: 'import', duplicates: 'skip' });
    expect(calls.map((args) => args[1])).toEqual(['2026-11-24T10:42:00.000Z']);
  });

  it('runs an import and its undo as the one writer among tabs, kept before the lock goes', async () => {
    const importer = {
      importCommit: async () => ({ kind: 'ok' as const, count: 3, importId: 1 }),
      undoImport: async () => ({ kind: 'ok' as const, count: 3 }),
    } as unknown as InvoiceClient;
    const events: string[] = [];
    const write = createWritePath({
      client: importer,
      record: () => undefined,
      keep: async (kind) => {
        events.push(`kept ${kind}`);
      },
      written: () => undefined,
      order: {
        seen: () => 1,
        write: async (work) => {
          events.push('locked');
          const { value } = await work();
          events.push('released');
          return value;
        },
      },
    });
    await write({ kind: 'import', duplicates: 'skip' });
    await write({ kind: 'undoImport', importId: 1 });
    expect(events).toEqual([
      'locked',
      'kept import',
      'released',
      'locked',
      'kept undoImport',
      'released',
    ]);
  });

  it('never sends a write cancelled while it waits for the lock, and records nothing', async () => {
    let sent = 0;
    const client = {
      remove: async () => {
        sent += 1;
        return { kind: 'ok' as const, count: 1, undoToken: 1, ids: [4] };
      },
    } as unknown as InvoiceClient;
    const changes: DataChange[] = [];
    let grant = () => {};
    const write = createWritePath({
      client,
      record: (change) => {
        changes.push(change);
      },
      written: () => undefined,
      order: {
        seen: () => 1,
        // Another tab holds the lock until `grant`; an abort meanwhile ends the wait.
        write: (work, signal) =>
          new Promise((resolve, reject) => {
            signal?.addEventListener('abort', () => reject(signal.reason));
            grant = () => void work().then(({ value }) => resolve(value), reject);
          }),
      },
    });
    const controller = new AbortController();
    const result = write({ kind: 'delete', selection }, undefined, controller.signal);
    controller.abort();
    await expect(result).resolves.toEqual({
      kind: 'error',
      errors: ['Cancelled; nothing was changed'],
      cancelled: true,
    });
    grant();
    // Granted after all (the lock came as the Cancel was pressed): still nothing is sent.
    const late = new AbortController();
    late.abort();
    let granted = write({ kind: 'delete', selection }, undefined, late.signal);
    grant();
    await expect(granted).resolves.toMatchObject({ cancelled: true });
    expect(sent).toBe(0);
    expect(changes).toEqual([]);
    // Without a Cancel the same write goes through.
    granted = write({ kind: 'delete', selection });
    grant();
    await expect(granted).resolves.toMatchObject({ kind: 'ok' });
    expect(sent).toBe(1);
  });
});
