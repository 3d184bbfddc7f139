import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { searchedReferenceSql } from '../../../src/sql/compile/columns';
import type { Selection } from '../../../src/domain/selection';
import type { StatusFilterValue } from '../../../src/domain/statuses';
import { BulkWriteCancelled } from '../../../src/sql/write/bulkSteps';
import { openStore } from '../../../src/sql/io/load';
import {
  approveInvoices,
  unapproveInvoices,
  updateReference,
} from '../../../src/sql/write/mutations';
import { deleteInvoices, restoreInvoices } from '../../../src/sql/write/trash';
import { initialsTriggersSql } from '../../../src/sql/plan/initials';
import { markPaid, removePayments } from '../../../src/sql/write/payments';
import { context, openSampleDatabase, sampleRecords, today, unversion } from '../db';

/**
 * Approve, Mark as paid, Delete and their Undos change the running totals' keys and sums for
 * every row they write, by set (runningTotals.ts). Whatever the step size, each table of totals
 * must equal a full recount over the visible invoices afterwards (and after the Undo), whether
 * the invoices keep their initials or not (a table kept before the column), and the triggers
 * must be as they were.
 */

const all = (db: Database, sql: string) => db.exec(sql)[0]?.values ?? [];

/** The running totals as kept, and as counted again from every invoice. */
function totalsAndRecount(db: Database) {
  const sums = 'count(*), sum(amount_paid), sum(amount_due)';
  const kept = (table: string, keys: string) =>
    all(
      db,
      `SELECT ${keys}, invoices, amount_paid, amount_due FROM ${table}
      WHERE invoices > 0 ORDER BY ${keys}`,
    );
  // Hidden invoices (a Delete, hidden.ts) are out of every total.
  const counted = (keys: string, key = keys) =>
    all(
      db,
      `SELECT ${key}, ${sums} FROM invoices WHERE id NOT IN (SELECT id FROM hidden_invoices)
      GROUP BY ${keys} ORDER BY ${keys}`,
    );
  return {
    kept: {
      totals: kept('invoice_totals', 'status, due_date'),
      contacts: kept('invoice_contact_totals', 'contact_name, status, due_date'),
      initials: kept('invoice_initials', 'status, initials'),
    },
    counted: {
      totals: counted('status, due_date'),
      contacts: counted('contact_name, status, due_date'),
      // Worked out from the words, not read from the stored column (schema.ts).
      initials: counted(
        'status, bits',
        `status, search_initials(contact_name, ${searchedReferenceSql()}, notes) AS bits`,
      ),
    },
  };
}

const triggers = (db: Database) =>
  all(db, "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name");

function expectTotalsRecounted(db: Database) {
  const { kept, counted } = totalsAndRecount(db);
  expect(kept).toEqual(counted);
}

const records = sampleRecords(300);
const everyMatch = (status: StatusFilterValue): Selection => ({
  kind: 'matching',
  query: { filters: [{ column: 'status', operator: 'is', values: [status] }], search: '' },
  except: [],
});
const awaiting: Selection = {
  kind: 'matching',
  query: {
    filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
    search: '',
  },
  except: [],
};

describe.each([1, 7, 1000])('in steps of %i', (chunkSize) => {
  it('Approve and its Undo leave every running total equal to a recount', async () => {
    const db = openSampleDatabase(records);
    const before = { triggers: triggers(db), totals: totalsAndRecount(db).kept };
    const moved = await approveInvoices(db, everyMatch('draft'), context, { chunkSize });
    expect(moved.length).toBeGreaterThan(0);
    expect(all(db, "SELECT count(*) FROM invoices WHERE status = 'draft'")).toEqual([[0]]);
    expectTotalsRecounted(db);
    expect(triggers(db)).toEqual(before.triggers);
    await unapproveInvoices(db, moved, { chunkSize });
    expectTotalsRecounted(db);
    expect(totalsAndRecount(db).kept).toEqual(before.totals);
  });

  it('Mark as paid and its Undo leave every running total equal to a recount', async () => {
    const db = openSampleDatabase(records);
    const before = { triggers: triggers(db), totals: totalsAndRecount(db).kept };
    const { ids, first } = await markPaid(db, awaiting, today, context, { chunkSize });
    expect(ids.length).toBeGreaterThan(0);
    expect(
      all(db, "SELECT count(*) FROM invoices WHERE status IN ('sent','viewed','overdue')"),
    ).toEqual([[0]]);
    expectTotalsRecounted(db);
    expect(triggers(db)).toEqual(before.triggers);
    await removePayments(db, first, ids.length, { chunkSize });
    expectTotalsRecounted(db);
    expect(totalsAndRecount(db).kept).toEqual(before.totals);
  });
});

