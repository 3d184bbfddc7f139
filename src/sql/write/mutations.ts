import type { Database } from 'sql.js';
import { searchBody, searchedReference } from '../../domain/search';
import type { Selection } from '../../domain/selection';
import { idColumn, inTransaction, withoutLeftOut, type LeaveOut } from './bulkWrite';
import { writeInSteps, type StepOptions } from './bulkSteps';
import { compile } from '../compile/compile';
import {
  chunkInvoicesSql,
  countFacts,
  factsOf,
  idsOfFacts,
  setFromFacts,
  takeFacts,
} from '../schema/runningTotals';
import { visibleSql } from './hidden';
import { selectedIdsPlan, selectionSumsPlan } from '../plan/selection';
import { selectionTotalsPlan } from '../plan/totals';
import type { CompileContext, Condition } from '../compile/types';
import { ftsSetText } from '../compile/dialect';

/** Counts the selection and sums what is due over it (the bulk bar total). */
export function summarizeSelection(
  db: Database,
  selection: Selection,
  context: CompileContext,
): { count: number; due: number } {
  const sums = compile(
    selectionTotalsPlan(selection, context) ?? selectionSumsPlan(selection, context),
  );
  const stmt = db.prepare(sums.sql);
  try {
    const [count, due] = stmt.get(sums.params) as [number, number];
    return { count, due };
  } finally {
    stmt.free();
  }
}

/**
 * Approve moves selected drafts on to sent (shown Overdue when the due date has already passed:
 * src/domain/overdue.ts). Other statuses are left as they are. The drafts are found
 * first, then moved a step at a time in one transaction (bulkSteps.ts), so the caller can show
 * progress and answer reads between steps. Rows in `leaveOut` (changed since the person looked)
 * are not touched. Returns the ids that moved, in order.
 */
export function approveInvoices(
  db: Database,
  selection: Selection,
  context: CompileContext,
  options?: StepOptions,
  leaveOut?: LeaveOut,
): Promise<number[]> {
  const draft: Condition = {
    kind: 'in',
    column: 'status',
    values: ['draft'],
    negated: false,
    indexed: true,
  };
  const selected = compile(selectedIdsPlan(selection, context, [draft]));
  return writeInSteps(
    db,
    () => withoutLeftOut(idColumn(db, selected.sql, selected.params), leaveOut),
    (chunk) => approveStep(db, chunk),
    { ...options, totalsBySet: true },
  );
}

/**
 * One step of Approve: the drafts of `chunk` move on, the running totals kept by set (call with
 * their triggers set aside, runningTotals.ts). Returns the ids that moved, in order.
 */
export function approveStep(db: Database, chunk: readonly number[]): number[] {
  // Sent, whatever the due date: overdue is read from it (src/domain/overdue.ts).
  return moveStatus(db, chunk, "i.status = 'draft'", "'sent'", []);
}

/**
 * Moves those of `chunk` whose row meets `where` to the status `to` (SQL of the row `i`, with
 * `params` first), keeping the running totals by set (runningTotals.ts). Returns them in order.
 */
function moveStatus(
  db: Database,
  chunk: readonly number[],
  where: string,
  to: string,
  params: string[],
): number[] {
  const count = takeFacts(
    db,
    `SELECT ${factsOf(db, { status: to })}
    FROM ${chunkInvoicesSql} WHERE ${where}`,
    [...params, JSON.stringify(chunk)],
  );
  if (count === 0) return [];
  db.run(`UPDATE invoices SET ${setFromFacts('status', 'new_status')}`);
  countFacts(db);
  return idsOfFacts(db, chunk, count);
}

/**
 * Undoes an Approve: the given invoices that are sent or overdue go back to draft, except those
 * in `leaveOut`, a step at a time in one transaction (bulkSteps.ts). Returns the ids that moved
 * back.
 */
export function unapproveInvoices(
  db: Database,
  ids: readonly number[],
  options?: StepOptions,
  leaveOut?: LeaveOut,
): Promise<number[]> {
  return writeInSteps(
    db,
    () => withoutLeftOut([...ids], leaveOut),
    (chunk) =>
      moveStatus(db, chunk, `i.status IN ('sent', 'overdue') AND i.${visibleSql}`, "'draft'", []),
    { ...options, totalsBySet: true },
  );
}

/** Sets one invoice's Reference (already validated) and keeps its search text in step. */
export function updateReference(db: Database, id: number, reference: string): boolean {
  const stmt = db.prepare(
    `SELECT contact_name, number, notes FROM invoices WHERE id = ? AND ${visibleSql}`,
  );
  let row: [string, string, string] | undefined;
  try {
    stmt.bind([id]);
    if (stmt.step()) row = stmt.get() as [string, string, string];
  } finally {
    stmt.free();
  }
  if (!row) return false;
  const [contactName, number, notes] = row;
  inTransaction(db, () => {
    // The index first: it reads the old text from the invoice to take it out (schema.ts).
    db.run(ftsSetText('invoice_search'), [
      searchBody(
        contactName,
        searchedReference(reference, number),
        notes === '' ? [] : notes.split('\n'),
      ),
      id,
    ]);
    // Its initials are worked out again where read (schema.ts): NULL goes with the new text.
    db.run('UPDATE invoices SET reference = ?, initials = NULL WHERE id = ?', [reference, id]);
  });
  return true;
}
