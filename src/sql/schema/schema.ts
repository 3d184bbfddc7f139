import { owingSql, searchedReferenceSql } from '../compile/columns';
import { hiddenSql } from '../write/hidden';
import { statusCheckSql } from './voidsAndCredits';

/**
 * The invoice schema. Money is stored in pence (integers: sums are exact), dates as ISO
 * `YYYY-MM-DD` text (they sort and compare as dates).
 *
 * sql.js opens its main database as a file in Emscripten's in-memory file system (MEMFS) behind
 * a 2 MB page cache, so every page a query read past that was copied in from JavaScript. The
 * invoices used to live in an attached in-memory database for that reason, but sql.js's
 * `export()` copies only main, and the table is kept by exporting it (src/worker/checkpoint.ts).
 * So they live in main, with a page cache large enough to hold all of it (`connectionSql`):
 * after a page's first read it stays in the wasm heap as before, and `export()` copies main's
 * pages straight from that cache (0.6 s at a million on a quiet machine).
 *
 * Measured on this 2-core machine, shared (so noisy), `mem` against main with this cache, the
 * same service calls in one process: at 100,000, load 2.07-2.17 s against 2.35-2.50 s, approve
 * every draft 238-264 ms against 270-287 ms, delete every paid 725-756 ms against 739-779 ms,
 * undo 877-901 ms against 871-947 ms; warm query medians the same in `npm run bench:sql`, first
 * visits up to twice as slow (pages not yet in the cache, e.g. search 'IN' 16 ms against 28 ms).
 * At a million, both under a load average of ~16: approve 54 s against 18 s, delete 207 s
 * against 46 s, undo 138 s against 102 s: no loss. Reopening from a checkpoint needs no copy
 * into memory: pages are read as queries need them (first page 5 ms after opening).
 *
 * Search uses an FTS4 index over each invoice's folded words (search.ts, searchBody). It keeps no
 * copy of that text (60 MB at a million invoices): its content is the view `invoice_text`, which
 * computes it from the invoice with `search_body()`. So the index must be told about a change
 * while the invoice still holds its old text: update it before updating the invoice's From,
 * Reference or Notes. Nor does it keep each invoice's size in words (`matchinfo=fts3`: no
 * `invoice_search_docsize`, 1,224 pages or 9.6 MB at a million): only matchinfo() reads them, which
 * no query calls, and FTS4 never defers a token of a content= table, the one other use. A table
 * kept before still has its sizes and opens as it was (test/sql/keptSearchIndex.test.ts).
 *
 * `initials` keeps the first letters of an invoice's words (initials.ts), worked out where the
 * invoice is made (the load, an import) so the running totals of a bulk write need no call into
 * JavaScript per row (runningTotals.ts); NULL where not known (a table kept before the column, an
 * invoice put back from the trash, one whose From, Reference or Notes was edited), and read as
 * `coalesce(initials, search_initials(...))`.
 *
 * Deleted invoices wait in `trash` (same columns, plus the deletion's `batch`) so a deletion can
 * be undone. The view reads the trash too, so a deleted invoice keeps its entry in the index
 * while it waits there: moving invoices between the two tables never touches the index (at a
 * million, taking 500,000 out of it cost ~6 s and putting them back ~4 s). Searches already find
 * their rows by joining the matches to `invoices`, so an entry in the trash is never shown.
 * An invoice is in one table or the other, never both. A Delete now hides its invoices in place
 * (`hidden_invoices`, hidden.ts); the trash holds deletions kept from before.
 *
 * `bill_lines` keeps the lines of bills imported from Xero's template (one per line of the file:
 * description, quantity, unit amount, discount, account code, tax type, tax and the line's amount
 * in pence), by the invoice's `id` (src/sql/io/imports.ts).
 */
export const storeSql = `PRAGMA main.page_size = 8192;`;

/**
 * Settings of every connection, new or opened from a kept file: a cache of up to 1 GiB (pages
 * are allocated as they are read; a million invoices take 437 MB), the rollback journal in
 * memory (MEMFS has no durability to protect, and a bulk write must still roll back), and one
 * connection that never gives up its lock, so the cache is never thrown away between statements.
 */
