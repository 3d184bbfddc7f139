import type { Database } from 'sql.js';
import { idColumn, type BulkProgress } from '../write/bulkWrite';
import { showChunk } from '../write/hidden';
import { ftsKey } from '../compile/dialect';
import { importRecordsSql } from './importRecords';

/**
 * Taking an import out again (its Undo): the bills imports.ts wrote are one range of ids, so the
 * range is all it needs, wherever those bills have gone since.
 */

/**
 * Removes the bills of an import (ids `first` to `last`), wherever they are now: in the table
 * or the trash. Their search entries go first, while the invoices they read are still there.
 * Call inside a transaction. Returns how many bills were removed.
 */
export function removeImportedBills(
  db: Database,
  first: number,
  last: number,
  onProgress?: (progress: BulkProgress) => void,
): number {
  const range = [first, last];
  const total = last - first + 1;
  onProgress?.({ done: 0, total });
  db.run(`DELETE FROM invoice_search WHERE ${ftsKey} BETWEEN ? AND ?`, range);
  onProgress?.({ done: Math.floor(total / 2), total });
  db.run('DELETE FROM bill_lines WHERE bill BETWEEN ? AND ?', range);
  db.run('DELETE FROM payments WHERE bill BETWEEN ? AND ?', range);
  db.run('DELETE FROM voided_bills WHERE id BETWEEN ? AND ?', range);
  // Hidden ones are counted back first (hidden.ts): the delete takes every row out of the totals.
  showChunk(db, idColumn(db, 'SELECT id FROM hidden_invoices WHERE id BETWEEN ? AND ?', range));
  const removed = idColumn(db, 'DELETE FROM invoices WHERE id BETWEEN ? AND ? RETURNING id', range);
  const trashed = idColumn(db, 'DELETE FROM trash WHERE id BETWEEN ? AND ? RETURNING id', range);
  db.exec(importRecordsSql);
  db.run('DELETE FROM main.bill_imports WHERE first = ?', [first]);
  onProgress?.({ done: total, total });
  return removed.length + trashed.length;
}
