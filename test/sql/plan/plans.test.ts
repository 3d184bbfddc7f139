import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnIds } from '../../../src/domain/columns';
import { ageingBuckets } from '../../../src/domain/ageing';
import { overdueSortReads } from '../../../src/sql/plan/overdueSort';
import { statusRuns } from '../../../src/sql/plan/statusSort';
import { compileRows, compileSummary } from '../../../src/sql/plan/reads';
import type { CompiledSql } from '../../../src/sql/compile/types';
import type { SortKey } from '../../../src/domain/query';
import { statisticsRows } from '../../../src/sql/schema/schema';
import type { InvoiceStatus } from '../../../src/domain/statuses';
import { compileStatusesWithRows } from '../../../src/sql/plan/totals';
import { builtInViews } from '../../../src/domain/views';
import { context, openSampleDatabase, selectAll } from '../db';

/**
 * EXPLAIN QUERY PLAN for the reads the screen makes, with the planner statistics of a million
 * invoices (plans depend on them, not on the rows): every page is read through an index in the
 * order asked for, and every view's footer from the running totals.
 */
let db: Database;
beforeAll(() => {
  db = openSampleDatabase();
  db.run("DELETE FROM main.sqlite_stat1 WHERE tbl = 'invoices'");
  for (const row of statisticsRows(1_000_000)) {
    db.run('INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', row);
  }
  db.exec('ANALYZE main.sqlite_schema');
});

