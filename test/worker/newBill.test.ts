import { describe, expect, it } from 'vitest';
import type { BillDraft, BillLineDraft } from '../../src/domain/bill/types';
import type { NewBillChange } from '../../src/domain/changes';
import type { InvoiceService } from '../../src/worker/service';
import { everything, loadedService, ok, query } from './builders';

/**
 * New bill through the service: the row, its lines and search entry, the contact's totals, the
 * data version, the reads its form makes (suggestions, terms, duplicates), the change it gives
 * to the log replayed elsewhere, and Undo as a Delete of it.
 */

const line = (over: Partial<BillLineDraft> = {}): BillLineDraft => ({
  description: 'Paper',
  quantity: '1',
  unitPrice: '10',
  rate: '20',
  ...over,
});

/** The three-line bill of test/domain/bill: Subtotal 6143p, VAT 1167p, Total 7310p. */
const threeLines = (over: Partial<BillDraft> = {}): BillDraft => ({
  contactName: 'Quillon Stationers',
  reference: 'QS-7781',
  date: '2026-11-20',
  dueDate: '+14',
  amountsAre: 'exclusive',
  lines: [
    line({ description: 'Printer paper', quantity: '3', unitPrice: '12.99' }),
    line({ description: 'Toner', quantity: '2.5', unitPrice: '7.333' }),
    line({ description: 'Delivery', quantity: '1', unitPrice: '4.125', rate: '5' }),
  ],
  notes: 'Left at reception',
  ...over,
});

async function saved(service: InvoiceService, draft: BillDraft, approve = false) {
  return ok(service.createBill(draft, approve));
}

/** The bills from Quillon Stationers, as the screen reads them. */
const quillon = async (service: InvoiceService) =>
  (await ok(service.query(query({ search: 'quillon' })))).rows;

const count = async (service: InvoiceService) =>
  (await ok(service.query(query({ page: { index: 0, size: 10 } })))).summary.total;

describe('createBill', () => {
  it('writes the row, its lines, its search entry and moves the data version', async () => {
    const service = await loadedService();
    const before = (await ok(service.dataVersion())).version;
    const result = await saved(service, threeLines());
    expect(result.ids).toEqual([101]);
    expect(result.change).toMatchObject({
      kind: 'newBill',
      id: 101,
      number: 'QS-7781',
      status: 'draft',
      dueDate: '2026-12-04',
      total: 7310,
    });
    const [row] = await quillon(service);
    expect(row?.slice(2)).toEqual([
      'QS-7781',
      'QS-7781',
      'Quillon Stationers',
      'draft',
      '2026-11-20',
      '2026-12-04',
      7310,
      0,
      'Left at reception',
    ]);
    const detail = (await ok(service.billDetail(101))).bill;
    expect(detail?.lines).toEqual([
      { description: 'Printer paper', quantity: 3, amount: 4676 },
      { description: 'Toner', quantity: 2.5, amount: 2200 },
      { description: 'Delivery', quantity: 1, amount: 434 },
    ]);
    const found = await ok(service.query(query({ search: 'quill recep' })));
    expect(found.rows.map((r) => r[0])).toEqual([101]);
    expect((await ok(service.dataVersion())).version).toBeGreaterThan(before);
  });

  it('counts the bill in the footer and its new contact in the contacts and their totals', async () => {
    const service = await loadedService();
    const draftsBefore = await ok(
      service.query(query({ filters: [{ column: 'status', operator: 'is', values: ['draft'] }] })),
    );
    await saved(service, threeLines());
    const drafts = await ok(
      service.query(query({ filters: [{ column: 'status', operator: 'is', values: ['draft'] }] })),
    );
    expect(drafts.summary.total).toBe(draftsBefore.summary.total + 1);
    expect(drafts.summary.due).toBe(draftsBefore.summary.due + 7310);
    expect((await ok(service.contacts())).names).toContain('Quillon Stationers');
    const groups = await ok(service.groups(query(), 'from'));
    expect(groups.groups.find((g) => g.key === 'Quillon Stationers')).toMatchObject({
      count: 1,
      due: 7310,
    });
  });

  it('approves on save: awaiting payment', async () => {
    const service = await loadedService();
    const result = await saved(service, threeLines(), true);
    expect(result.change.status).toBe('sent');
    const [row] = await quillon(service);
    expect(row?.[5]).toBe('sent');
  });

  it('refuses a bill with problems, naming each field, and writes nothing', async () => {
    const service = await loadedService();
    const before = await count(service);
    const result = await service.createBill(
      threeLines({ contactName: '', lines: [line({ quantity: '0' })] }),
      false,
    );
    expect(result).toMatchObject({
      kind: 'error',
      fields: [
        ['contactName', 'Enter who the bill is from'],
        ['lines.0.quantity', 'Quantity must be more than 0'],
      ],
    });
    expect(await count(service)).toBe(before);
  });

  it('refuses what is not a bill at all', async () => {
    const service = await loadedService();
    const result = await service.createBill({ contactName: 5 }, false);
    expect(result.kind).toBe('error');
  });

  it('is undone by deleting it, and the totals go back', async () => {
    const service = await loadedService();
    const before = await ok(service.query(query()));
    const { ids } = await saved(service, threeLines());
    await ok(service.remove({ kind: 'ids', ids }));
    const after = await ok(service.query(query()));
    expect(after.summary).toEqual(before.summary);
  });
});

