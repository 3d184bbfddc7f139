import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../../src/domain/statuses';
import { statusRuns } from '../../../src/sql/plan/statusSort';

const counts: Record<InvoiceStatus, number> = {
  draft: 3,
  overdue: 2,
  paid: 0,
  sent: 4,
  viewed: 1,
  voided: 0,
};
const asked: InvoiceStatus[] = [];
const countOf = (status: InvoiceStatus) => {
  asked.push(status);
  return counts[status];
};

function cut(desc: boolean, offset: number, limit: number) {
  asked.length = 0;
  const query = { filters: [], search: '', sort: [{ column: 'status' as const, desc }] };
  return statusRuns(query, { offset, limit }, countOf).map((run) => [
    run.query.filters.at(-1),
    run.window,
  ]);
}

const showing = (status: InvoiceStatus) => ({ column: 'status', operator: 'is', values: [status] });

describe('a sort by Status is cut into one run per status shown', () => {
  it('in the order the statuses read, across the runs the window spans', () => {
    expect(cut(false, 2, 4)).toEqual([
      [showing('draft'), { offset: 2, limit: 1, total: 3 }],
      [showing('overdue'), { offset: 0, limit: 2, total: 2 }],
      [showing('sent'), { offset: 0, limit: 1, total: 4 }],
    ]);
    // Counted only up to the window's end: Viewed is never asked.
    expect(asked).toEqual(['draft', 'overdue', 'paid', 'sent']);
  });

  it('backwards when descending, Viewed first', () => {
    expect(cut(true, 0, 3)).toEqual([
      [showing('viewed'), { offset: 0, limit: 1, total: 1 }],
      [showing('sent'), { offset: 0, limit: 2, total: 4 }],
    ]);
  });

  it('nothing past the last bill', () => {
    expect(cut(false, 10, 5)).toEqual([]);
  });
});
