import { describe, expect, it } from 'vitest';
import type { EditAmounts } from '../../src/domain/bill/editCheck';
import type { BillEditSource } from '../../src/domain/bill/editSource';
import type { BillDraft } from '../../src/domain/bill/types';
import type { InvoiceService } from '../../src/worker/service';
import { loadedService, ok, query } from './builders';

/**
 * Edit (issue 26 §2) through the service: what each state of a bill lets change, the row, the
 * footer and the search index after it, a refusal when another tab changed the bill since, the
 * change it gives to the log (replayed elsewhere) and its Undo. In the sample of 100: bill 27 is
 * a draft of £1,500.19, bill 4 is sent and part paid (one payment), bill 1 is paid.
 */

async function source(service: InvoiceService, id: number): Promise<BillEditSource> {
  const bill = (await ok(service.billToEdit(id))).bill;
  if (!bill) throw new Error(`no bill ${id}`);
  return bill;
}

/** The form as Edit fills it for a bill, with `over` typed in. */
function draftOf(bill: BillEditSource, over: Partial<BillDraft> = {}): BillDraft {
  return {
    contactName: bill.contactName,
    reference: bill.reference,
    date: bill.date,
    dueDate: bill.dueDate,
    amountsAre: 'exclusive',
    lines: [],
    notes: bill.notes,
    ...over,
  };
}

async function edit(
  service: InvoiceService,
  id: number,
  over: Partial<BillDraft>,
  amounts: EditAmounts = { kind: 'same' },
  basedOn?: number,
) {
  const bill = await source(service, id);
  return service.editBill({
    id,
    basedOn: basedOn ?? bill.basedOn,
    draft: draftOf(bill, over),
    amounts,
  });
}

const footerDue = async (service: InvoiceService) => (await ok(service.query(query()))).summary.due;

