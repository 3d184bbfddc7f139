import { describe, expect, test } from 'vitest';
import { describeFilter, joinValues } from '../../../src/app/filters/filterSentence';
import type { Filter } from '../../../src/domain/query';
import { builtInViews } from '../../../src/domain/views';

describe('describeFilter reads a filter as its chip sentence', () => {
  const cases: [Filter, string][] = [
    [{ column: 'status', operator: 'is', values: ['draft', 'sent'] }, 'Status is Draft, Sent'],
    [{ column: 'status', operator: 'isNot', values: ['paid'] }, 'Status is not Paid'],
    [
      { column: 'status', operator: 'is', values: ['awaiting-payment'] },
      'Status is Awaiting payment',
    ],
    [{ column: 'from', operator: 'is', values: ['Kulas Inc'] }, 'From is Kulas Inc'],
    [{ column: 'from', operator: 'isNot', values: ['Kulas Inc'] }, 'From is not Kulas Inc'],
    [{ column: 'dueDate', operator: 'before', value: 'today' }, 'Due is before today'],
    [{ column: 'date', operator: 'after', value: '2026-10-01' }, 'Date is after 1 Oct 2026'],
    [
      { column: 'due', operator: 'greaterThan', value: 100_000 },
      'Amount due is greater than £1,000.00',
    ],
    [{ column: 'paid', operator: 'lessThan', value: 50_000 }, 'Paid is less than £500.00'],
    [{ column: 'paid', operator: 'greaterThan', value: 1 }, 'Paid is greater than £0.01'],
  ];
  test.each(cases)('%j → %s', (filter, sentence) => {
    expect(describeFilter(filter)).toBe(sentence);
  });

  test("the Overdue view's filters read sensibly", () => {
    const overdue = builtInViews.find((v) => v.id === 'overdue');
    expect(overdue?.filters.map(describeFilter)).toEqual([
      'Status is Awaiting payment',
      'Due is before today',
    ]);
  });
});

describe('joinValues', () => {
  test('separates plain values with commas', () => {
    expect(joinValues(['Kulas Inc', 'Louis GIE'])).toBe('Kulas Inc, Louis GIE');
  });

  test('uses semicolons when a contact name has a comma of its own', () => {
    expect(joinValues(['Hand, Waelchi and Hoeger', 'Louis GIE'])).toBe(
      'Hand, Waelchi and Hoeger; Louis GIE',
    );
    expect(
      describeFilter({ column: 'from', operator: 'is', values: ['Hand, Waelchi and Hoeger'] }),
    ).toBe('From is Hand, Waelchi and Hoeger');
  });
});