function plan(compiled: CompiledSql): string {
  const explain = { ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` };
  return selectAll(db, explain)
    .map((row) => String(row[3]))
    .join(' / ');
}

/**
 * Every column an index can keep in order. 'Overdue by' counts from today, and so does the
 * Status a bill shows, so no stored index holds their order: each is read as runs that indexes
 * do hold (overdueSort.ts, statusSort.ts, tested below).
 */
const sorts: SortKey[] = columnIds
  .filter((column) => column !== 'overdueBy' && column !== 'status')
  .flatMap((column) => [
    { column, desc: false },
    { column, desc: true },
  ]);
/** Each view with the statuses the service would pass: those the totals say have rows. */
const sample = openSampleDatabase();
const views = builtInViews.map((view) => {
  const statuses = selectAll(sample, compileStatusesWithRows(view, context));
  return { ...view, statuses: statuses.map((row) => row[0] as InvoiceStatus) };
});

describe('query plans at a million invoices', () => {
  it.each(builtInViews)('the $label footer sums the running totals', (view) => {
    const summary = compileSummary({ filters: view.filters, search: '' }, context);
    expect(plan(summary)).toMatch(/^(SCAN|SEARCH) invoice_totals/);
  });

  it.each(views.flatMap((view) => sorts.map((sort) => ({ view, sort }))))(
    '$view.label by $sort.column (desc: $sort.desc), first and last page, in index order',
    ({ view, sort }) => {
      for (const offset of [0, 999_980]) {
        const compiled = compileRows(
          { filters: view.filters, search: '', sort: [sort] },
          { offset, limit: 20, total: 1_000_000 },
          { ...context, sortDrives: true, statuses: view.statuses },
        );
        const read = plan(compiled);
        expect(read).toMatch(/USING (COVERING )?INDEX/);
        // Only several statuses by date sort, and SQLite stops each status's run early there.
        if (read.includes('TEMP B-TREE')) {
          expect(read).toBe(
            'SEARCH invoices USING INDEX invoices_status_date (status=?) / USE TEMP B-TREE FOR ORDER BY',
          );
        }
      }
    },
  );

  it.each(sorts)('a search read in order by $column (desc: $desc) uses its index', (sort) => {
    const compiled = compileRows(
      { filters: [], search: 'glo', sort: [sort] },
      { offset: 0, limit: 20 },
      { ...context, searchPlan: 'scan', sortDrives: true, readCap: 2000 },
    );
    const read = plan(compiled);
    expect(read).toMatch(/^CO-ROUTINE .* USING (COVERING )?INDEX invoices_\w+/);
    expect(read).not.toContain('TEMP B-TREE');
  });

  it('a search found through the index reads the matches by id', () => {
    const compiled = compileRows(
      { filters: [], search: 'glo', sort: [{ column: 'date', desc: true }] },
      { offset: 0, limit: 20 },
      { ...context, searchPlan: 'index' },
    );
    expect(plan(compiled)).toBe(
      'SCAN s VIRTUAL TABLE INDEX 3: / SEARCH i USING INTEGER PRIMARY KEY (rowid=?) / USE TEMP B-TREE FOR ORDER BY',
    );
  });

  it.each(ageingBuckets)('$label pressed, newest first: ids from the index of bills owing', (b) => {
    const compiled = compileRows(
      { filters: [b.filter], search: '', sort: [{ column: 'date', desc: true }] },
      { offset: 0, limit: 20 },
      { ...context, searchPlan: 'index', sortDrives: false, deferred: true },
    );
    // The window's ids sorted from the index alone, then those rows looked up by id.
    expect(plan(compiled)).toMatch(
      /^SEARCH invoices USING INTEGER PRIMARY KEY \(rowid=\?\) \/ LIST SUBQUERY 1 \/ SEARCH invoices USING INDEX invoices_owing_due \(due_date[<>]\?( AND due_date<\?)?\) \/ USE TEMP B-TREE FOR ORDER BY/,
    );
  });

  it.each([
    { operator: 'greaterThan' as const, value: 0 },
    { operator: 'between' as const, value: 1, to: 30 },
  ])('Overdue by ($operator $value), by date: a run per owing status, in index order', (f) => {
    const filters = [{ column: 'overdueBy' as const, ...f }];
    const statuses = selectAll(sample, compileStatusesWithRows({ filters }, context)).map(
      (row) => row[0] as InvoiceStatus,
    );
    expect(statuses).not.toContain('paid');
    for (const desc of [true, false]) {
      const compiled = compileRows(
        { filters, search: '', sort: [{ column: 'date', desc }] },
        { offset: 0, limit: 20 },
        { ...context, searchPlan: 'index', sortDrives: false, statuses, owingStatuses: true },
      );
      expect(plan(compiled)).toBe(
        'SEARCH invoices USING INDEX invoices_status_date (status=?) / USE TEMP B-TREE FOR ORDER BY',
      );
    }
  });

  it.each([false, true])(
    'sorting by Status (desc: %s) reads each status shown in index order, a page at either end',
    (desc) => {
      for (const view of views) {
        for (const offset of [0, 999_980]) {
          const query = {
            filters: view.filters,
            search: '',
            sort: [{ column: 'status' as const, desc }],
          };
          const runs = statusRuns(query, { offset, limit: 20 }, () => 200_000);
          expect(runs.length).toBeGreaterThan(0);
          for (const run of runs) {
            const read = plan(
              compileRows(run.query, run.window, {
                ...context,
                sortDrives: true,
                statusRun: true,
                statuses: view.statuses,
              }),
            );
            expect(read, `${view.label} at ${offset}`).not.toContain('TEMP B-TREE');
          }
        }
      }
    },
  );

  it.each([false, true])(
    'sorting by Overdue by (desc: %s) reads two runs in index order',
    (desc) => {
      const query = { filters: [], search: '', sort: [{ column: 'overdueBy' as const, desc }] };
      const reads = overdueSortReads(
        query,
        { offset: 0, limit: 20, total: 1_000_000 },
        300_000,
        context,
      );
      const plans = reads.map(plan);
      // Only the first run is needed for a first page; the overdue run is read through the index
      // of bills owing, sorting only bills due the same day by id; the rest in id order.
      expect(plans).toEqual([
        desc
          ? 'SEARCH invoices USING INDEX invoices_owing_due (due_date<?) / USE TEMP B-TREE FOR LAST TERM OF ORDER BY'
          : 'SCAN invoices',
      ]);
    },
  );
});
