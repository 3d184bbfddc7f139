import { describe, expect, it } from 'vitest';
import { textCell } from '../../src/domain/export/csv';
import { exportColumns } from '../../src/sql/io/exportColumns';
import { limits, type InvoiceQuery } from '../../src/domain/query';
import type { ImportProgress } from '../../src/worker/importTypes';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { createBillWriter, importOf } from '../../src/sql/io/imports';
import { readBillDetail } from '../../src/sql/plan/billDetail';
import { createDatabase, openSampleDatabase, sampleRecords, today } from '../sql/db';
import { loadedService, query } from './builders';

async function loaded(count = 10): Promise<InvoiceService> {
  return loadedService(count, { bulkChunkSize: 2 });
}

async function rows(service: InvoiceService, over: Partial<InvoiceQuery> = {}) {
  const result = await service.query(query(over));
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result;
}

const dayFirst = { dateOrder: 'dmy', mapping: null } as const;

const xeroFile = [
  '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount',
  'Müller GmbH,,B-100,,05/11/2025,05/12/2025,"Paper, A4",2,10.50,,429,20% (VAT on Expenses),4.20',
  'Müller GmbH,,B-100,,05/11/2025,05/12/2025,Toner,1,100,10,429,20% (VAT on Expenses),18.00',
  'Café Zoë,,Z-7,Z ref,2025-11-06,6 Dec 2025,Coffee,3,"1,000.00",,429,No VAT,',
  'Bad Dates Ltd,,Q-1,,05/11/2025,31/02/2026,Thing,1,5,,429,No VAT,',
].join('\r\n');

describe('import', () => {
  it('reads Xero lines into bills with their totals, and writes them on confirm', async () => {
    const service = await loaded();
    const progress: ImportProgress[] = [];
    const preview = await service.importPreview(
      new Blob([xeroFile]),
      dayFirst,
      (p: ImportProgress) => progress.push(p),
    );
    expect(preview).toMatchObject({
      kind: 'preview',
      format: 'xero',
      lineCount: 4,
      billCount: 2,
      rejectedCount: 1,
      rejected: [{ line: 5, reason: "DueDate '31/02/2026' is not a date" }],
    });
    if (preview.kind !== 'preview') return;
    expect(
      preview.firstBills.map((b) => [b.contactName, b.reference, b.total, b.lineCount]),
    ).toEqual([
      // 2 × 10.50 + 4.20 tax, then 100 less 10% + 18.00 tax.
      ['Müller GmbH', 'B-100', 2520 + 10800, 2],
      ['Café Zoë', 'Z ref', 300000, 1],
    ]);
    expect(progress.at(-1)).toMatchObject({ phase: 'reading' });

    const before = (await rows(service)).summary.total;
    const result = await service.importCommit();
    expect(result).toMatchObject({ kind: 'ok', count: 2 });
    const found = await rows(service, { search: 'muller' });
    expect(found.rows.map((r) => [r[4], r[5], r[6], r[7], r[8], r[9]])).toEqual([
      ['Müller GmbH', 'draft', '2025-11-05', '2025-12-05', 13320, 0],
    ]);
    expect((await rows(service)).summary.total).toBe(before + 2);

    if (result.kind !== 'ok') return;
    expect(await service.undoImport(result.importId)).toMatchObject({ kind: 'ok', count: 2 });
    expect((await rows(service)).summary.total).toBe(before);
    expect((await rows(service, { search: 'muller' })).rows).toEqual([]);
  });

  it('rejects every line of a bill when one of its lines cannot be read', async () => {
    const service = await loaded();
    const file = [
      'ContactName,InvoiceNumber,InvoiceDate,DueDate,Quantity,UnitAmount',
      'Acme,A-1,2025-01-01,2025-02-01,1,ten',
      'Acme,A-1,2025-01-01,2025-02-01,1,10',
      'Acme,A-2,2025-01-01,2025-02-01,1,10',
    ].join('\n');
    const preview = await service.importPreview(new Blob([file]), dayFirst);
    expect(preview).toMatchObject({
      kind: 'preview',
      billCount: 1,
      rejected: [
        { line: 2, reason: "UnitAmount 'ten' is not a number" },
        { line: 3, reason: 'another line of bill A-1 from Acme (line 2) cannot be imported' },
      ],
    });
  });

  it('asks for a mapping when it does not know the columns, then reads with it', async () => {
    const service = await loaded();
    const file = 'Supplier,Inv date,Gross,Memo\nAcme,03/04/2026,£1,234.50,=SUM(A1)\n';
    const first = await service.importPreview(new Blob([file]), dayFirst);
    expect(first).toMatchObject({ kind: 'needsMapping', missing: ['Date'] });
    const mapping = {
      from: 0,
      number: null,
      reference: null,
      date: 1,
      dueDate: null,
      total: 2,
      paid: null,
      status: null,
      notes: 3,
    };
    const monthFirst = await service.importPreview(new Blob([file]), {
      dateOrder: 'mdy',
      mapping,
    });
    // Unquoted, '£1,234.50' is two cells: the total is '£1' and the notes are '234.50'.
    expect(monthFirst).toMatchObject({
      kind: 'preview',
      firstBills: [{ date: '2026-03-04', total: 100, notes: ['234.50'] }],
    });
  });

  it('says plainly why a file cannot be read', async () => {
    const service = await loaded();
    const cases: [BlobPart, RegExp][] = [
      ['', /empty/],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), /not text/],
      [',,\n1,2\n', /first line of this file is empty/],
      ['a,b\n1,2\n', /no columns a bill can be read from/],
      ['ContactName,InvoiceNumber,InvoiceDate,UnitAmount\n', /no lines/],
      [`ContactName,InvoiceNumber,InvoiceDate,UnitAmount\n"${'x'.repeat(5_000_000)}`, /quote/],
    ];
    for (const [content, expected] of cases) {
      const result = await service.importPreview(new Blob([content]), dayFirst);
      expect(result.kind === 'error' ? result.errors[0] : JSON.stringify(result)).toMatch(expected);
    }
  });

  it('writes nothing when cancelled', async () => {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(10);
    const lines = Array.from({ length: 5000 }, (_, i) => `Acme,N-${i},2025-01-01,2025-02-01,1,10`);
    const file = ['ContactName,InvoiceNumber,InvoiceDate,DueDate,Quantity,UnitAmount', ...lines];
    await service.importPreview(new Blob([file.join('\n')]), dayFirst);
    const committing = service.importCommit((p: ImportProgress) => {
      if (p.done > 0) service.importCancel();
    });
    expect(await committing).toEqual({ kind: 'cancelled' });
    expect((await rows(service)).summary.total).toBe(10);
  });
});

