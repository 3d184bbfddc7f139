import { describe, expect, it } from 'vitest';
import type { BulkProgress, QueryResult } from '../../src/worker/types';
import type { InvoiceService } from '../../src/worker/service';
import { sampleRecords } from '../sql/db';
import { loadedService, ok, query } from './builders';

/**
 * Approve, Delete and Undo report progress as they write, a step at a time; what they leave
 * behind must be as if each were one statement, and a query asked meanwhile is answered between
 * two steps, from whole steps only.
 */

const records = sampleRecords();
const drafts = records.filter((r) => r.status === 'draft').map((r) => r.id);
/** Two drafts are left out, so a query can tell a finished Approve from one part-way. */
const kept = drafts.slice(0, 2);
const everyInvoice = { kind: 'matching', query: { filters: [], search: '' }, except: kept };
const notDraft = records.find((r) => r.status !== 'draft')?.id ?? 0;
const chunkSize = 6;

async function loaded(bulkChunkSize: number): Promise<InvoiceService> {
  const service = await loadedService(100, { bulkChunkSize });
  // What the screen sees is compared before and after: from the whole table, indexes built.
  await service.settled();
  return service;
}

/** What the screen can see: every row, and the footers of a view and a search. */
async function seen(service: InvoiceService) {
  const all = await ok(service.query(query()));
  const draftView = query({ filters: [{ column: 'status', operator: 'is', values: ['draft'] }] });
  return {
    rows: all.rows,
    summary: all.summary,
    drafts: (await ok(service.query(draftView))).summary,
    search: (await ok(service.query(query({ search: 'inv-04' })))).summary,
  };
}

/** The reports of a write of `total` invoices in chunks of `chunkSize`, in order. */
function inOrder(total: number): BulkProgress[] {
  const reports = [{ done: 0, total }];
  for (let done = chunkSize; done < total + chunkSize; done += chunkSize) {
    reports.push({ done: Math.min(done, total), total });
  }
  return reports;
}

describe('bulk writes report progress and end as one statement would', () => {
  it('approve', async () => {
    const chunked = await loaded(chunkSize);
    const whole = await loaded(1_000_000);
    const reports: BulkProgress[] = [];
    const result = await ok(chunked.approve(everyInvoice, (p) => reports.push(p)));
    const expected = drafts.filter((id) => !kept.includes(id));
    expect(result).toEqual({
      kind: 'ok',
      count: expected.length,
      ids: expected,
      undoToken: expect.any(Number),
    });
    expect(reports).toEqual(inOrder(expected.length));
    expect(await whole.approve(everyInvoice)).toEqual(result);
    expect(await seen(chunked)).toEqual(await seen(whole));
  });

  it('delete, then its undo', async () => {
    const chunked = await loaded(chunkSize);
    const whole = await loaded(1_000_000);
    const before = await seen(chunked);
    const deleting: BulkProgress[] = [];
    const removed = await ok(chunked.remove(everyInvoice, (p) => deleting.push(p)));
    expect(removed.count).toBe(98);
    expect(deleting).toEqual(inOrder(98));
    const removedWhole = await ok(whole.remove(everyInvoice));
    expect(removedWhole.ids).toEqual(removed.ids);
    expect(await seen(chunked)).toEqual(await seen(whole));
    expect((await seen(chunked)).summary.total).toBe(2);

    const restoring: BulkProgress[] = [];
    const restored = await ok(chunked.undoRemove(removed.undoToken, (p) => restoring.push(p)));
    expect(restored).toEqual({ kind: 'ok', count: 98, ids: removed.ids });
    expect(restoring).toEqual(inOrder(98));
    await ok(whole.undoRemove(removedWhole.undoToken));
    expect(await seen(chunked)).toEqual(await seen(whole));
    expect(await seen(chunked)).toEqual(before);
  });
});

