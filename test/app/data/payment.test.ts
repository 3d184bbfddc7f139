import { describe, expect, it } from 'vitest';
import { changeOf, createWritePath } from '../../../src/app/data/writePath';
import type { InvoiceClient } from '../../../src/app/data/client';
import { billHistory, billOrigin } from '../../../src/domain/billHistory';
import { parseChanges, type DataChange } from '../../../src/domain/changes';
import { parsePaymentAmount, parsePaymentInput, sampleLines } from '../../../src/domain/payment';

describe('the Amount field', () => {
  it.each([
    { text: '120.50', owed: 50_000, value: 12_050 },
    { text: '£1,234.5', owed: 200_000, value: 123_450 },
    { text: ' 12 ', owed: 1200, value: 1200 },
  ])('reads $text as $value pence', ({ text, owed, value }) => {
    expect(parsePaymentAmount(text, owed)).toEqual({ ok: true, value });
  });

  it.each([
    { text: '', error: 'Enter an amount' },
    { text: '0', error: 'Amount must be more than zero' },
    { text: '0.00', error: 'Amount must be more than zero' },
    { text: '-5', error: 'Amount must be a sum in pounds and pence, such as 120.50' },
    { text: '1.234', error: 'Amount must be a sum in pounds and pence, such as 120.50' },
    { text: 'ten', error: 'Amount must be a sum in pounds and pence, such as 120.50' },
    { text: '100.01', error: 'Amount can be at most £100.00, what is still owed' },
  ])('refuses "$text": $error', ({ text, error }) => {
    expect(parsePaymentAmount(text, 10_000)).toEqual({ ok: false, errors: [error] });
  });
});

describe('a payment crossing to the worker', () => {
  it('lists every problem', () => {
    expect(parsePaymentInput({ bill: 0, amount: 1.5, date: '21/11/2026' })).toEqual({
      ok: false,
      errors: ['Unknown invoice', 'Amount must be more than zero', 'Date must be a date'],
    });
    expect(
      parsePaymentInput({ bill: 3, amount: 100, date: '2026-11-21', reference: ' R ' }),
    ).toEqual({ ok: true, value: { bill: 3, amount: 100, date: '2026-11-21', reference: 'R' } });
  });
});

describe('the Record payment command', () => {
  it('is sent, awaited and logged with when it was made; a refusal logs nothing', async () => {
    const calls: unknown[] = [];
    let refuse = false;
    const client = {
      recordPayment: async (input: unknown) => {
        calls.push(input);
        return refuse
          ? { kind: 'error' as const, errors: ['Amount is more than is still owed'] }
          : { kind: 'ok' as const, count: 1, ids: [7], first: 42, date: '2026-11-20' };
      },
    } as unknown as InvoiceClient;
    const changes: DataChange[] = [];
    let written = 0;
    const write = createWritePath({
      client,
      record: async (change) => {
        await Promise.resolve();
        changes.push(change);
      },
      written: () => (written += 1),
      now: () => '2026-11-21T10:00:00.000Z',
    });
    const command = { kind: 'payment', bill: 7, amount: 500, date: '2026-11-20', reference: 'R1' };
    const result = await write(command as Parameters<typeof write>[0]);
    expect(result).toMatchObject({ kind: 'ok', first: 42 });
    // Reported done only once the change is stored.
    expect(changes).toEqual([
      {
        kind: 'payment',
        bill: 7,
        amount: 500,
        date: '2026-11-20',
        reference: 'R1',
        at: '2026-11-21T10:00:00.000Z',
      },
    ]);
    refuse = true;
    const refused = await write(command as Parameters<typeof write>[0]);
    expect(refused.kind).toBe('error');
    expect(changes).toHaveLength(1);
    expect(written).toBe(2);
  });

  it('logs a change that reads back, and old changes without a time still read', () => {
    const change = changeOf(
      { kind: 'unpay', first: 5, count: 2 },
      { kind: 'ok', count: 2, ids: [9, 9] },
      '2026-11-21T10:00:00.000Z',
    );
    expect(parseChanges([change, { kind: 'approve', ids: [1] }])).toEqual({
      changes: [change, { kind: 'approve', ids: [1] }],
      dropped: 0,
    });
  });
});

