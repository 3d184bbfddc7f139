import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Grouping } from '../../../src/domain/grouping';
import { groupFilters } from '../../../src/domain/grouping';
import type { Filter } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { builtInViews } from '../../../src/domain/views';
import { addContactTotals } from '../../../src/sql/schema/migrations/steps';
import { compileGroups, toGroupTotals } from '../../../src/sql/plan/grouping';
import { compileSummary } from '../../../src/sql/plan/reads';
import { deleteInvoices, restoreInvoices } from '../../../src/sql/write/trash';
import { visibleSql } from '../../../src/sql/write/hidden';
import { context, openSampleDatabase, sampleRecords, selectAll } from '../db';
import { compareBinary, shownStatusOf, matchesSearch, referenceRows } from '../reference';

const records = sampleRecords();
let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

const keyOf: Record<Grouping, (r: Invoice) => string> = {
  from: (r) => r.contactName,
  status: (r) => shownStatusOf(r, context.today),
  dueMonth: (r) => r.dueDate.slice(0, 7),
};

/** The groups counted here, without the code under test, in the keys' binary order. */
function expectedGroups(grouping: Grouping, keep: (r: Invoice) => boolean) {
  const groups = new Map<string, { key: string; count: number; paid: number; due: number }>();
  for (const r of records.filter(keep)) {
    const key = keyOf[grouping](r);
    const group = groups.get(key) ?? { key, count: 0, paid: 0, due: 0 };
    group.count += 1;
    group.paid += r.amountPaid;
    group.due += r.amountDue - r.amountPaid;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => compareBinary(a.key, b.key));
}

const sums = 'coalesce(sum(amount_paid), 0), coalesce(sum((amount_due - amount_paid)), 0)';
const totalsSelect = (key: string, table: string) =>
  `SELECT ${key} AS g, sum(invoices) AS n, ${sums} FROM ${table}`;
/** The status shown, as the key: Overdue read from the due date and today (the one `?`). */
const shownKey = `(CASE WHEN status IN ('sent', 'viewed', 'overdue') AND due_date < ?
  THEN 'overdue' WHEN status = 'overdue' THEN 'sent' ELSE status END)`;
const awaiting = builtInViews.find((v) => v.id === 'awaiting-payment')?.filters ?? [];

const cases: {
  name: string;
  grouping: Grouping;
  filters: Filter[];
  search?: string;
  sql: string;
  params: (string | number)[];
  keep: (r: Invoice) => boolean;
}[] = [
  {
    name: 'From, every bill: the running totals per contact',
    grouping: 'from',
    filters: [],
    sql: `${totalsSelect('contact_name', 'invoice_contact_totals')} GROUP BY g HAVING n > 0 ORDER BY g`,
    params: [],
    keep: () => true,
  },
  {
    name: 'From, Awaiting Payment: the totals per contact, narrowed by status',
    grouping: 'from',
    filters: awaiting,
    sql: `${totalsSelect('contact_name', 'invoice_contact_totals')} WHERE status IN (?, ?, ?) GROUP BY g HAVING n > 0 ORDER BY g`,
    params: ['sent', 'viewed', 'overdue'],
    keep: (r) => ['sent', 'viewed', 'overdue'].includes(r.status),
  },
  {
    name: 'Status: the running totals per status and due date',
    grouping: 'status',
    filters: [],
    sql: `${totalsSelect(shownKey, 'invoice_totals')} GROUP BY g HAVING n > 0 ORDER BY g`,
    params: [context.today],
    keep: () => true,
  },
  {
    name: 'Status, with a From filter: the totals per contact answer it',
    grouping: 'status',
    filters: [{ column: 'from', operator: 'is', values: [records[0]?.contactName ?? ''] }],
    sql: `${totalsSelect(shownKey, 'invoice_contact_totals')} WHERE contact_name IN (?) GROUP BY g HAVING n > 0 ORDER BY g`,
    params: [context.today, records[0]?.contactName ?? ''],
    keep: (r) => r.contactName === records[0]?.contactName,
  },
  {
    name: 'Due month, due before today: months of the due date, from the totals',
    grouping: 'dueMonth',
    filters: [{ column: 'dueDate', operator: 'before', value: 'today' }],
    sql: `${totalsSelect('substr(due_date, 1, 7)', 'invoice_totals')} WHERE due_date < ? GROUP BY g HAVING n > 0 ORDER BY g`,
    params: [context.today],
    keep: (r) => r.dueDate < context.today,
  },
  {
    name: 'From, with an amount filter: the rows themselves are read',
    grouping: 'from',
    filters: [{ column: 'total', operator: 'greaterThan', value: 300_000 }],
    sql: `SELECT contact_name AS g, count(*) AS n, ${sums} FROM invoices WHERE amount_due > ? GROUP BY g ORDER BY g`,
    params: [300_000],
    keep: (r) => r.amountDue > 300_000,
  },
  {
    name: 'Due month, every bill but from the rows when searched: the full-text index finds them',
    grouping: 'dueMonth',
    filters: [],
    search: 'e',
    sql:
      `SELECT substr(due_date, 1, 7) AS g, count(*) AS n, ${sums} FROM ` +
      'invoice_search s CROSS JOIN invoices i ON i.id = s.docid WHERE invoice_search MATCH ? ' +
      'GROUP BY g ORDER BY g',
    params: ['"e*"'],
    keep: (r) => matchesSearch(r, 'e'),
  },
];

