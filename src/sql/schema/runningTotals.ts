import type { Database } from 'sql.js';
import { idColumn } from '../write/bulkWrite';
import { hasSchemaObject } from './catalog';
import { searchedReferenceSql } from '../compile/columns';
import { visibleSql } from './hiddenSet';
import { termsOf } from '../suppliers/supplierTotals';
import { addOnConflict, valueTable } from '../compile/dialect';

/**
 * The running totals (invoice_totals, totals.ts; invoice_contact_totals, contactTotals.ts;
 * invoice_initials, initials.ts; the suppliers', src/sql/suppliers/supplierTotals.ts) kept by
 * set during every bulk write: Approve, Mark as paid and their Undos (their per-row triggers
 * set aside in the write's transaction, `suspendRowTotals`; a rollback brings them back with
 * everything else), and Delete and its Undo, which hide and show rows without touching
 * `invoices` (hidden.ts).
 *
 * A step first takes its rows' facts, once (`takeFacts`: one pass over the step's ids into
 * `temp.bulk_facts`): each row's keys and sums before, whether it was counted before and will be
 * after (a Delete: yes then no; its Undo: no then yes; a hidden row: neither), and its status and
 * Paid after, worked out in SQL from the row before (Approve: sent or overdue by its due date;
 * Mark as paid: paid, Paid = Total). The write then changes exactly the rows of the facts, and
 * `countFacts` moves each table of totals in two statements: every counted row taken out under
 * its key before, every row that will be counted added under its key after. A row's From,
 * Reference and Notes never change in a bulk write, so its initials are the same after; they are
 * read from its stored column (schema.ts), so no row costs a call into JavaScript.
 *
 * Where the time went, at 1,000,000, statement by statement (`npm run bench:bulk -- --parts
 * totals`, load 1.3, CPU): the earlier version took Approve's 149,144 facts twice (before with
 * `search_initials`, 280 ms; after through a LEFT JOIN, 160 ms) and sorted them six times (a
 * GROUP BY a table and side, 130-210 ms each, ~0.9 s in all), beside the write's 750 ms: 2.1 s,
 * no faster than the triggers. Grouping saves rows only when a step is large: in the service's
 * 80 ms steps (a few thousand rows) nearly every row is its own group, so the sorts cost and
 * saved nothing. Upserting each row instead, at 300,000 in steps of 10,000: 514-552 ms of CPU
 * against 1,005-1,077 ms for one sort per table and side (load 4). What is left of a bulk write
 * is mostly index upkeep (Mark as paid: payments.ts) and ~1-2 us a row a table here.
 */

/** The triggers this module stands in for while a bulk write runs. */
const suspendedPrefixes = [
  'invoice_totals_',
  'invoice_contact_totals_',
  'invoice_initials_',
  'supplier_',
];

/**
 * A step's rows, one each: `was` and `will` say whether it is counted in the totals before and
 * after the write (0 or 1); `status` … `amount_due` are its facts before; `new_status` and
 * `new_paid` its status and Paid after (amount_due, due_date, contact and initials never change).
 */
const factsTableSql = `CREATE TEMP TABLE IF NOT EXISTS bulk_facts (
  id INTEGER PRIMARY KEY, was INTEGER NOT NULL, will INTEGER NOT NULL, status TEXT,
  due_date TEXT, contact_name TEXT, initials INTEGER, amount_paid INTEGER, amount_due INTEGER,
  new_status TEXT, new_paid INTEGER)`;

/**
 * A row's initials as `takeFacts` wants them, from the invoice aliased `alias`: its stored
 * column (schema.ts), worked out by `search_initials` (initials.ts) where that is NULL, or 0 when
 * the database keeps no initials' totals.
 */
function initialsOfRow(db: Database, alias: string): string {
  if (!hasSchemaObject(db, 'table', 'invoice_initials')) return '0';
  return `coalesce(${alias}.initials,
    search_initials(${alias}.contact_name, ${searchedReferenceSql(`${alias}.`)}, ${alias}.notes))`;
}

/** Whether the invoice aliased `alias` is counted in the totals (not hidden, hidden.ts): 1 or 0. */
const countedSql = (alias: string) => `(${alias}.${visibleSql})`;

