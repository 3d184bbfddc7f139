import { describe, expect, it } from 'vitest';
import type { Filter } from '../../src/domain/query';
import { builtInViews } from '../../src/domain/views';
import type { LoadProgress } from '../../src/worker/types';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { watchWasmMemory } from '../../src/worker/wasmMemory';
import { createDatabase, idsOf, sampleRecords, toRow, today } from '../sql/db';
import { newestQuery as query, ok } from './builders';
import { referenceAgeing, referencePage, referenceRows } from '../sql/reference';

const records = sampleRecords();
const byId = new Map(records.map((r) => [r.id, r]));
const draftView = builtInViews.find((v) => v.id === 'draft')?.filters ?? [];
const awaitingView = builtInViews.find((v) => v.id === 'awaiting-payment')?.filters ?? [];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function loaded(): Promise<InvoiceService> {
  const service = createInvoiceService({ createDatabase, today });
  expect(await service.load(100)).toMatchObject({ kind: 'ok', count: 100 });
  return service;
}

/** Every invoice, in id order, as the screen would read it. */
async function everything(service: InvoiceService) {
  const sort = [{ column: 'reference' as const, desc: false }];
  const result = await ok(service.query(query({ sort, page: { index: 0, size: 100 } })));
  return result.rows.sort((a, b) => a[0] - b[0]);
}

async function searchIds(service: InvoiceService, search: string) {
  const result = await ok(service.query(query({ search, page: { index: 0, size: 100 } })));
  return idsOf(result.rows).sort((a, b) => a - b);
}

describe('load', () => {
  it('loads 100 invoices and reports progress', async () => {
    const service = createInvoiceService({ createDatabase, today });
    const progress: LoadProgress[] = [];
    const result = await service.load(100, (p) => progress.push(p));
    expect(result).toEqual({ kind: 'ok', count: 100, ms: expect.any(Number) });
    expect(progress).toEqual([
      { loaded: 100, count: 100, phase: 'generating' },
      { loaded: 100, count: 100, phase: 'indexing' },
    ]);
  });

  it.each([0, 1_000_001, 2.5])('refuses a sample of %s', async (count) => {
    const service = createInvoiceService({ createDatabase, today });
    expect(await service.load(count)).toEqual({
      kind: 'error',
      errors: ['Sample size must be from 1 to 1000000'],
    });
  });

  it('answers a query before loading with an error, not a crash', async () => {
    const service = createInvoiceService({ createDatabase, today });
    expect(await service.query(query())).toEqual({
      kind: 'error',
      errors: ['The invoices are not loaded yet'],
    });
  });
});