describe("a bill's history and lines", () => {
  it('lists what happened to the bill, with when', () => {
    const money = (p: number) => `£${(p / 100).toFixed(2)}`;
    const log: DataChange[] = [
      { kind: 'approve', ids: [1, 2], at: '2026-11-20T09:00:00Z' },
      { kind: 'reference', id: 2, reference: 'PO-9', at: '2026-11-20T09:05:00Z' },
      { kind: 'payment', bill: 2, amount: 250, date: '2026-11-21', reference: '' },
      { kind: 'markPaid', ids: [3], date: '2026-11-21' },
      { kind: 'unpay', first: 4, count: 1, bills: [2], at: '2026-11-21T10:00:00Z' },
    ];
    expect(billHistory(log, 2, money)).toEqual([
      { what: 'Approved', at: '2026-11-20T09:00:00Z' },
      { what: 'Reference changed to “PO-9”', at: '2026-11-20T09:05:00Z' },
      { what: 'Payment of £2.50 recorded, dated 2026-11-21', at: null },
      { what: 'Payment taken back (Undo)', at: '2026-11-21T10:00:00Z' },
    ]);
  });

  it('says where the bill came from, and every kind of change and its Undo', () => {
    const money = (p: number) => `£${(p / 100).toFixed(2)}`;
    const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00Z`;
    const log: DataChange[] = [
      { kind: 'approve', ids: [5, 7], at: at(1) },
      { kind: 'unapprove', ids: [7], at: at(2) },
      { kind: 'approve', ids: [7], at: at(3) },
      { kind: 'markPaid', ids: [6, 7], date: '2026-11-21', at: at(4) },
      { kind: 'unpay', first: 40, count: 2, bills: [6, 7], at: at(5) },
      {
        kind: 'payment',
        bill: 7,
        amount: 1000,
        date: '2026-11-20',
        reference: 'BACS 9',
        at: at(6),
      },
      { kind: 'delete', ids: [7], at: at(7) },
      { kind: 'restore', ids: [7], at: at(8) },
    ];
    const imported = { kind: 'imported', file: 'bills.csv', at: at(0) } as const;
    expect(billHistory(log, 7, money, (d) => d, imported)).toEqual([
      { what: 'Imported from bills.csv', at: at(0), origin: true },
      { what: 'Approved', at: at(1) },
      { what: 'Approval undone (Undo): back to Draft', at: at(2) },
      { what: 'Approved', at: at(3) },
      { what: 'Marked as paid, dated 2026-11-21', at: at(4) },
      { what: 'Payment taken back (Undo)', at: at(5) },
      { what: 'Payment of £10.00 recorded, dated 2026-11-20 (BACS 9)', at: at(6) },
      { what: 'Deleted', at: at(7) },
      { what: 'Restored from the trash (Undo)', at: at(8) },
    ]);
    expect(billHistory(log, 99, money, (d) => d, { kind: 'sample' })).toEqual([
      {
        what: 'Came with the sample data, its status and payments as generated',
        at: null,
        origin: true,
      },
    ]);
  });

  // Where a bill came from, for its history's first line: an import recorded with its file and
  // time, an import from before imports were recorded (no time invented), or the sample.
  it.each([
    {
      name: 'an import with its record',
      id: 101,
      record: { file: 'bills.csv', at: '2026-11-24T10:42:00Z' },
      hasLines: false,
      sampleSize: 100,
      line: { what: 'Imported from bills.csv', at: '2026-11-24T10:42:00Z', origin: true },
    },
    {
      name: 'an import whose file had no name',
      id: 3,
      record: { file: '', at: '2026-11-24T10:42:00Z' },
      hasLines: false,
      sampleSize: null,
      line: { what: 'Imported from a file', at: '2026-11-24T10:42:00Z', origin: true },
    },
    {
      name: 'an older import of Xero lines, into a sample (ids reused after a purge)',
      id: 40,
      record: null,
      hasLines: true,
      sampleSize: 100,
      line: { what: 'Imported from a file (when was not recorded)', at: null, origin: true },
    },
    {
      name: 'an older import past the sample',
      id: 101,
      record: null,
      hasLines: false,
      sampleSize: 100,
      line: { what: 'Imported from a file (when was not recorded)', at: null, origin: true },
    },
    {
      name: 'an older import into a table of one’s own bills',
      id: 1,
      record: null,
      hasLines: false,
      sampleSize: null,
      line: { what: 'Imported from a file (when was not recorded)', at: null, origin: true },
    },
    {
      name: 'a sample bill',
      id: 100,
      record: null,
      hasLines: false,
      sampleSize: 100,
      line: {
        what: 'Came with the sample data, its status and payments as generated',
        at: null,
        origin: true,
      },
    },
  ])('the first line for $name', ({ id, record, hasLines, sampleSize, line }) => {
    const origin = billOrigin(id, record, hasLines, sampleSize);
    expect(billHistory([], id, String, (d) => d, origin)).toEqual([line]);
  });

  it.each([1, 2, 3, 17, 1000])(
    'sample lines of bill %i sum to its total and do not change',
    (id) => {
      const lines = sampleLines(id, 123_457);
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(123_457);
      expect(lines.every((l) => l.amount >= 0)).toBe(true);
      expect(sampleLines(id, 123_457)).toEqual(lines);
    },
  );
});
