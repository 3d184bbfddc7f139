import type { Database } from 'sql.js';
import type { PaymentInput, PaymentKind } from '../../domain/payment';
import type { Selection } from '../../domain/selection';
import { idColumn, inTransaction } from './bulkWrite';
import { writeInSteps, type StepOptions } from './bulkSteps';
import { compile } from '../compile/compile';
import { visibleSql } from './hidden';
import {
  chunkInvoicesSql,
  countFacts,
  factsOf,
  idsOfFacts,
  setFromFacts,
  takeFacts,
} from '../schema/runningTotals';
import { selectedIdsPlan } from '../plan/selection';
import type { CompileContext, Condition } from '../compile/types';
import { least, numbered, valueListSql } from '../compile/dialect';

/**
 * Payments are rows of their own (bill, date, amount in pence, reference). `invoices.amount_paid`
 * stays the stored sum of a bill's payments (the indexes, the running totals and the footer read
 * it): every write here changes both in one transaction. A payment that settles a bill makes it
 * Paid and keeps the status it had in `settled_from`, so taking the payment back restores it;
 * a part payment leaves the status as it was, so "owes nothing ⇔ Paid" holds (totals.ts).
 *
 * A write's payments take consecutive ids from the highest kept plus one, in bill order, so the
 * logged change (the first id and the bills) replays to the same ids on a regenerated sample or
 * in another tab.
 */
export const paymentsTableSql = `
CREATE TABLE main.payments (
  id INTEGER PRIMARY KEY,
  bill INTEGER NOT NULL,
  date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  reference TEXT NOT NULL,
  settled_from TEXT
);
`;
export const paymentsIndexSql = 'CREATE INDEX main.payments_bill ON payments(bill)';

/**
 * The sample's payments, set-based from the invoices just loaded: a bill part paid has one
 * payment of what it paid, dated its due date (today if that is still to come); a paid bill one
 * such, or (odd ids) two that sum to its total, the first dated the bill's date. No ORDER BY and
 * no date arithmetic, and `payments_bill` is made after (one sorted build): at 200,000 invoices
 * this costs 350-530 ms of CPU against 6.7 s for the load (one pass in bill order into an index
 * made first measured 420-500 ms); at 1,000,000 (1,100,826 payments) 2.9-3.8 s against 36 s.
 */
export function samplePaymentsSql(today: string): { sql: string; params: string[] } {
  return {
    sql: `INSERT INTO payments (bill, date, amount, reference, settled_from)
      SELECT id, ${least(numbered(1), 'due_date')},
        CASE WHEN status = 'paid' AND id % 2 = 1 AND amount_paid > 1
          THEN amount_paid - amount_paid / 2 ELSE amount_paid END, '', NULL
      FROM invoices WHERE amount_paid > 0
      UNION ALL
      SELECT id, date, amount_paid / 2, '', NULL FROM invoices
      WHERE status = 'paid' AND id % 2 = 1 AND amount_paid > 1`,
    params: [today],
  };
}

/** Adds the sample's payments (samplePaymentsSql); make `payments_bill` after. */
export function addSamplePayments(db: Database, today: string): void {
  const { sql, params } = samplePaymentsSql(today);
  db.run(sql, params);
}

/** A bill still awaiting payment: approved (sent, viewed, overdue) and owing something. */
const awaitingSql = "status IN ('sent','viewed','overdue') AND amount_due > amount_paid";

export type { PaymentInput };

/** The next payment id: one past the highest kept. */
export function nextPaymentId(db: Database): number {
  return (idColumn(db, 'SELECT coalesce(max(id), 0) FROM payments', [])[0] ?? 0) + 1;
}

/** Why a payment cannot be recorded against a bill as it is now, or null when it can. */
export function paymentProblem(db: Database, input: PaymentInput): string | null {
  const rows = idColumn(
    db,
    `SELECT amount_due - amount_paid FROM invoices WHERE id = ? AND ${visibleSql}`,
    [input.bill],
  );
  if (rows.length === 0) return 'That bill no longer exists';
  const status = readStatus(db, input.bill);
  const what = input.kind === 'credit' ? 'credited' : 'paid';
  if (status === 'draft') return `A draft cannot be ${what}: approve it first`;
  if (status === 'voided') return `A voided bill owes nothing and cannot be ${what}`;
  const owed = rows[0] ?? 0;
  if (owed <= 0) return 'This bill is already paid';
  if (!Number.isInteger(input.amount) || input.amount <= 0) return 'Amount must be more than zero';
  if (input.amount > owed) return 'Amount is more than is still owed';
  return null;
}