export const connectionSql = `
PRAGMA main.cache_size = -1048576;
PRAGMA main.journal_mode = MEMORY;
PRAGMA main.synchronous = OFF;
PRAGMA main.locking_mode = EXCLUSIVE;
PRAGMA temp_store = MEMORY;
`;

/**
 * How an index build sorts. With temporary files in memory SQLite keeps every key of the sort in
 * the wasm heap: at a million the two first indexes took the heap from 190 MB to 273 MB, and the
 * heap never gives memory back. With temporary files as files and a 4 MB cache, it sorts 4 MB
 * runs and merges them from a temporary file, which sql.js keeps in a JavaScript array outside
 * the heap and lets go once the index is built: 227 MB at first rows (Node; 241 MB for the
 * worker in `npm run bench`, against 286). The same CPU time (300,000 invoices: 0.93-0.98 s for
 * the first indexes and 5.0 s for the rest, against 1.04-1.14 s and 4.7-5.1 s), and at 300,000
 * the same heap (a 16 MB cache cost 15 MB more there: its run buffer grows by doubling). Only the
 * sort sees the cache's size: an in-memory database (memoryDatabase.ts) keeps every page.
 * `temp_store` can change only while no temporary table is open: the load's builds run before any.
 */
export const sortingSql = {
  small: 'PRAGMA temp_store = FILE; PRAGMA main.cache_size = -4096;',
  restore: 'PRAGMA temp_store = MEMORY; PRAGMA main.cache_size = -1048576;',
};

/**
 * The cache of a kept table reopened from its checkpoint: 64 MB, not 1 GiB. Such a table is a
 * file in sql.js's in-memory file system, a JavaScript array that already holds every page, so a
 * page the cache let go is copied back from it in a few microseconds. With 1 GiB every page a
 * query had read stayed twice: at a million, up to 478 MB more than the file. Measured in Node at
 * a million, reopened, the 103 reads of `npm run bench:sql` once cold and thrice warm, in pairs
 * (load average 14-17): CPU 4.9 s and 5.1 s with 1 GiB, 4.6 s and 4.8 s with 64 MB.
 */
export const keptCacheSql = 'PRAGMA main.cache_size = -65536;';

/** The lines of bills imported from Xero's template (see above). */
export const billLinesTableSql = `
CREATE TABLE IF NOT EXISTS main.bill_lines (
  bill INTEGER NOT NULL,
  position INTEGER NOT NULL,
  description TEXT NOT NULL,
  quantity REAL NOT NULL,
  unit_amount REAL NOT NULL,
  discount REAL NOT NULL,
  account_code TEXT NOT NULL,
  tax_type TEXT NOT NULL,
  tax_amount INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (bill, position)
) WITHOUT ROWID;
`;

/** The search index (see above), its entries read from the view `invoice_text`. */
export const searchIndexSql = `CREATE VIRTUAL TABLE main.invoice_search
  USING fts4(body, tokenize=simple, content="invoice_text", prefix="1,2", matchinfo=fts3);
`;

/**
 * The text the search index reads (see above): From, Reference with the bill's number where it
 * differs (columns.ts, `searchedReferenceSql`), and Notes, of bills and of the trash.
 */
export const invoiceTextViewSql = `
CREATE VIEW main.invoice_text (rowid, body) AS
  SELECT id, search_body(contact_name, ${searchedReferenceSql()}, notes) FROM invoices
  UNION ALL SELECT id, search_body(contact_name, ${searchedReferenceSql()}, notes) FROM trash;
`;

export const schemaSql = `
CREATE TABLE main.invoices (
  id INTEGER PRIMARY KEY,
  invoice_id TEXT NOT NULL,
  number TEXT NOT NULL,
  reference TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  status TEXT NOT NULL ${statusCheckSql},
  date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount_due INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  notes TEXT NOT NULL,
  initials INTEGER
);
CREATE TABLE main.trash AS SELECT 0 AS batch, * FROM main.invoices WHERE 0;
CREATE UNIQUE INDEX main.trash_id ON trash(id);
CREATE INDEX main.trash_batch ON trash(batch);
${invoiceTextViewSql}${searchIndexSql}${billLinesTableSql}${hiddenSql}`;

