import type { Database } from 'sql.js';
import { idColumn, inTransaction } from './bulkWrite';
import { visibleSql } from './hidden';
import { rowVersion, stampVersions } from './versions';
import { insertOrReplace } from '../compile/dialect';

/**
 * Voiding a bill and its Undo (voidsAndCredits.ts says how a voided bill is kept). One row each,
 * with the running totals' triggers in place: they move the bill's sums out of every total as
 * its stored total goes to 0, and back on Undo.
 */

/** A bill awaiting payment (approved: sent, viewed or a kept 'overdue'). */
const awaitingStatuses = ['sent', 'viewed', 'overdue'];

interface BillFacts {
  status: string;
  paid: number;
  payments: number;
}

function factsOf(db: Database, id: number): BillFacts | null {
  const stmt = db.prepare(
    `SELECT status, amount_paid, (SELECT count(*) FROM payments p WHERE p.bill = invoices.id)
     FROM invoices WHERE id = ? AND ${visibleSql}`,
  );
  try {
    stmt.bind([id]);
    if (!stmt.step()) return null;
    const [status, paid, payments] = stmt.get() as [string, number, number];
    return { status, paid, payments };
  } finally {
    stmt.free();
  }
}

/** Why bill `id` cannot be voided as it is now, or null when it can. */
export function voidProblem(db: Database, id: number): string | null {
  const bill = factsOf(db, id);
  if (!bill) return 'That bill no longer exists';
  if (bill.status === 'voided') return 'This bill is already voided';
  if (bill.status === 'draft') return 'A draft is deleted, not voided';
  if (!awaitingStatuses.includes(bill.status)) return 'Only a bill awaiting payment can be voided';
  if (bill.paid > 0 || bill.payments > 0) {
    return 'This bill has payments or credits: remove them before voiding it';
  }
  return null;
}

/**
 * Voids bill `id` if it can be (`voidProblem`): its total and status are set aside and it is
 * stored voided, owing nothing. Stamps its row version. Returns the reason when refused.
 */
export function voidBill(db: Database, id: number): { ok: true } | { ok: false; error: string } {
  return inTransaction(db, () => {
    const problem = voidProblem(db, id);
    if (problem) return { ok: false as const, error: problem };
    db.run(
      insertOrReplace(
        'voided_bills (id, total, was)',
        'SELECT id, amount_due, status FROM invoices WHERE id = ?',
      ),
      [id],
    );
    db.run("UPDATE invoices SET status = 'voided', amount_due = 0 WHERE id = ?", [id]);
    stampVersions(db, [id]);
    return { ok: true as const };
  });
}

/**
 * Undoes a void: the bill's total and status come back. False when it is not voided (or no
 * longer there). Stamps its row version.
 */
export function unvoidBill(db: Database, id: number): boolean {
  return inTransaction(db, () => {
    const found = idColumn(
      db,
      `SELECT v.id FROM voided_bills v JOIN invoices i ON i.id = v.id
       WHERE v.id = ? AND i.status = 'voided' AND i.${visibleSql}`,
      [id],
    );
    if (found.length === 0) return false;
    db.run(
      `UPDATE invoices SET (status, amount_due) =
         (SELECT was, total FROM voided_bills v WHERE v.id = invoices.id)
       WHERE id = ?`,
      [id],
    );
    db.run('DELETE FROM voided_bills WHERE id = ?', [id]);
    stampVersions(db, [id]);
    return true;
  });
}

/** A voided bill's total as it was given (null when the bill is not voided). */
export function voidedTotal(db: Database, id: number): number | null {
  const [total] = idColumn(
    db,
    `SELECT v.total FROM voided_bills v JOIN invoices i ON i.id = v.id
     WHERE v.id = ? AND i.status = 'voided'`,
    [id],
  );
  return total ?? null;
}

/** What became of a void or its Undo asked by a person, based on the version they saw. */
export type VoidWrite =
  { kind: 'saved'; version: number } | { kind: 'refused'; error: string } | { kind: 'changed' };

/** Voids bill `id` unless another tab changed it after version `basedOn`. */
export function voidBasedOn(db: Database, id: number, basedOn: number): VoidWrite {
  if (rowVersion(db, id) > basedOn) return { kind: 'changed' };
  const done = voidBill(db, id);
  return done.ok ? { kind: 'saved', version: rowVersion(db, id) } : { kind: 'refused', ...done };
}

/** Undoes the void that made version `voidedAt`, unless the bill changed after it. */
export function unvoidSince(db: Database, id: number, voidedAt: number): VoidWrite {
  if (rowVersion(db, id) > voidedAt) return { kind: 'changed' };
  return unvoidBill(db, id)
    ? { kind: 'saved', version: rowVersion(db, id) }
    : { kind: 'refused', error: 'This bill is no longer voided' };
}