function readStatus(db: Database, bill: number): string | undefined {
  const stmt = db.prepare('SELECT status FROM invoices WHERE id = ?');
  try {
    stmt.bind([bill]);
    return stmt.step() ? String(stmt.get()[0]) : undefined;
  } finally {
    stmt.free();
  }
}

/** Adds a payment's amount (first parameter) to the bill (second), Paid when it pays it all. */
const addPaidSql = `UPDATE invoices SET amount_paid = amount_paid + ${numbered(1)},
    status = CASE WHEN amount_paid + ${numbered(1)} = amount_due THEN 'paid' ELSE status END
  WHERE id = ${numbered(2)}`;

/**
 * Records one payment with id `id` (by default the next) if the bill can take it; returns the
 * payment's id, or the reason it was refused. Paying what is still owed makes the bill Paid.
 */
export function recordPayment(
  db: Database,
  input: PaymentInput,
  id: number = nextPaymentId(db),
): { ok: true; id: number } | { ok: false; error: string } {
  return inTransaction(db, () => {
    const problem = paymentProblem(db, input);
    if (problem) return { ok: false as const, error: problem };
    db.run(
      `INSERT INTO payments (id, bill, date, amount, reference, settled_from, kind)
       SELECT ?, id, ?, ?, ?, CASE WHEN amount_paid + ? = amount_due THEN status END, ?
       FROM invoices WHERE id = ?`,
      [
        id,
        input.date,
        input.amount,
        input.reference,
        input.amount,
        input.kind ?? 'payment',
        input.bill,
      ],
    );
    db.run(addPaidSql, [input.amount, input.bill]);
    return { ok: true as const, id };
  });
}

/**
 * Pays the given bills in full, dated `date` (one step of Mark as paid; call with the running
 * totals' triggers set aside: it keeps them by set, runningTotals.ts). Each payment takes the
 * next id (one past the highest), in bill order: the step's facts are kept by id, so the ORDER BY
 * needs no sort.
 */
export function payInFull(db: Database, bills: readonly number[], date: string): number[] {
  const count = takeFacts(
    db,
    `SELECT ${factsOf(db, { status: "'paid'", paid: 'i.amount_due' })}
    FROM ${chunkInvoicesSql} WHERE i.${awaitingSql}`,
    [JSON.stringify(bills)],
  );
  if (count === 0) return [];
  db.run(
    `INSERT INTO payments (bill, date, amount, reference, settled_from)
     SELECT id, ?, amount_due - amount_paid, '', status FROM temp.bulk_facts ORDER BY id`,
    [date],
  );
  db.run(`UPDATE invoices SET ${setFromFacts('(amount_paid, status)', 'new_paid, new_status')}`);
  countFacts(db);
  return idsOfFacts(db, bills, count);
}

/**
 * Mark as paid: pays in full, dated `date`, every selected bill awaiting payment (drafts and paid
 * bills are left), a step at a time in one transaction like Approve (bulkSteps.ts), answering
 * reads between steps. Returns the bills paid, in order, and the id of the first payment (the
 * rest follow it).
 *
 * Its floor is index upkeep: a bill paid moves in five indexes (amount_paid, status + date,
 * owed, the owing bills' due dates, status), and at a million, 300,000 bills, the UPDATE alone
 * took 3.8 s without the totals' triggers and 0.56 s without the indexes as well (quiet
 * machine, one statement); in the service's steps of a few thousand, 20-40% more (load 6). The
 * running totals by set add ~1-2 us a bill a table (runningTotals.ts). No index was dropped:
 * each serves a sort or a view (Paid, Amount due, the status views, Awaiting payment's ageing).
 */
