import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchedReferenceSql } from '../../../src/sql/compile/columns';
import {
  approveInvoices,
  summarizeSelection,
  updateReference,
} from '../../../src/sql/write/mutations';
import {
  deleteInvoices,
  purgeTrashIdsStep,
  purgeTrashStep,
  restoreInvoiceIds,
  restoreInvoices,
  trashInvoices,
} from '../../../src/sql/write/trash';
import { compileSummary } from '../../../src/sql/plan/reads';
import type { Filter } from '../../../src/domain/query';
import type { Invoice } from '../../../src/domain/invoice';
import { statisticsRows } from '../../../src/sql/schema/schema';
import { countInvoicesSql } from '../../../src/sql/plan/totals';
import { markPaid, paymentProblem, removePayments } from '../../../src/sql/write/payments';
import { readBillDetail } from '../../../src/sql/plan/billDetail';
import { visibleSql } from '../../../src/sql/write/hidden';
import { context, openSampleDatabase, sampleRecords, selectAll, today } from '../db';

const records = sampleRecords();
const drafts = records.filter((r) => r.status === 'draft').map((r) => r.id);
const draftsFilter: Filter[] = [{ column: 'status', operator: 'is', values: ['draft'] }];
const overdueFilters: Filter[] = [
  { column: 'status', operator: 'is', values: ['awaiting-payment'] },
  { column: 'dueDate', operator: 'before', value: 'today' },
];
/** True of every invoice (due within 400 days of today), but not a status filter: forces the index. */
const noFilterPastDue: Filter[] = [{ column: 'dueDate', operator: 'before', value: '2027-12-31' }];
/** The two kinds of filter these tests use, independent of the compiler. */
function keep(r: Invoice, filters: readonly Filter[]): boolean {
  return filters.every((f) =>
    f.column === 'status'
      ? f.values.includes('draft')
        ? r.status === 'draft'
        : ['sent', 'viewed', 'overdue'].includes(r.status)
      : r.dueDate < today,
  );
}

let db: Database;
beforeEach(() => {
  db = openSampleDatabase(records);
});

/** The running totals, without rows that dropped to nothing. */
function totals() {
  return selectAll(db, {
    sql: `SELECT status, due_date, invoices, amount_paid, amount_due FROM invoice_totals
      WHERE invoices > 0 ORDER BY status, due_date`,
    params: [],
  });
}

/** The same figures counted from the invoices a Delete has not hidden (hidden.ts). */
function counted() {
  return selectAll(db, {
    sql: `SELECT status, due_date, count(*), sum(amount_paid), sum(amount_due) FROM invoices
      WHERE ${visibleSql} GROUP BY status, due_date ORDER BY status, due_date`,
    params: [],
  });
}

/** The initials totals, and the same counted from the invoices (initials.ts). */
function initials() {
  return selectAll(db, {
    sql: `SELECT status, initials, invoices, amount_paid, amount_due FROM invoice_initials
      WHERE invoices > 0 ORDER BY status, initials`,
    params: [],
  });
}
function countedInitials() {
  return selectAll(db, {
    sql: `SELECT status, search_initials(contact_name, ${searchedReferenceSql()}, notes) AS initials, count(*),
      sum(amount_paid), sum(amount_due) FROM invoices WHERE ${visibleSql} GROUP BY status, initials
      ORDER BY status, initials`,
    params: [],
  });
}

/** FTS4 compares its index with the text it reads through the view; throws when they differ. */
function checkSearchIndex() {
  db.exec("INSERT INTO invoice_search(invoice_search) VALUES ('integrity-check')");
}

