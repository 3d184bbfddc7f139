/**
 * The invoice schema. Money is stored in pence (integers: sums are exact), dates as ISO
 * `YYYY-MM-DD` text (they sort and compare as dates). Indexes serve the queries the screen
 * issues: each sortable column (SQLite appends the rowid, so `ORDER BY c, id` is one index
 * scan in either direction), status + date for the views, and an FTS4 index for search.
 */
export const schemaSql = `
CREATE TABLE invoices (
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
CREATE VIRTUAL TABLE invoice_search USING fts4(body, tokenize=simple);
`;

/** Built after a bulk load: one sorted build per index is much faster than row-by-row upkeep. */
export const indexSql = `
CREATE INDEX invoices_status_date ON invoices(status, date);
CREATE INDEX invoices_date ON invoices(date);
CREATE INDEX invoices_due_date ON invoices(due_date);
CREATE INDEX invoices_contact ON invoices(contact_name);
CREATE INDEX invoices_reference ON invoices(reference);
CREATE INDEX invoices_amount_due ON invoices(amount_due);
CREATE INDEX invoices_amount_paid ON invoices(amount_paid);
CREATE INDEX invoices_notes ON invoices(notes);
ANALYZE;
`;
