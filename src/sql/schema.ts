/**
 * The invoice schema. Money is stored in pence (integers: sums are exact), dates as ISO
 * `YYYY-MM-DD` text (they sort and compare as dates).
 *
 * sql.js opens its main database as a file in Emscripten's in-memory file system behind a 2 MB
 * page cache, so every page a query reads past that is copied in from JavaScript and every
 * commit is copied back out. The invoices live in an attached in-memory database, `mem`, whose
 * pages stay in the wasm heap; nothing else is created in main. Unqualified names find tables in
 * `mem`, so queries never name it.
 *
 * Search uses an FTS4 index over each invoice's folded words (search.ts, searchBody). It keeps no
 * copy of that text (60 MB at a million invoices): its content is the view `invoice_text`, which
 * computes it from the invoice with `search_body()`. So the index must be told about a change
 * while the invoice still holds its old text: update it before updating the invoice's From,
 * Reference or Notes.
 *
 * Deleted invoices wait in `trash` (same columns, plus the deletion's `batch`) so a deletion can
 * be undone. The view reads the trash too, so a deleted invoice keeps its entry in the index
 * while it waits there: moving invoices between the two tables never touches the index (at a
 * million, taking 500,000 out of it cost ~6 s and putting them back ~4 s). Searches already find
 * their rows by joining the matches to `invoices`, so an entry in the trash is never shown.
 * An invoice is in one table or the other, never both.
 */
export const storeSql = `
ATTACH ':memory:' AS mem;
PRAGMA mem.page_size = 8192;
`;

export const schemaSql = `
CREATE TABLE mem.invoices (
  id INTEGER PRIMARY KEY,
  invoice_id TEXT NOT NULL,
  number TEXT NOT NULL,
  reference TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft','sent','viewed','overdue','paid')),
  date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount_due INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  notes TEXT NOT NULL
);
CREATE TABLE mem.trash AS SELECT 0 AS batch, * FROM mem.invoices WHERE 0;
CREATE UNIQUE INDEX mem.trash_id ON trash(id);
CREATE INDEX mem.trash_batch ON trash(batch);
CREATE VIEW mem.invoice_text (rowid, body) AS
  SELECT id, search_body(contact_name, reference, notes) FROM invoices
  UNION ALL SELECT id, search_body(contact_name, reference, notes) FROM trash;
CREATE VIRTUAL TABLE mem.invoice_search
  USING fts4(body, tokenize=simple, content="invoice_text", prefix="1,2");
`;

/**
 * One index per way the screen reads rows, built after a bulk load (one sorted build each is much
 * faster than row-by-row upkeep). SQLite appends the rowid to every index, so `ORDER BY c, id`
 * is one index scan in either direction: each sortable column has its own, status + date serves
 * the status views newest first, and status alone serves sorting by status. `distinct` is how
 * many different values each column of the key takes in the sample, for the planner's statistics.
 */
export const indexes: readonly { name: string; columns: string; distinct: number[] }[] = [
  { name: 'invoices_status_date', columns: 'status, date', distinct: [5, 5 * 365] },
  { name: 'invoices_status', columns: 'status', distinct: [5] },
  { name: 'invoices_date', columns: 'date', distinct: [365] },
  { name: 'invoices_due_date', columns: 'due_date', distinct: [425] },
  { name: 'invoices_contact', columns: 'contact_name', distinct: [60] },
  { name: 'invoices_reference', columns: 'reference', distinct: [Infinity] },
  { name: 'invoices_amount_due', columns: 'amount_due', distinct: [400_000] },
  { name: 'invoices_amount_paid', columns: 'amount_paid', distinct: [400_000] },
  { name: 'invoices_owed', columns: '(amount_due - amount_paid)', distinct: [400_000] },
  { name: 'invoices_notes', columns: 'notes', distinct: [1 + 40 + 40 * 40] },
];

export function createIndexSql(index: (typeof indexes)[number]): string {
  return `CREATE INDEX mem.${index.name} ON invoices(${index.columns})`;
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
    ...indexes.map((index): [string, string, string] => [
      'invoices',
      index.name,
      [n, ...index.distinct.map((d) => Math.max(1, Math.round(n / Math.min(d, n))))].join(' '),
    ]),
  ];
}
