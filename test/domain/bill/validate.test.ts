import { describe, expect, it } from 'vitest';
import { checkBill } from '../../../src/domain/bill/validate';
import type { BillDraft, BillLineDraft } from '../../../src/domain/bill/types';

const line = (over: Partial<BillLineDraft> = {}): BillLineDraft => ({
  description: 'Paper',
  quantity: '1',
  unitPrice: '10',
  rate: '20',
  ...over,
});

const draft = (over: Partial<BillDraft> = {}): BillDraft => ({
  contactName: 'Acme Ltd',
  reference: 'AC-1001',
  date: '2026-11-28',
  dueDate: '',
  amountsAre: 'exclusive',
  lines: [line()],
  notes: '',
  ...over,
});

function errorsOf(bill: BillDraft) {
  const checked = checkBill(bill, 30);
  if (checked.ok) throw new Error('expected problems');
  return { errors: Object.fromEntries(checked.errors), first: checked.first };
}

describe('checkBill: a three-line bill, tax exclusive', () => {
  it('matches the pence worked out by hand', () => {
    const checked = checkBill(
      draft({
        lines: [
          // 3 × £12.99 = £38.97, VAT 20% = 779.4p → 779p: £46.76
          line({ description: 'Printer paper', quantity: '3', unitPrice: '12.99', rate: '20' }),
          // 2.5 × £7.333 = 1833.25p → 1833p, VAT 366.6p → 367p: £22.00
          line({ description: 'Toner', quantity: '2.5', unitPrice: '7.333', rate: '20' }),
          // 1 × £4.125 = 412.5p → 413p (half away from zero), VAT 5% 20.65p → 21p: £4.34
          line({ description: 'Delivery', quantity: '1', unitPrice: '4.125', rate: '5' }),
        ],
      }),
      30,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { bill } = checked;
    expect(bill.lines.map((l) => [l.net, l.vat, l.gross])).toEqual([
      [3897, 779, 4676],
      [1833, 367, 2200],
      [413, 21, 434],
    ]);
    expect([bill.subtotal, bill.vat, bill.total]).toEqual([6143, 1167, 7310]);
    expect(bill.dueDate).toBe('2026-12-28');
    expect(bill.lines[1]).toMatchObject({ quantity: 2.5, unitPrice: 7.333 });
  });
});

describe('checkBill: the due date', () => {
  const dueOf = (dueDate: string, days = 30) => {
    const checked = checkBill(draft({ dueDate }), days);
    return checked.ok ? checked.bill.dueDate : null;
  };
  it('reads +14 as 14 days after Date', () => expect(dueOf('+14')).toBe('2026-12-12'));
  it('defaults to the terms given', () => expect(dueOf('', 14)).toBe('2026-12-12'));
  it('takes a day as written', () => expect(dueOf('1 Dec 2026')).toBe('2026-12-01'));
});

describe('checkBill: each rule, its message, and where focus goes', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [name: string, bill: BillDraft, field: string, message: string][] = [
    ['From is required', draft({ contactName: '  ' }), 'contactName', 'Enter who the bill is from'],
    [
      'From at most 200',
      draft({ contactName: long(201) }),
      'contactName',
      'From can be at most 200 characters',
    ],
    [
      'Reference at most 50',
      draft({ reference: long(51) }),
      'reference',
      'Reference can be at most 50 characters',
    ],
    [
      'Date is a real day',
      draft({ date: '31/02/2026' }),
      'date',
      'Date must be a real day, like 28 Nov 2026',
    ],
    [
      'Due is a real day',
      draft({ dueDate: '30 Feb 2027' }),
      'dueDate',
      'Due date must be a real day, or +N for N days after Date',
    ],
    [
      'Due not before Date',
      draft({ dueDate: '27 Nov 2026' }),
      'dueDate',
      'Due date cannot be before Date',
    ],
    [
      'Quantity more than 0',
      draft({ lines: [line({ quantity: '0' })] }),
      'lines.0.quantity',
      'Quantity must be more than 0',
    ],
    [
      'Quantity a number',
      draft({ lines: [line({ quantity: 'two' })] }),
      'lines.0.quantity',
      'Quantity must be a number',
    ],
    [
      'Unit price at most 4 decimals',
      draft({ lines: [line({ unitPrice: '1.00001' })] }),
      'lines.0.unitPrice',
      'Unit price can have at most 4 decimals',
    ],
    [
      'Unit price at most £100,000,000',
      draft({ lines: [line({ unitPrice: '100000000.0001' })] }),
      'lines.0.unitPrice',
      'Unit price can be at most £100,000,000',
    ],
    [
      'Unit price an amount',
      draft({ lines: [line({ unitPrice: '' })] }),
      'lines.0.unitPrice',
      'Unit price must be an amount, like 12.50',
    ],
    [
      'A line at most £100,000,000',
      draft({ lines: [line({ quantity: '2', unitPrice: '60000000' })] }),
      'lines.0.amount',
      'Amount can be at most £100,000,000',
    ],
    [
      'The Total at most £100,000,000',
      draft({ lines: [line({ unitPrice: '90000000' })] }),
      'total',
      'Total can be at most £100,000,000',
    ],
    [
      'Description required',
      draft({ lines: [line({ description: ' ' })] }),
      'lines.0.description',
      'Enter a description',
    ],
    [
      'Description at most 4,000',
      draft({ lines: [line({ description: long(4001) })] }),
      'lines.0.description',
      'Description can be at most 4,000 characters',
    ],
    ['At least one line', draft({ lines: [] }), 'lines', 'Add at least one line'],
    [
      'At most 100 lines',
      draft({ lines: Array.from({ length: 101 }, () => line()) }),
      'lines',
      'A bill can have at most 100 lines',
    ],
  ];
  it.each(cases)('%s', (_name, bill, field, message) => {
    const { errors, first } = errorsOf(bill);
    expect(errors).toEqual({ [field]: message });
    expect(first).toBe(field);
  });

  it('allows the limits themselves', () => {
    const bill = draft({
      contactName: long(200),
      reference: long(50),
      dueDate: '28 Nov 2026',
      lines: [
        line({ description: long(4000), quantity: '1', unitPrice: '100000000', rate: 'none' }),
        line({ quantity: '0.0001', unitPrice: '0.0001' }),
        ...Array.from({ length: 98 }, () => line({ unitPrice: '0' })),
      ],
    });
    expect(checkBill(bill, 30).ok).toBe(true);
  });

  it('names every problem, in the order of the form', () => {
    const { errors, first } = errorsOf(
      draft({
        contactName: '',
        date: 'soon',
        lines: [line(), line({ description: '', quantity: '-1' })],
      }),
    );
    expect([...Object.keys(errors)]).toEqual([
      'contactName',
      'date',
      'lines.1.description',
      'lines.1.quantity',
    ]);
    expect(first).toBe('contactName');
  });
});
