import type { Database } from 'sql.js';
import { searchBody } from '../domain/search';
import { toRow } from './rows';
import type { InvoiceRecord } from '../domain/sample';
import {
  connectionSql,
  createIndexSql,
  indexes,
  schemaSql,
  statisticsRows,
  storeSql,
} from './schema';
import { registerSearchFunctions } from './functions';
import {
  createInitialsCounter,
  initialsTableSql,
  initialsTriggersSql,
  insertInitialsSql,
} from './initials';
import { createContactTotalsCounter, writeContactTotals } from './contactTotals';
import { createTotalsCounter, insertTotalsSql, totalsTableSql, totalsTriggersSql } from './totals';

const insertInvoiceSql = `INSERT INTO invoices (id, invoice_id, number, reference, contact_name,
  status, date, due_date, amount_due, amount_paid, notes) VALUES (?,?,?,?,?,?,?,?,?,?,?)`;
const insertSearchSql = 'INSERT INTO invoice_search (docid, body) VALUES (?, ?)';

/** Sets up a fresh database and creates the tables (schema.ts). */
export function createStore(db: Database): void {
  db.exec(storeSql);
  openStore(db);
  db.exec(schemaSql);
}

/** Readies a connection to a database that already holds the tables (a kept checkpoint). */
export function openStore(db: Database): void {
  db.exec(connectionSql);
  registerSearchFunctions(db);
}

/** Writes `statisticsRows` for `count` invoices and has the planner read them. */
export function writeStatistics(db: Database, count: number): void {
  // ANALYZE of the tiny totals table creates main.sqlite_stat1 without reading the invoices.
  db.exec('ANALYZE main.invoice_totals');
  db.run("DELETE FROM main.sqlite_stat1 WHERE tbl = 'invoices'");
  for (const row of statisticsRows(count)) {
    db.run('INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', row);
  }
  db.exec('ANALYZE main.sqlite_schema');
}

/**
 * Bulk loader: one transaction, one prepared statement per table; indexes, running totals and
 * statistics are built at the end. `insert` takes a batch at a time so the caller can report
 * progress between batches.
 */
export function createLoader(db: Database) {
  createStore(db);
  db.exec('BEGIN');
  const invoice = db.prepare(insertInvoiceSql);
  const search = db.prepare(insertSearchSql);
  const totals = createTotalsCounter();
  const initials = createInitialsCounter();
  const contacts = createContactTotalsCounter();
  let open = true;
  let count = 0;
  return {
    insert(batch: readonly InvoiceRecord[]): void {
      for (const r of batch) {
        invoice.run(toRow(r));
        const body = searchBody(r.contactName, r.reference, r.notes);
        search.run([r.id, body]);
        totals.add(r);
        contacts.add(r);
        initials.add(r, body.split(' '));
      }
      count += batch.length;
    },
    finish(): void {
      if (!open) return;
      open = false;
      invoice.free();
      search.free();
      // One segment instead of the dozens a bulk insert leaves: a prefix search reads each
      // segment's terms, so 'glo' took 40 ms at 1M rows before and 2 ms after. The pages it
      // frees are reused by the indexes built next.
      db.exec("INSERT INTO invoice_search(invoice_search) VALUES ('optimize')");
      for (const index of indexes) db.exec(createIndexSql(index));
      db.exec(totalsTableSql);
      const insertTotals = db.prepare(insertTotalsSql);
      for (const row of totals.rows()) insertTotals.run(row);
      insertTotals.free();
      db.exec(totalsTriggersSql);
      db.exec(initialsTableSql);
      const insertInitials = db.prepare(insertInitialsSql);
      for (const row of initials.rows()) insertInitials.run(row);
      insertInitials.free();
      db.exec(initialsTriggersSql);
      writeContactTotals(db, contacts.rows());
      writeStatistics(db, count);
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
