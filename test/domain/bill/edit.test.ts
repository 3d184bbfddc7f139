import { describe, expect, it } from 'vitest';
import type { EditChange } from '../../../src/domain/bill/editChange';
import { describeEdit } from '../../../src/domain/bill/editHistory';
import { editScope, lockedReason, mayChange } from '../../../src/domain/bill/editRules';
import { draftLinesOf, type StoredLine } from '../../../src/domain/bill/editSource';
import { parseChanges } from '../../../src/domain/changes';

/** Edit's rules (issue 26 §2), the lines it can show, its history entry and its log entry. */

describe('editScope', () => {
  const cases: [status: string, payments: number, paid: number, scope: string][] = [
    ['draft', 0, 0, 'all'],
    ['sent', 0, 0, 'all'],
    ['viewed', 0, 0, 'all'],
    ['sent', 1, 500, 'reference-due-notes'],
    // A credit is a row in payments like any other: it locks the amounts the same way.
    ['sent', 1, 0, 'reference-due-notes'],
    ['overdue', 0, 100, 'reference-due-notes'],
    ['paid', 2, 1000, 'notes'],
    ['voided', 0, 0, 'notes'],
  ];
  for (const [status, payments, paid, scope] of cases) {
    it(`${status}, ${payments} payments, paid ${paid}: ${scope}`, () => {
      expect(editScope({ status, payments, paid })).toBe(scope);
    });
  }

  it('says why, and which fields each scope opens', () => {
    expect(lockedReason('all', 'draft')).toBeNull();
    expect(lockedReason('reference-due-notes', 'sent')).toMatch(
      /Remove the payments to change the amounts\.$/,
    );
    expect(lockedReason('notes', 'voided')).toBe('This bill is voided: only its Notes can change.');
    expect(
      ['reference', 'dueDate', 'notes', 'total'].map((f) =>
        mayChange('reference-due-notes', f as 'total'),
      ),
    ).toEqual([true, true, true, false]);
    expect(mayChange('notes', 'dueDate')).toBe(false);
  });
});

describe('draftLinesOf', () => {
  const line = (over: Partial<StoredLine> = {}): StoredLine => ({
    description: 'Paper',
    quantity: 3,
    unitAmount: 12.99,
    taxType: '20%',
    taxAmount: 779,
    amount: 4676,
    discount: 0,
    accountCode: '',
    ...over,
  });
  it('reads back how the amounts were written: exclusive, inclusive, no tax', () => {
    expect(draftLinesOf([line()])).toEqual({
      amountsAre: 'exclusive',
      lines: [{ description: 'Paper', quantity: '3', unitPrice: '12.99', rate: '20' }],
    });
    // 3 × 12.99 = 38.97 with VAT in it: 6.50 of VAT.
    expect(draftLinesOf([line({ taxAmount: 650, amount: 3897 })])?.amountsAre).toBe('inclusive');
    expect(draftLinesOf([line({ taxAmount: 0, amount: 3897 })])?.amountsAre).toBe('noTax');
  });
  it('none for lines the form cannot show exactly', () => {
    expect(draftLinesOf([])).toBeNull();
    expect(draftLinesOf([line({ discount: 10 })])).toBeNull();
    expect(draftLinesOf([line({ accountCode: '429' })])).toBeNull();
    expect(draftLinesOf([line({ taxType: '20% (VAT on Expenses)' })])).toBeNull();
    expect(draftLinesOf([line({ amount: 4677 })])).toBeNull();
  });
});

describe('describeEdit and the log', () => {
  const money = (p: number) => `£${(p / 100).toFixed(2)}`;
  const day = (iso: string) => `day ${iso}`;
  const change: EditChange = {
    kind: 'edit',
    id: 27,
    before: { reference: '', dueDate: '2026-12-03', total: 120000, notes: 'a' },
    after: { reference: 'R-1', dueDate: '2026-12-10', total: 125000, notes: 'b' },
  };
  it('one entry, field by field in the form’s order', () => {
    expect(describeEdit(change, money, day)).toBe(
      'Edited: Reference (none) → “R-1”; Due day 2026-12-03 → day 2026-12-10; Total £1200.00 → £1250.00; Notes “a” → “b”',
    );
    expect(describeEdit({ ...change, undo: true }, money, day)).toMatch(/^Edit undone \(Undo\): /);
  });
  it('a stored edit is read back; one that does not hold together is dropped and counted', () => {
    const stored = [
      { ...change, at: '2026-11-21T12:00:00.000Z' },
      { ...change, after: { total: 1 } },
      { ...change, before: {}, after: {} },
      { ...change, after: { ...change.after, status: 'paid' } },
    ];
    expect(parseChanges(stored)).toEqual({ changes: [stored[0]], dropped: 3 });
  });
});
