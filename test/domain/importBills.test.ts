import { describe, expect, it } from 'vitest';
import { createBillCollector, describeRejection } from '../../src/domain/import/bills';
import { planFor } from '../../src/domain/import/readPlan';
import { recognizeFormat, type ColumnMapping } from '../../src/domain/import/formats';

const xeroHeader = [
  'ContactName',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'Discount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
];

function readXero(rows: string[][]) {
  const format = recognizeFormat(xeroHeader);
  const plan = planFor(format, null);
  if (!plan) throw new Error('no plan');
  const collector = createBillCollector(xeroHeader, plan, 'dmy');
  rows.forEach((cells, i) => collector.add(cells, i + 2));
  return collector.finish();
}

describe('Xero lines into bills', () => {
  it('groups lines by contact and number, wherever they are, summing their amounts', () => {
    const { bills, rejected, lineCount } = readXero([
      [
        'Acme',
        'A-1',
        '',
        '01/02/2026',
        '01/03/2026',
        'Paper',
        '2',
        '10.50',
        '',
        '429',
        'VAT',
        '4.20',
      ],
      ['Beta', 'A-1', 'PO 7', '2026-02-02', '', 'Pens', '1', '3', '', '429', 'VAT', ''],
      ['Acme', 'A-1', '', '', '', 'Toner', '1', '100', '10', '429', 'VAT', '18'],
      ['', '', '', '', '', '', '', '', '', '', '', ''],
      ['Acme', 'A-2', '', '01/02/2026', '01/03/2026', 'Ink', '0.5', '£1,000.00', '', '', '', ''],
    ]);
    expect(rejected).toEqual([]);
    expect(lineCount).toBe(4);
    expect(
      bills.map((b) => [
        b.contactName,
        b.number,
        b.reference,
        b.date,
        b.dueDate,
        b.total,
        b.lineNumbers,
      ]),
    ).toEqual([
      // 2 × 10.50 + 4.20, plus 100 less 10% + 18.00.
      ['Acme', 'A-1', 'A-1', '2026-02-01', '2026-03-01', 2520 + 10800, [2, 4]],
      // No due date: due on its date. Its own reference.
      ['Beta', 'A-1', 'PO 7', '2026-02-02', '2026-02-02', 300, [3]],
      ['Acme', 'A-2', 'A-2', '2026-02-01', '2026-03-01', 50000, [6]],
    ]);
    expect(bills[0]?.status).toBe('draft');
    expect(bills[0]?.paid).toBe(0);
    expect(
      bills[0]?.lines.map((l) => [l.description, l.quantity, l.unitAmount, l.taxAmount, l.amount]),
    ).toEqual([
      ['Paper', 2, 10.5, 420, 2520],
      ['Toner', 1, 100, 1800, 10800],
    ]);
  });

  const bad: [cells: string[], reason: string][] = [
    [['', 'A-1', '', '01/02/2026', '', '', '1', '1', '', '', '', ''], 'ContactName is empty'],
    [['Acme', ' ', '', '01/02/2026', '', '', '1', '1', '', '', '', ''], 'InvoiceNumber is empty'],
    [['Acme', 'A-1', '', '', '', '', '1', '1', '', '', '', ''], 'InvoiceDate is empty'],
    [
      ['Acme', 'A-1', '', '31/02/2026', '', '', '1', '1', '', '', '', ''],
      "InvoiceDate '31/02/2026' is not a date",
    ],
    [
      ['Acme', 'A-1', '', '01/02/2026', 'soon', '', '1', '1', '', '', '', ''],
      "DueDate 'soon' is not a date",
    ],
    [
      ['Acme', 'A-1', '', '01/02/2026', '', '', 'two', '1', '', '', '', ''],
      "Quantity 'two' is not a number",
    ],
    [['Acme', 'A-1', '', '01/02/2026', '', '', '1', '', '', '', '', ''], 'UnitAmount is empty'],
    [
      ['Acme', 'A-1', '', '01/02/2026', '', '', '1', '1', '120', '', '', ''],
      "Discount '120' is not a percentage",
    ],
    [
      ['Acme', 'A-1', '', '01/02/2026', '', '', '1', '1', '', '', '', 'lots'],
      "TaxAmount 'lots' is not an amount",
    ],
    [
      ['Acme', 'A-1', '', '01/02/2026', '', 'x'.repeat(10_001), '1', '1', '', '', '', ''],
      'Description is 10,001 characters long; a cell holds at most 10,000',
    ],
  ];
  it.each(bad)('rejects %j: %s', (cells, reason) => {
    expect(readXero([cells]).rejected).toEqual([{ line: 2, reason }]);
  });

  it('rejects the other lines of a bill with a bad line, saying which', () => {
    const { bills, rejected } = readXero([
      ['Acme', 'A-1', '', '01/02/2026', '', '', '1', '10', '', '', '', ''],
      ['Acme', 'A-1', '', '01/02/2026', '', '', '1', 'ten', '', '', '', ''],
      ['Acme', 'A-2', '', '01/02/2026', '', '', '1', '10', '', '', '', ''],
    ]);
    expect(bills.map((b) => b.number)).toEqual(['A-2']);
    expect(rejected.map(describeRejection)).toEqual([
      'Line 2: another line of bill A-1 from Acme (line 3) cannot be imported',
      "Line 3: UnitAmount 'ten' is not a number",
    ]);
  });
});

