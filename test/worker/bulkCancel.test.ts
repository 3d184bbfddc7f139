import { describe, expect, it } from 'vitest';
import type { InvoiceQuery } from '../../src/domain/query';
import type { Selection } from '../../src/domain/selection';
import type { StatusFilterValue } from '../../src/domain/statuses';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import type { BulkProgress } from '../../src/worker/types';
import { createDatabase, today } from '../sql/db';
import { query } from './builders';

/**
 * A person's Cancel of a bulk write (issue 15 / 13: "progress and Cancel"): heard between two
 * steps, it rolls back every step already written, so the table reads exactly as before and the
 * write answers 'Cancelled; nothing was changed'. A Cancel with no write running does nothing.
 */

const everyInvoice: Selection = {
  kind: 'matching',
  query: { filters: [], search: '' },
  except: [],
};
const status = (value: StatusFilterValue): Selection => ({
  kind: 'matching',
  query: { filters: [{ column: 'status', operator: 'is', values: [value] }], search: '' },
  except: [],
});
const cancelled = {
  kind: 'error',
  errors: ['Cancelled; nothing was changed'],
  cancelled: true,
};

/** What a person can see: every row, the footer, and the Draft and Paid views' footers. */
async function seen(service: InvoiceService) {
  const read = async (q: InvoiceQuery) => {
    const result = await service.query(q);
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    return result;
  };
  const all = await read(query());
  const byStatus = (value: StatusFilterValue) =>
    read(query({ filters: [{ column: 'status', operator: 'is', values: [value] }] }));
  return {
    rows: all.rows,
    summary: all.summary,
    drafts: (await byStatus('draft')).summary,
    paid: (await byStatus('paid')).summary,
  };
}

/**
 * A service whose bulk writes step 5 invoices at a time; between steps, once `after` reports
 * have come, it presses Cancel (as the screen's button does, while the write waits between steps).
 */
async function cancelling(after: number) {
  let reports = 0;
  let service: InvoiceService | null = null;
  const pressed: boolean[] = [];
  service = createInvoiceService({
    createDatabase,
    today,
    bulkChunkSize: 5,
    bulkPause: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (reports >= after && pressed.length === 0 && service) {
        pressed.push(service.cancelBulkWrite());
      }
    },
  });
  expect(await service.load(100)).toMatchObject({ kind: 'ok' });
  const onProgress = (p: BulkProgress) => {
    if (p.done > 0) reports += 1;
  };
  return { service, onProgress, pressed };
}

describe('Cancel of a bulk write', () => {
  it('Delete cancelled part way leaves every invoice where it was, nothing in the trash to undo', async () => {
    const { service, onProgress, pressed } = await cancelling(3);
    const before = await seen(service);
    expect(await service.remove(everyInvoice, onProgress)).toEqual(cancelled);
    expect(pressed).toEqual([true]);
    expect(await seen(service)).toEqual(before);
    // The next write runs whole: the Cancel was for the write it stopped only.
    const removed = await service.remove(status('paid'));
    expect(removed).toMatchObject({ kind: 'ok' });
    expect((await seen(service)).paid.total).toBe(0);
  });

  it('Approve and Mark as paid cancelled part way change nothing', async () => {
    const { service, onProgress, pressed } = await cancelling(1);
    const before = await seen(service);
    expect(before.drafts.total).toBeGreaterThan(5);
    expect(await service.approve(status('draft'), onProgress)).toEqual(cancelled);
    expect(await seen(service)).toEqual(before);
    pressed.length = 0;
    expect(await service.markPaid(everyInvoice, onProgress)).toEqual(cancelled);
    expect(pressed).toEqual([true]);
    expect(await seen(service)).toEqual(before);
  });

  it('the Undo of a Delete can be cancelled too, and the deletion stays undoable', async () => {
    const plain = createInvoiceService({ createDatabase, today, bulkChunkSize: 5 });
    expect(await plain.load(100)).toMatchObject({ kind: 'ok' });
    const removed = await plain.remove(status('paid'));
    if (removed.kind !== 'ok') throw new Error(JSON.stringify(removed));
    const afterDelete = await seen(plain);
    let undoReports = 0;
    const cancelAfterTwo = () => {
      undoReports += 1;
      if (undoReports === 3) plain.cancelBulkWrite();
    };
    expect(await plain.undoRemove(removed.undoToken, cancelAfterTwo)).toEqual(cancelled);
    expect(await seen(plain)).toEqual(afterDelete);
    const undone = await plain.undoRemove(removed.undoToken);
    expect(undone).toMatchObject({ kind: 'ok', count: removed.count });
  });

  it('a Cancel with no write running is not heard, and the next write is not cancelled', async () => {
    const service = createInvoiceService({ createDatabase, today, bulkChunkSize: 5 });
    expect(await service.load(100)).toMatchObject({ kind: 'ok' });
    expect(service.cancelBulkWrite()).toBe(false);
    expect(await service.approve(status('draft'))).toMatchObject({ kind: 'ok' });
    expect((await seen(service)).drafts.total).toBe(0);
  });

  it('a Cancel pressed while the write still waits (here for the load) is heard once it starts', async () => {
    const plain = createInvoiceService({ createDatabase, today, bulkChunkSize: 5 });
    expect(await plain.load(100)).toMatchObject({ kind: 'ok' });
    const expected = await seen(plain);

    const service = createInvoiceService({ createDatabase, today, bulkChunkSize: 5 });
    const loading = service.load(100);
    const approving = service.approve(status('draft'));
    expect(service.cancelBulkWrite()).toBe(true);
    expect(await approving).toEqual(cancelled);
    expect(await loading).toMatchObject({ kind: 'ok' });
    expect(await seen(service)).toEqual(expected);
    // Asked after that Cancel, the next write runs whole.
    expect(await service.approve(status('draft'))).toMatchObject({ kind: 'ok' });
    expect((await seen(service)).drafts.total).toBe(0);
  });
});
