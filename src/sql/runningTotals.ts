import type { Database } from 'sql.js';
import { hasSchemaObject } from './catalog';

/**
 * The running totals (invoice_totals, totals.ts; invoice_contact_totals, contactTotals.ts;
 * invoice_initials, initials.ts) kept by set rather than by row during a bulk Delete
 * (trash.ts): its triggers are set aside in its transaction (a rollback brings them back with
 * everything else) and, for each step, the step's rows are taken out of the totals before it
 * writes and what is left of them added back after, one grouped statement a table; the
 * triggers are put back before it commits.
 *
 * Measured in one process, alternating, CPU time at 200,000 invoices (load 5-7; four runs
 * each): Delete of 100,000 1.86-2.17 s by set against 2.14-2.54 s with the triggers. Approve
 * (30,000 drafts: 0.55-0.71 s by set, 0.49-0.58 s) and its Undo (0.54-0.59 s against
 * 0.51-0.54 s) were slower by set, so they, Mark as paid, and the Undo of a Delete (inserts)
 * keep the triggers. Measured again at 1,000,000 in 80 ms steps, alternately (CPU, load 3-6,
 * `npm run bench:bulk -- --parts steps`): Approve of 149,144 2.4-2.6 s by trigger, 2.8-2.9 s by
 * set; Mark as paid of 300,000 9.0 s against 10.4 s. Where the time of a Delete goes is the
 * indexes: at 1,000,000, deleting 499,980 in one statement took 2.8 s without the ten indexes,
 * 0.35 s without them and the triggers, and 9-12 s with both (`npm run bench:bulk`, load 8-12).
 *
 * A step is the ids it may touch: its rows in `invoices` before the write are taken out, its
 * rows in `invoices` after are added, whatever the write did to them (changed, deleted). Bulk
 * writes never change From, Reference or Notes, so a row's initials are computed once, before,
 * and kept for after (a row with none before is computed then).
 */

/** The triggers this module stands in for while a bulk write runs. */
const suspendedPrefixes = ['invoice_totals_', 'invoice_contact_totals_', 'invoice_initials_'];

const idsOfStep = 'SELECT value FROM json_each(?)';

const factsTable = (name: string) => `CREATE TEMP TABLE IF NOT EXISTS ${name} (
  id INTEGER PRIMARY KEY, status TEXT, due_date TEXT, contact_name TEXT, initials INTEGER,
  amount_paid INTEGER, amount_due INTEGER)`;

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

/**
 * Adds (sign 1) or takes out (sign -1) the facts' rows from one totals table keyed by `keys`.
 * Taking out only updates rows that are there, as the triggers do (a row at zero stays).
 */
function adjustTable(db: Database, table: string, keys: string[], facts: string, sign: 1 | -1) {
  const keyList = keys.join(', ');
  if (sign === -1) {
    const match = keys.map((k) => `${table}.${k} = s.${k}`).join(' AND ');
    db.run(`UPDATE main.${table} SET invoices = invoices - s.n,
        amount_paid = amount_paid - s.p, amount_due = amount_due - s.d
      FROM (SELECT ${keyList}, count(*) AS n, sum(amount_paid) AS p, sum(amount_due) AS d
            FROM ${facts} GROUP BY ${keyList}) AS s
      WHERE ${match}`);
  } else {
    db.run(`INSERT INTO main.${table} (${keyList}, invoices, amount_paid, amount_due)
      SELECT ${keyList}, count(*), sum(amount_paid), sum(amount_due)
      FROM ${facts} WHERE true GROUP BY ${keyList}
      ON CONFLICT DO UPDATE SET invoices = invoices + excluded.invoices,
        amount_paid = amount_paid + excluded.amount_paid,
        amount_due = amount_due + excluded.amount_due`);
  }
}

export interface SetTotals {
  /** Writes one step: `write` may change or delete only the invoices in `ids`. */
  step<T>(ids: readonly number[], write: () => T): T;
  /** Puts the triggers back (call last in the transaction, before COMMIT). */
  restore(): void;
}

