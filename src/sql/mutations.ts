import type { Database } from 'sql.js';
import type { CompileContext, CompiledSql } from './compile';
import { compileSelection, type Selection } from './selection';
import { searchBody } from './search';
import { compileSelectionFromTotals } from './totals';

function ids(db: Database, sql: string, params: (string | number)[]): number[] {
  const stmt = db.prepare(sql);
  try {
    stmt.bind(params);
    const out: number[] = [];
    while (stmt.step()) out.push(stmt.get()[0] as number);
    return out;
  } finally {
    stmt.free();
  }
}

function selectionSums(selection: Selection, context: CompileContext): CompiledSql {
  const where = compileSelection(selection, context);
  return {
    sql: `SELECT count(*), coalesce(sum(amount_due), 0) FROM invoices WHERE ${where.sql}`,
    params: where.params,
  };
}

/** Counts the selection and sums what is due over it (the bulk bar total). */
export function summarizeSelection(
  db: Database,
  selection: Selection,
  context: CompileContext,
): { count: number; due: number } {
  const where = compileSelectionFromTotals(selection, context) ?? selectionSums(selection, context);
  const stmt = db.prepare(where.sql);
  try {
    const [count, due] = stmt.get(where.params) as [number, number];
    return { count, due };
  } finally {
    stmt.free();
  }
}

/**
 * Approve moves selected drafts on: to sent, or to overdue when the due date has already passed
 * (the same rule the sample follows). Other statuses are left as they are. Returns how many moved.
 */
export function approveInvoices(
  db: Database,
  selection: Selection,
  context: CompileContext,
): number[] {
  const where = compileSelection(selection, context);
  return ids(
    db,
    `UPDATE invoices SET status = CASE WHEN due_date < ? THEN 'overdue' ELSE 'sent' END
     WHERE status = 'draft' AND ${where.sql} RETURNING id`,
    [context.today, ...where.params],
  );
}

/**
 * Deletes the selection into the trash under `batch`, so `restoreInvoices` can undo it. The
 * search index is left alone: it covers the trash too (schema.ts).
 */
export function deleteInvoices(
  db: Database,
  selection: Selection,
  batch: number,
  context: CompileContext,
): number[] {
  const where = compileSelection(selection, context);
  db.exec('BEGIN');
  try {
    db.run(
      `INSERT INTO trash SELECT ?, i.* FROM invoices i
       WHERE i.id IN (SELECT id FROM invoices WHERE ${where.sql})`,
      [batch, ...where.params],
    );
    const deleted = ids(
      db,
      'DELETE FROM invoices WHERE id IN (SELECT id FROM trash WHERE batch = ?) RETURNING id',
      [batch],
    );
    db.exec('COMMIT');
    return deleted;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Puts back what `deleteInvoices` removed under `batch`; returns the ids that came back. */
export function restoreInvoices(db: Database, batch: number): number[] {
  db.exec('BEGIN');
  try {
    const restored = ids(
      db,
      `INSERT INTO invoices SELECT id, invoice_id, number, reference, contact_name, status, date,
       due_date, amount_due, amount_paid, notes FROM trash WHERE batch = ? RETURNING id`,
      [batch],
    );
    db.run('DELETE FROM trash WHERE batch = ?', [batch]);
    db.exec('COMMIT');
    return restored;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Sets one invoice's Reference (already validated) and keeps its search text in step. */
export function updateReference(db: Database, id: number, reference: string): boolean {
  const stmt = db.prepare('SELECT contact_name, notes FROM invoices WHERE id = ?');
  let row: [string, string] | undefined;
  try {
    stmt.bind([id]);
    if (stmt.step()) row = stmt.get() as [string, string];
  } finally {
    stmt.free();
  }
  if (!row) return false;
  const [contactName, notes] = row;
  db.exec('BEGIN');
  // The index first: it reads the old text from the invoice to take it out (schema.ts).
  db.run('UPDATE invoice_search SET body = ? WHERE docid = ?', [
    searchBody(contactName, reference, notes === '' ? [] : notes.split('\n')),
    id,
  ]);
  db.run('UPDATE invoices SET reference = ? WHERE id = ?', [reference, id]);
  db.exec('COMMIT');
  return true;
}

/** Moves the given invoices to the trash (replaying a logged or another tab's deletion). */
export function trashInvoices(
  db: Database,
  invoiceIds: readonly number[],
  batch: number,
): number[] {
  return deleteInvoices(db, { kind: 'ids', ids: [...invoiceIds] }, batch, { today: '' });
}

/** Puts back the given invoices from the trash, whichever deletion put them there. */
export function restoreInvoiceIds(db: Database, invoiceIds: readonly number[]): number[] {
  const json = JSON.stringify(invoiceIds);
  db.exec('BEGIN');
  try {
    const restored = ids(
      db,
      `INSERT OR IGNORE INTO invoices SELECT id, invoice_id, number, reference, contact_name, status,
       date, due_date, amount_due, amount_paid, notes FROM trash
       WHERE id IN (SELECT value FROM json_each(?)) RETURNING id`,
      [json],
    );
    db.run('DELETE FROM trash WHERE id IN (SELECT value FROM json_each(?))', [json]);
    db.exec('COMMIT');
    return restored;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
