import type { Database } from 'sql.js';
import { hasSchemaObject } from './catalog';
import { visibleSql } from './hiddenSet';
import { invoiceTextViewSql, searchIndexSql } from './schema';
import { searchedReferenceSql } from '../compile/columns';
import { initialsTriggersSql } from '../plan/initials';
import { ftsAdd, ftsKey } from '../compile/dialect';

const initialsTriggers = ['insert', 'delete', 'update'].map((t) => `invoice_initials_${t}`);

/**
 * Search finds a bill by its number as well as its Reference (columns.ts, `searchedReferenceSql`).
 * A kept database read From, Reference and Notes alone, so:
 * - the bills whose number differs from their Reference (imported with their own, or edited;
 *   none in a sample as made) leave the search index while it still reads their old text, and
 *   come back once the view `invoice_text` reads the number too;
 * - their stored initials are forgotten (worked out again where read), and the initials' running
 *   totals are counted again from the bills, the same sums the load makes;
 * - the initials' triggers read the number;
 * - the partial index of those bills gives way to an index on every number (schema.ts), built
 *   when the database opens. Idempotent: a second run finds the view and triggers as it leaves
 *   them.
 */
export function searchBillNumbers(db: Database): void {
  const fromTrash = hasSchemaObject(db, 'table', 'trash')
    ? ' UNION ALL SELECT id FROM main.trash WHERE number <> reference'
    : '';
  db.exec(`CREATE TEMP TABLE number_apart AS
    SELECT id FROM main.invoices WHERE number <> reference${fromTrash}`);
  const apart = Number(db.exec('SELECT count(*) FROM temp.number_apart')[0]?.values[0]?.[0] ?? 0);
  const apartIds = 'SELECT id FROM temp.number_apart';
  // A database without the search index (none kept by the app) has no text to read again.
  if (hasSchemaObject(db, 'table', 'invoice_search')) {
    // Most bills apart (a table of imports): the index is emptied, and opening fills it again
    // after the first rows are shown, searches testing every row meanwhile (searchFill.ts), as
    // after a load. Filling it here took 18.7 s at a million, past the 10 s an update may take.
    const invoices = Number(db.exec('SELECT max(id) FROM main.invoices')[0]?.values[0]?.[0] ?? 0);
    const refill = apart > invoices / 4;
    if (apart > 0 && !refill) {
      db.run(`DELETE FROM main.invoice_search WHERE ${ftsKey} IN (${apartIds})`);
    }
    db.exec('DROP VIEW main.invoice_text');
    db.exec(invoiceTextViewSql);
    if (refill) {
      // FTS4 has no 'delete-all': a new, empty index (its old pages are freed, not read).
      db.exec('DROP TABLE main.invoice_search');
      db.exec(searchIndexSql);
    } else if (apart > 0) {
      db.run(
        ftsAdd('main.invoice_search', 'main.invoice_text', (key) => `${key} IN (${apartIds})`),
      );
    }
  }
  if (hasSchemaObject(db, 'table', 'invoice_initials')) {
    for (const name of initialsTriggers) db.exec(`DROP TRIGGER IF EXISTS main.${name}`);
    if (apart > 0) {
      db.run(`UPDATE main.invoices SET initials = NULL WHERE id IN (${apartIds})`);
      db.run('DELETE FROM main.invoice_initials');
      db.run(`INSERT INTO main.invoice_initials
        SELECT status, coalesce(initials,
            search_initials(contact_name, ${searchedReferenceSql()}, notes)),
          count(*), sum(amount_paid), sum(amount_due)
        FROM main.invoices WHERE ${visibleSql} GROUP BY 1, 2`);
    }
    db.exec(initialsTriggersSql);
  }
  db.exec('DROP TABLE temp.number_apart');
  db.exec('DROP INDEX IF EXISTS main.invoices_number_apart');
}
