import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStoredViews } from '../../src/app/views/viewSchema';
import { memoryStorage } from '../../src/app/persist/storage';
import { billHistory } from '../../src/domain/billHistory';
import { parseChanges } from '../../src/domain/changes';
import { datasetOf } from '../../src/domain/choice';
import type { InvoiceService } from '../../src/worker/service';
import { everything, keptService, ok } from './builders';
import { fakeKeptStore } from './fakeKeptStore';

/**
 * A backup file made by the build of schema 11 (test/fixtures/README.md): what the kept database
 * fixtures cannot hold, since the page keeps it outside the database (the change log, the saved
 * views, the settings), restored with today's code, migrations included, and every part counted.
 */
const file = 'backup-v11.sqlite';
const bytes = new Uint8Array(readFileSync(`test/fixtures/${file}`));
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

async function detail(service: InvoiceService, id: number) {
  const result = await ok(service.billDetail(id));
  if (!result.bill) throw new Error(`no bill ${id}`);
  return result.bill;
}

describe(`the backup fixture ${file}`, () => {
  it('says what it holds, and carries the change log, the saved views and the settings', async () => {
    const service = keptService(fakeKeptStore());
    await ok(service.open({ kind: 'choose', choice: { kind: 'own' } }));
    const checked = await service.inspectBackup(bytes, file);
    if (checked.kind !== 'ready') throw new Error(checked.message);
    // Owed: 1,440.00 − 500.00 paid, 48.83, 32.55 and 51.10; Northwind's bill is paid.
    expect(checked.summary).toEqual({
      bills: 5,
      owed: 94000 + 4883 + 3255 + 5110,
      savedAt: '2026-11-28T16:00:00.000Z',
    });
    expect(checked.choice).toEqual({ kind: 'own' });

    const log = parseChanges(checked.contents.changes.map((c) => c.change));
    expect(log.dropped).toBe(0);
    expect(log.changes.map((c) => [c.kind, c.at])).toEqual([
      ['approve', '2026-11-19T08:00:00.000Z'],
      ['payment', '2026-11-20T09:30:00.000Z'],
      ['payment', '2026-11-21T10:00:00.000Z'],
      ['reference', '2026-11-22T11:00:00.000Z'],
      ['newBill', '2026-11-23T12:00:00.000Z'],
    ]);

    const views = parseStoredViews(checked.contents.views);
    expect(views.problems).toEqual([]);
    expect(views.views.map((v) => v.label)).toEqual([
      'All',
      'Draft',
      'Awaiting Payment',
      'Overdue',
      'Paid',
      'ABC owing',
    ]);
    expect(views.views.at(-1)?.snapshot.filters).toEqual([
      { column: 'from', operator: 'is', values: ['ABC Furniture'] },
    ]);
    expect(checked.contents.settings).toEqual({ 'invoice-table:export-all-fields': 'true' });
  });

  it('restores the same bills, lines, payments and history, and reopens to them', async () => {
    const kept = fakeKeptStore();
    const service = keptService(kept);
    await ok(service.open({ kind: 'choose', choice: { kind: 'own' } }));
    const checked = await service.inspectBackup(bytes, file);
    if (checked.kind !== 'ready') throw new Error(checked.message);
    const changes = parseChanges(checked.contents.changes.map((c) => c.change)).changes;
    const mark = await memoryStorage().replaceChanges(datasetOf({ kind: 'own' }), changes);
    await ok(service.restoreBackup(mark));

    const reopened = keptService(kept);
    await ok(reopened.open({ kind: 'stored', linkSize: null }));
    const rows = await everything(reopened);
    // id, Number, Reference, From, stored status (Overdue is read from the due date on screen),
    // Total, Paid.
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[8], r[9]])).toEqual([
      [1, 'AP-0101', 'PO 4411', 'ABC Furniture', 'sent', 144000, 50000],
      [2, 'NW-7', 'NW-7', 'Northwind Traders', 'paid', 1000, 1000],
      [3, 'CO-12', 'Beans Oct', 'Café Olé', 'sent', 4883, 0],
      [4, 'CO-13', 'Beans Dec', 'Café Olé', 'draft', 3255, 0],
      [5, 'QS-7781', 'QS-7781', 'Quillon Stationers', 'sent', 5110, 0],
    ]);

    const abc = await detail(reopened, 1);
    expect(abc.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Desk', 96000],
      ['Chair', 48000],
    ]);
    expect(abc.payments.map((p) => [p.date, p.amount, p.reference])).toEqual([
      ['2026-11-20', 50000, 'BACS 1120'],
    ]);
    expect(billHistory(changes, 1, pounds).map((e) => e.what)).toEqual([
      'Approved',
      'Payment of £500.00 recorded, dated 2026-11-20 (BACS 1120)',
    ]);
    const quillon = await detail(reopened, 5);
    expect(quillon.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Printer paper', 4676],
      ['Delivery', 434],
    ]);
    expect(billHistory(changes, 5, pounds).map((e) => e.what)).toEqual([
      'Entered by hand and approved, total £51.10',
    ]);
    // Found by search as before: a word of its Reference, edited after the import.
    const found = await ok(
      reopened.query({
        filters: [],
        search: 'oct',
        sort: [{ column: 'reference', desc: false }],
        page: { index: 0, size: 20 },
      }),
    );
    expect(found.rows.map((r) => r[0])).toEqual([3]);
  });
});