describe('while a bulk write runs', () => {
  it('a query asked mid-write is answered before it ends, from whole steps only', async () => {
    const service = await loaded(chunkSize);
    const events: string[] = [];
    let answer: Promise<QueryResult> | null = null;
    const removed = await ok(
      service.remove(everyInvoice, (p) => {
        events.push(`${p.done} of ${p.total}`);
        if (p.done === 2 * chunkSize) {
          events.push('query asked');
          answer = service.query(query()).then((result) => {
            events.push('query answered');
            return result;
          });
        }
      }),
    );
    events.push('delete done');
    if (!answer) throw new Error('no report at 12');
    const result = await ok<QueryResult>(answer);
    const asked = events.indexOf('query asked');
    // Answered between the second step and the third, not after the whole delete.
    expect(events.slice(asked - 1, asked + 3)).toEqual([
      '12 of 98',
      'query asked',
      'query answered',
      '18 of 98',
    ]);
    // One state: the two steps done are gone from the rows and from the footer alike.
    const gone = removed.ids.slice(0, 2 * chunkSize);
    const left = records.map((r) => r.id).filter((id) => !gone.includes(id));
    expect(result.summary.total).toBe(left.length);
    expect(result.rows.map((row) => row[0]).sort((a, b) => a - b)).toEqual(left);
    // And the write still ends whole.
    const after = await ok(service.query(query()));
    expect(after.summary.total).toBe(100 - removed.count);
    expect(after.rows.map((row) => row[0]).sort((a, b) => a - b)).toEqual(kept);
  });

  it('of queries that waited on one channel, only the newest runs', async () => {
    const service = await loaded(chunkSize);
    const answers: Promise<QueryResult>[] = [];
    await ok(
      service.approve(everyInvoice, (p) => {
        if (p.done > 0 && answers.length === 0) {
          for (const seq of [1, 2, 3]) answers.push(service.query(query(), { channel: 'g', seq }));
        }
      }),
    );
    const results = await Promise.all(answers);
    expect(results.map((r) => r.kind)).toEqual(['superseded', 'superseded', 'ok']);
    const last = results[2];
    const statuses = last?.kind === 'ok' ? last.rows.map((row) => row[5]) : [];
    expect(statuses.filter((s) => s === 'draft')).toHaveLength(2);
  });

  it('a write asked for mid-write lands after it, not inside it', async () => {
    const service = await loaded(chunkSize);
    const events: string[] = [];
    let edit: Promise<unknown> | null = null;
    const removed = await ok(
      service.remove({ kind: 'ids', ids: drafts }, (p) => {
        events.push(`${p.done} of ${p.total}`);
        if (p.done === chunkSize) {
          edit = service.updateReference(notDraft, 'Edited meanwhile').then((result) => {
            events.push('edit done');
            return result;
          });
        }
      }),
    );
    expect(await edit).toEqual({ kind: 'ok', count: 1 });
    expect(events.slice(-2)).toEqual([`${drafts.length} of ${drafts.length}`, 'edit done']);
    expect(removed.ids).toEqual(drafts);
    const rows = (await ok(service.query(query({ search: 'edited meanwhile' })))).rows;
    expect(rows.map((row) => [row[0], row[3]])).toEqual([[notDraft, 'Edited meanwhile']]);
  });
});

describe('progress is a courtesy', () => {
  it('a callback that throws, or whose call fails, does not fail the write', async () => {
    const service = await loaded(chunkSize);
    const thrown = await service.approve({ kind: 'ids', ids: drafts }, () => {
      throw new Error('the page went away');
    });
    expect(thrown).toMatchObject({ kind: 'ok', count: drafts.length });
    // A Comlink proxy whose page has gone rejects instead of throwing.
    const rejected = await service.remove({ kind: 'ids', ids: [1, 2] }, (() =>
      Promise.reject(new Error('port closed'))) as unknown as (p: BulkProgress) => void);
    expect(rejected).toMatchObject({ kind: 'ok', count: 2, ids: [1, 2] });
    expect((await ok(service.query(query()))).summary.total).toBe(98);
  });
});

describe('the trash keeps only what can still be undone', () => {
  it('forgetting an Undo empties its deletion, answering reads meanwhile', async () => {
    const service = await loaded(chunkSize);
    const first = await ok(
      service.remove({ kind: 'ids', ids: records.slice(0, 20).map((r) => r.id) }),
    );
    const second = await ok(service.remove({ kind: 'ids', ids: [99] }));
    const after = await seen(service);
    const forgetting = service.forgetUndo(first.undoToken);
    // Asked while the trash empties (20 invoices, 6 a step): answered, and nothing shown changed.
    expect(await seen(service)).toEqual(after);
    expect(await forgetting).toEqual({ kind: 'ok', count: 20 });
    expect(await seen(service)).toEqual(after);
    // Its Undo has nothing left to put back; the other deletion's Undo still works whole.
    expect(await service.undoRemove(first.undoToken)).toEqual({ kind: 'ok', count: 0, ids: [] });
    expect(await service.undoRemove(second.undoToken)).toMatchObject({ kind: 'ok', count: 1 });
    expect((await ok(service.query(query()))).summary.total).toBe(100 - 20);
  });

  it('a deletion replayed from elsewhere (batch 0) is not for this tab to forget', async () => {
    const service = await loaded(chunkSize);
    expect(await service.forgetUndo(0)).toEqual({ kind: 'error', errors: ['Nothing to undo'] });
    expect(await service.forgetUndo('1')).toEqual({ kind: 'error', errors: ['Nothing to undo'] });
  });
});
