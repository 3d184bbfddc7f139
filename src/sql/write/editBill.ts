import type { Database } from 'sql.js';
import type { BillFields, EditChange } from '../../domain/bill/editChange';
import type { EditOutcome } from '../../domain/bill/editCheck';
import type { BillEditSource, StoredLine } from '../../domain/bill/editSource';
import { searchBody, searchedReference } from '../../domain/search';
import { inTransaction } from './bulkWrite';
import { visibleSql } from './hidden';
import { insertBillLines } from './newBill';
import { dataVersion, rowVersion, stampVersions } from './versions';
import { ftsSetText } from '../compile/dialect';

/**
 * A bill as Edit reads it (editSource.ts): its row, how many payments it has, its stored lines,
 * and the data version it was read at. Null when it is not there (deleted, or never was).
 */
export function readBillEditSource(db: Database, id: number): BillEditSource | null {
  const stmt = db.prepare(
    `SELECT number, contact_name, reference, status, date, due_date, amount_due, amount_paid,
       notes, (SELECT count(*) FROM payments p WHERE p.bill = invoices.id)
     FROM invoices WHERE id = ? AND ${visibleSql}`,
  );
  let row: unknown[] | undefined;
  try {
    stmt.bind([id]);
    if (stmt.step()) row = stmt.get();
  } finally {
    stmt.free();
  }
  if (!row) return null;
  const [number, contactName, reference, status, date, dueDate, total, paid, notes, payments] =
    row as [string, string, string, string, string, string, number, number, string, number];
  return {
    id,
    number,
    contactName,
    reference,
    status,
    date,
    dueDate,
    total,
    paid,
    notes,
    payments,
    lines: storedLines(db, id),
    basedOn: dataVersion(db),
  };
}

function storedLines(db: Database, id: number): StoredLine[] {
  const stmt = db.prepare(
    `SELECT description, quantity, unit_amount, discount, account_code, tax_type, tax_amount,
       amount FROM bill_lines WHERE bill = ? ORDER BY position`,
  );
  try {
    stmt.bind([id]);
    const lines: StoredLine[] = [];
    while (stmt.step()) {
      const [description, quantity, unitAmount, discount, accountCode, taxType, taxAmount, amount] =
        stmt.get() as [string, number, number, number, string, string, number, number];
      lines.push({
        description,
        quantity,
        unitAmount,
        discount,
        accountCode,
        taxType,
        taxAmount,
        amount,
      });
    }
    return lines;
  } finally {
    stmt.free();
  }
}

/** The columns of `invoices` an edit writes, by field (a closed list: no name comes from input). */
const columns = {
  contactName: 'contact_name',
  reference: 'reference',
  date: 'date',
  dueDate: 'due_date',
  total: 'amount_due',
  notes: 'notes',
} as const;

/**
 * Writes an edit's `after` to bill `id` in one transaction, as the Reference edit does
 * (mutations.ts): the search index first while the row still holds its old text (schema.ts),
 * then the row, its initials set to NULL when From, Reference or Notes change (worked out again
 * where read), then its lines replaced when they changed. The counting triggers move the running
 * totals, the contact's totals and the initials' totals with the row. Stamps the bill at a new
 * data version, which it returns; null (nothing written) when the bill is not there.
 */
export function applyBillEdit(db: Database, id: number, after: BillFields): number | null {
  return inTransaction(db, () => {
    const stmt = db.prepare(
      `SELECT contact_name, reference, number, notes FROM invoices WHERE id = ? AND ${visibleSql}`,
    );
    let row: [string, string, string, string] | undefined;
    try {
      stmt.bind([id]);
      if (stmt.step()) row = stmt.get() as [string, string, string, string];
    } finally {
      stmt.free();
    }
    if (!row) return null;
    const [contactName, reference, number, notes] = row;
    const text = after.contactName ?? after.reference ?? after.notes;
    if (text !== undefined) {
      const nextNotes = after.notes ?? notes;
      db.run(ftsSetText('invoice_search'), [
        searchBody(
          after.contactName ?? contactName,
          searchedReference(after.reference ?? reference, number),
          nextNotes === '' ? [] : nextNotes.split('\n'),
        ),
        id,
      ]);
    }
    const set: string[] = [];
    const params: (string | number)[] = [];
    for (const field of Object.keys(columns) as (keyof typeof columns)[]) {
      const value = after[field];
      if (value === undefined) continue;
      set.push(`${columns[field]} = ?`);
      params.push(value);
    }
    if (text !== undefined) set.push('initials = NULL');
    if (set.length > 0)
      db.run(`UPDATE invoices SET ${set.join(', ')} WHERE id = ?`, [...params, id]);
    if (after.lines) {
      db.run('DELETE FROM bill_lines WHERE bill = ?', [id]);
      insertBillLines(db, id, after.lines);
    }
    return stampVersions(db, [id]);
  });
}

/** What became of an edit, or of its Undo. */
export type EditWrite =
  | { kind: 'saved'; version: number; before: BillFields; after: BillFields }
  | { kind: 'missing' }
  /** Changed after the version the edit was based on: nothing written; `newer` is it now. */
  | { kind: 'changed'; newer: BillEditSource }
  | { kind: 'refused'; reason: string }
  | { kind: 'nothing' };

/**
 * An edit of bill `id` based on data version `basedOn`: refused, unwritten, when the bill
 * changed after it (in another tab, or here since the form was opened), with the bill as it is
 * now; otherwise `decide` (editCheck.ts, editOf) judges it against the bill as it stands, and
 * the change it makes is written. Writes run one at a time (operations.ts), so nothing changes
 * the bill between the read and the write.
 */
export function editBasedOn(
  db: Database,
  id: number,
  basedOn: number,
  decide: (source: BillEditSource) => EditOutcome,
): EditWrite {
  const source = readBillEditSource(db, id);
  if (!source) return { kind: 'missing' };
  if (rowVersion(db, id) > basedOn) return { kind: 'changed', newer: source };
  const outcome = decide(source);
  if (outcome.kind !== 'change') return outcome;
  const version = applyBillEdit(db, id, outcome.after);
  if (version === null) return { kind: 'missing' };
  return { kind: 'saved', version, before: outcome.before, after: outcome.after };
}

/**
 * Undoes `edit`, which made data version `madeAt`: puts its `before` back, unless the bill
 * changed after it (then nothing is written, and the bill as it is now is returned).
 */
export function undoEditSince(db: Database, edit: EditChange, madeAt: number): EditWrite {
  const source = readBillEditSource(db, edit.id);
  if (!source) return { kind: 'missing' };
  if (rowVersion(db, edit.id) > madeAt) return { kind: 'changed', newer: source };
  const version = applyBillEdit(db, edit.id, edit.before);
  if (version === null) return { kind: 'missing' };
  return { kind: 'saved', version, before: edit.after, after: edit.before };
}
