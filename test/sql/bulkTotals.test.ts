import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { Selection } from '../../src/domain/selection';
import type { StatusFilterValue } from '../../src/domain/statuses';
import { approveInvoices, unapproveInvoices } from '../../src/sql/mutations';
import { markPaid, removePayments } from '../../src/sql/payments';
import { context, openSampleDatabase, sampleRecords, today } from './db';

/**
 * Approve, Mark as paid and their Undos change the running totals' keys and sums for every row
 * they write (runningTotals.ts; their triggers, or by set when a write asks). Whatever the step
 * size, each table of totals must equal a full recount over the invoices afterwards (and after
 * the Undo), and the triggers must be as they were.
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
  const counted = (keys: string, key = keys) =>
    all(db, `SELECT ${key}, ${sums} FROM invoices GROUP BY ${keys} ORDER BY ${keys}`);
  return {
    kept: {
      totals: kept('invoice_totals', 'status, due_date'),
      contacts: kept('invoice_contact_totals', 'contact_name, status, due_date'),
      initials: kept('invoice_initials', 'status, initials'),
    },
    counted: {
      totals: counted('status, due_date'),
      contacts: counted('contact_name, status, due_date'),
      initials: counted(
        'status, initials',
        'status, search_initials(contact_name, reference, notes) AS initials',
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
