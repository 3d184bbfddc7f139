import type { Database } from 'sql.js';

/**
 * The running totals (invoice_totals, invoice_totals.ts; invoice_initials, initials.ts) kept by
 * set rather than by row during a bulk write.
 *
 * Their triggers run per row, and the initials ones call `search_initials()` (JavaScript) for the
 * old and the new row: measured with `npm run bench:bulk` at 100,000 invoices, approving 14,900
 * drafts took 283 ms with the triggers and 66 ms without. So a bulk write drops the triggers in
 * its transaction (a rollback brings them back with everything else) and, for each step, takes
 * the step's rows out of the totals before it writes and adds them back after, one grouped
 * statement each; it puts the triggers back before it commits.
 *
 * A step is the ids it may touch: its rows in `invoices` before the write are taken out, its
 * rows in `invoices` after are added, whatever the write did to them (changed, deleted, put
 * back). Bulk writes never change From, Reference or Notes, so a row's initials are computed once,
 * before, and kept for after (an invoice put back has none before and is computed then).
 */

/** The triggers this module stands in for while a bulk write runs. */
const suspendedPrefixes = ['invoice_totals_', 'invoice_initials_'];

const idsOfStep = 'SELECT value FROM json_each(?)';

const factsTable = (name: string) => `CREATE TEMP TABLE IF NOT EXISTS ${name} (
  id INTEGER PRIMARY KEY, status TEXT, due_date TEXT, initials INTEGER,
  amount_paid INTEGER, amount_due INTEGER)`;

function exists(db: Database, table: string): boolean {
  const stmt = db.prepare("SELECT 1 FROM main.sqlite_schema WHERE type = 'table' AND name = ?");
  try {
    stmt.bind([table]);
    return stmt.step();
  } finally {
    stmt.free();
  }
}

/** The running totals' triggers on `invoices`, with the SQL that makes each again. */
function totalsTriggers(db: Database): { name: string; sql: string }[] {
  const stmt = db.prepare(
    "SELECT name, sql FROM main.sqlite_schema WHERE type = 'trigger' AND tbl_name = 'invoices'",
  );
  const out: { name: string; sql: string }[] = [];
  try {
    while (stmt.step()) {
      const [name, sql] = stmt.get() as [string, string];
      if (suspendedPrefixes.some((prefix) => name.startsWith(prefix))) out.push({ name, sql });
    }
  } finally {
    stmt.free();
  }
  return out;
}

function adjust(db: Database, facts: string, sign: 1 | -1, hasInitials: boolean): void {
  if (sign === -1) {
    db.run(`UPDATE main.invoice_totals SET invoices = invoices - s.n,
        amount_paid = amount_paid - s.p, amount_due = amount_due - s.d
      FROM (SELECT status, due_date, count(*) AS n, sum(amount_paid) AS p, sum(amount_due) AS d
            FROM ${facts} GROUP BY status, due_date) AS s
      WHERE invoice_totals.status = s.status AND invoice_totals.due_date = s.due_date`);
  } else {
    db.run(`INSERT INTO main.invoice_totals
      SELECT status, due_date, count(*), sum(amount_paid), sum(amount_due)
      FROM ${facts} WHERE true GROUP BY status, due_date
      ON CONFLICT DO UPDATE SET invoices = invoices + excluded.invoices,
        amount_paid = amount_paid + excluded.amount_paid,
        amount_due = amount_due + excluded.amount_due`);
  }
  if (!hasInitials) return;
  if (sign === -1) {
    db.run(`UPDATE main.invoice_initials SET invoices = invoices - s.n,
        amount_paid = amount_paid - s.p, amount_due = amount_due - s.d
      FROM (SELECT status, initials, count(*) AS n, sum(amount_paid) AS p, sum(amount_due) AS d
            FROM ${facts} GROUP BY status, initials) AS s
      WHERE invoice_initials.status = s.status AND invoice_initials.initials = s.initials`);
  } else {
    db.run(`INSERT INTO main.invoice_initials
      SELECT status, initials, count(*), sum(amount_paid), sum(amount_due)
      FROM ${facts} WHERE true GROUP BY status, initials
      ON CONFLICT DO UPDATE SET invoices = invoices + excluded.invoices,
        amount_paid = amount_paid + excluded.amount_paid,
        amount_due = amount_due + excluded.amount_due`);
  }
}

export interface SetTotals {
  /** Writes one step: `write` may change, delete or put back only the invoices in `ids`. */
  step<T>(ids: readonly number[], write: () => T): T;
  /** Puts the triggers back (call last in the transaction, before COMMIT). */
  restore(): void;
}

/**
 * Drops the running totals' triggers (call inside the bulk write's transaction) and returns the
 * way to write a step with the totals kept by set. A database without the totals (a kept one
 * from before they existed) is written as it is.
 */
export function suspendRowTotals(db: Database): SetTotals {
  const hasTotals = exists(db, 'invoice_totals');
  const hasInitials = exists(db, 'invoice_initials');
  const triggers = totalsTriggers(db);
  for (const { name } of triggers) db.exec(`DROP TRIGGER main.${name}`);
  if (hasTotals) {
    db.exec(factsTable('temp.bulk_before'));
    db.exec(factsTable('temp.bulk_after'));
  }
  const initialsOf = (row: string) =>
    hasInitials ? `search_initials(${row}contact_name, ${row}reference, ${row}notes)` : '0';
  return {
    step(ids, write) {
      if (!hasTotals) return write();
      const json = JSON.stringify(ids);
      db.exec('DELETE FROM temp.bulk_before; DELETE FROM temp.bulk_after;');
      db.run(
        `INSERT INTO temp.bulk_before SELECT id, status, due_date, ${initialsOf('')}, amount_paid,
          amount_due FROM main.invoices WHERE id IN (${idsOfStep})`,
        [json],
      );
      adjust(db, 'temp.bulk_before', -1, hasInitials);
      const result = write();
      db.run(
        `INSERT INTO temp.bulk_after SELECT i.id, i.status, i.due_date,
          coalesce(b.initials, ${initialsOf('i.')}),
          i.amount_paid, i.amount_due
        FROM main.invoices AS i LEFT JOIN temp.bulk_before AS b ON b.id = i.id
        WHERE i.id IN (${idsOfStep})`,
        [json],
      );
      adjust(db, 'temp.bulk_after', 1, hasInitials);
      return result;
    },
    restore() {
      for (const { sql } of triggers) db.exec(sql);
    },
  };
}