describe('the running totals and the search index stay in step with the invoices', () => {
  it('after loading', () => {
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    expect(totals()).toHaveLength(new Set(records.map((r) => `${r.status} ${r.dueDate}`)).size);
    expect(selectAll(db, { sql: countInvoicesSql, params: [] })).toEqual([[100]]);
    checkSearchIndex();
  });

  it('after approving drafts, some past due', async () => {
    const moved = await approveInvoices(db, { kind: 'ids', ids: drafts }, context);
    expect(moved).toHaveLength(drafts.length);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
  });

  it('after replaying a deletion from another tab and its undo, by id', async () => {
    expect(await trashInvoices(db, [4, 5, 6], 0)).toEqual([4, 5, 6]);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
    expect(await restoreInvoiceIds(db, [4, 5, 6])).toEqual([4, 5, 6]);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
  });

  it('after deleting, undoing, and deleting again', async () => {
    const matching = { filters: [], search: 'inv-0' };
    expect(
      await deleteInvoices(db, { kind: 'matching', query: matching, except: [7] }, 1, context),
    ).toHaveLength(98);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    expect(selectAll(db, { sql: countInvoicesSql, params: [] })).toEqual([[2]]);
    checkSearchIndex();
    expect(await restoreInvoices(db, 1)).toHaveLength(98);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
    expect(await deleteInvoices(db, { kind: 'ids', ids: [1, 2, 3] }, 2, context)).toEqual([
      1, 2, 3,
    ]);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
  });

  it('after purging a hidden deletion for good, a step at a time', async () => {
    await deleteInvoices(db, { kind: 'ids', ids: [7, 8, 9, 10, 11] }, 3, context);
    expect(purgeTrashStep(db, 3, 8)).toBe(2);
    expect(purgeTrashIdsStep(db, [9, 10, 11, 12])).toBe(3);
    expect(purgeTrashStep(db, 3, 2)).toBe(0);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
    const left = (sql: string) => selectAll(db, { sql, params: [] });
    expect(left('SELECT count(*) FROM invoices WHERE id BETWEEN 7 AND 11')).toEqual([[0]]);
    expect(left('SELECT count(*) FROM hidden_invoices')).toEqual([[0]]);
    expect(left('SELECT count(*) FROM invoices')).toEqual([[95]]);
    // The running totals' triggers are back: a write after the purge still counts.
    db.run("UPDATE invoices SET status = 'paid', amount_paid = amount_due WHERE id = 12");
    expect(totals()).toEqual(counted());
  });

  it('a hidden bill reads as deleted: no payment, no Reference edit, no detail', async () => {
    const owing = records.find((r) => r.status === 'sent' && r.amountDue > r.amountPaid);
    if (!owing) throw new Error('the sample has a sent bill owing');
    const input = { bill: owing.id, amount: 1, date: today, reference: '' };
    expect(paymentProblem(db, input)).toBeNull();
    await deleteInvoices(db, { kind: 'ids', ids: [owing.id] }, 5, context);
    expect(paymentProblem(db, input)).toBe('That bill no longer exists');
    expect(updateReference(db, owing.id, 'Hidden')).toBe(false);
    expect(readBillDetail(db, owing.id)).toBeNull();
    await restoreInvoices(db, 5);
    expect(readBillDetail(db, owing.id)?.number).toBe(owing.number);
  });

  it('after paying bills, hiding one, and taking the payments back', async () => {
    const selection = { kind: 'ids' as const, ids: records.slice(0, 30).map((r) => r.id) };
    const { ids, first } = await markPaid(db, selection, today, context);
    const paid = ids[0] ?? 0;
    await deleteInvoices(db, { kind: 'ids', ids: [paid] }, 6, context);
    expect(await removePayments(db, first ?? 0, ids.length)).toHaveLength(ids.length);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    await restoreInvoices(db, 6);
    expect(totals()).toEqual(counted());
    const before = records.find((r) => r.id === paid);
    expect(readBillDetail(db, paid)?.paid).toBe(before?.amountPaid);
  });

  it('after editing references', () => {
    expect(updateReference(db, 5, 'Straße 12')).toBe(true);
    expect(updateReference(db, 5, 'Paid by card')).toBe(true);
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
    checkSearchIndex();
    const found = (match: string) =>
      selectAll(db, {
        sql: 'SELECT docid FROM invoice_search WHERE invoice_search MATCH ?',
        params: [match],
      }).flat();
    expect(found('card*')).toEqual([5]);
    expect(found('strasse*')).toEqual([]);
    // Its number still finds it: search reads a bill's number beside its Reference.
    expect(found('"inv* 005*"')).toEqual([5]);
  });

  it('after changing amounts and due dates directly', () => {
    db.run('UPDATE invoices SET amount_paid = amount_due, due_date = ? WHERE id <= 10', [today]);
    db.run('DELETE FROM invoices WHERE id BETWEEN 90 AND 95');
    expect(totals()).toEqual(counted());
    expect(initials()).toEqual(countedInitials());
  });
});

