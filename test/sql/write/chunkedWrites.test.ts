import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { BulkProgress } from '../../../src/sql/write/bulkWrite';
import { compileSummary } from '../../../src/sql/plan/reads';
import { approveInvoices } from '../../../src/sql/write/mutations';
import type { Selection } from '../../../src/domain/selection';
import { compileSelection } from '../../../src/sql/plan/selection';
import { deleteInvoices, restoreInvoices } from '../../../src/sql/write/trash';
import { visibleSql } from '../../../src/sql/write/hidden';
import { context, openSampleDatabase, sampleRecords, selectAll } from '../db';

/**
 * Approve, Delete and Undo write a chunk at a time (bulkWrite.ts). Whatever the chunk size, they
 * must end where one plain statement over the whole selection ends: the same invoices, trash,
 * running totals and search index.
 */

const records = sampleRecords();
const drafts = records.filter((r) => r.status === 'draft').map((r) => r.id);

const selections: { name: string; selection: Selection }[] = [
  {
    name: 'a search, except one',
    selection: { kind: 'matching', query: { filters: [], search: 'inv-0' }, except: [7] },
  },
  {
    name: 'the Draft view, except two',
    selection: {
      kind: 'matching',
      query: { filters: [{ column: 'status', operator: 'is', values: ['draft'] }], search: '' },
      except: drafts.slice(0, 2),
    },
  },
  {
    name: 'ids out of order, repeated, and one that does not exist',
    selection: { kind: 'ids', ids: [drafts[3] ?? 0, 50, 3, 3, 999, 20] },
  },
];
const chunkSizes = [1, 7, 1000];

const all = (db: Database, sql: string) => selectAll(db, { sql, params: [] });

/**
 * Everything a bulk write can change, and what searches find. A Delete hides its invoices
 * (hidden.ts) where one statement moves them to the trash: the invoices shown are those not
 * hidden, and what is deleted is the trash and the hidden rows, each with its batch.
 */
function state(db: Database) {
  db.exec("INSERT INTO invoice_search(invoice_search) VALUES ('integrity-check')");
  const found = (search: string) =>
    selectAll(db, compileSummary({ filters: [], search }, { ...context, hidden: true }));
  return {
    invoices: all(db, `SELECT * FROM invoices WHERE ${visibleSql} ORDER BY id`),
    trash: all(
      db,
      `SELECT * FROM trash UNION ALL
       SELECT h.batch, i.* FROM hidden_invoices h JOIN invoices i ON i.id = h.id ORDER BY 2`,
    ),
    totals: all(db, 'SELECT * FROM invoice_totals ORDER BY status, due_date'),
    initials: all(db, 'SELECT * FROM invoice_initials ORDER BY status, initials'),
    contactTotals: all(db, 'SELECT * FROM invoice_contact_totals ORDER BY 1, 2, 3'),
    // Kept by set during a bulk write, the running totals' triggers are back once it ends.
    triggers: all(db, "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"),
    searches: ['inv-04', 'g', 'glob'].map(found),
  };
}

/** The writes as one statement each, spelled out here rather than taken from src. */
const oneStatement = {
  approve(db: Database, selection: Selection): number[] {
    const where = compileSelection(selection, context);
    return selectAll(db, {
      // Sent whatever the due date: overdue is read from it, never stored.
      sql: `UPDATE invoices SET status = 'sent'
        WHERE status = 'draft' AND ${where.sql} RETURNING id`,
      params: where.params,
    })
      .map((row) => Number(row[0]))
      .sort((a, b) => a - b);
  },
  remove(db: Database, selection: Selection, batch: number): number[] {
    const where = compileSelection(selection, context);
    db.run(`INSERT INTO trash SELECT ?, i.* FROM invoices i WHERE ${where.sql}`, [
      batch,
      ...where.params,
    ]);
    return selectAll(db, {
      sql: `DELETE FROM invoices WHERE ${where.sql} RETURNING id`,
      params: where.params,
    })
      .map((row) => Number(row[0]))
      .sort((a, b) => a - b);
  },
  restore(db: Database, batch: number): number[] {
    const restored = selectAll(db, {
      sql: `INSERT INTO invoices SELECT id, invoice_id, number, reference, contact_name, status,
        date, due_date, amount_due, amount_paid, notes, initials FROM trash WHERE batch = ?
        RETURNING id`,
      params: [batch],
    });
    db.run('DELETE FROM trash WHERE batch = ?', [batch]);
    return restored.map((row) => Number(row[0])).sort((a, b) => a - b);
  },
};

/** Progress as it must be: nothing done, then each chunk, in order, up to the total. */
function expectedReports(total: number, chunkSize: number): BulkProgress[] {
  const reports = [{ done: 0, total }];
  for (let done = chunkSize; done < total + chunkSize; done += chunkSize) {
    reports.push({ done: Math.min(done, total), total });
  }
  return reports;
}

describe.each(selections)('$name', ({ selection }) => {
  it.each(chunkSizes)('approve in chunks of %i ends as one statement does', async (chunkSize) => {
    const chunked = openSampleDatabase(records);
    const plain = openSampleDatabase(records);
    const reports: BulkProgress[] = [];
    const moved = await approveInvoices(chunked, selection, context, {
      chunkSize,
      onProgress: (p) => reports.push(p),
    });
    expect(moved).toEqual(oneStatement.approve(plain, selection));
    expect(moved.length).toBeGreaterThan(0);
    expect(reports).toEqual(expectedReports(moved.length, chunkSize));
    expect(state(chunked)).toEqual(state(plain));
  });

  it.each(chunkSizes)(
    'delete, then undo, in chunks of %i end as one statement does',
    async (size) => {
      const chunked = openSampleDatabase(records);
      const plain = openSampleDatabase(records);
      const deleting: BulkProgress[] = [];
      const deleted = await deleteInvoices(chunked, selection, 4, context, {
        chunkSize: size,
        onProgress: (p) => deleting.push(p),
      });
      expect(deleted).toEqual(oneStatement.remove(plain, selection, 4));
      expect(deleted.length).toBeGreaterThan(0);
      expect(deleting).toEqual(expectedReports(deleted.length, size));
      expect(state(chunked)).toEqual(state(plain));

      const restoring: BulkProgress[] = [];
      const restored = await restoreInvoices(chunked, 4, {
        chunkSize: size,
        onProgress: (p) => restoring.push(p),
      });
      expect(restored).toEqual(oneStatement.restore(plain, 4));
      expect(restored).toEqual(deleted);
      expect(restoring).toEqual(expectedReports(restored.length, size));
      expect(state(chunked)).toEqual(state(plain));
      expect(state(chunked)).toEqual(state(openSampleDatabase(records)));
    },
  );
});
