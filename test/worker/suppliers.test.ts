import { describe, expect, it } from 'vitest';
import type { BillEditSource } from '../../src/domain/bill/editSource';
import type { Filter } from '../../src/domain/query';
import { supplierViews, type SupplierQuery } from '../../src/domain/suppliers/query';
import { builtInViews } from '../../src/domain/views';
import type { InvoiceRow } from '../../src/sql/compile/rows';
import type { InvoiceService } from '../../src/worker/service';
import { today } from '../sql/db';
import { referenceSuppliers, type ReferenceBill } from '../sql/suppliers/reference';
import { loadedService, ok, query } from './builders';

/**
 * The Suppliers list through the service (issue 27): each supplier's figures equal the bills
 * list's footer with the same From, and the running totals per supplier stay equal to the
 * figures worked out from the bills after every kind of write and its Undo.
 */

const everySupplier = (over: Partial<SupplierQuery> = {}): SupplierQuery => ({
  filters: [],
  search: '',
  sort: [],
  window: { offset: 0, limit: 1000 },
  ...over,
});

async function suppliersOf(service: InvoiceService, over: Partial<SupplierQuery> = {}) {
  return (await ok(service.suppliers(everySupplier(over)))).rows;
}

/** Every visible bill, as the bills list reads them. */
async function bills(service: InvoiceService): Promise<InvoiceRow[]> {
  return (await ok(service.rows(query(), 0, 1000))).rows;
}

const asReference = (rows: readonly InvoiceRow[]): ReferenceBill[] =>
  rows.map((r) => [r[4], r[5], r[6], r[7], r[8], r[9]]);

/** The Suppliers list equals the suppliers worked out from the bills the bills list shows. */
async function expectRight(service: InvoiceService, after: string) {
  const expected = referenceSuppliers(asReference(await bills(service)), today);
  expect(await suppliersOf(service), after).toEqual(expected);
}

const from = (name: string): Filter => ({ column: 'from', operator: 'is', values: [name] });
const overdueView = builtInViews.find((v) => v.id === 'overdue')?.filters ?? [];

describe('the Suppliers list and the bills list', () => {
  it("give every supplier of the sample the figures of the bills list's footer for it", async () => {
    const service = await loadedService(100);
    const suppliers = await suppliersOf(service);
    expect(suppliers.length).toBeGreaterThan(30);
    for (const supplier of suppliers) {
      const footer = (await ok(service.query(query({ filters: [from(supplier.name)] })))).summary;
      const overdue = (
        await ok(service.query(query({ filters: [from(supplier.name), ...overdueView] })))
      ).summary;
      expect(
        {
          bills: supplier.bills,
          total: supplier.total,
          paid: supplier.paid,
          owed: supplier.owed,
          overdue: supplier.overdue,
        },
        supplier.name,
      ).toEqual({
        bills: footer.total,
        total: footer.paid + footer.due,
        paid: footer.paid,
        owed: footer.due,
        overdue: overdue.due,
      });
    }
  });

  it('show the bills of every supplier of a view by its names (all that match)', async () => {
    const service = await loadedService(100);
    const owing = supplierViews.find((v) => v.id === 'owing')?.filters ?? [];
    const { names } = await ok(service.supplierNames(everySupplier({ filters: owing })));
    const footer = (await ok(service.suppliers(everySupplier({ filters: owing })))).footer;
    const theirBills = await ok(
      service.query(query({ filters: [{ column: 'from', operator: 'is', values: names }] })),
    );
    expect(names.length).toBe(footer.count);
    expect(theirBills.summary.due).toBe(footer.owed);
  });

  it('refuses a query it cannot read, saying why', async () => {
    const service = await loadedService(100);
    expect(await service.suppliers({ ...everySupplier(), window: { offset: 0 } })).toEqual({
      kind: 'error',
      errors: ['window.limit: Invalid input: expected number, received undefined'],
    });
  });
});

const dayFirst = { dateOrder: 'dmy', mapping: null } as const;
const xeroFile = [
  '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount',
  'Müller GmbH,,B-100,,05/11/2025,05/12/2025,Paper,2,10.50,,429,No VAT,',
  'Café Zoë,,Z-7,Z ref,2025-11-06,6 Dec 2025,Coffee,3,"1,000.00",,429,No VAT,',
].join('\r\n');

