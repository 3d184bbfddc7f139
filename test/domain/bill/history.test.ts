import { describe, expect, it } from 'vitest';
import { billHistory } from '../../../src/domain/billHistory';
import type { DataChange } from '../../../src/domain/changes';

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const entered: DataChange = {
  kind: 'newBill',
  id: 101,
  invoiceId: 'x',
  contactName: 'Acme Ltd',
  number: 'A-1',
  reference: 'A-1',
  status: 'draft',
  date: '2026-11-28',
  dueDate: '2026-12-28',
  total: 7310,
  notes: '',
  lines: [
    {
      description: 'Paper',
      quantity: 1,
      unitAmount: 73.1,
      taxType: 'No VAT',
      taxAmount: 0,
      amount: 7310,
    },
  ],
  at: '2026-11-28T10:42:00',
};

describe('a bill entered by hand in its history', () => {
  it('starts with its entry, not with an import it never had', () => {
    const history = billHistory(
      [entered, { kind: 'approve', ids: [101], at: '2026-11-28T11:00:00' }],
      101,
      money,
      undefined,
      { kind: 'imported', file: null, at: null },
    );
    expect(history).toEqual([
      { what: 'Entered by hand as a draft, total £73.10', at: '2026-11-28T10:42:00' },
      { what: 'Approved', at: '2026-11-28T11:00:00' },
    ]);
  });

  it("is no part of another bill's history", () => {
    expect(billHistory([entered], 7, money)).toEqual([]);
  });
});
