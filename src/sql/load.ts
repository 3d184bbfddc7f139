import type { Database } from 'sql.js';
import type { InvoiceRecord } from './sample';
import { indexSql, schemaSql } from './schema';
import { searchBody } from './search';

const insertInvoiceSql = `INSERT INTO invoices (id, invoice_id, number, reference, contact_name,
  status, date, due_date, amount_due, amount_paid, notes) VALUES (?,?,?,?,?,?,?,?,?,?,?)`;
const insertSearchSql = 'INSERT INTO invoice_search (docid, body) VALUES (?, ?)';

/**
 * Bulk loader: one transaction, one prepared statement per table, indexes built at the end.
 * `insert` takes a batch at a time so the caller can report progress between batches.
 */
export function createLoader(db: Database) {
  db.exec(schemaSql);
  db.exec('BEGIN');
  const invoice = db.prepare(insertInvoiceSql);
  const search = db.prepare(insertSearchSql);
  let open = true;
  return {
    insert(batch: readonly InvoiceRecord[]): void {
      for (const r of batch) {
        invoice.run([
          r.id,
          r.invoiceId,
          r.number,
          r.reference,
          r.contactName,
          r.status,
          r.date,
          r.dueDate,
          r.amountDue,
          r.amountPaid,
          r.notes.join('\n'),
        ]);
        search.run([r.id, searchBody(r.contactName, r.reference, r.notes)]);
      }
    },
    finish(): void {
      if (!open) return;
      open = false;
      invoice.free();
      search.free();
      db.exec(indexSql);
      db.exec('COMMIT');
    },
    abort(): void {
      if (!open) return;
      open = false;
      invoice.free();
      search.free();
      db.exec('ROLLBACK');
    },
  };
}

/** Loads a whole set of records at once: for tests and small samples. */
export function loadInvoices(db: Database, batches: Iterable<readonly InvoiceRecord[]>): void {
  const loader = createLoader(db);
  try {
    for (const batch of batches) loader.insert(batch);
    loader.finish();
  } catch (error) {
    loader.abort();
    throw error;
  }
}
