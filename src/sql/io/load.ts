import type { Database, SqlValue } from 'sql.js';
import { toRow } from '../compile/rows';
import type { Invoice } from '../../domain/invoice';
import { createIndexSql, indexes, sortingSql } from '../schema/schema';
import { initialsTableSql, initialsTriggersSql, insertInitialsSql } from '../plan/initials';
import { addSamplePayments, paymentsIndexSql } from '../write/payments';
import {
  contactTotalsTableSql,
  contactTotalsTriggersSql,
  insertContactTotalsSql,
} from '../schema/contactTotals';
import { insertTotalsSql, totalsTableSql, totalsTriggersSql } from '../plan/totals';
import { unpackRow, type PackedRows } from './packedRows';
import { recordSampleBills } from '../schema/sampleBills';
import { createLoadCounter, type LoadCounts } from './loadCounts';
import {
  countSuppliers,
  insertSupplierDatesSql,
  insertSupplierTermsSql,
  supplierTablesSql,
  supplierTriggersSql,
} from '../suppliers/supplierTotals';
import { createStore, writeStatistics } from './store';
import { ftsAdd, ftsOptimize } from '../compile/dialect';

export { createLoadCounter, type LoadCounts } from './loadCounts';
export { createStore, openStore, writeStatistics } from './store';

/** An invoice's columns (`rowColumns` order), then its initials (initials.ts). */
const insertInvoiceSql = `INSERT INTO invoices (id, invoice_id, number, reference, contact_name,
  status, date, due_date, amount_due, amount_paid, notes, initials)
  VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`;

/** A prepared statement run once per row (the load's inserts). */
export interface RowStatement {
  run(row: SqlValue[]): void;
  /** Runs once per row of a packed batch; without it, each row is unpacked and run. */
  runPacked?(packed: PackedRows): void;
  free(): void;
}

/** Runs `statement` once per row of a packed batch, in place when it can (directStatement.ts). */
function runPacked(statement: RowStatement, packed: PackedRows): void {
  if (statement.runPacked) {
    statement.runPacked(packed);
    return;
  }
  for (let i = 0; i < packed.count; i++) {
    statement.run([...unpackRow(packed, i), packed.initials[i] as number]);
  }
}

/** Prepares a `RowStatement`; the worker binds values faster than sql.js (directStatement.ts). */
export type PrepareRows = (db: Database, sql: string) => RowStatement;

/** sql.js's own statement. */
export const prepareWithSqlJs: PrepareRows = (db, sql) => {
  const statement = db.prepare(sql);
  return { run: (row) => void statement.run(row), free: () => void statement.free() };
};

/**
 * Every index is built after the rows show (`finish` builds none): the first page of a million
 * is one pass over the table keeping the newest 50, far less than sorting a million keys into
 * an index before it. Before the search index: the date index (every view's page reads it newest
 * first), then Reference (while the search index fills, a broad search such as 'INV-0' gets its
 * totals by complement through it, complement.ts, rather than testing every bill). After it:
 * (status, date), which makes a view's page a merge of each status's run, then the rest. Until an
 * index exists no read names it (CompileContext.unbuiltIndexes); each step is named after what
 * it built.
 */
const beforeSearch = ['invoices_date', 'invoices_reference'];
const firstAfterSearch = 'invoices_status_date';
const afterSearch = [
  firstAfterSearch,
  ...indexes
    .map((index) => index.name)
    .filter((name) => name !== firstAfterSearch && !beforeSearch.includes(name)),
];

/** The indexes `finish` leaves to its steps. */
export const laterIndexes: readonly string[] = indexes.map((index) => index.name);

/** The indexes (schema.ts) of these names, in this order. */
function indexesNamed(names: readonly string[]): (typeof indexes)[number][] {
  return names.flatMap((name) => indexes.filter((index) => index.name === name));
}

/** Invoices per statement when the search index is filled after the rows are shown. */
const searchChunk = 20_000;

/**
 * Bulk loader: one transaction, one prepared statement; indexes, running totals and statistics
 * are built at the end, and with `today` the sample's payments (payments.ts). `insert` takes a
 * batch at a time so the caller can report progress between batches.
 *
 * `finish` commits the rows with what the first page of every view needs (the running totals,
 * the initials, the planner's statistics) and returns the rest as steps: the date index, the
 * search index a chunk of invoices at a time, then the other indexes. The caller shows the rows
 * first and runs the steps after, answering between them (service.ts): measured
 * at 200,000 in Node (CPU time), the search index is 1.5 s of 5.1 s and the other eight indexes
 * 1.3 s. Reads that need a step not yet run are still right, only slower (a sort without its
 * index); a search tests every row until the search index is whole (service.ts, scanSearch).
 * `finishAll` runs everything at once.
 */