describe('query', () => {
  it('returns 20 rows newest first and totals over every invoice', async () => {
    const result = await ok((await loaded()).query(query()));
    expect(result.rows).toEqual(referencePage(records, query(), today).map(toRow));
    expect(result.rows).toHaveLength(20);
    const dates = result.rows.map((row) => row[6]);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(result.summary).toEqual({
      total: 100,
      paid: sum(records.map((r) => r.amountPaid)),
      due: sum(records.map((r) => r.amountDue - r.amountPaid)),
      ageing: referenceAgeing(records, today),
    });
  });

  it('answers a search without waiting for its ageing, which it then reads when asked', async () => {
    const service = await loaded();
    const searched = { ...query(), search: 's' };
    const result = await ok(service.query(searched));
    const matching = referenceRows(records, searched, today);
    expect(result.summary).toMatchObject({ total: matching.length, ageing: null });
    expect(await service.ageing(searched)).toMatchObject({
      kind: 'ok',
      ageing: referenceAgeing(matching, today),
    });
    expect(await service.ageing({ ...searched, page: { index: 0, size: 7 } })).toMatchObject({
      kind: 'error',
    });
  });

  it('gives the ageing at once for a search that finds every bill its filters keep', async () => {
    const service = await loaded();
    const awaiting: Filter = { column: 'status', operator: 'is', values: ['sent', 'viewed'] };
    const filtered = { ...query(), filters: [awaiting] };
    const kept = referenceRows(records, filtered, today);
    // Every reference is INV-…: the search finds every bill, and the ageing is the filters' own.
    const everyBill = await ok(service.query({ ...filtered, search: 'inv' }));
    expect(everyBill.summary).toMatchObject({
      total: kept.length,
      ageing: referenceAgeing(kept, today),
    });
    // A search that finds fewer is read when asked, as before.
    const fewer = await ok(service.query({ ...filtered, search: 's' }));
    expect(fewer.summary.total).toBeLessThan(kept.length);
    expect(fewer.summary.ageing).toBeNull();
  });

  it('returns the problems with a bad query', async () => {
    const service = await loaded();
    const bad = { ...query(), page: { index: -1, size: 25 } };
    expect(await service.query(bad)).toEqual({
      kind: 'error',
      errors: ['page.index: must not be negative', 'page.size: must be one of 10, 20, 50, 100'],
    });
  });

  it('reads the last page, short or full, the same as the reference', async () => {
    const service = await loaded();
    const full = query({ page: { index: 4, size: 20 } });
    expect((await ok(service.query(full))).rows).toEqual(
      referencePage(records, full, today).map(toRow),
    );
    const total = records.filter((r) => ['sent', 'viewed', 'overdue'].includes(r.status)).length;
    const last = query({
      filters: awaitingView,
      page: { index: Math.ceil(total / 10) - 1, size: 10 },
    });
    const rows = (await ok(service.query(last))).rows;
    expect(rows).toHaveLength(total % 10 || 10);
    expect(rows).toEqual(referencePage(records, last, today).map(toRow));
  });

  it('answers a page past the last with the last page, and says which page it is', async () => {
    const service = await loaded();
    const last = query({ page: { index: 4, size: 20 } });
    const past = await ok(service.query(query({ page: { index: 8, size: 20 } })));
    expect(past.page).toBe(4);
    expect(past.rows).toEqual(referencePage(records, last, today).map(toRow));
    expect((await ok(service.query(last))).page).toBe(4);
    const none = query({ search: 'no such words anywhere', page: { index: 3, size: 20 } });
    expect(await ok(service.query(none))).toMatchObject({ page: 0, rows: [] });
  });

  it('rows() for the continuous layout returns the same rows as the pages', async () => {
    const service = await loaded();
    const sort = [{ column: 'from' as const, desc: false }];
    const pages = [];
    for (let index = 0; index < 5; index++) {
      pages.push(...(await ok(service.query(query({ sort, page: { index, size: 20 } })))).rows);
    }
    expect(pages).toEqual(referenceRows(records, query({ sort }), today).map(toRow));
    expect((await ok(service.rows(query({ sort }), 0, 100))).rows).toEqual(pages);
    expect((await ok(service.rows(query({ sort }), 63, 25))).rows).toEqual(pages.slice(63, 88));
    expect((await ok(service.rows(query({ sort }), 90, 50))).rows).toEqual(pages.slice(90));
    expect(await service.rows(query(), -1, 10)).toEqual({
      kind: 'error',
      errors: ['offset and limit must be whole numbers'],
    });
  });
});

