import { describe, expect, it } from 'vitest';
import type { InvoiceQuery } from '../../src/domain/query';
import type { BulkProgress, QueryResult } from '../../src/worker/types';
import type { InvoiceService } from '../../src/worker/service';
import { loadedService, ok } from './builders';

/**
 * Mark as paid and its Undo (taking the payments back) write in steps like Approve and Delete
 * (bulkSteps.ts): a query asked meanwhile is answered between two steps, its rows and footer from
 * one state, and the write still ends whole, its bills' versions moved on once.
 */

const chunkSize = 6;
const everyInvoice = { kind: 'matching', query: { filters: [], search: '' }, except: [] };
const allRows: InvoiceQuery = {
  filters: [],
  search: '',
  sort: [{ column: 'reference', desc: false }],
  page: { index: 0, size: 100 },
};

async function loaded(): Promise<InvoiceService> {
  return loadedService(100, { bulkChunkSize: chunkSize });
}

async function version(service: InvoiceService): Promise<number> {
  return (await ok(service.dataVersion())).version;
}

/** Paid in the footer is the sum of the rows' Paid: rows and footer read one state. */
function oneState(result: QueryResult & { kind: 'ok' }) {
  const paid = result.rows.reduce((sum, row) => sum + row[9], 0);
  expect(result.summary.paid).toBe(paid);
  return result.rows.filter((row) => row[5] === 'paid').length;
}

/** Runs `write`, asking for every row once the second step has been reported. */
async function queryMidWrite<R>(
  service: InvoiceService,
  write: (onProgress: (p: BulkProgress) => void) => Promise<R>,
) {
  const events: string[] = [];
  let answer: Promise<QueryResult> | null = null;
  const result = await write((p) => {
    events.push(`${p.done} of ${p.total}`);
    if (p.done === 2 * chunkSize) {
      events.push('query asked');
      answer = service.query(allRows).then((read) => {
        events.push('query answered');
        return read;
      });
    }
  });
  if (!answer) throw new Error('no report after the second step');
  const mid = await ok<QueryResult>(answer);
  const asked = events.indexOf('query asked');
  expect(events[asked + 1]).toBe('query answered');
  expect(events[asked + 2]).toMatch(/^\d+ of \d+$/);
  return { result, mid };
}

describe('Mark as paid and taking payments back, in steps', () => {
  it('answer a query between steps from one state, and end whole', async () => {
    const service = await loaded();
    const before = await ok(service.query(allRows));
    const paidBefore = oneState(before);
    const startedAt = await version(service);

    const marking = await queryMidWrite(service, (onProgress) =>
      ok(service.markPaid(everyInvoice, onProgress)),
    );
    const marked = marking.result;
    expect(marked.count).toBeGreaterThan(2 * chunkSize);
    // Two steps done when the query was answered: two steps' bills paid, no more, no fewer.
    expect(oneState(marking.mid)).toBe(paidBefore + 2 * chunkSize);
    const after = await ok(service.query(allRows));
    expect(oneState(after)).toBe(paidBefore + marked.count);
    expect(await version(service)).toBe(startedAt + 1);

    const takingBack = await queryMidWrite(service, (onProgress) =>
      ok(service.removePayments(marked.first, marked.count, onProgress)),
    );
    expect(takingBack.result.count).toBe(marked.count);
    expect(oneState(takingBack.mid)).toBe(paidBefore + marked.count - 2 * chunkSize);
    const undone = await ok(service.query(allRows));
    expect(undone.rows).toEqual(before.rows);
    expect(undone.summary).toEqual(before.summary);
    expect(await version(service)).toBe(startedAt + 2);
  });

  it('an edit based on the version before Mark as paid is refused for a bill it paid', async () => {
    const service = await loaded();
    const seen = await version(service);
    const marked = await ok(service.markPaid(everyInvoice));
    const bill = marked.ids[0] ?? 0;
    const edit = await service.updateReference(bill, 'Mine', seen);
    expect(edit).toMatchObject({ kind: 'error' });
  });
});
