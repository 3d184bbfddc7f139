import { describe, expect, it } from 'vitest';
import { csvLine, moneyCell, textCell, unneutralise } from '../../src/domain/export/csv';
import { exportColumns } from '../../src/sql/io/exportColumns';
import type { InvoiceRow } from '../../src/sql/compile/rows';

describe('textCell', () => {
  const cases: [text: string, cell: string][] = [
    ['Acme', 'Acme'],
    ['Acme, Inc.', '"Acme, Inc."'],
    ['Say "hi"', '"Say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['Müller GmbH', 'Müller GmbH'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+44 20', "'+44 20"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rthing', '"\'\rthing"'],
    ['=1,2', `"'=1,2"`],
    ['a=b', 'a=b'],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (text, cell) => expect(textCell(text)).toBe(cell));

  it.each(["'=SUM(A1)", "'-5", "'@x"])('%j reads back without its quote', (cell) => {
    expect(unneutralise(cell)).toBe(cell.slice(1));
  });
  it.each(["'quoted'", 'plain'])('%j reads back as it is', (cell) => {
    expect(unneutralise(cell)).toBe(cell);
  });
});

describe('moneyCell', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1205, '-12.05'],
    [100000000000, '1000000000.00'],
  ])('%d pence → %j', (pence, cell) => expect(moneyCell(pence)).toBe(cell));
});

describe('exportColumns', () => {
  const row: InvoiceRow = [
    7,
    'uuid',
    'N-7',
    '=ref',
    'Acme, Inc.',
    'overdue',
    '2026-01-02',
    '2026-02-03',
    // amount_due holds the bill's total; Amount due is what is still owed (26.50 − 25.00).
    2650,
    2500,
    'one\ntwo',
  ];
  const line = (visible: Parameters<typeof exportColumns>[0], all: boolean) => {
    const columns = exportColumns(visible, all);
    return [
      csvLine(columns.map((c) => c.title)),
      csvLine(columns.map((c) => c.cell(row, '2026-02-13'))),
    ];
  };

  it('writes the visible columns in the order shown, titled as on screen', () => {
    expect(line(['due', 'from', 'status', 'dueDate', 'total', 'overdueBy'], false)).toEqual([
      'Amount due,From,Status,Due,Total,Overdue by\r\n',
      '1.50,"Acme, Inc.",Overdue,2026-02-03,26.50,10\r\n',
    ]);
  });

  it('leaves Overdue by empty for a bill not yet due or paid in full', () => {
    const columns = exportColumns(['overdueBy'], false);
    const paid: InvoiceRow = [...row];
    paid[9] = 2650;
    expect(columns.map((c) => c.cell(row, '2026-02-03'))).toEqual(['']);
    expect(columns.map((c) => c.cell(paid, '2026-02-13'))).toEqual(['']);
  });

  it('adds every other field with All fields', () => {
    expect(line(['reference'], true)).toEqual([
      'Reference,From,Number,Status,Date,Due,Total,Paid,Amount due,Overdue by,Notes,Lines,Payments\r\n',
      `'=ref,"Acme, Inc.",N-7,Overdue,2026-01-02,2026-02-03,26.50,25.00,1.50,10,"one\ntwo",,\r\n`,
    ]);
  });
});