export async function markPaid(
  db: Database,
  selection: Selection,
  date: string,
  context: CompileContext,
  options?: StepOptions,
): Promise<{ ids: number[]; first: number }> {
  const awaiting: Condition = {
    kind: 'in',
    column: 'status',
    values: ['sent', 'viewed', 'overdue'],
    negated: false,
    indexed: true,
  };
  const selected = compile(selectedIdsPlan(selection, context, [awaiting]));
  let first = 0;
  const ids = await writeInSteps(
    db,
    () => {
      // Inside the transaction: no other write can take these ids before this one commits.
      first = nextPaymentId(db);
      return idColumn(db, selected.sql, selected.params);
    },
    (chunk) => payInFull(db, chunk, date),
    { ...options, totalsBySet: true },
  );
  return { ids, first };
}

/**
 * Takes back the payments with ids from `first` to `first + count - 1` (an Undo), a step at a
 * time in one transaction (bulkSteps.ts): each bill's Paid goes down by the amount, and a bill a
 * payment had settled gets its status back. Returns the bills touched.
 */
export function removePayments(
  db: Database,
  first: number,
  count: number,
  options?: StepOptions,
): Promise<number[]> {
  return writeInSteps(
    db,
    () =>
      idColumn(db, 'SELECT id FROM payments WHERE id BETWEEN ? AND ? ORDER BY id', [
        first,
        first + count - 1,
      ]),
    (chunk) => takeBack(db, chunk),
    { ...options, totalsBySet: true },
  );
}

function takeBack(db: Database, chunk: readonly number[]): number[] {
  const json = JSON.stringify(chunk);
  const taken = `(SELECT bill, sum(amount) AS total, max(settled_from) AS settled_from FROM payments
    WHERE id IN (${valueListSql}) GROUP BY bill) AS p`;
  // A bill a payment had settled gets its status back; one settled by a payment not taken back
  // stays paid. A hidden bill (hidden.ts) is out of the running totals, and stays out.
  const statusAfter = (row: string) => `coalesce(p.settled_from, CASE WHEN ${row}.status = 'paid'
    THEN (SELECT q.settled_from FROM payments q WHERE q.bill = p.bill
          AND q.settled_from IS NOT NULL) END, ${row}.status)`;
  const bills = takeFacts(
    db,
    `SELECT ${factsOf(db, { status: statusAfter('i'), paid: 'i.amount_paid - p.total' })}
    FROM ${taken} JOIN invoices i ON i.id = p.bill`,
    [json],
  );
  db.run(`UPDATE invoices SET ${setFromFacts('(amount_paid, status)', 'new_paid, new_status')}`);
  countFacts(db);
  // A deleted bill's payments go back to the bill in the trash, so a restore brings it back right.
  // When every payment was for a bill of its own in `invoices`, none was for one in the trash
  // (and the statement cost ~1 us a payment for nothing).
  if (bills < chunk.length) {
    db.run(
      `UPDATE trash SET amount_paid = amount_paid - p.total, status = ${statusAfter('trash')}
       FROM ${taken} WHERE trash.id = p.bill`,
      [json],
    );
  }
  return idColumn(db, `DELETE FROM payments WHERE id IN (${valueListSql}) RETURNING bill`, [json]);
}

export interface PaymentRow {
  id: number;
  date: string;
  amount: number;
  reference: string;
  /** A payment, or a credit note (its number in `reference`). */
  kind: PaymentKind;
}

/** A bill's payments and credit notes, oldest first. */
export function paymentsOf(db: Database, bill: number): PaymentRow[] {
  const stmt = db.prepare(
    'SELECT id, date, amount, reference, kind FROM payments WHERE bill = ? ORDER BY date, id',
  );
  try {
    stmt.bind([bill]);
    const rows: PaymentRow[] = [];
    while (stmt.step()) {
      const [id, date, amount, reference, kind] = stmt.get() as [
        number,
        string,
        number,
        string,
        string,
      ];
      rows.push({ id, date, amount, reference, kind: kind === 'credit' ? 'credit' : 'payment' });
    }
    return rows;
  } finally {
    stmt.free();
  }
}