describe('editBill: what each state lets change', () => {
  const lockedPaid =
    'This bill has payments: only Reference, Due date and Notes can change. Remove the payments to change the amounts.';
  const cases: {
    name: string;
    id: number;
    over: Partial<BillDraft>;
    amounts?: EditAmounts;
    refused: string | null;
  }[] = [
    {
      name: 'a draft: its Total',
      id: 27,
      over: {},
      amounts: { kind: 'total', total: '1250' },
      refused: null,
    },
    {
      name: 'a draft: From and Date',
      id: 27,
      over: { contactName: 'Quillon', date: '2026-11-01' },
      refused: null,
    },
    {
      name: 'part paid: its Total',
      id: 4,
      over: {},
      amounts: { kind: 'total', total: '5000' },
      refused: lockedPaid,
    },
    { name: 'part paid: From', id: 4, over: { contactName: 'Quillon' }, refused: lockedPaid },
    { name: 'part paid: Date', id: 4, over: { date: '2026-01-02' }, refused: lockedPaid },
    {
      name: 'part paid: Reference, Due date and Notes',
      id: 4,
      over: { reference: 'R-9', dueDate: '2026-12-24', notes: 'Call first' },
      refused: null,
    },
    {
      name: 'paid: Due date',
      id: 1,
      over: { dueDate: '2026-12-24' },
      refused: 'This bill is paid: only its Notes can change.',
    },
    {
      name: 'paid: Reference',
      id: 1,
      over: { reference: 'R-9' },
      refused: 'This bill is paid: only its Notes can change.',
    },
    { name: 'paid: Notes', id: 1, over: { notes: 'Filed' }, refused: null },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.refused ? 'refused' : 'saved'}`, async () => {
      const service = await loadedService();
      const before = await source(service, c.id);
      const result = await edit(service, c.id, c.over, c.amounts);
      if (c.refused) {
        expect(result).toMatchObject({ kind: 'error', errors: [c.refused] });
        // Nothing written: the bill reads as before, at the same version.
        expect(await source(service, c.id)).toEqual(before);
      } else {
        expect(result.kind).toBe('ok');
      }
    });
  }
});

describe('editBill: the write', () => {
  it('a Total on a draft: the row, the footer, the change for the log, the version', async () => {
    const service = await loadedService();
    const due = await footerDue(service);
    const before = await source(service, 27);
    const result = await ok(edit(service, 27, {}, { kind: 'total', total: '1,250.00' }));
    expect(result.change).toEqual({
      kind: 'edit',
      id: 27,
      before: { total: 150019 },
      after: { total: 125000 },
    });
    expect(result.version).toBe(before.basedOn + 1);
    const after = await source(service, 27);
    expect([after.total, after.paid, after.lines, after.basedOn]).toEqual([
      125000,
      0,
      [],
      result.version,
    ]);
    expect(await footerDue(service)).toBe(due - 150019 + 125000);
    const drafts = await ok(
      service.query(query({ filters: [{ column: 'status', operator: 'is', values: ['draft'] }] })),
    );
    expect(drafts.rows.find((row) => row[0] === 27)?.[8]).toBe(125000);
  });

  it('From, Reference and Notes: the search index finds the new words, not the old', async () => {
    const service = await loadedService();
    await ok(
      edit(service, 27, {
        contactName: 'Quillon Stationers',
        reference: 'QS-1',
        notes: 'Zebra crossing',
      }),
    );
    const found = async (search: string) =>
      (await ok(service.query(query({ search })))).rows.map((row) => row[0]);
    expect(await found('quillon zebra')).toEqual([27]);
    expect(await found('qs-1')).toEqual([27]);
    expect(await found('harness bleeding')).not.toContain(27);
    const groups = await ok(service.groups(query(), 'from'));
    expect(groups.groups.find((g) => g.key === 'Quillon Stationers')).toMatchObject({
      count: 1,
      due: 150019,
    });
  });

  it('a hand-entered bill edits its lines; the Total follows; a Total typed for it is refused', async () => {
    const service = await loadedService();
    const draft: BillDraft = {
      contactName: 'Quillon Stationers',
      reference: 'QS-7781',
      date: '2026-11-20',
      dueDate: '2026-12-04',
      amountsAre: 'exclusive',
      lines: [{ description: 'Paper', quantity: '3', unitPrice: '12.99', rate: '20' }],
      notes: '',
    };
    const id = (await ok(service.createBill(draft, false))).change.id;
    const lines = [
      { description: 'Paper', quantity: '2', unitPrice: '12.99', rate: '20' as const },
      { description: 'Ink', quantity: '1', unitPrice: '5', rate: '0' as const },
    ];
    const result = await ok(edit(service, id, { lines }, { kind: 'lines' }));
    // 2 × 12.99 = 25.98 + 20% 5.20 = 31.18; Ink 5.00: 36.18.
    expect(result.change.after).toEqual({
      total: 3618,
      lines: [
        {
          description: 'Paper',
          quantity: 2,
          unitAmount: 12.99,
          taxType: '20%',
          taxAmount: 520,
          amount: 3118,
        },
        {
          description: 'Ink',
          quantity: 1,
          unitAmount: 5,
          taxType: '0%',
          taxAmount: 0,
          amount: 500,
        },
      ],
    });
    expect(result.change.before.total).toBe(4676);
    expect((await source(service, id)).total).toBe(3618);
    expect((await ok(service.billDetail(id))).bill?.lines).toEqual([
      { description: 'Paper', quantity: 2, amount: 3118 },
      { description: 'Ink', quantity: 1, amount: 500 },
    ]);
    expect(await edit(service, id, {}, { kind: 'total', total: '10' })).toMatchObject({
      kind: 'error',
      errors: ["This bill's Total is the sum of its lines: change its lines"],
    });
    expect(await edit(service, 27, {}, { kind: 'lines' })).toMatchObject({ kind: 'error' });
  });

  it('refuses problems field by field, as the New bill form does, and writes nothing', async () => {
    const service = await loadedService();
    const result = await edit(
      service,
      27,
      { contactName: '', dueDate: '2026-01-01' },
      { kind: 'total', total: '12.345' },
    );
    expect(result).toMatchObject({
      kind: 'error',
      fields: [
        ['contactName', 'Enter who the bill is from'],
        ['dueDate', 'Due date cannot be before Date'],
        ['total', 'Total can have at most 2 decimals'],
      ],
    });
    expect((await source(service, 27)).total).toBe(150019);
  });

  it('an edit that changes nothing is said so, and writes nothing', async () => {
    const service = await loadedService();
    expect(await edit(service, 27, {}, { kind: 'total', total: '1500.19' })).toEqual({
      kind: 'error',
      errors: ['Nothing to save: every field is as the bill has it'],
    });
  });
});

describe('editBill: another tab, the log, Undo', () => {
  it('an edit based on a version changed since is refused, with the newer values', async () => {
    const service = await loadedService();
    const seen = (await source(service, 27)).basedOn;
    // Another tab's edit, applied here first.
    await ok(edit(service, 27, { notes: 'From the other tab' }));
    const result = await edit(service, 27, {}, { kind: 'total', total: '99' }, seen);
    expect(result).toMatchObject({
      kind: 'error',
      errors: [
        'This bill was changed in another tab: nothing was saved. Its newer values are shown.',
      ],
      newer: { id: 27, notes: 'From the other tab', total: 150019 },
    });
    expect((await source(service, 27)).total).toBe(150019);
  });

  it('the change replays to the same row in another tab; an unreadable entry is dropped and counted', async () => {
    const one = await loadedService();
    const other = await loadedService();
    const { change } = await ok(
      edit(one, 27, { dueDate: '2026-12-31' }, { kind: 'total', total: '1250' }),
    );
    const broken = { ...change, after: { total: -5 } };
    expect(await other.applyChanges([change, broken])).toEqual({
      kind: 'error',
      errors: ['1 stored changes were unreadable and were left out'],
    });
    const [a, b] = [await source(one, 27), await source(other, 27)];
    expect([b.total, b.dueDate]).toEqual([125000, '2026-12-31']);
    expect(b.total).toBe(a.total);
    expect(await footerDue(other)).toBe(await footerDue(one));
  });

  it('Undo puts the bill back and gives its own change; refused once the bill changed after', async () => {
    const service = await loadedService();
    const due = await footerDue(service);
    const saved = await ok(
      edit(service, 27, { reference: 'R-1' }, { kind: 'total', total: '1250' }),
    );
    const undone = await ok(service.undoEdit(saved.change, saved.version));
    expect(undone.change).toEqual({
      kind: 'edit',
      id: 27,
      before: { reference: 'R-1', total: 125000 },
      after: { reference: 'INV-027', total: 150019 },
      undo: true,
    });
    expect(await footerDue(service)).toBe(due);
    const again = await ok(edit(service, 27, {}, { kind: 'total', total: '10' }));
    await ok(edit(service, 27, { notes: 'Later' }));
    expect(await service.undoEdit(again.change, again.version)).toMatchObject({
      kind: 'error',
      errors: [
        'This bill was changed in another tab: nothing was saved. Its newer values are shown.',
      ],
    });
    expect((await source(service, 27)).total).toBe(1000);
  });
});