describe('latest wins', () => {
  it('only the newest of three queries on one channel runs', async () => {
    const service = await loaded();
    const results = await Promise.all(
      [1, 2, 3].map((seq) => service.query(query(), { channel: 'grid', seq })),
    );
    expect(results.map((r) => r.kind)).toEqual(['superseded', 'superseded', 'ok']);
  });

  it('an older query that arrives late is superseded', async () => {
    const service = await loaded();
    const newer = service.query(query(), { channel: 'grid', seq: 5 });
    const older = service.query(query(), { channel: 'grid', seq: 4 });
    expect((await Promise.all([newer, older])).map((r) => r.kind)).toEqual(['ok', 'superseded']);
  });

  it('different channels do not supersede each other', async () => {
    const service = await loaded();
    const results = await Promise.all([
      service.query(query(), { channel: 'grid', seq: 1 }),
      service.rows(query(), 0, 50, { channel: 'continuous', seq: 1 }),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['ok', 'ok']);
  });
});

describe('updateReference', () => {
  it.each([
    { value: '', error: 'Reference is required' },
    { value: '   ', error: 'Reference is required' },
    { value: 'x'.repeat(51), error: 'Reference must be at most 50 characters (it has 51)' },
  ])('refuses $value and keeps the old value', async ({ value, error }) => {
    const service = await loaded();
    expect(await service.updateReference(5, value)).toEqual({ kind: 'error', errors: [error] });
    expect((await everything(service))[4]?.[3]).toBe('INV-005');
  });

  it('saves a valid value, trimmed, and search follows it; the number still finds it', async () => {
    const service = await loaded();
    expect(await service.updateReference(5, '  Paid by card 2026 ')).toEqual({
      kind: 'ok',
      count: 1,
    });
    expect((await everything(service))[4]?.[3]).toBe('Paid by card 2026');
    expect(await searchIds(service, 'CARD 202')).toEqual([5]);
    expect(await searchIds(service, 'INV-005')).toEqual([5]);
    expect(await searchIds(service, 'INV-004')).toEqual([4]);
  });

  it('says when the invoice is gone', async () => {
    const service = await loaded();
    expect(await service.updateReference(1000, 'X')).toEqual({
      kind: 'error',
      errors: ['That invoice no longer exists'],
    });
  });
});

describe('bulk actions', () => {
  const drafts = records.filter((r) => r.status === 'draft');
  const pastDue = drafts.find((r) => r.dueDate < today);
  const notYetDue = drafts.find((r) => r.dueDate >= today);
  const paid = records.find((r) => r.status === 'paid');
  const sent = records.find((r) => r.status === 'sent');
  const overdueView = builtInViews.find((v) => v.id === 'overdue')?.filters ?? [];

  it('approve stores selected drafts as sent, overdue read from the due date, and leaves the rest', async () => {
    const service = await loaded();
    const ids = [pastDue?.id, notYetDue?.id, paid?.id, sent?.id].map(Number);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(await service.approve({ kind: 'ids', ids })).toEqual({
      kind: 'ok',
      count: 2,
      undoToken: expect.any(Number),
      ids: [pastDue?.id, notYetDue?.id].map(Number).sort((a, b) => a - b),
    });
    const status = new Map((await everything(service)).map((row) => [row[0], row[5]]));
    expect(ids.map((id) => status.get(id))).toEqual(['sent', 'sent', 'paid', 'sent']);
    for (const r of records) if (!ids.includes(r.id)) expect(status.get(r.id)).toBe(r.status);
    // The one past its due date is in the Overdue view; the one not yet due is not.
    const overdue = idsOf(
      (await ok(service.query(query({ filters: overdueView, page: { index: 0, size: 100 } }))))
        .rows,
    );
    expect(overdue).toContain(pastDue?.id);
    expect(overdue).not.toContain(notYetDue?.id);
  });

  it('approve all matching the Draft view except some approves the rest', async () => {
    const service = await loaded();
    const except = drafts.slice(0, 2).map((r) => r.id);
    const draftQuery = query({ filters: draftView, page: { index: 0, size: 100 } });
    expect((await ok(service.query(draftQuery))).summary.total).toBe(drafts.length);
    const selection = { kind: 'matching', query: { filters: draftView, search: '' }, except };
    expect(await service.approve(selection)).toEqual({
      kind: 'ok',
      count: drafts.length - 2,
      undoToken: expect.any(Number),
      ids: drafts
        .slice(2)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    });
    const left = await ok(service.query(draftQuery));
    expect(left.summary.total).toBe(2);
    expect(idsOf(left.rows).sort((a, b) => a - b)).toEqual(except);
    const status = new Map((await everything(service)).map((row) => [row[0], row[5]]));
    for (const r of drafts.slice(2)) expect(status.get(r.id)).toBe('sent');
  });

  it('remove then undo puts the same rows back, searchable', async () => {
    const service = await loaded();
    const before = await everything(service);
    const removed = await ok(service.remove({ kind: 'ids', ids: [40, 41, 42] }));
    expect(removed.count).toBe(3);
    expect((await ok(service.query(query()))).summary.total).toBe(97);
    expect(await searchIds(service, 'INV-04')).toEqual([43, 44, 45, 46, 47, 48, 49]);
    expect(removed.ids).toEqual([40, 41, 42]);
    expect(await service.undoRemove(removed.undoToken)).toEqual({
      kind: 'ok',
      count: 3,
      ids: [40, 41, 42],
    });
    expect(await everything(service)).toEqual(before);
    expect(await searchIds(service, 'INV-04')).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(await service.undoRemove(removed.undoToken)).toEqual({ kind: 'ok', count: 0, ids: [] });
  });

  it('remove all matching a search except one', async () => {
    const service = await loaded();
    const query = { filters: [], search: 'INV-04' };
    const removed = await ok(service.remove({ kind: 'matching', query, except: [41] }));
    expect(removed.count).toBe(9);
    expect(await searchIds(service, 'INV-04')).toEqual([41]);
    await service.undoRemove(removed.undoToken);
    expect(await searchIds(service, 'INV-04')).toHaveLength(10);
  });

  it('summarizeSelection counts the selection and sums what is still owed', async () => {
    const service = await loaded();
    const owed = (id: number) => {
      const r = byId.get(id);
      return r ? r.amountDue - r.amountPaid : NaN;
    };
    const due = (ids: number[]) => sum(ids.map(owed));
    expect(await service.summarizeSelection({ kind: 'ids', ids: [1, 2, 3] })).toEqual({
      kind: 'ok',
      count: 3,
      due: due([1, 2, 3]),
    });
    const awaiting = records.filter((r) => ['sent', 'viewed', 'overdue'].includes(r.status));
    const except = [awaiting[0]?.id ?? 0];
    const selection = { kind: 'matching', query: { filters: awaitingView, search: '' }, except };
    expect(await service.summarizeSelection(selection)).toEqual({
      kind: 'ok',
      count: awaiting.length - 1,
      due: due(awaiting.slice(1).map((r) => r.id)),
    });
  });
});

describe('replaying logged changes on a fresh sample', () => {
  it('reapplies edits, approvals and the deletions that were not undone', async () => {
    const first = await loaded();
    const drafts = records.filter((r) => r.status === 'draft').slice(0, 3);
    const approved = await ok(first.approve({ kind: 'ids', ids: drafts.map((r) => r.id) }));
    await ok(first.updateReference(5, 'Renamed five'));
    const removed = await ok(first.remove({ kind: 'ids', ids: [7, 8, 9] }));
    const restored = await ok(first.undoRemove(removed.undoToken));
    const removedAgain = await ok(first.remove({ kind: 'ids', ids: [10] }));
    const log = [
      { kind: 'approve', ids: approved.ids },
      { kind: 'reference', id: 5, reference: 'Renamed five' },
      { kind: 'delete', ids: removed.ids },
      { kind: 'restore', ids: restored.ids },
      { kind: 'delete', ids: removedAgain.ids },
    ];
    const second = await loaded();
    expect(await second.applyChanges(log)).toEqual({ kind: 'ok', count: 5 });
    expect(await everything(second)).toEqual(await everything(first));
  });

  it('leaves out unreadable changes and says how many', async () => {
    const service = await loaded();
    const result = await service.applyChanges([
      { kind: 'reference', id: 3, reference: 'Kept' },
      { kind: 'reference', id: 4, reference: '' },
      { kind: 'explode' },
      'garbage',
    ]);
    expect(result).toEqual({
      kind: 'error',
      errors: ['3 stored changes were unreadable and were left out'],
    });
    const row = (await everything(service)).find((r) => r[0] === 3);
    expect(row?.[3]).toBe('Kept');
  });
});

describe('changes made in another tab', () => {
  it('a deletion then its undo, replayed one at a time, leave the rows as they were', async () => {
    const service = await loaded();
    const before = await everything(service);
    await ok(service.applyChanges([{ kind: 'delete', ids: [12, 13] }]));
    expect((await ok(service.query(query()))).summary.total).toBe(98);
    await ok(service.applyChanges([{ kind: 'restore', ids: [12, 13] }]));
    expect(await everything(service)).toEqual(before);
    expect(await searchIds(service, 'INV-012')).toEqual([12]);
  });
});

describe('stats', () => {
  it('counts the invoices and measures the database and the wasm heap', async () => {
    const service = createInvoiceService({ createDatabase, today, wasmHeapBytes: () => 64 << 20 });
    expect(await service.stats()).toEqual({
      invoices: 0,
      databaseBytes: 0,
      wasmHeapBytes: 64 << 20,
    });
    await service.load(100);
    const stats = await service.stats();
    expect(stats).toEqual({
      invoices: 100,
      databaseBytes: expect.any(Number),
      wasmHeapBytes: 64 << 20,
    });
    expect(stats.databaseBytes).toBeGreaterThan(100 * 100);
    await service.remove({ kind: 'ids', ids: [1, 2, 3] });
    expect((await service.stats()).invoices).toBe(97);
  });

  it('reads the database size at once, where stats waits for the build after a load', async () => {
    const service = createInvoiceService({ createDatabase, today });
    expect(service.databaseBytesNow()).toBe(0);
    await service.load(3000);
    // The load has answered; its indexes and search index are still to be built.
    const loaded = service.databaseBytesNow();
    expect(loaded).toBeGreaterThan(3000 * 50);
    const built = (await service.stats()).databaseBytes;
    expect(built).toBeGreaterThan(loaded);
    expect(service.databaseBytesNow()).toBe(built);
  });
});

describe('watchWasmMemory', () => {
  it('reports the exported memory once instantiated, and a failure to start', async () => {
    const memory = new WebAssembly.Memory({ initial: 2 });
    const instance = { exports: { f: () => 0, m: memory } } as unknown as WebAssembly.Instance;
    const watch = watchWasmMemory(async () => instance);
    expect(watch.bytes()).toBeUndefined();
    const received = await new Promise((resolve) => watch.instantiateWasm({}, resolve));
    expect(received).toBe(instance);
    expect(watch.bytes()).toBe(2 * 65536);
    memory.grow(1);
    expect(watch.bytes()).toBe(3 * 65536);

    const failing = watchWasmMemory(async () => {
      throw new Error('no wasm');
    });
    failing.instantiateWasm({}, () => {});
    await expect(failing.failed).rejects.toThrow('no wasm');
  });
});