/**
 * One index per way the screen reads rows, built after a bulk load (one sorted build each is much
 * faster than row-by-row upkeep). SQLite appends the rowid to every index, so `ORDER BY c, id`
 * is one index scan in either direction: each sortable column has its own, status + date serves
 * the status views newest first, and status alone serves sorting by status. `distinct` is how
 * many different values each column of the key takes in the sample, for the planner's statistics.
 */
export const indexes: readonly {
  name: string;
  columns: string;
  distinct: number[];
  /** A partial index: only the rows where this holds, about `share` of them. */
  where?: { sql: string; share: number };
}[] = [
  // The id and due date after status and date: the Overdue view newest first tests the due date
  // in the index and stops at the page's last row (statusDateIndex.ts, migration 11).
  {
    name: 'invoices_status_date',
    columns: 'status, date, id, due_date',
    distinct: [5, 5 * 365, Infinity, Infinity],
  },
  { name: 'invoices_status', columns: 'status', distinct: [5] },
  { name: 'invoices_date', columns: 'date', distinct: [365] },
  { name: 'invoices_due_date', columns: 'due_date', distinct: [425] },
  { name: 'invoices_contact', columns: 'contact_name', distinct: [60] },
  { name: 'invoices_reference', columns: 'reference', distinct: [Infinity] },
  { name: 'invoices_amount_due', columns: 'amount_due', distinct: [400_000] },
  { name: 'invoices_amount_paid', columns: 'amount_paid', distinct: [400_000] },
  { name: 'invoices_owed', columns: '(amount_due - amount_paid)', distinct: [400_000] },
  { name: 'invoices_notes', columns: 'notes', distinct: [1 + 40 + 40 * 40] },
  // The bills still owing, by due date then date: what 'Overdue by', the aged payables buckets
  // and sorting by 'Overdue by' ask for. Without it a range of due dates was found among every
  // bill due then, paid ones included (at a million, 'Older than 90 days' read 370,000 entries
  // and looked each bill up to keep 21,000), and sorted as whole rows; with it, exactly the
  // bills owing, and the date is in the index, so a bucket sorted by date finds the window's
  // ids without reading the bills (reads.ts, `deferrable`). Paid bills (about half) are not in
  // it: 1,835 pages of 8 KB (14.7 MB) at a million.
  {
    name: 'invoices_owing_due',
    columns: 'due_date, date',
    distinct: [425, 425 * 120],
    where: { sql: owingSql, share: 0.5 },
  },
  // Sorting by Number, a link to a bill (billDetail.ts, `billIdByNumber`) and an import's
  // duplicates (duplicates.ts) read it: ~20 MB at a million. It took the place of a partial
  // index of the bills whose number differs from their Reference (migration 10).
  { name: 'invoices_number', columns: 'number', distinct: [Infinity] },
];

export function createIndexSql(index: (typeof indexes)[number]): string {
  const where = index.where ? ` WHERE ${index.where.sql}` : '';
  return `CREATE INDEX main.${index.name} ON invoices(${index.columns})${where}`;
}

/**
 * Planner statistics for `count` invoices, written rather than measured: ANALYZE reads every
 * index (a second at a million rows), and fixed figures give the same plans at every size.
 * Each row is SQLite's `sqlite_stat1` form: rows, then rows per distinct key prefix.
 */
export function statisticsRows(count: number): [table: string, index: string, stat: string][] {
  const n = Math.max(1, count);
  return [
    ['invoices', 'invoices', String(n)],
    ...indexes.map((index): [string, string, string] => {
      const rows = Math.max(1, Math.round(n * (index.where?.share ?? 1)));
      const perKey = index.distinct.map((d) => Math.max(1, Math.round(rows / Math.min(d, rows))));
      return ['invoices', index.name, [rows, ...perKey].join(' ')];
    }),
  ];
}