async function editSource(service: InvoiceService, id: number): Promise<BillEditSource> {
  const bill = (await ok(service.billToEdit(id))).bill;
  if (!bill) throw new Error(`no bill ${id}`);
  return bill;
}

describe('the running totals per supplier', () => {
  it('stay equal to the bills after every kind of write and its Undo', async () => {
    const service = await loadedService(100);
    await expectRight(service, 'the load');

    expect(await service.importPreview(new Blob([xeroFile]), dayFirst)).toMatchObject({
      kind: 'preview',
      billCount: 2,
    });
    const imported = await service.importCommit();
    if (imported.kind !== 'ok') throw new Error(JSON.stringify(imported));
    expect((await suppliersOf(service, { search: 'cafe zoe' })).map((s) => s.name)).toEqual([
      'Café Zoë',
    ]);
    await expectRight(service, 'an import');
    await ok(service.undoImport(imported.importId));
    await expectRight(service, 'its Undo');

    const drafts = {
      kind: 'matching' as const,
      query: { filters: [draft], search: '' },
      except: [],
    };
    const approved = await ok(service.approve(drafts));
    await expectRight(service, 'Approve');
    await ok(service.undoApprove(approved.undoToken));
    await expectRight(service, 'its Undo');

    // Two drafts approved (awaiting payment, nothing paid: they can be paid and voided).
    const [first, fourth] = (await bills(service)).filter((r) => r[5] === 'draft').map((r) => r[0]);
    await ok(service.approve({ kind: 'ids', ids: [first as number, fourth as number] }));
    await expectRight(service, 'Approve by ids');
    const awaiting = (await bills(service)).filter((r) => r[5] === 'sent' && r[9] > 0);
    const [second, third] = awaiting.map((r) => r[0]);
    expect([first, second, third, fourth]).not.toContain(undefined);
    const paid = await ok(service.markPaid({ kind: 'ids', ids: [first as number] }));
    await expectRight(service, 'Mark as paid');
    await ok(service.removePayments(paid.first, paid.count));
    await expectRight(service, 'its Undo');

    await ok(service.recordPayment({ bill: second, amount: 1234, date: today }));
    await expectRight(service, 'a payment');
    await ok(service.addCredit({ bill: third, amount: 500, date: today, reference: 'CN-1' }));
    await expectRight(service, 'a credit note');

    await ok(service.voidBill(fourth));
    await expectRight(service, 'a void');
    await ok(service.unvoidBill(fourth));
    await expectRight(service, 'its Undo');

    const bill = await editSource(service, fourth as number);
    const edited = await service.editBill({
      id: fourth,
      basedOn: bill.basedOn,
      draft: {
        contactName: 'Brand New Supplier Ltd',
        reference: bill.reference,
        date: '2026-11-01',
        dueDate: '2026-11-08',
        amountsAre: 'exclusive',
        lines: [],
        notes: bill.notes,
      },
      amounts: { kind: 'same' },
    });
    expect(edited).toMatchObject({ kind: 'ok' });
    expect(await suppliersOf(service, { search: 'brand new' })).toMatchObject([
      { name: 'Brand New Supplier Ltd', bills: 1, lastBill: '2026-11-01', usualTerms: 7 },
    ]);
    await expectRight(service, 'an edit');

    const removed = await ok(service.remove({ kind: 'ids', ids: [1, 2, 3, fourth as number] }));
    expect(await suppliersOf(service, { search: 'brand new' })).toEqual([]);
    await expectRight(service, 'a Delete');
    await ok(service.undoRemove(removed.undoToken));
    await expectRight(service, 'its Undo');

    const everyPaid = { filters: [paidStatus], search: '' };
    const bulk = await ok(service.remove({ kind: 'matching', query: everyPaid, except: [] }));
    await expectRight(service, 'a bulk Delete of every paid bill');
    await ok(service.undoRemove(bulk.undoToken));
    await expectRight(service, 'its Undo');
  });
});

const draft: Filter = { column: 'status', operator: 'is', values: ['draft'] };
const paidStatus: Filter = { column: 'status', operator: 'is', values: ['paid'] };
