import { describe, expect, it } from 'vitest';
import { ageingCommand } from '../../../src/app/ageing/ageingCommand';
import { describeFilter } from '../../../src/app/filters/filterSentence';
import type { AppliedFilter } from '../../../src/app/state/tableState';
import { ageingBuckets, bucketOf, bucketOfFilter } from '../../../src/domain/ageing';
import { formatDays, overdueDays, owedOf } from '../../../src/domain/owed';
import type { Filter } from '../../../src/domain/query';

const today = '2026-11-21';
const bill = (amountDue: number, amountPaid: number, dueDate: string) => ({
  amountDue,
  amountPaid,
  dueDate,
});

describe('what a bill still owes and how late it is', () => {
  it.each([
    ['unpaid', bill(10_000, 0, '2026-11-01'), 10_000, 20],
    ['part paid', bill(10_000, 2_500, '2026-11-20'), 7_500, 1],
    ['paid in full: owes nothing, never overdue', bill(10_000, 10_000, '2026-01-01'), 0, null],
    ['due today is not yet overdue', bill(10_000, 0, today), 10_000, null],
    ['due tomorrow', bill(10_000, 0, '2026-11-22'), 10_000, null],
  ])('%s', (_name, b, owed, days) => {
    expect(owedOf(b)).toBe(owed);
    expect(overdueDays(b, today)).toBe(days);
  });

  it('reads days as a person would', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12)).toBe('12 days');
    expect(formatDays(1200)).toBe('1,200 days');
  });
});

describe('aged payables buckets', () => {
  it.each([
    [null, 'Not yet due'],
    [1, '1–30 days overdue'],
    [30, '1–30 days overdue'],
    [31, '31–60 days overdue'],
    [90, '61–90 days overdue'],
    [91, 'Older than 90 days overdue'],
  ])('%s days overdue is in %s', (days, label) => {
    expect(ageingBuckets[bucketOf(days)]?.label).toBe(label);
  });

  it('each bucket filter reads as its chip and is known as its bucket', () => {
    expect(ageingBuckets.map((b) => describeFilter(b.filter))).toEqual([
      'Not yet due',
      'Overdue by 1–30 days',
      'Overdue by 31–60 days',
      'Overdue by 61–90 days',
      'Overdue by more than 90 days',
    ]);
    ageingBuckets.forEach((b, i) => expect(bucketOfFilter(b.filter)).toBe(i));
    expect(bucketOfFilter({ column: 'overdueBy', operator: 'greaterThan', value: 30 })).toBe(-1);
  });
});

describe('pressing a bucket', () => {
  const applied = (filter: Filter, id: string): AppliedFilter =>
    ({ ...filter, id }) as AppliedFilter;
  const status = applied({ column: 'status', operator: 'is', values: ['draft'] }, 'f1');
  const bucket2 = ageingBuckets[2]?.filter as Filter;

  it('adds its filter, removes it when pressed again, and replaces another bucket', () => {
    expect(ageingCommand([status], 2)).toEqual({ type: 'addFilter', filter: bucket2 });
    expect(ageingCommand([status, applied(bucket2, 'f2')], 2)).toEqual({
      type: 'removeFilter',
      id: 'f2',
    });
    expect(ageingCommand([applied(bucket2, 'f2')], 4)).toEqual({
      type: 'updateFilter',
      id: 'f2',
      filter: ageingBuckets[4]?.filter,
    });
  });
});
