import type { Database } from 'sql.js';
import { initialsTriggersSql } from '../../src/sql/plan/initials';

/**
 * Turns a database of today's schema back into version 12, the schema before the suppliers'
 * running totals (migration 13, src/sql/suppliers/supplierTotals.ts).
 */
export function asVersion12(db: Database): void {
  for (const table of ['totals', 'dates']) {
    for (const t of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER supplier_${table}_${t}`);
  }
  db.exec(`DROP TABLE supplier_totals; DROP TABLE supplier_dates; DROP TABLE supplier_terms;
    DELETE FROM schema_migrations WHERE number > 12; PRAGMA user_version = 12;`);
}

/**
 * Turns a database of today's schema back into version 10, the schema before the status and
 * date index held the id and due date (migration 11).
 */
export function asVersion10(db: Database): void {
  asVersion12(db);
  db.exec(`DROP INDEX invoices_status_date;
    CREATE INDEX invoices_status_date ON invoices(status, date);
    DELETE FROM schema_migrations WHERE number > 10; PRAGMA user_version = 10;`);
}

/**
 * Turns a database of today's schema back into version 9, the schema before bill numbers were
 * searched (migration 10): the search text, its index and the initials' triggers read From,
 * Reference and Notes alone, and a partial index holds the numbers apart from their Reference.
 * The search functions must be registered (functions.ts). Used by `npm run bench:migrate` and
 * the step's tests.
 */
export function asVersion9(db: Database): void {
  asVersion10(db);
  const oldText = 'search_body(contact_name, reference, notes)';
  db.exec(`DROP VIEW invoice_text;
    CREATE VIEW main.invoice_text (rowid, body) AS SELECT id, ${oldText} FROM invoices
      UNION ALL SELECT id, ${oldText} FROM trash;
    INSERT INTO invoice_search (invoice_search) VALUES ('rebuild');
    UPDATE invoices SET initials = search_initials(contact_name, reference, notes);`);
  for (const t of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER invoice_initials_${t}`);
  db.exec(
    initialsTriggersSql.replaceAll(
      /search_initials\((new|old)\.contact_name, \([^)]*\)/g,
      (_, row) => `search_initials(${row}.contact_name, ${row}.reference`,
    ),
  );
  db.exec(`DROP INDEX invoices_number;
    CREATE INDEX invoices_number_apart ON invoices(number) WHERE number <> reference;
    DELETE FROM schema_migrations WHERE number > 9; PRAGMA user_version = 9;`);
}
