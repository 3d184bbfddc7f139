import type { Database } from 'sql.js';
import { idColumn } from './bulkWrite';
import { visibleSql } from '../schema/hiddenSet';
import {
  chunkInvoicesSql,
  countFacts,
  factsOf,
  idsOfFacts,
  takeFacts,
  withoutTotalsTriggers,
} from '../schema/runningTotals';
import { ftsKey, valueListSql } from '../compile/dialect';

/**
 * A Delete hides its invoices rather than moving them: their ids go into `hidden_invoices` under
 * the deletion's batch (its undo token), and the running totals (invoice_totals,
 * invoice_contact_totals, invoice_initials) are told by set, once. The invoices stay in
 * `invoices`, so none of its ten indexes is touched: at a million, moving 500,000 invoices to
 * the trash spent 12.5 s on index upkeep, and putting them back 20 s (`npm run bench:bulk`).
 * Undo takes its batch out of the set and counts the rows back in; nothing else moves.
 *
 * Every read of `invoices` skips the hidden ids, and only while the set is not empty (the
 * service's `CompileContext.hidden`), so with nothing hidden every read keeps its plan: the
 * compiler adds `visibleSql` to each read of the table (compile.ts); point reads (a bill, a
 * payment, a Reference edit) always test it, one lookup each.
 *
 * Once no Undo can ask a batch back (its alert has gone, or the table was reopened), its rows
 * are purged a small step at a time while nothing else runs (`purgeHiddenStep`): out of the
 * search index, out of `invoices` with the totals' triggers set aside (the rows are already out
 * of the totals), and out of the set. The set is in main, so a checkpoint keeps it.
 *
 * `initials` keeps each hidden row's initials (initials.ts) as worked out when it was hidden, so
 * its Undo counts it back without calling `search_initials` again (5 us a row).
 */
export const hiddenSql = `
CREATE TABLE IF NOT EXISTS main.hidden_invoices (
  id INTEGER PRIMARY KEY,
  batch INTEGER NOT NULL,
  initials INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS main.hidden_invoices_batch ON hidden_invoices(batch);
`;

export { hiddenIdsSql, visibleSql } from '../schema/hiddenSet';

/** Creates the set where missing (a new table, or one kept before Delete hid its rows). */
export function ensureHidden(db: Database): void {
  db.exec(hiddenSql);
}

/** Whether any invoice is hidden (one lookup). */
export function anyHidden(db: Database): boolean {
  return idColumn(db, 'SELECT EXISTS (SELECT 1 FROM hidden_invoices)', [])[0] === 1;
}

const chunkIds = valueListSql;

/**
 * Hides those of `chunk` that are in `invoices` and not hidden yet, under `batch`, and takes them
 * out of the running totals (runningTotals.ts). Returns the ids it hid, in order.
 */
export function hideChunk(db: Database, chunk: readonly number[], batch: number): number[] {
  const hidden = takeFacts(
    db,
    `SELECT ${factsOf(db, { was: '1', will: '0' })}
    FROM ${chunkInvoicesSql} WHERE i.${visibleSql}`,
    [JSON.stringify(chunk)],
  );
  if (hidden === 0) return [];
  db.run(
    'INSERT INTO hidden_invoices (id, batch, initials) SELECT id, ?, initials FROM temp.bulk_facts',
    [batch],
  );
  countFacts(db, { will: false });
  return idsOfFacts(db, chunk, hidden);
}

/** Shows again those of `chunk` that are hidden (whatever their batch); returns them, in order. */
export function showChunk(db: Database, chunk: readonly number[]): number[] {
  const shown = takeFacts(
    db,
    `SELECT ${factsOf(db, { was: '0', will: '1', initials: 'h.initials' })}
    FROM ${chunkInvoicesSql} CROSS JOIN hidden_invoices h ON h.id = i.id`,
    [JSON.stringify(chunk)],
  );
  if (shown === 0) return [];
  countFacts(db, { was: false });
  db.run('DELETE FROM hidden_invoices WHERE id IN (SELECT id FROM temp.bulk_facts)');
  return idsOfFacts(db, chunk, shown);
}

/** The ids hidden under `batch`, in order. */
export function hiddenIdsOf(db: Database, batch: number): number[] {
  return idColumn(db, 'SELECT id FROM hidden_invoices WHERE batch = ? ORDER BY id', [batch]);
}

/**
 * Lets go for good of the hidden invoices among `ids` (they are out of the running totals
 * already): out of the search index first (it reads an entry's words from the invoice), then
 * out of `invoices` with the totals' triggers set aside, then out of the set. Call inside a
 * transaction. Returns how many went.
 */
export function purgeHidden(db: Database, ids: readonly number[]): number {
  const found = idColumn(db, `SELECT id FROM hidden_invoices WHERE id IN (${chunkIds})`, [
    JSON.stringify(ids),
  ]);
  if (found.length === 0) return 0;
  const json = JSON.stringify(found);
  db.run(`DELETE FROM invoice_search WHERE ${ftsKey} IN (${chunkIds})`, [json]);
  withoutTotalsTriggers(db, () => db.run(`DELETE FROM invoices WHERE id IN (${chunkIds})`, [json]));
  db.run(`DELETE FROM hidden_invoices WHERE id IN (${chunkIds})`, [json]);
  return found.length;
}