/**
 * Drops the running totals' triggers (call inside the bulk write's transaction) and returns the
 * way to write a step with the totals kept by set. A table a kept database lacks is left alone.
 */
export function suspendRowTotals(db: Database): SetTotals {
  const tables = [
    { table: 'invoice_totals', keys: ['status', 'due_date'] },
    { table: 'invoice_contact_totals', keys: ['contact_name', 'status', 'due_date'] },
    { table: 'invoice_initials', keys: ['status', 'initials'] },
  ].filter(({ table }) => hasSchemaObject(db, 'table', table));
  const hasInitials = tables.some(({ table }) => table === 'invoice_initials');
  const triggers = totalsTriggers(db);
  for (const { name } of triggers) db.exec(`DROP TRIGGER main.${name}`);
  if (tables.length > 0) {
    db.exec(factsTable('temp.bulk_before'));
    db.exec(factsTable('temp.bulk_after'));
  }
  const initialsOf = (row: string) =>
    hasInitials ? `search_initials(${row}contact_name, ${row}reference, ${row}notes)` : '0';
  const adjust = (facts: string, sign: 1 | -1) => {
    for (const { table, keys } of tables) adjustTable(db, table, keys, facts, sign);
  };
  return {
    step(ids, write) {
      if (tables.length === 0) return write();
      const json = JSON.stringify(ids);
      db.exec('DELETE FROM temp.bulk_before; DELETE FROM temp.bulk_after;');
      db.run(
        `INSERT INTO temp.bulk_before SELECT id, status, due_date, contact_name, ${initialsOf('')},
          amount_paid, amount_due FROM main.invoices WHERE id IN (${idsOfStep})`,
        [json],
      );
      adjust('temp.bulk_before', -1);
      const result = write();
      db.run(
        `INSERT INTO temp.bulk_after SELECT i.id, i.status, i.due_date, i.contact_name,
          coalesce(b.initials, ${initialsOf('i.')}), i.amount_paid, i.amount_due
        FROM main.invoices AS i LEFT JOIN temp.bulk_before AS b ON b.id = i.id
        WHERE i.id IN (${idsOfStep})`,
        [json],
      );
      adjust('temp.bulk_after', 1);
      return result;
    },
    restore() {
      for (const { sql } of triggers) db.exec(sql);
    },
  };
}

/**
 * Takes rows out of the running totals (sign -1) or counts them back in (1) by set, the rows
 * themselves left as they are: for invoices hidden by a Delete and shown again by its Undo
 * (hidden.ts). `facts` selects id, status, due_date, contact_name, initials, amount_paid and
 * amount_due of those rows, with `params`. A table a kept database lacks is left alone.
 */
export function adjustTotalsBySet(
  db: Database,
  facts: string,
  params: (string | number)[],
  sign: 1 | -1,
): void {
  const tables = [
    { table: 'invoice_totals', keys: ['status', 'due_date'] },
    { table: 'invoice_contact_totals', keys: ['contact_name', 'status', 'due_date'] },
    { table: 'invoice_initials', keys: ['status', 'initials'] },
  ].filter(({ table }) => hasSchemaObject(db, 'table', table));
  if (tables.length === 0) return;
  db.exec(factsTable('temp.set_facts'));
  db.exec('DELETE FROM temp.set_facts');
  db.run(`INSERT INTO temp.set_facts ${facts}`, params);
  for (const { table, keys } of tables) adjustTable(db, table, keys, 'temp.set_facts', sign);
}

/**
 * Runs `work` with the running totals' triggers set aside (inside the caller's transaction): for
 * taking out for good invoices already out of the totals (hidden.ts, purging hidden rows).
 */
export function withoutTotalsTriggers<T>(db: Database, work: () => T): T {
  const triggers = totalsTriggers(db);
  for (const { name } of triggers) db.exec(`DROP TRIGGER main.${name}`);
  const result = work();
  for (const { sql } of triggers) db.exec(sql);
  return result;
}
