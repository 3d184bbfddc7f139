import { describe, expect, it } from 'vitest';
import type { BaselineInvoice } from '../../bench/baseline/invoice';
import { matchesFilter, toColumnFilters } from '../../bench/baseline/matchFilter';
import { describeFilter } from '../../bench/baseline/describeFilter';
import { withTiebreak, withoutTiebreak } from '../../bench/baseline/tableFns';
import type { Filter } from '../../src/domain/query';
import { builtInViews } from '../../src/domain/views';

const invoice = (patch: Partial<BaselineInvoice>): BaselineInvoice => ({
  id: 1,
  invoiceId: 'x',
  number: 'INV-001',
  reference: 'INV-001',
  contactName: 'Globex',
  status: 'sent',
  date: '2026-11-01',
  dueDate: '2026-11-20',
  amountDue: 200_000,
  amountPaid: 0,
  notes: [],
  searchText: 'globex inv 001',
  ...patch,
});

describe('baseline filters', () => {
  it('expands Awaiting payment to sent, viewed and overdue', () => {
    const awaiting: Filter = { column: 'status', operator: 'is', values: ['awaiting-payment'] };
    for (const status of ['sent', 'viewed', 'overdue'] as const) {
      expect(matchesFilter(invoice({ status }), awaiting)).toBe(true);
    }
    expect(matchesFilter(invoice({ status: 'paid' }), awaiting)).toBe(false);
    expect(matchesFilter(invoice({ status: 'draft' }), { ...awaiting, operator: 'isNot' })).toBe(
      true,
    );
  });

  it('resolves today in the Overdue view and groups filters by column', () => {
    const overdue = builtInViews.find((v) => v.id === 'overdue');
    const extra: Filter = { column: 'status', operator: 'isNot', values: ['viewed'] };
    expect(toColumnFilters([...(overdue?.filters ?? []), extra], '2026-11-21')).toEqual([
      {
        id: 'status',
        value: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }, extra],
      },
      { id: 'dueDate', value: [{ column: 'dueDate', operator: 'before', value: '2026-11-21' }] },
    ]);
  });

  it('compares dates and amounts strictly', () => {
    const row = invoice({});
    expect(matchesFilter(row, { column: 'dueDate', operator: 'before', value: '2026-11-21' })).toBe(
      true,
    );
    expect(matchesFilter(row, { column: 'dueDate', operator: 'before', value: '2026-11-20' })).toBe(
      false,
    );
    expect(matchesFilter(row, { column: 'due', operator: 'greaterThan', value: 200_000 })).toBe(
      false,
    );
    expect(matchesFilter(row, { column: 'paid', operator: 'lessThan', value: 1 })).toBe(true);
  });

  it('words chips as sentences', () => {
    expect(describeFilter({ column: 'status', operator: 'is', values: ['draft', 'paid'] })).toBe(
      'Status is Draft or Paid',
    );
    expect(describeFilter({ column: 'dueDate', operator: 'before', value: 'today' })).toBe(
      'Due is before today',
    );
  });
});

describe('baseline sorting', () => {
  it('breaks ties by id in the last key’s direction, as ours does', () => {
    expect(
      withTiebreak([
        { id: 'from', desc: false },
        { id: 'date', desc: true },
      ]),
    ).toEqual([
      { id: 'from', desc: false },
      { id: 'date', desc: true },
      { id: 'id', desc: true },
    ]);
  });

  it('falls back to the default sort when the person removes every key', () => {
    expect(withoutTiebreak([{ id: 'id', desc: false }])).toEqual([{ id: 'date', desc: true }]);
    expect(
      withoutTiebreak([
        { id: 'paid', desc: true },
        { id: 'id', desc: true },
      ]),
    ).toEqual([{ id: 'paid', desc: true }]);
  });
});
