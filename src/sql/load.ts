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
import { addSamplePayments, paymentsIndexSql, paymentsTableSql } from './payments';
import { createContactTotalsCounter, writeContactTotals } from './contactTotals';
import { createTotalsCounter, insertTotalsSql, totalsTableSql, totalsTriggersSql } from './totals';

const insertInvoiceSql = `INSERT INTO invoices (id, invoice_id, number, reference, contact_name,
  status, date, due_date, amount_due, amount_paid, notes) VALUES (?,?,?,?,?,?,?,?,?,?,?)`;
const insertSearchSql = 'INSERT INTO invoice_search (docid, body) VALUES (?, ?)';

/** Sets up a fresh database and creates the tables (schema.ts). */
export function createStore(db: Database): void {
  db.exec(storeSql);
  db.exec(connectionSql);
  registerSearchFunctions(db);
  db.exec(schemaSql);
  db.exec(paymentsTableSql);
}

/** Readies a connection to a database that already holds the tables (a kept checkpoint). */
export function openStore(db: Database): void {
  db.exec(connectionSql);
  registerSearchFunctions(db);
  ensurePayments(db);
}

/**
 * A table kept before payments were rows of their own gets them now, as the sample makes them
 * (one or two per bill that has paid something), so Paid stays the sum of a bill's payments.
 */
function ensurePayments(db: Database): void {
  const found = db.exec("SELECT 1 FROM main.sqlite_schema WHERE name = 'payments'");
  if (found.length > 0) return;
  db.exec(paymentsTableSql);
  addSamplePayments(db, new Date().toISOString().slice(0, 10));
  db.exec(paymentsIndexSql);
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
 * statistics are built at the end, and with `today` the sample's payments (payments.ts). `insert` takes a batch at a time so the caller can report
 * progress between batches.
 */
export function createLoader(db: Database, options: { today?: string } = {}) {
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
      if (options.today !== undefined) addSamplePayments(db, options.today);
      db.exec(paymentsIndexSql);
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
export function loadInvoices(
  db: Database,
  batches: Iterable<readonly InvoiceRecord[]>,
  options: { today?: string } = {},
): void {
  const loader = createLoader(db, options);
  try {
    for (const batch of batches) loader.insert(batch);
    loader.finish();
  } catch (error) {
    loader.abort();
    throw error;
  }
}
