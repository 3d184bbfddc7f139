import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageingBuckets } from '../../../src/domain/ageing';
import type { Filter } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { builtInViews } from '../../../src/domain/views';
import { ageingTotals, compileAgeing } from '../../../src/sql/plan/ageing';
import { compileSummary } from '../../../src/sql/plan/reads';
import { context, openSampleDatabase, sampleRecords, selectAll, today } from '../db';
import { matchesSearch } from '../reference';

const records = sampleRecords();
let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

/** Days overdue and the bucket, counted here without the code under test. */
const owed = (r: Invoice) => r.amountDue - r.amountPaid;
const days = (r: Invoice) => Math.round((Date.parse(today) - Date.parse(r.dueDate)) / 864e5);
function expectedBuckets(keep: (r: Invoice) => boolean) {
  const buckets = [0, 0, 0, 0, 0].map(() => ({ count: 0, owed: 0 }));
  for (const r of records.filter((r) => keep(r) && owed(r) > 0)) {
    const d = days(r);
    const bucket = buckets[d <= 0 ? 0 : d <= 30 ? 1 : d <= 60 ? 2 : d <= 90 ? 3 : 4];
    if (bucket) {
      bucket.count += 1;
      bucket.owed += owed(r);
    }
  }
  return buckets;
}

const edges = ['2026-11-20', '2026-10-21', '2026-09-21', '2026-08-22'];
const owedSql = '(amount_due - amount_paid)';
/** Running totals from the top: every bill, then those due after each edge (no GROUP BY). */
const aboveEdges = (count: (when: string) => string) =>
  edges
    .map(
      () =>
        `${count('due_date > ?')}, coalesce(sum(CASE WHEN due_date > ? THEN ${owedSql} END), 0)`,
    )
    .join(', ');
const fromTotals =
  `SELECT coalesce(sum(invoices), 0), coalesce(sum(${owedSql}), 0), ` +
  `${aboveEdges((when) => `coalesce(sum(CASE WHEN ${when} THEN invoices END), 0)`)} FROM invoice_totals`;
const selectRows =
  `SELECT count(*), coalesce(sum(${owedSql}), 0), ` +
  aboveEdges((when) => `count(CASE WHEN ${when} THEN 1 END)`);
const fromRows = `${selectRows} FROM invoices`;
const edgeParams = edges.flatMap((edge) => [edge, edge]);
const awaiting = builtInViews.find((v) => v.id === 'awaiting-payment')?.filters ?? [];

const cases: {
  name: string;
  filters: Filter[];
  search?: string;
  sql: string;
  params: (string | number)[];
  keep: (r: Invoice) => boolean;
}[] = [
  {
    name: 'every bill still owing, from the running totals',
    filters: [],
    sql: `${fromTotals} WHERE amount_due > amount_paid`,
    params: edgeParams,
    keep: () => true,
  },
  {
    name: 'the Awaiting Payment view, from the running totals',
    filters: awaiting,
    sql: `${fromTotals} WHERE status IN (?, ?, ?) AND amount_due > amount_paid`,
    params: [...edgeParams, 'sent', 'viewed', 'overdue'],
    keep: (r) => ['sent', 'viewed', 'overdue'].includes(r.status),
  },
  {
    name: 'a bucket pressed (31–60 days overdue) keeps only its own bills',
    filters: [ageingBuckets[2]?.filter as Filter],
    sql:
      `${fromTotals} WHERE (amount_due > amount_paid AND due_date < ? AND due_date > ?)` +
      ' AND amount_due > amount_paid',
    params: [...edgeParams, '2026-10-22', '2026-09-21'],
    keep: (r) => days(r) >= 31 && days(r) <= 60,
  },
  {
    name: 'a filter the totals do not keep reads the rows, testing what is owed on each',
    filters: [{ column: 'total', operator: 'greaterThan', value: 300_000 }],
    sql: `${fromRows} WHERE amount_due > ? AND +amount_due > amount_paid`,
    params: [...edgeParams, 300_000],
    keep: (r) => r.amountDue > 300_000,
  },
  {
    name: 'a search: the full-text index finds the bills',
    filters: [],
    search: 'e',
    sql:
      `${selectRows} FROM ` +
      'invoice_search s CROSS JOIN invoices i ON i.id = s.docid WHERE invoice_search MATCH ? ' +
      'AND +amount_due > amount_paid',
    params: [...edgeParams, '"e*"'],
    keep: (r) => matchesSearch(r, 'e'),
  },
];

describe('aged payables: one query, no sort', () => {
  it.each(cases)('$name', ({ filters, search = '', sql, params, keep }) => {
    const compiled = compileAgeing({ filters, search }, context);
    expect(compiled).toEqual({ sql, params });
    const totals = ageingTotals(selectAll(db, compiled));
    expect(totals).toEqual(expectedBuckets(keep));
    expect(totals.some((b) => b.count > 0)).toBe(true);
  });

  it.each(cases)('$name: the buckets add up to the footer’s Amount due', ({ filters, search }) => {
    const query = { filters, search: search ?? '' };
    const totals = ageingTotals(selectAll(db, compileAgeing(query, context)));
    const [, , due] = selectAll(db, compileSummary(query, context))[0] ?? [];
    expect(totals.reduce((sum, b) => sum + b.owed, 0)).toBe(due);
  });
});
