import { describe, expect, it } from 'vitest';
import type { InvoiceQuery } from '../../../src/domain/query';
import { narrowedWhileHidden } from '../../../src/sql/plan/visibleBounds';

/**
 * While a Delete's invoices are hidden, a read is told where the visible ones lie (from the
 * running totals), so an index skips the hidden ones; the answers are checked against the
 * reference in test/worker/hiddenDifferential.test.ts. Here: when it is told, and what.
 */

const query = (over: Partial<InvoiceQuery> = {}): InvoiceQuery => ({
  filters: [],
  search: '',
  sort: [{ column: 'date', desc: true }],
  page: { index: 0, size: 20 },
  ...over,
});
const unpaid = ['draft', 'sent', 'viewed', 'overdue'] as const;
const asked: string[][] = [];
const dueDates = (statuses: readonly string[]) => {
  asked.push([...statuses]);
  return { first: '2026-01-10', last: '2026-12-31' };
};

describe('reads while invoices are hidden', () => {
  it('keeps a read with no filter to the statuses that still have invoices, near either end', () => {
    const narrowed = narrowedWhileHidden(query(), unpaid, dueDates, 0);
    expect(narrowed.filters).toEqual([{ column: 'status', operator: 'is', values: unpaid }]);
  });

  it('leaves the read alone when every status still has invoices, or far into the rows', () => {
    const all = [...unpaid, 'paid'] as const;
    expect(narrowedWhileHidden(query(), all, dueDates, 0)).toEqual(query());
    expect(narrowedWhileHidden(query(), unpaid, dueDates, 125_000)).toEqual(query());
  });

  it('leaves other filters as they are (their own index finds the rows)', () => {
    const from = query({ filters: [{ column: 'from', operator: 'is', values: ['Acme'] }] });
    expect(narrowedWhileHidden(from, unpaid, dueDates, 0)).toEqual(from);
  });

  it('keeps a read by due date between the first and last due date with invoices', () => {
    asked.length = 0;
    const awaiting = query({
      filters: [{ column: 'status', operator: 'is', values: ['sent', 'viewed', 'overdue'] }],
      sort: [{ column: 'dueDate', desc: false }],
    });
    const narrowed = narrowedWhileHidden(awaiting, unpaid, dueDates, 0);
    expect(asked).toEqual([['sent', 'viewed', 'overdue']]);
    expect(narrowed.filters.slice(1)).toEqual([
      { column: 'dueDate', operator: 'after', value: '2026-01-09' },
      { column: 'dueDate', operator: 'before', value: '2027-01-01' },
    ]);
  });
});
