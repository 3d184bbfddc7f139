import type { Database } from 'sql.js';
import type { Selection } from '../../domain/selection';
import { idColumn, withoutLeftOut, type LeaveOut } from './bulkWrite';
import { writeInSteps, type StepOptions } from './bulkSteps';
import { compile } from '../compile/compile';
import { hiddenIdsOf, hideChunk, purgeHidden, showChunk } from './hidden';
import { selectedIdsPlan } from '../plan/selection';
import type { CompileContext } from '../compile/types';
import { ftsKey, insertOrIgnore, valueListSql } from '../compile/dialect';

/**
 * Deleting hides invoices under a batch number (hidden.ts), and undoing shows them again. Tables
 * kept before Delete hid its rows may hold deletions in `trash` (schema.ts): undoing one of those
 * moves its invoices back. The search index covers both tables, so neither way touches it; the
 * triggers on `invoices` keep the running totals in step as rows move back.
 */

const chunkIds = valueListSql;
const invoiceColumns = `id, invoice_id, number, reference, contact_name, status, date, due_date,
  amount_due, amount_paid, notes`;

/** Moves the given invoices back from the trash; ids not in it are passed over. */
function moveBack(db: Database, chunk: readonly number[]): number[] {
  const json = JSON.stringify(chunk);
  const restored = idColumn(
    db,
    `${insertOrIgnore(
      `invoices (${invoiceColumns})`,
      `SELECT ${invoiceColumns} FROM trash WHERE id IN (${chunkIds})`,
    )} RETURNING id`,
    [json],
  );
  db.run(`DELETE FROM trash WHERE id IN (${chunkIds})`, [json]);
  return restored;
}

/**
 * Deletes the selection by hiding it under `batch` (hidden.ts), so `restoreInvoices` can undo
 * it, a step at a time in one transaction (bulkSteps.ts). Returns the deleted ids in order.
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
    (chunk) => hideChunk(db, chunk, batch),
    options,
  );
}

/** Whether the trash holds anything (a deletion kept from before Delete hid its rows). */
function trashHolds(db: Database): boolean {
  return idColumn(db, 'SELECT EXISTS (SELECT 1 FROM trash)', [])[0] === 1;
}

/** Shows again the hidden of `chunk`, and moves back those of the rest that are in the trash. */
function putBack(db: Database, chunk: readonly number[], fromTrash: boolean): number[] {
  const shown = showChunk(db, chunk);
  if (!fromTrash || shown.length === chunk.length) return shown;
  const seen = new Set(shown);
  const moved = moveBack(
    db,
    chunk.filter((id) => !seen.has(id)),
  );
  return [...shown, ...moved].sort((a, b) => a - b);
}

/**
 * Puts back what `deleteInvoices` removed under `batch`, except rows in `leaveOut` (they stay
 * deleted); returns the ids that came back.
 */
export function restoreInvoices(
  db: Database,
  batch: number,
  options?: StepOptions,
  leaveOut?: LeaveOut,
): Promise<number[]> {
  let fromTrash = false;
  return writeInSteps(
    db,
    () => {
      fromTrash = trashHolds(db);
      const trashed = fromTrash
        ? idColumn(db, 'SELECT id FROM trash WHERE batch = ? ORDER BY id', [batch])
        : [];
      const ids = hiddenIdsOf(db, batch);
      const all = trashed.length === 0 ? ids : [...ids, ...trashed].sort((a, b) => a - b);
      return withoutLeftOut(all, leaveOut);
    },
    (chunk) => putBack(db, chunk, fromTrash),
    options,
  );
}

/** Deletes the given invoices under `batch` (replaying a logged or another tab's deletion). */
export function trashInvoices(
  db: Database,
  invoiceIds: readonly number[],
  batch: number,
  options?: StepOptions,
): Promise<number[]> {
  return deleteInvoices(db, { kind: 'ids', ids: [...invoiceIds] }, batch, { today: '' }, options);
}

/** Puts back the given invoices, whichever deletion hid or trashed them. */
export function restoreInvoiceIds(
  db: Database,
  invoiceIds: readonly number[],
  options?: StepOptions,
): Promise<number[]> {
  let fromTrash = false;
  return writeInSteps(
    db,
    () => {
      fromTrash = trashHolds(db);
      return [...invoiceIds];
    },
    (chunk) => putBack(db, chunk, fromTrash),
    options,
  );
}

/**
 * Lets go of up to `limit` invoices deleted under `batch`, for good: those hidden (hidden.ts,
 * `purgeHidden`), else those in the trash: out of the search index first (it reads an entry's
 * words from the invoice, which must still be in the trash), then out of the trash. One small
 * transaction; returns how many went, 0 when the batch is empty.
 */
export function purgeTrashStep(db: Database, batch: number, limit: number): number {
  db.exec('BEGIN');
  try {
    // A hidden invoice costs more to let go of (ten indexes and the totals' triggers set aside)
    // than one in the trash: a quarter as many a step, so reads wait as little.
    const hidden = idColumn(db, 'SELECT id FROM hidden_invoices WHERE batch = ? LIMIT ?', [
      batch,
      Math.max(1, Math.ceil(limit / 4)),
    ]);
    if (hidden.length > 0) {
      const purged = purgeHidden(db, hidden);
      db.exec('COMMIT');
      return purged;
    }
    const ids = idColumn(db, 'SELECT id FROM trash WHERE batch = ? LIMIT ?', [batch, limit]);
    if (ids.length > 0) {
      const json = JSON.stringify(ids);
      db.run(`DELETE FROM invoice_search WHERE ${ftsKey} IN (${chunkIds})`, [json]);
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
 * Lets go, for good, of those of `invoiceIds` still hidden or in the trash (whatever their
 * batch): out of the search index first, then out of `invoices` or the trash. One small
 * transaction; ids put back meanwhile are passed over, so their words stay searchable. Returns
 * how many went.
 */
export function purgeTrashIdsStep(db: Database, invoiceIds: readonly number[]): number {
  db.exec('BEGIN');
  try {
    const hidden = purgeHidden(db, invoiceIds);
    const ids = idColumn(db, `SELECT id FROM trash WHERE id IN (${chunkIds})`, [
      JSON.stringify(invoiceIds),
    ]);
    if (ids.length > 0) {
      const json = JSON.stringify(ids);
      db.run(`DELETE FROM invoice_search WHERE ${ftsKey} IN (${chunkIds})`, [json]);
      db.run(`DELETE FROM trash WHERE id IN (${chunkIds})`, [json]);
    }
    db.exec('COMMIT');
    return hidden + ids.length;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
