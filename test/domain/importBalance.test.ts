import { describe, expect, it } from 'vitest';
import { createBillCollector } from '../../src/domain/import/bills';
import { recognizeFormat, type ColumnMapping } from '../../src/domain/import/formats';
import { planFor } from '../../src/domain/import/readPlan';

const header = ['Supplier', 'Date', 'Total', 'Balance Due'];
const mapping: ColumnMapping = {
  from: 0,
  number: null,
  reference: null,
  date: 1,
  dueDate: null,
  total: 2,
  paid: null,
  balance: 3,
  status: null,
  notes: null,
};

function read(lines: string[][], map: ColumnMapping = mapping, head: string[] = header) {
  const collector = createBillCollector(
    head,
    { kind: 'mapped', mapping: map, ownExport: false },
    'dmy',
  );
  lines.forEach((cells, i) => collector.add(cells, i + 2));
  return collector.finish();
}

describe('a balance mapped as what is still owed', () => {
  it('makes Paid the total less the balance, and a bill owing nothing paid', () => {
    const { bills, rejected } = read([
      ['Hargreaves', '03/04/26', '3,450.00', '3,450.00'],
      ['Smith & Jones', '04/04/26', '720.00', '0.00'],
      ['Northwind', '05/04/26', '1,000.00', '250.50'],
    ]);
    expect(rejected).toEqual([]);
    expect(bills.map((b) => [b.contactName, b.total, b.paid, b.status])).toEqual([
      ['Hargreaves', 345_000, 0, 'draft'],
      ['Smith & Jones', 72_000, 72_000, 'paid'],
      ['Northwind', 100_000, 74_950, 'draft'],
    ]);
  });

  it('refuses a balance below zero or above the total, saying why', () => {
    const { bills, rejected } = read([
      ['A', '03/04/26', '100.00', '-1.00'],
      ['B', '03/04/26', '100.00', '100.01'],
      ['C', '03/04/26', '100.00', 'lots'],
    ]);
    expect(bills).toEqual([]);
    expect(rejected).toEqual([
      { line: 2, reason: "Balance Due '-1.00' is below zero" },
      { line: 3, reason: "Balance Due '100.01' is more than Total '100.00'" },
      { line: 4, reason: "Balance Due 'lots' is not an amount" },
    ]);
  });

  it('refuses a Paid and a balance that do not add up to the total', () => {
    const head = [...header, 'Paid'];
    const { bills, rejected } = read(
      [
        ['A', '03/04/26', '100.00', '40.00', '60.00'],
        ['B', '03/04/26', '100.00', '40.00', '10.00'],
      ],
      { ...mapping, paid: 4 },
      head,
    );
    expect(bills.map((b) => b.paid)).toEqual([6_000]);
    expect(rejected).toEqual([
      { line: 3, reason: "Paid '10.00' and Balance Due '40.00' do not add up to Total '100.00'" },
    ]);
  });
});

describe("our export's Lines column", () => {
  const exportHeader = [
    'From',
    'Number',
    'Reference',
    'Status',
    'Date',
    'Due',
    'Total',
    'Paid',
    'Lines',
  ];
  const format = recognizeFormat(exportHeader);
  const plan = planFor(format, null);
  const desk =
    '{"description":"Desk","quantity":1,"unitAmount":800,"discount":0,"accountCode":"429","taxType":"20% (VAT on Expenses)","taxPence":16000,"amountPence":96000}';
  const chair =
    '{"description":"Chair","quantity":2,"unitAmount":200,"discount":0,"accountCode":"429","taxType":"20% (VAT on Expenses)","taxPence":8000,"amountPence":48000}';
  function readExport(lines: string) {
    if (!plan) throw new Error('no plan');
    const collector = createBillCollector(exportHeader, plan, 'dmy');
    const row = [
      'ABC Furniture',
      'AP-1',
      'PO 1',
      'Draft',
      '2026-03-04',
      '2026-04-03',
      '1440.00',
      '0.00',
    ];
    collector.add([...row, lines], 2);
    return collector.finish();
  }

  it('gives a bill back the lines it was exported with', () => {
    const { bills, rejected } = readExport(`[${desk},${chair}]`);
    expect(rejected).toEqual([]);
    expect(bills[0]?.lines).toEqual([
      {
        description: 'Desk',
        quantity: 1,
        unitAmount: 800,
        discount: 0,
        accountCode: '429',
        taxType: '20% (VAT on Expenses)',
        taxAmount: 16_000,
        amount: 96_000,
      },
      {
        description: 'Chair',
        quantity: 2,
        unitAmount: 200,
        discount: 0,
        accountCode: '429',
        taxType: '20% (VAT on Expenses)',
        taxAmount: 8_000,
        amount: 48_000,
      },
    ]);
  });

  it('leaves a bill exported without lines without any', () => {
    expect(readExport('').bills[0]?.lines).toEqual([]);
  });

  it('refuses lines that cannot be read or do not add up to the total', () => {
    expect(readExport('[{"description":1}]').rejected).toEqual([
      { line: 2, reason: 'Lines cannot be read as the lines of a bill' },
    ]);
    expect(readExport(`[${desk}]`).rejected).toEqual([
      { line: 2, reason: 'Lines add up to 960.00, not the Total' },
    ]);
  });
});
