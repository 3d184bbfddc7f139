import type { Database } from 'sql.js';
import type { NewBillChange, NewBillChangeLine } from '../../domain/changes';
import { billInitials, insertInvoiceSql, insertLineSql, nextInvoiceId } from '../io/imports';
import { hasSchemaObject } from '../schema/catalog';
import { idColumn, inTransaction } from './bulkWrite';
import { stampVersions } from './versions';
import { ftsAdd, numbered } from '../compile/dialect';

/**
 * The id for a new bill: past every bill there is (nextInvoiceId) and every id that was ever
 * written to (row_versions keeps them after a purged deletion takes the bill out for good), so
 * an id once in the log is never given again: replayed from the start, 'deleted 101' then a
 * second 'new bill 101' would find the first one still in the trash and write nothing.
 */
export function nextNewBillId(db: Database): number {
  const next = nextInvoiceId(db);
  if (!hasSchemaObject(db, 'table', 'row_versions')) return next;
  const [max] = idColumn(db, 'SELECT coalesce(max(id), 0) FROM row_versions', []);
  return Math.max(next, (max ?? 0) + 1);
}

/** Whether `id` is taken by a bill, in the table or in the trash. */
export function billIdTaken(db: Database, id: number): boolean {
  const sql = `SELECT 1 FROM invoices WHERE id = ${numbered(1)} UNION ALL SELECT 1 FROM trash WHERE id = ${numbered(1)}`;
  return idColumn(db, sql, [id]).length > 0;
}

/**
 * Writing a bill typed by hand (New bill): its row in `invoices`, its lines in `bill_lines` (as
 * an import keeps Xero's, with no discount and no account code), and its entry in the search
 * index, in one transaction. The counting triggers keep the running totals and the contact's totals right,
 * so a name not seen before is a new contact in the From choices and Group by From. The row is
 * stamped at a new data version (versions.ts), as every write is, so an edit opened before it
 * in another tab is judged against it. The id comes with the change, so the log replays it to the
 * same id here, on a regenerated sample and in another tab. False (nothing written) when its id
 * is already taken.
 */
export function insertNewBill(db: Database, bill: NewBillChange): boolean {
  return inTransaction(db, () => {
    if (billIdTaken(db, bill.id)) return false;
    const notes = bill.notes === '' ? [] : bill.notes.split('\n');
    // Nothing is paid on a new bill.
    db.run(insertInvoiceSql, [
      bill.id,
      bill.invoiceId,
      bill.number,
      bill.reference,
      bill.contactName,
      bill.status,
      bill.date,
      bill.dueDate,
      bill.total,
      0,
      bill.notes,
      billInitials(bill.contactName, bill.reference, bill.number, notes),
    ]);
    insertBillLines(db, bill.id, bill.lines);
    // The index reads the text through the view, so the row must be there first (schema.ts).
    db.run(
      ftsAdd('invoice_search', 'invoice_text', (key) => `${key} = ?`),
      [bill.id],
    );
    stampVersions(db, [bill.id]);
    return true;
  });
}

/** Writes a bill's lines (numbered from 1), as an import keeps them: no discount, no account. */
export function insertBillLines(
  db: Database,
  bill: number,
  lines: readonly NewBillChangeLine[],
): void {
  const line = db.prepare(insertLineSql);
  try {
    lines.forEach((l, index) => {
      line.run([
        bill,
        index + 1,
        l.description,
        l.quantity,
        l.unitAmount,
        0,
        '',
        l.taxType,
        l.taxAmount,
        l.amount,
      ]);
    });
  } finally {
    line.free();
  }
}