describe('the record of an import, for its bills’ history', () => {
  async function bill(service: InvoiceService, number: string) {
    const found = await service.billByNumber(number);
    if (found.kind !== 'ok' || !found.bill) throw new Error(`no bill ${number}`);
    return found.bill;
  }

  it('keeps the file’s name, the time and how many bills; Undo takes it out', async () => {
    const service = await loaded();
    const at = '2026-11-24T10:42:00.000Z';
    await service.importPreview(new File([xeroFile], 'bills.csv'), dayFirst);
    const result = await service.importCommit(undefined, at);
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    const imported = await bill(service, 'B-100');
    expect(imported.importedFrom).toEqual({ first: 11, last: 12, bills: 2, file: 'bills.csv', at });
    expect((await bill(service, 'Z-7')).importedFrom).toEqual(imported.importedFrom);
    // The sample's bills came with no import.
    const sample = await service.billDetail(10);
    expect(sample.kind === 'ok' && sample.bill?.importedFrom).toBe(null);

    expect(await service.undoImport(result.importId)).toMatchObject({ kind: 'ok', count: 2 });
    // The same ids again, from another file with no time given: the worker's clock, this file.
    await service.importPreview(new File([xeroFile], 'again.csv'), dayFirst);
    const before = Date.now();
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 2 });
    const again = (await bill(service, 'B-100')).importedFrom;
    expect(again).toMatchObject({ first: 11, last: 12, bills: 2, file: 'again.csv' });
    expect(Date.parse(again?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a file without a name, and a time that is not one, are kept as what they are', async () => {
    const service = await loaded();
    await service.importPreview(new Blob([xeroFile]), dayFirst);
    const before = Date.now();
    await service.importCommit(undefined, 'yesterday at noon');
    const record = (await bill(service, 'B-100')).importedFrom;
    expect(record?.file).toBe('');
    expect(Date.parse(record?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a table kept before imports were recorded reads no record, and writes none by reading', () => {
    const db = openSampleDatabase(sampleRecords(10));
    db.exec('BEGIN');
    const writer = createBillWriter(db, 11, () => 'x');
    writer.write([
      {
        number: 'OLD-1',
        reference: 'OLD-1',
        contactName: 'Old Ltd',
        status: 'draft',
        date: today,
        dueDate: today,
        total: 100,
        paid: 0,
        notes: [],
        lines: [],
      },
    ]);
    writer.finish();
    writer.free();
    db.exec('COMMIT');
    expect(readBillDetail(db, 11)?.importedFrom).toBe(null);
    expect(importOf(db, 11)).toBe(null);
    expect(db.exec("SELECT name FROM sqlite_schema WHERE name = 'bill_imports'")).toEqual([]);
  });
});

describe('export', () => {
  it('writes the matching rows in order with a BOM, and imports back the same bills', async () => {
    const service = await loaded(30);
    const view = query({ sort: [{ column: 'reference', desc: false }] });
    const exported = await service.exportCsv({
      query: view,
      columns: ['from', 'status', 'reference', 'date', 'dueDate', 'paid', 'due', 'notes'],
      allFields: true,
    });
    if (exported.kind !== 'ok' || !exported.file) throw new Error(JSON.stringify(exported));
    expect(exported.count).toBe(30);
    const bytes = new Uint8Array(await exported.file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await exported.file.text();
    expect(text.split('\r\n')[0]).toBe(
      'From,Status,Reference,Date,Due,Paid,Amount due,Notes,Number,Total,Overdue by,Lines,Payments',
    );
    const original = (await rows(service, { page: { index: 0, size: 100 } })).rows;

    const empty = await loaded(10);
    await empty.remove({ kind: 'matching', query: { filters: [], search: '' }, except: [] });
    const preview = await empty.importPreview(exported.file, dayFirst);
    expect(preview).toMatchObject({ kind: 'preview', format: 'export', billCount: 30 });
    expect(await empty.importCommit()).toMatchObject({ kind: 'ok', count: 30 });
    const back = (await rows(empty)).rows;
    const fields = (r: (typeof back)[number]) => r.slice(2);
    // The file says what the screen shows: a viewed bill past due is Overdue there, and comes
    // back awaiting payment as sent (overdue is read from its due date, never stored).
    const asFiled = (f: ReturnType<typeof fields>) =>
      f[3] === 'viewed' && String(f[5]) < today ? [...f.slice(0, 3), 'sent', ...f.slice(4)] : f;
    expect(back.map(fields)).toEqual(original.map(fields).map(asFiled));
  });

  it('stops when cancelled, and makes no file', async () => {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(45_000);
    const result = await service.exportCsv(
      { query: query(), columns: ['from'], allFields: false },
      ({ done }: { done: number }) => {
        if (done > 0) service.exportCancel();
      },
    );
    expect(result).toEqual({ kind: 'cancelled' });
  });

  it('streams the same file to a sink a part at a time, and no write lands between its blocks', async () => {
    const service = await loaded(30);
    const request = { query: query(), columns: ['reference', 'from'], allFields: false };
    const whole = await service.exportCsv(request);
    if (whole.kind !== 'ok' || !whole.file) throw new Error(JSON.stringify(whole));
    const parts: string[] = [];
    let deleting: Promise<unknown> | null = null;
    const streamed = await service.exportCsv(request, undefined, async (part) => {
      parts.push(part);
      // A Delete asked once the export has begun waits for it: the file holds one state.
      deleting ??= service.remove({ kind: 'ids', ids: [1, 2, 3, 4, 5] });
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(streamed).toEqual({ kind: 'ok', file: null, count: 30 });
    expect(parts.length).toBeGreaterThan(1);
    const wholeText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await whole.file.arrayBuffer(),
    );
    expect(parts.join('')).toBe(wholeText);
    expect(await deleting).toMatchObject({ kind: 'ok', count: 5 });
    expect((await rows(service)).summary.total).toBe(25);
  });

  it('exports a selection', async () => {
    const service = await loaded(30);
    const exported = await service.exportCsv({
      query: query(),
      selection: { kind: 'ids', ids: [3, 1] },
      columns: ['reference', 'from'],
      allFields: false,
    });
    if (exported.kind !== 'ok' || !exported.file) throw new Error(JSON.stringify(exported));
    const lines = (await exported.file.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Reference,From');
    expect(lines[1]?.startsWith('INV-001,')).toBe(true);
  });
});

describe('a large import', () => {
  const header = 'ContactName,InvoiceNumber,InvoiceDate,DueDate,Quantity,UnitAmount';
  const file = (count: number, from = 0) =>
    new Blob([
      [
        header,
        ...Array.from(
          { length: count },
          (_, i) =>
            `Bulk ${(i + from) % 7},N-${i + from},2025-01-0${(i % 9) + 1},2025-02-01,1,${i + 1}`,
        ),
      ].join('\n'),
    ]);
  const expectedDue = (count: number) => (count * (count + 1) * 100) / 2;

  it('is written the way a load is, and keeps totals, indexes and triggers right', async () => {
    const service = await loaded(10);
    const before = (await rows(service)).summary;
    await service.importPreview(file(6000), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 6000 });
    const after = (await rows(service)).summary;
    expect(after.total).toBe(before.total + 6000);
    expect(after.due).toBe(before.due + expectedDue(6000));
    const biggest = await rows(service, {
      sort: [{ column: 'due', desc: true }],
      page: { index: 0, size: 10 },
    });
    expect(biggest.rows[0]?.[3]).toBe('N-5999');
    expect((await rows(service, { search: 'bulk' })).summary.total).toBe(6000);
    // The counting triggers are back: a later change still moves the totals.
    const drafts = await rows(service, {
      filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
    });
    await service.approve({ kind: 'ids', ids: [drafts.rows[0]?.[0] ?? 0] });
    const approved = await rows(service, {
      filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
    });
    expect(approved.summary.total).toBe(drafts.summary.total - 1);
  });

  /** Groups by From and Status from the running totals, and as read from the rows themselves. */
  async function groupsBothWays(service: InvoiceService) {
    const everyRow = { column: 'total', operator: 'lessThan', value: limits.amount } as const;
    const read = async (grouping: 'from' | 'status', filters: InvoiceQuery['filters']) => {
      const result = await service.groups(query({ filters }), grouping);
      if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
      return result.groups;
    };
    return {
      totals: [await read('from', []), await read('status', [])],
      rows: [await read('from', [everyRow]), await read('status', [everyRow])],
    };
  }

  it('keeps the totals per contact and status right, into a full table or an empty one', async () => {
    // 2 bills into 10 (row by row) and 6,000 into 10 (indexes rebuilt): both count the bills
    // into the running totals themselves, and put the counting triggers back.
    for (const [name, count] of [
      [xeroFile, 2],
      [file(6000), 6000],
    ] as const) {
      const service = await loaded(10);
      await service.importPreview(typeof name === 'string' ? new Blob([name]) : name, dayFirst);
      expect(await service.importCommit()).toMatchObject({ kind: 'ok', count });
      const both = await groupsBothWays(service);
      expect(both.totals).toEqual(both.rows);
      expect(both.totals[0]?.length).toBeGreaterThan(1);
      const drafts = await rows(service, {
        filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
      });
      await service.approve({ kind: 'ids', ids: [drafts.rows[0]?.[0] ?? 0] });
      const after = await groupsBothWays(service);
      expect(after.totals).toEqual(after.rows);
    }
  });

  it('finds the bills as soon as they are written, then from the search index built after', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    const service = createInvoiceService({
      createDatabase,
      today,
      // The build after the load runs free; the one after the import waits until released.
      buildPause: () => (hold ? held : Promise.resolve()),
    });
    await service.load(10);
    await service.settled();
    hold = true;
    await service.importPreview(file(6000), dayFirst);
    const imported = await service.importCommit();
    expect(imported).toMatchObject({ kind: 'ok', count: 6000 });
    const search = { search: 'bulk 3', page: { index: 0, size: 100 as const } };
    const scanned = await rows(service, search);
    expect(scanned.summary).toMatchObject({ searchIndexing: true });
    expect(scanned.summary.total).toBeGreaterThan(857);
    release();
    await service.settled();
    const indexed = await rows(service, search);
    expect(indexed.summary.searchIndexing).toBeUndefined();
    expect(indexed.summary.total).toBe(scanned.summary.total);
    expect(indexed.rows).toEqual(scanned.rows);
    if (imported.kind !== 'ok') return;
    expect(await service.undoImport(imported.importId)).toMatchObject({ kind: 'ok', count: 6000 });
    expect((await rows(service, { search: 'bulk' })).summary.total).toBe(0);
    expect((await rows(service)).summary.total).toBe(10);
  });

  it('Undo asked while the search index is built waits for it, then removes exactly the import', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    const service = createInvoiceService({
      createDatabase,
      today,
      buildPause: () => (hold ? held : Promise.resolve()),
    });
    await service.load(10);
    await service.settled();
    hold = true;
    await service.importPreview(file(6000), dayFirst);
    const imported = await service.importCommit();
    if (imported.kind !== 'ok') throw new Error(JSON.stringify(imported));
    let undone = false;
    const undo = service.undoImport(imported.importId).finally(() => (undone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(undone).toBe(false);
    release();
    expect(await undo).toMatchObject({ kind: 'ok', count: 6000 });
    expect((await rows(service, { search: 'bulk' })).summary.total).toBe(0);
    expect((await rows(service)).summary.total).toBe(10);
  });

  it('cancelled, leaves the table, its indexes and totals as they were', async () => {
    const service = await loaded(10);
    const before = (await rows(service)).summary;
    await service.importPreview(file(6000), dayFirst);
    const result = await service.importCommit((p: ImportProgress) => {
      if (p.done >= 3000) service.importCancel();
    });
    expect(result).toEqual({ kind: 'cancelled' });
    expect((await rows(service)).summary).toEqual(before);
    await service.importPreview(file(10, 100), dayFirst);
    expect(await service.importCommit()).toMatchObject({ kind: 'ok', count: 10 });
    expect((await rows(service)).summary.total).toBe(before.total + 10);
  });
});

describe('export cells written by SQLite', () => {
  it('are what the CSV rules of src/domain/export write, for every field', async () => {
    const service = await loaded(100);
    const tricky = [
      '=SUM(A1)',
      '+44 20',
      '-5',
      '@cmd',
      '\tindent',
      '\rreturn',
      'Acme, Inc.',
      'Say "hi"',
      'two\nlines',
      'Müller & Söhne',
      "'quoted'",
      '=1,"2"',
    ];
    const file = [
      'From,Number,Reference,Date,Due,Total,Paid,Status,Notes',
      ...tricky.map(
        (text, i) =>
          `${textCell(text)},${textCell(text)},${textCell(text)},2026-01-0${(i % 9) + 1},2026-02-01,${i % 2 ? '-' : ''}${i}.0${i % 10},0,Draft,${textCell(text)}`,
      ),
    ].join('\r\n');
    expect(await service.importPreview(new Blob([file]), dayFirst)).toMatchObject({
      billCount: tricky.length,
    });
    await service.importCommit();
    // A credit note whose number needs JSON's escapes and the CSV's quoting inside its cell.
    const owing = (await rows(service)).rows.find((r) => r[5] === 'sent' && r[8] > r[9]);
    if (!owing) throw new Error('no bill awaiting payment');
    const reference = '=1,"2" \\ Müller\ttab';
    expect(
      await service.addCredit({ bill: owing[0], amount: 1, date: today, reference }),
    ).toMatchObject({ kind: 'ok' });
    const view = query({ sort: [{ column: 'date', desc: true }] });
    const exported = await service.exportCsv({ query: view, columns: [], allFields: true });
    if (exported.kind !== 'ok' || !exported.file) throw new Error(JSON.stringify(exported));
    const all = await rows(service, { ...view, page: { index: 0, size: 100 } });
    const rest = await rows(service, { ...view, page: { index: 1, size: 100 } });
    const columns = exportColumns([], true);
    // A row holds no payments: the Payments cell is the bill's payments as its detail lists them,
    // written as JSON by JavaScript with the keys of paymentsCell.ts, then as a CSV text cell.
    const paymentsCell = async (id: number) => {
      const detail = await service.billDetail(id);
      if (detail.kind !== 'ok') throw new Error(JSON.stringify(detail));
      const payments = (detail.bill?.payments ?? []).map((p) => ({
        kind: p.kind,
        date: p.date,
        amountPence: p.amount,
        reference: p.reference,
      }));
      return payments.length === 0 ? '' : textCell(JSON.stringify(payments));
    };
    const expected = [columns.map((c) => c.title).join(',')];
    for (const row of [...all.rows, ...rest.rows]) {
      const cells = columns.map((c) => c.cell(row, today));
      cells[columns.findIndex((c) => c.id === 'payments')] = await paymentsCell(row[0]);
      expected.push(cells.join(','));
    }
    expect(
      expected.some((line) => line.includes('""reference"":""=1,\\""2\\"" \\\\ Müller\\ttab""')),
    ).toBe(true);
    expect(await exported.file.text()).toBe(expected.map((line) => `${line}\r\n`).join(''));
  });
});