it('a Mark as paid that fails in a later step changes no total and puts the triggers back', async () => {
  const db = openSampleDatabase(records);
  const before = { triggers: triggers(db), totals: totalsAndRecount(db).kept };
  let steps = 0;
  await expect(
    markPaid(db, awaiting, today, context, {
      chunkSize: 5,
      onStep: () => {
        steps += 1;
        if (steps === 3) throw new Error('tab closed');
      },
    }),
  ).rejects.toThrow('tab closed');
  expect(triggers(db)).toEqual(before.triggers);
  expect(totalsAndRecount(db).kept).toEqual(before.totals);
  expectTotalsRecounted(db);
});

/**
 * A table kept before invoices kept their initials (schema.ts): the column is added as it is
 * opened (load.ts, openStore), NULL in every row, and read as search_initials(...) where NULL.
 */
function keptBeforeInitials(records = sampleRecords(300)): Database {
  const db = openSampleDatabase(records);
  for (const [name] of all(
    db,
    "SELECT name FROM sqlite_schema WHERE name LIKE 'invoice_initials_%' AND type = 'trigger'",
  )) {
    db.exec(`DROP TRIGGER ${String(name)}`);
  }
  db.exec('ALTER TABLE invoices DROP COLUMN initials; ALTER TABLE trash DROP COLUMN initials');
  db.exec(
    initialsTriggersSql.replaceAll(
      /coalesce\((new|old)\.initials,\s*(search_initials\((?:[^()]|\([^()]*\))*\))\)/g,
      '$2',
    ),
  );
  unversion(db);
  openStore(db);
  expect(all(db, 'SELECT count(*), count(initials) FROM invoices')).toEqual([[300, 0]]);
  return db;
}

describe.each([
  ['kept with the invoices', () => openSampleDatabase(records)],
  ['kept before the column (NULL)', () => keptBeforeInitials(records)],
])('initials %s', (_, open) => {
  it('Approve, Mark as paid, Delete and their Undos leave every total equal to a recount', async () => {
    const db = open();
    const before = { triggers: triggers(db) };
    const options = { chunkSize: 7 };
    expectTotalsRecounted(db);
    // A draft whose Reference is edited first: its stored initials no longer hold.
    const draft = Number(all(db, "SELECT id FROM invoices WHERE status = 'draft' LIMIT 1")[0]?.[0]);
    expect(updateReference(db, draft, 'Zebra 42 quay')).toBe(true);
    expectTotalsRecounted(db);
    const moved = await approveInvoices(db, everyMatch('draft'), context, options);
    expectTotalsRecounted(db);
    const { ids, first } = await markPaid(db, awaiting, today, context, options);
    expectTotalsRecounted(db);
    const deleted = await deleteInvoices(db, everyMatch('paid'), 1, context, options);
    expect(deleted.length).toBeGreaterThan(0);
    expectTotalsRecounted(db);
    expect(await restoreInvoices(db, 1, options)).toEqual(deleted);
    expectTotalsRecounted(db);
    await removePayments(db, first, ids.length, options);
    expectTotalsRecounted(db);
    await unapproveInvoices(db, moved, options);
    expectTotalsRecounted(db);
    expect(triggers(db)).toEqual(before.triggers);
  });
});

it('a Delete while rows are hidden, and both Undos, keep every total equal to a recount', async () => {
  const db = openSampleDatabase(records);
  const before = totalsAndRecount(db).kept;
  const options = { chunkSize: 7 };
  const first = await deleteInvoices(db, everyMatch('overdue'), 1, context, options);
  expectTotalsRecounted(db);
  // Every invoice, the hidden ones among them: only those still shown are hidden again.
  const all: Selection = { kind: 'matching', query: { filters: [], search: '' }, except: [] };
  const second = await deleteInvoices(db, all, 2, context, options);
  expect(second.length).toBe(records.length - first.length);
  expect(totalsAndRecount(db).counted.totals).toEqual([]);
  expectTotalsRecounted(db);
  expect(await restoreInvoices(db, 1, options)).toEqual(first);
  expectTotalsRecounted(db);
  expect(await restoreInvoices(db, 2, options)).toEqual(second);
  expect(totalsAndRecount(db).kept).toEqual(before);
});

describe.each([
  [
    'Approve',
    (db: Database, cancelled: () => boolean) =>
      approveInvoices(db, everyMatch('draft'), context, { chunkSize: 5, cancelled }),
  ],
  [
    'Mark as paid',
    (db: Database, cancelled: () => boolean) =>
      markPaid(db, awaiting, today, context, { chunkSize: 5, cancelled }),
  ],
  [
    'Delete',
    (db: Database, cancelled: () => boolean) =>
      deleteInvoices(db, everyMatch('paid'), 1, context, { chunkSize: 5, cancelled }),
  ],
])('%s cancelled after its second step', (_, write) => {
  it('changes no total and puts the triggers back', async () => {
    const db = openSampleDatabase(records);
    const before = { triggers: triggers(db), totals: totalsAndRecount(db).kept };
    let steps = 0;
    await expect(write(db, () => ++steps === 2)).rejects.toBeInstanceOf(BulkWriteCancelled);
    expect(triggers(db)).toEqual(before.triggers);
    expect(totalsAndRecount(db).kept).toEqual(before.totals);
    expectTotalsRecounted(db);
  });
});
