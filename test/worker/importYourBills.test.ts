import { describe, expect, it } from 'vitest';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import type { InvoiceQuery } from '../../src/domain/query';
import { createDatabase, today } from '../sql/db';

const dayFirst = { dateOrder: 'dmy', mapping: null } as const;
const everything: InvoiceQuery = {
  filters: [],
  search: '',
  sort: [{ column: 'reference', desc: false }],
  page: { index: 0, size: 100 },
};

async function loaded(count = 10): Promise<InvoiceService> {
  const service = createInvoiceService({ createDatabase, today });
  expect(await service.load(count)).toMatchObject({ kind: 'ok' });
  return service;
}

async function detail(service: InvoiceService, id: number) {
  const result = await service.billDetail(id);
  if (result.kind !== 'ok' || !result.bill) throw new Error(JSON.stringify(result));
  return result.bill;
}

const xero = [
  '*ContactName,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,TaxAmount',
  'ABC Furniture,AP-0101,PO 4411,05/11/2025,05/12/2025,Desk,1,800,429,20% (VAT on Expenses),160',
  'ABC Furniture,AP-0101,PO 4411,05/11/2025,05/12/2025,Chair,2,200,429,20% (VAT on Expenses),80',
  'Northwind,NW-7,,06/11/2025,06/12/2025,Paper,1,10,429,No VAT,',
].join('\r\n');

describe('an ordinary CSV', () => {
  it('is previewed at once with the guessed columns, the balance read as what is owed', async () => {
    const service = await loaded();
    const file =
      'Supplier,Bill Number,Date,Total,Balance Due\nSmith & Jones,SJ-1,03/04/26,720.00,0\n';
    const preview = await service.importPreview(new Blob([file]), dayFirst);
    expect(preview).toMatchObject({
      kind: 'preview',
      format: 'other',
      mapping: { from: 0, number: 1, date: 2, total: 3, balance: 4, paid: null },
      billCount: 1,
      firstBills: [{ contactName: 'Smith & Jones', total: 72_000, paid: 72_000, status: 'paid' }],
      duplicates: { count: 0, shown: [] },
    });
  });
});

describe('lines', () => {
  it('are generated for sample bills only; a bill imported without lines has none', async () => {
    const service = await loaded();
    expect((await detail(service, 3)).lines.length).toBeGreaterThan(0);
    expect((await detail(service, 3)).sample).toBe(true);
    const file = 'Supplier,Number,Date,Total\nHargreaves Plumbing,H-1,03/04/2026,3450.00\n';
    await service.importPreview(new Blob([file]), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 1 });
    expect(await detail(service, 11)).toMatchObject({ lines: [], sample: false, imported: true });
  });

  it('survive an export with All fields and its import', async () => {
    const source = await loaded();
    await source.importPreview(new Blob([xero]), dayFirst);
    expect(await source.importCommit()).toMatchObject({ kind: 'ok', count: 2 });
    const exported = await source.exportCsv({
      query: everything,
      selection: { kind: 'ids', ids: [11, 12] },
      columns: [],
      allFields: true,
    });
    if (exported.kind !== 'ok' || !exported.file) throw new Error(JSON.stringify(exported));
    const text = await exported.file.text();
    expect(text).toContain(
      '"[{""description"":""Desk"",""quantity"":1.0,""unitAmount"":800.0,""discount"":0.0,""accountCode"":""429"",""taxType"":""20% (VAT on Expenses)"",""taxPence"":16000,""amountPence"":96000},',
    );

    const target = await loaded();
    expect(await target.importPreview(exported.file, dayFirst)).toMatchObject({
      kind: 'preview',
      format: 'export',
      billCount: 2,
      firstBills: [
        { number: 'NW-7', lineCount: 1 },
        { number: 'AP-0101', lineCount: 2 },
      ],
    });
    expect(await target.importCommit()).toMatchObject({ kind: 'ok', count: 2 });
    expect((await detail(target, 12)).lines).toEqual([
      { description: 'Desk', quantity: 1, amount: 96_000 },
      { description: 'Chair', quantity: 2, amount: 48_000 },
    ]);
  });
});

describe('duplicates', () => {
  it('are found by contact and number, listed, and skipped unless imported anyway', async () => {
    const service = await loaded();
    await service.importPreview(new Blob([xero]), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 2 });

    const again = await service.importPreview(new Blob([xero]), dayFirst);
    expect(again).toMatchObject({
      kind: 'preview',
      billCount: 2,
      duplicates: {
        count: 2,
        shown: [
          { id: 11, contactName: 'ABC Furniture', number: 'AP-0101', total: 144_000 },
          { id: 12, contactName: 'Northwind', number: 'NW-7', total: 1_000 },
        ],
      },
    });
    expect(await service.importCommit()).toMatchObject({
      kind: 'error',
      errors: [expect.stringContaining('Every bill of this file is already here')],
    });
    expect(
      await service.importCommit(undefined, undefined, { duplicates: 'import' }),
    ).toMatchObject({ kind: 'ok', count: 2 });
  });

  it('leaves out only the bills already here, and not those deleted', async () => {
    const service = await loaded();
    await service.importPreview(new Blob([xero.split('\r\n').slice(0, 3).join('\r\n')]), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 1 });
    await service.importPreview(new Blob([xero]), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 1 });
    await service.remove({ kind: 'matching', query: { filters: [], search: '' }, except: [] });
    expect(await service.importPreview(new Blob([xero]), dayFirst)).toMatchObject({
      duplicates: { count: 0 },
    });
  });
});