describe('mapped lines into bills', () => {
  const header = ['Supplier', 'No', 'Date', 'Due', 'Gross', 'Paid', 'State', 'Memo'];
  const mapping: ColumnMapping = {
    from: 0,
    number: 1,
    reference: null,
    date: 2,
    dueDate: 3,
    total: 4,
    paid: 5,
    balance: null,
    status: 6,
    notes: 7,
  };
  function read(cells: string[], ownExport = false) {
    const collector = createBillCollector(header, { kind: 'mapped', mapping, ownExport }, 'mdy');
    collector.add(cells, 2);
    return collector.finish();
  }

  const cases: [cells: string[], expected: Record<string, unknown> | string][] = [
    [
      ['Acme', 'N1', '04/03/2026', '', '$10', '', '', 'one\r\ntwo'],
      {
        reference: 'N1',
        date: '2026-04-03',
        dueDate: '2026-04-03',
        total: 1000,
        paid: 0,
        status: 'draft',
        notes: ['one', 'two'],
      },
    ],
    [['Acme', 'N1', '04/03/2026', '', '10', '10', '', ''], { status: 'paid', paid: 1000 }],
    [
      ['Acme', 'N1', '04/03/2026', '', '10', '4', 'Sent', '=SUM(A1)'],
      { status: 'sent', notes: ['=SUM(A1)'] },
    ],
    [['Acme', '', '04/03/2026', '', '10', '', '', ''], { number: '', reference: '' }],
    [['Acme', 'N1', '04/03/2026', '', '10', '11', '', ''], "Paid '11' is more than Gross '10'"],
    [['Acme', 'N1', '04/03/2026', '', '10', '', 'Lost', ''], "State 'Lost' is not a status"],
    [['Acme', 'N1', '04/03/2026', '', '', '', '', ''], 'Gross is empty'],
    [['Acme', 'N1', '13/03/2026', '', '10', '', '', ''], "Date '13/03/2026' is not a date"],
  ];
  it.each(cases)('%j', (cells, expected) => {
    const { bills, rejected } = read(cells);
    if (typeof expected === 'string') expect(rejected).toEqual([{ line: 2, reason: expected }]);
    else expect(bills[0]).toMatchObject(expected);
  });

  it('takes off the quote our own export put before formula-like text', () => {
    expect(
      read(['Acme', 'N1', '04/03/2026', '', '10', '', '', "'=SUM(A1)"], true).bills[0]?.notes,
    ).toEqual(['=SUM(A1)']);
    expect(
      read(['Acme', 'N1', '04/03/2026', '', '10', '', '', "'=SUM(A1)"]).bills[0]?.notes,
    ).toEqual(["'=SUM(A1)"]);
  });
});
