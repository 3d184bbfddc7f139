import { describe, expect, it } from 'vitest';
import { createBillCollector } from '../../src/domain/import/bills';
import { planFor } from '../../src/domain/import/readPlan';
import { recognizeFormat } from '../../src/domain/import/formats';

/** Our export's Payments column, and its Status 'Voided', as the import reads them. */

const header = [
  'From',
  'Number',
  'Reference',
  'Status',
  'Date',
  'Due',
  'Total',
  'Paid',
  'Payments',
];

function read(status: string, paid: string, payments: string, head = header) {
  const plan = planFor(recognizeFormat(head), null);
  if (!plan) throw new Error('not our export');
  const collector = createBillCollector(head, plan, 'dmy');
  const row = ['Acme Ltd', 'AP-1', 'PO 1', status, '2026-03-04', '2026-04-03', '100.00', paid];
  collector.add([...row, payments].slice(0, head.length), 2);
  return collector.finish();
}

const credit = '{"kind":"credit","date":"2026-03-10","amountPence":4000,"reference":"CN-12"}';
const payment = '{"kind":"payment","date":"2026-03-20","amountPence":6000,"reference":"BACS 7"}';

describe("our export's Payments column", () => {
  it('gives a bill back its payments and credit notes, each of its kind', () => {
    const { bills, rejected } = read('Paid', '100.00', `[${credit},${payment}]`);
    expect(rejected).toEqual([]);
    expect(bills[0]).toMatchObject({ paid: 10_000, status: 'paid' });
    expect(bills[0]?.payments).toEqual([
      { kind: 'credit', date: '2026-03-10', amount: 4000, reference: 'CN-12' },
      { kind: 'payment', date: '2026-03-20', amount: 6000, reference: 'BACS 7' },
    ]);
  });

  it('an empty cell, or no such column, gives none: what was paid is then one payment', () => {
    expect(read('Sent', '40.00', '').bills[0]).toMatchObject({ paid: 4000, payments: [] });
    const older = read('Sent', '40.00', '', header.slice(0, -1));
    expect(older.rejected).toEqual([]);
    expect(older.bills[0]).toMatchObject({ paid: 4000, payments: [] });
  });

  const refused: [cell: string, paid: string, reason: string][] = [
    ['[{"kind":', '100.00', "Payments cannot be read as a bill's payments: it is not JSON"],
    [
      credit,
      '40.00',
      "Payments cannot be read as a bill's payments: it is not a list of payments in [ ]",
    ],
    ['[3]', '0.00', "Payments cannot be read as a bill's payments: payment 1 is not a payment"],
    [
      `[${credit},${payment.replace('"payment"', '"refund"')}]`,
      '100.00',
      "Payments cannot be read as a bill's payments: payment 2's kind is not 'payment' or 'credit'",
    ],
    [
      `[${credit.replace('2026-03-10', '2026-02-30')}]`,
      '40.00',
      "Payments cannot be read as a bill's payments: payment 1's date is not a date written YYYY-MM-DD",
    ],
    [
      `[${credit.replace('4000', '40.5')}]`,
      '40.00',
      "Payments cannot be read as a bill's payments: payment 1's amountPence is not a whole number of pence above zero",
    ],
    [
      `[${credit.replace('4000', '0')}]`,
      '0.00',
      "Payments cannot be read as a bill's payments: payment 1's amountPence is not a whole number of pence above zero",
    ],
    [
      `[${credit.replace('CN-12', 'x'.repeat(51))}]`,
      '40.00',
      "Payments cannot be read as a bill's payments: payment 1's reference is not text of at most 50 characters",
    ],
    [`[${credit}]`, '100.00', 'Payments add up to 40.00, not the 100.00 in Paid'],
    [`[${credit},${payment}]`, '60.00', 'Payments add up to 100.00, not the 60.00 in Paid'],
  ];
  it.each(refused)('refuses %s with Paid %s, saying why', (cell, paid, reason) => {
    const { bills, rejected } = read('Sent', paid, cell);
    expect(bills).toEqual([]);
    expect(rejected).toEqual([{ line: 2, reason }]);
  });
});

describe("our export's Status 'Voided'", () => {
  it('reads a voided bill with its total as given', () => {
    const { bills, rejected } = read('Voided', '0.00', '');
    expect(rejected).toEqual([]);
    expect(bills[0]).toMatchObject({ status: 'voided', total: 10_000, paid: 0 });
    expect(read('VOIDED', '', '').bills[0]).toMatchObject({ status: 'voided' });
  });

  it('refuses a voided bill that has paid something: a bill with payments is never voided', () => {
    expect(read('Voided', '40.00', `[${credit}]`).rejected).toEqual([
      {
        line: 2,
        reason: "Status 'Voided' is for a bill that has paid nothing, and Paid is '40.00'",
      },
    ]);
  });
});