describe('the reads of the New bill form', () => {
  it('suggests contacts by word prefix, most bills first', async () => {
    const service = await loadedService();
    const all = (await ok(service.contactSuggestions('a'))).contacts;
    expect(all.length).toBeGreaterThan(0);
    const counts = all.map((c) => c.bills);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const contact of all) expect(contact.name.toLowerCase()).toMatch(/(^|[^a-z0-9])a/);
    await saved(service, threeLines());
    const quill = await ok(service.contactSuggestions('QUIL'));
    expect(quill.contacts).toEqual([{ name: 'Quillon Stationers', bills: 1 }]);
  });

  it("gives a contact's usual terms, and defaults Due to them", async () => {
    const service = await loadedService();
    expect((await ok(service.contactTerms('Nobody Yet'))).days).toBeNull();
    await saved(service, threeLines({ dueDate: '+21' }));
    await saved(service, threeLines({ reference: 'QS-7782', dueDate: '+21' }));
    await saved(service, threeLines({ reference: 'QS-7783', dueDate: '+7' }));
    expect((await ok(service.contactTerms('Quillon Stationers'))).days).toBe(21);
    const next = await saved(service, threeLines({ reference: 'QS-7784', dueDate: '' }));
    expect(next.change.dueDate).toBe('2026-12-11');
    const fresh = await saved(service, threeLines({ contactName: 'Brand New Co', dueDate: '' }));
    expect(fresh.change.dueDate).toBe('2026-12-20');
  });

  it('finds a bill of the same contact and Reference, in any case', async () => {
    const service = await loadedService();
    await saved(service, threeLines());
    const same = await ok(service.duplicateOf('Quillon Stationers', 'qs-7781'));
    expect(same.duplicate).toEqual({ id: 101, number: 'QS-7781', reference: 'QS-7781' });
    expect((await ok(service.duplicateOf('Other Ltd', 'QS-7781'))).duplicate).toBeNull();
    expect((await ok(service.duplicateOf('Quillon Stationers', ''))).duplicate).toBeNull();
  });
});

describe('the change it logs', () => {
  it('replays to the same bill in another tab, once', async () => {
    const first = await loadedService();
    const { change } = await saved(first, threeLines());
    const other = await loadedService();
    expect(await other.applyChanges([change])).toEqual({ kind: 'ok', count: 1 });
    expect(await other.applyChanges([change])).toEqual({ kind: 'ok', count: 0 });
    expect(await quillon(other)).toEqual(await quillon(first));
    expect(await everything(other)).toEqual(await everything(first));
    expect((await ok(other.billDetail(101))).bill?.lines).toHaveLength(3);
  });

  it('never gives an id twice, even once a deleted bill is purged for good', async () => {
    const service = await loadedService();
    const first = await saved(service, threeLines());
    await ok(service.remove({ kind: 'ids', ids: first.ids }));
    await ok(service.purgeTrash());
    const second = await saved(service, threeLines({ reference: 'QS-7782' }));
    expect(second.ids).toEqual([102]);
    // Replayed from the start on a new sample, both come back as they were made.
    const other = await loadedService();
    const log = [first.change, { kind: 'delete' as const, ids: first.ids }, second.change];
    expect(await other.applyChanges(log)).toEqual({ kind: 'ok', count: 3 });
    expect((await quillon(other)).map((r) => r[3])).toEqual(['QS-7782']);
  });

  it('keeps only what the log can read back', async () => {
    const service = await loadedService();
    const bad: NewBillChange = { ...(await saved(service, threeLines())).change, lines: [] };
    const other = await loadedService();
    const result = await other.applyChanges([bad]);
    expect(result).toMatchObject({ kind: 'error' });
    expect(await count(other)).toBe(100);
  });
});