describe('a deleted invoice keeps its search entry while it is hidden', () => {
  const found = (search: string) =>
    selectAll(db, compileSummary({ filters: [], search }, { ...context, hidden: true }));
  const indexed = (match: string) =>
    selectAll(db, {
      sql: 'SELECT count(*) FROM invoice_search WHERE invoice_search MATCH ?',
      params: [match],
    });

  it('is never found by a search, and is found again once restored', async () => {
    expect(found('inv-04')[0]?.[0]).toBe(10);
    await deleteInvoices(db, { kind: 'ids', ids: [40, 41, 42] }, 1, context);
    expect(found('inv-04')[0]?.[0]).toBe(7);
    expect(found('inv-042')[0]?.[0]).toBe(0);
    expect(indexed('"inv* 04*"')).toEqual([[10]]);
    checkSearchIndex();
    await restoreInvoices(db, 1);
    expect(found('inv-04')[0]?.[0]).toBe(10);
    expect(indexed('"inv* 04*"')).toEqual([[10]]);
    checkSearchIndex();
  });
});

describe('statisticsRows', () => {
  it('scales rows per key with the count, never below one', () => {
    const stats = new Map(statisticsRows(1_000_000).map(([, index, stat]) => [index, stat]));
    expect(stats.get('invoices')).toBe('1000000');
    expect(stats.get('invoices_status_date')).toBe('1000000 200000 548 1 1');
    expect(stats.get('invoices_reference')).toBe('1000000 1');
    expect(
      new Map(statisticsRows(1).map(([, index, stat]) => [index, stat])).get('invoices_date'),
    ).toBe('1 1');
  });
});

describe('summarizeSelection from the running totals', () => {
  it.each([
    { name: 'everything', filters: [], except: [] },
    { name: 'drafts but two', filters: draftsFilter, except: drafts.slice(0, 2) },
    {
      name: 'overdue view, except ids that are not in it',
      filters: overdueFilters,
      except: [1, 2, 3, 4, 5],
    },
  ])('$name: the same figures as counting the rows', ({ filters, except }) => {
    const selection = { kind: 'matching' as const, query: { filters, search: '' }, except };
    const kept = records.filter((r) => keep(r, filters) && !except.includes(r.id));
    expect(summarizeSelection(db, selection, context)).toEqual({
      count: kept.length,
      due: kept.reduce((sum, r) => sum + r.amountDue - r.amountPaid, 0),
    });
  });
});

describe('one-letter searches sum the initials', () => {
  it.each([
    { search: 'g', filters: [] },
    { search: 'I', filters: [] },
    { search: 's E', filters: draftsFilter },
    { search: '0', filters: [] },
  ])("'$search' with $filters.length filters: from invoice_initials, as the index counts", (q) => {
    const summary = compileSummary(q, context);
    expect(summary.sql).toContain('FROM invoice_initials');
    const viaIndex = compileSummary({ ...q, filters: [...q.filters, ...noFilterPastDue] }, context);
    expect(viaIndex.sql).toContain('invoice_search MATCH ?');
    expect(selectAll(db, summary)).toEqual(selectAll(db, viaIndex));
    expect(selectAll(db, summary)[0]?.[0]).toBeGreaterThan(0);
  });
});