/**
 * The SELECT list of a step's facts (`takeFacts`) for the invoice aliased `i`: whether it is
 * counted before and after (`was`, `will`: SQL giving 0 or 1; by default, whether it is visible,
 * both), its keys and sums, then its status and Paid after (by default, as they are). `initials`
 * reads them from elsewhere (a hidden row keeps its own, hidden.ts).
 */
export function factsOf(
  db: Database,
  row: { was?: string; will?: string; status?: string; paid?: string; initials?: string } = {},
): string {
  const counted = countedSql('i');
  return `i.id, ${row.was ?? counted}, ${row.will ?? counted}, i.status, i.due_date,
    i.contact_name, ${row.initials ?? initialsOfRow(db, 'i')}, i.amount_paid, i.amount_due,
    ${row.status ?? 'i.status'}, ${row.paid ?? 'i.amount_paid'}`;
}

/**
 * The invoices of a step's chunk, as `i`, for the FROM of `takeFacts`' SELECT: its one parameter
 * is the chunk's ids as a JSON array (distinct, as every step's are). Each id is looked up in
 * turn; `i.id IN (valueListSql)` first built a temporary index of the chunk,
 * 20% more (500,000 ids in steps of 12,500: 330 ms against 275 ms, load 1.6).
 */
export const chunkInvoicesSql = `${valueTable('j')} CROSS JOIN invoices i ON i.id = j.value`;

/**
 * Replaces the step's facts with the rows `select` gives (id, was, will, status, due_date,
 * contact_name, initials, amount_paid, amount_due, new_status, new_paid), with `params`.
 * Returns how many.
 */
export function takeFacts(db: Database, select: string, params: (string | number)[]): number {
  db.exec(factsTableSql);
  db.exec('DELETE FROM temp.bulk_facts');
  idsOfLastFacts = null;
  db.run(`INSERT INTO temp.bulk_facts ${select}`, params);
  return db.getRowsModified();
}

/** The list `idsOfFacts` gave for the facts as they are now: null once `takeFacts` replaces them. */
let idsOfLastFacts: readonly number[] | null = null;

/**
 * The ids of the facts (`takeFacts` found `count` of the step's `chunk`), in order: the chunk
 * itself when every id of it is there (reading 500,000 ids back cost ~0.5 s at a million).
 */
export function idsOfFacts(db: Database, chunk: readonly number[], count: number): number[] {
  const ids =
    count === chunk.length
      ? [...chunk].sort((a, b) => a - b)
      : idColumn(db, 'SELECT id FROM temp.bulk_facts ORDER BY id', []);
  idsOfLastFacts = ids;
  return ids;
}

/**
 * Whether `ids` is the very list `idsOfFacts` gave for the facts as they are now (not since
 * replaced by `takeFacts`): then SQL can read them from `temp.bulk_facts` rather than from JSON.
 */
export function areIdsOfFacts(ids: readonly number[]): boolean {
  return ids === idsOfLastFacts;
}

/**
 * The SET and WHERE of an UPDATE of `invoices` that writes exactly the facts' rows: `target`
 * (a column, or a parenthesised list) takes `values`, columns of the facts (`new_status`). Each
 * row is found by id from the facts (an UPDATE … FROM the facts was planned as a scan of every
 * invoice, which a step of 1,000 rows at a million cannot afford).
 */
export function setFromFacts(target: string, values: string): string {
  return `${target} = (SELECT ${values} FROM temp.bulk_facts f WHERE f.id = invoices.id)
    WHERE id IN (SELECT id FROM temp.bulk_facts)`;
}

/** The tables of running totals and their keys (status among them, as `status`). */
const keyed = [
  { table: 'invoice_totals', keys: ['status', 'due_date'] },
  { table: 'invoice_contact_totals', keys: ['contact_name', 'status', 'due_date'] },
  { table: 'invoice_initials', keys: ['status', 'initials'] },
  { table: 'supplier_totals', keys: ['contact_name', 'status'] },
] as const;