export function createLoader(
  db: Database,
  options: { today?: string; prepareRows?: PrepareRows } = {},
) {
  createStore(db);
  db.exec('BEGIN');
  const prepareRows = options.prepareRows ?? prepareWithSqlJs;
  const invoice = prepareRows(db, insertInvoiceSql);
  const counter = createLoadCounter();
  let open = true;
  let count = 0;
  let maxId = 0;
  let minId = Infinity;

  /** Runs an index build with a small sort buffer (`sortingSql`), then restores the cache. */
  function sorted(build: () => void): void {
    db.exec(sortingSql.small);
    try {
      build();
    } finally {
      db.exec(sortingSql.restore);
    }
  }

  function* rest(): Generator<string, void> {
    for (const index of indexesNamed(beforeSearch)) {
      sorted(() => db.exec(createIndexSql(index)));
      yield index.name;
    }
    // The view invoice_text computes each body with search_body(), as the index reads it later.
    const fill = db.prepare(
      ftsAdd('invoice_search', 'invoice_text', (key) => `${key} > ? AND ${key} <= ?`),
    );
    try {
      for (let from = 0; from < maxId; from += searchChunk) {
        fill.run([from, from + searchChunk]);
        yield 'search';
      }
    } finally {
      fill.free();
    }
    // One segment instead of the dozens a bulk insert leaves: a prefix search reads each
    // segment's terms, so 'glo' took 40 ms at 1M rows before and 2 ms after. The pages it
    // frees are reused by the indexes built next (built before it, they left the file 9% larger).
    db.exec(ftsOptimize('invoice_search'));
    yield 'optimize';
    for (const index of indexesNamed(afterSearch)) {
      sorted(() => db.exec(createIndexSql(index)));
      yield index.name;
    }
    // The sample's payments (the detail panel and an Undo of a payment read them; both wait for
    // the load to settle, service.ts), then their index: one sorted build.
    if (options.today !== undefined) {
      addSamplePayments(db, options.today);
      yield 'payments';
    }
    sorted(() => db.exec(paymentsIndexSql));
    // The planner reads the statistics of the indexes built since.
    db.exec('ANALYZE main.sqlite_schema');
  }

  return {
    insert(batch: readonly Invoice[]): void {
      for (const r of batch) {
        const row = toRow(r);
        invoice.run([...row, counter.add(r, row[10])]);
        if (r.id > maxId) maxId = r.id;
        if (r.id < minId) minId = r.id;
      }
      count += batch.length;
    },
    /**
     * Inserts a packed batch whose invoices were counted elsewhere (`createLoadCounter`): their
     * counts must be given to `finish`.
     */
    insertPacked(packed: PackedRows): void {
      runPacked(invoice, packed);
      for (let i = 0; i < packed.count; i++) {
        const id = packed.numbers[i * 3] as number;
        if (id > maxId) maxId = id;
        if (id < minId) minId = id;
      }
      count += packed.count;
    },
    /**
     * Commits the rows and what the first page needs; returns the rest, one step a call. `counts`
     * are those of the packed batches, when they were inserted with `insertPacked`.
     */
    finish(counts?: LoadCounts): Generator<string, void> {
      if (!open) throw new Error('The load has already finished');
      open = false;
      invoice.free();
      const counted = counts ?? counter.counts();
      db.exec(totalsTableSql);
      insertAll(prepareRows(db, insertTotalsSql), counted.totals);
      db.exec(totalsTriggersSql);
      db.exec(initialsTableSql);
      // ~150,000 rows at a million: bound as the invoices are (0.36 s at 300,000 by sql.js's own).
      insertAll(prepareRows(db, insertInitialsSql), counted.initials);
      db.exec(initialsTriggersSql);
      // As writeContactTotals, bound as the invoices are (~130,000 rows at a million).
      db.exec(contactTotalsTableSql);
      insertAll(prepareRows(db, insertContactTotalsSql), counted.contacts);
      db.exec(contactTotalsTriggersSql);
      // The suppliers' totals summed from the contacts' (a few hundred thousand rows in key
      // order at a million), their dates and terms as counted.
      db.exec(supplierTablesSql);
      countSuppliers(db, null, { dated: false });
      insertAll(prepareRows(db, insertSupplierDatesSql), counted.supplierDates);
      insertAll(prepareRows(db, insertSupplierTermsSql), counted.supplierTerms);
      db.exec(supplierTriggersSql);
      writeStatistics(db, count);
      // Every bill a load writes is the sample's: only those show generated lines.
      if (count > 0) recordSampleBills(db, minId, maxId);
      db.exec('COMMIT');
      return rest();
    },
    /** Commits everything at once: for tests and small samples. */
    finishAll(): void {
      for (const step of this.finish()) void step;
    },
    abort(): void {
      if (!open) return;
      open = false;
      invoice.free();
      db.exec('ROLLBACK');
    },
  };
}

function insertAll(statement: RowStatement, rows: readonly SqlValue[][]): void {
  try {
    for (const row of rows) statement.run(row);
  } finally {
    statement.free();
  }
}

/** Loads a whole set of records at once: for tests and small samples. */
export function loadInvoices(
  db: Database,
  batches: Iterable<readonly Invoice[]>,
  options: { today?: string; prepareRows?: PrepareRows } = {},
): void {
  const loader = createLoader(db, options);
  try {
    for (const batch of batches) loader.insert(batch);
    loader.finishAll();
  } catch (error) {
    loader.abort();
    throw error;
  }
}
