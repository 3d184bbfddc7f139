import type { Database } from 'sql.js';
import type { Selection } from '../domain/selection';
import { idColumn, withoutLeftOut, type LeaveOut } from './bulkWrite';
import { writeInSteps, type StepOptions } from './bulkSteps';
import { compile } from './compile';
import { selectedIdsPlan } from './selection';
import type { CompileContext } from './types';

/**
 * Deleting moves invoices to `trash` (schema.ts) under a batch number, and undoing moves them
 * back. The search index covers both tables, so neither way touches it; the triggers on
 * `invoices` keep the running totals in step.
 */

const chunkIds = 'SELECT value FROM json_each(?)';
const invoiceColumns = `id, invoice_id, number, reference, contact_name, status, date, due_date,
  amount_due, amount_paid, notes`;

/** Moves the given invoices, which must all exist, to the trash under `batch`. */
function moveToTrash(db: Database, chunk: readonly number[], batch: number): number[] {
  const json = JSON.stringify(chunk);
  db.run(`INSERT INTO trash SELECT ?, i.* FROM invoices i WHERE i.id IN (${chunkIds})`, [
    batch,
    json,
  ]);
  return idColumn(db, `DELETE FROM invoices WHERE id IN (${chunkIds}) RETURNING id`, [json]);
}

/** Moves the given invoices back from the trash; ids not in it are passed over. */
function moveBack(db: Database, chunk: readonly number[]): number[] {
  const json = JSON.stringify(chunk);
  const restored = idColumn(
    db,
    `INSERT OR IGNORE INTO invoices SELECT ${invoiceColumns} FROM trash
     WHERE id IN (${chunkIds}) RETURNING id`,
    [json],
  );
  db.run(`DELETE FROM trash WHERE id IN (${chunkIds})`, [json]);
  return restored;
}

/**
 * Deletes the selection into the trash under `batch`, so `restoreInvoices` can undo it, a step
 * at a time in one transaction (bulkSteps.ts). Returns the deleted ids in order.
 */
export function deleteInvoices(
  db: Database,
  selection: Selection,
  batch: number,
  context: CompileContext,
  options?: StepOptions,
  leaveOut?: LeaveOut,
): Promise<number[]> {
  const ids = compile(selectedIdsPlan(selection, context));
  return writeInSteps(
    db,
    () => withoutLeftOut(idColumn(db, ids.sql, ids.params), leaveOut),
    (chunk) => moveToTrash(db, chunk, batch),
    { ...options, totalsBySet: true },
  );
}

/**
 * Puts back what `deleteInvoices` removed under `batch`, except rows in `leaveOut` (they stay in
 * the trash); returns the ids that came back.
 */
export function restoreInvoices(
  db: Database,
  batch: number,
  options?: StepOptions,
  leaveOut?: LeaveOut,
): Promise<number[]> {
  return writeInSteps(
    db,
    () =>
      withoutLeftOut(
        idColumn(db, 'SELECT id FROM trash WHERE batch = ? ORDER BY id', [batch]),
        leaveOut,
      ),
    (chunk) => moveBack(db, chunk),
    options,
  );
}

/** Moves the given invoices to the trash (replaying a logged or another tab's deletion). */
export function trashInvoices(
  db: Database,
  invoiceIds: readonly number[],
  batch: number,
  options?: StepOptions,
): Promise<number[]> {
  return deleteInvoices(db, { kind: 'ids', ids: [...invoiceIds] }, batch, { today: '' }, options);
}

/** Puts back the given invoices from the trash, whichever deletion put them there. */
export function restoreInvoiceIds(
  db: Database,
  invoiceIds: readonly number[],
  options?: StepOptions,
): Promise<number[]> {
  return writeInSteps(
    db,
    () => [...invoiceIds],
    (chunk) => moveBack(db, chunk),
    options,
  );
}

/**
 * Lets go of up to `limit` invoices deleted under `batch`, for good: out of the search index
 * first (it reads an entry's words from the invoice, which must still be in the trash), then out
 * of the trash. One small transaction; returns how many went, 0 when the batch is empty.
 */
export function purgeTrashStep(db: Database, batch: number, limit: number): number {
  db.exec('BEGIN');
  try {
    const ids = idColumn(db, 'SELECT id FROM trash WHERE batch = ? LIMIT ?', [batch, limit]);
    if (ids.length > 0) {
      const json = JSON.stringify(ids);
      db.run(`DELETE FROM invoice_search WHERE docid IN (${chunkIds})`, [json]);
      db.run(`DELETE FROM trash WHERE id IN (${chunkIds})`, [json]);
    }
    db.exec('COMMIT');
    return ids.length;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Lets go, for good, of those of `invoiceIds` still in the trash (whatever their batch): out of
 * the search index first, then out of the trash. One small transaction; ids put back meanwhile
 * are passed over, so their words stay searchable. Returns how many went.
 */
export function purgeTrashIdsStep(db: Database, invoiceIds: readonly number[]): number {
  db.exec('BEGIN');
  try {
    const ids = idColumn(db, `SELECT id FROM trash WHERE id IN (${chunkIds})`, [
      JSON.stringify(invoiceIds),
    ]);
    if (ids.length > 0) {
      const json = JSON.stringify(ids);
      db.run(`DELETE FROM invoice_search WHERE docid IN (${chunkIds})`, [json]);
      db.run(`DELETE FROM trash WHERE id IN (${chunkIds})`, [json]);
    }
    db.exec('COMMIT');
    return ids.length;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