describe('Group by: one grouped query for the groups', () => {
  it.each(cases)('$name', ({ grouping, filters, search = '', sql, params, keep }) => {
    const compiled = compileGroups({ filters, search }, grouping, context);
    expect(compiled).toEqual({ sql, params });
    const groups = toGroupTotals(selectAll(db, compiled) as (string | number)[][]);
    expect(groups).toEqual(expectedGroups(grouping, keep));
    expect(groups.length).toBeGreaterThan(0);
  });

  it.each(cases)('$name: the groups add up to the footer', ({ grouping, filters, search }) => {
    const query = { filters, search: search ?? '' };
    const groups = toGroupTotals(
      selectAll(db, compileGroups(query, grouping, context)) as (string | number)[][],
    );
    const footer = selectAll(db, compileSummary(query, context))[0];
    const add = (pick: (g: (typeof groups)[number]) => number) =>
      groups.reduce((sum, g) => sum + pick(g), 0);
    expect([add((g) => g.count), add((g) => g.paid), add((g) => g.due)]).toEqual(footer);
  });
});

describe("a group's bills: the query's rows with the group's filters", () => {
  it.each<[Grouping, string]>([
    ['from', records[5]?.contactName ?? ''],
    ['status', 'overdue'],
    ['dueMonth', records[7]?.dueDate.slice(0, 7) ?? ''],
    ['dueMonth', '2026-12'],
  ])('%s %s', (grouping, key) => {
    const filters = groupFilters(grouping, key) ?? [];
    const rows = referenceRows(records, { filters, search: '', sort: [] }, context.today);
    expect(rows.map((r) => r.id)).toEqual(
      records.filter((r) => keyOf[grouping](r) === key).map((r) => r.id),
    );
  });

  it('has no filters for a key no group could have', () => {
    expect(groupFilters('status', 'lost')).toBeNull();
    expect(groupFilters('dueMonth', '2026-13')).toBeNull();
    expect(groupFilters('dueMonth', "2026-01' OR 1")).toBeNull();
  });
});

describe('the running totals per contact', () => {
  const fromRows = () =>
    toGroupTotals(
      selectAll(db, {
        // The invoices shown: a Delete hides its rows (hidden.ts).
        sql: `SELECT contact_name, count(*), ${sums} FROM invoices WHERE ${visibleSql}
          GROUP BY contact_name ORDER BY contact_name`,
        params: [],
      }) as (string | number)[][],
    );
  const fromTotals = () =>
    toGroupTotals(
      selectAll(db, compileGroups({ filters: [], search: '' }, 'from', context)) as (
        string | number
      )[][],
    );

  it('follow deletions, their undoing, a payment and a new contact name', async () => {
    const ids = records.filter((r) => r.status === 'paid').map((r) => r.id);
    await deleteInvoices(db, { kind: 'ids', ids }, 901, context);
    expect(fromTotals()).toEqual(fromRows());
    await restoreInvoices(db, 901);
    db.run('UPDATE invoices SET amount_paid = amount_due, status = ? WHERE id = ?', ['paid', 4]);
    db.run('UPDATE invoices SET contact_name = ? WHERE id = ?', ['Zed & Co', 9]);
    expect(fromTotals()).toEqual(fromRows());
    expect(fromTotals().map((g) => g.key)).toContain('Zed & Co');
  });

  it('are counted once from the invoices for a table kept before they existed', () => {
    const kept = openSampleDatabase(records);
    // As kept before: neither the table nor its triggers.
    kept.exec('DROP TABLE invoice_contact_totals');
    for (const change of ['insert', 'delete', 'update']) {
      kept.exec(`DROP TRIGGER invoice_contact_totals_${change}`);
    }
    addContactTotals(kept);
    addContactTotals(kept);
    const groups = toGroupTotals(
      selectAll(kept, compileGroups({ filters: [], search: '' }, 'from', context)) as (
        string | number
      )[][],
    );
    expect(groups).toEqual(expectedGroups('from', () => true));
    kept.close();
  });
});