/**
 * Moves the running totals by the step's facts (`takeFacts`), once the write is done or before:
 * the facts say both sides. Each row is taken out under its key before (if it was counted) and
 * added under its key after (if it will be), one upsert a table and side: a key taken to zero
 * stays, as the triggers leave it. A table a kept database lacks is left alone. A write whose
 * rows are all on one side (a Delete: none will be counted; its Undo: none was) says so in
 * `sides`, and the other is not read: 3 passes over the facts for nothing, ~70 ms of a Delete of
 * 500,000 at a million.
 *
 * Grouping the facts by key first (one upsert a key, not a row) saved nothing even where keys
 * are few (Delete of 499,980 at a million in steps of 12,500, CPU, load 1.6): invoice_totals 375
 * ms grouped against 380 per row (16,618 groups), invoice_initials 480 against 480 (178,263),
 * invoice_contact_totals 1,010 against 745 (386,162); in steps of 50,000 (4,180 groups for
 * invoice_totals) still 425-440 against 415. The sort costs what the upserts it saves did, and
 * input sorted by the key (ORDER BY) was slower still for each table (650-1,000 ms).
 */
export function countFacts(db: Database, sides: { was?: boolean; will?: boolean } = {}): void {
  const upsert = addOnConflict(['invoices', 'amount_paid', 'amount_due']);
  for (const { table, keys } of keyed) {
    if (!hasSchemaObject(db, 'table', table)) continue;
    const columns = keys.join(', ');
    const after = keys.map((k) => (k === 'status' ? 'new_status' : k)).join(', ');
    if (sides.was !== false) {
      db.run(`INSERT INTO main.${table} (${columns}, invoices, amount_paid, amount_due)
        SELECT ${columns}, -1, -amount_paid, -amount_due FROM temp.bulk_facts WHERE was ${upsert}`);
    }
    if (sides.will !== false) {
      db.run(`INSERT INTO main.${table} (${columns}, invoices, amount_paid, amount_due)
        SELECT ${after}, 1, new_paid, amount_due FROM temp.bulk_facts WHERE will ${upsert}`);
    }
  }
  if (hasSchemaObject(db, 'table', 'supplier_dates')) countDatedFacts(db);
}

/**
 * Moves the suppliers' dates and terms (supplierTotals.ts) by the step's facts: only rows that
 * come in or go out of them (hidden or shown, voided or not), since a bulk write changes no
 * date, due date or contact. The date is read from the invoice, which keeps it.
 */
function countDatedFacts(db: Database): void {
  const before = "(f.was AND f.status <> 'voided')";
  const after = "(f.will AND f.new_status <> 'voided')";
  const facts = 'temp.bulk_facts f CROSS JOIN invoices i ON i.id = f.id';
  const upsert = addOnConflict(['bills']);
  for (const [sign, where] of [
    [-1, `${before} AND NOT ${after}`],
    [1, `${after} AND NOT ${before}`],
  ] as const) {
    db.run(`INSERT INTO main.supplier_dates SELECT f.contact_name, i.date, ${sign} FROM ${facts}
      WHERE ${where} ${upsert}`);
    db.run(`INSERT INTO main.supplier_terms SELECT f.contact_name, ${termsOf('i')}, ${sign}
      FROM ${facts} WHERE ${where} ${upsert}`);
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

/**
 * Drops the running totals' per-row triggers (call inside the bulk write's transaction, whose
 * steps keep the totals with `takeFacts` and `countFacts`); returns what puts them back (call
 * last, before COMMIT; a rollback puts them back by itself).
 */
export function suspendRowTotals(db: Database): { restore(): void } {
  const triggers = totalsTriggers(db);
  for (const { name } of triggers) db.exec(`DROP TRIGGER main.${name}`);
  return {
    restore() {
      for (const { sql } of triggers) db.exec(sql);
    },
  };
}

/**
 * Runs `work` with the running totals' triggers set aside (inside the caller's transaction): for
 * taking out for good invoices already out of the totals (hidden.ts, purging hidden rows).
 */
export function withoutTotalsTriggers<T>(db: Database, work: () => T): T {
  const suspended = suspendRowTotals(db);
  const result = work();
  suspended.restore();
  return result;
}
