import type { Database } from 'sql.js';
import { idColumn } from '../write/bulkWrite';
import { createInitialsCounter, initialsOf, insertInitialsSql } from '../plan/initials';
import { createIndexSql, indexes } from '../schema/schema';
import { searchBody, searchedReference } from '../../domain/search';
import { createTotalsCounter } from '../plan/totals';
import { createContactTotalsCounter, insertContactTotalsSql } from '../schema/contactTotals';
import { countSuppliers, supplierInsertTriggers } from '../suppliers/supplierTotals';
import type { BillLine, ImportBill, ImportPayment } from '../../domain/import/bills';
import type { InvoiceStatus } from '../../domain/statuses';
import { creditNoteNumber } from '../../domain/payment';
import { nextPaymentId } from '../write/payments';
import { addOnConflict, ftsAdd, ftsOptimize } from '../compile/dialect';

export { importOf, recordImport, type ImportRecord } from './importRecords';

/**
 * Writing imported bills. The bills get the ids after every id in use (in the table or the
 * trash), one after another, so an import is a range of ids and Undo removes exactly that range
 * (removeImport.ts). Xero's lines go to `bill_lines` (schema.ts).
 */

/**
 * A bill ready to write: the import's bill (money in pence, dates ISO) with a stored status.
 * `total` is the bill's total as given, a voided one's too (it is set aside, voids.ts).
 * `payments`, when given, add up to `paid` (paymentsCell.ts); none given, what it has paid is
 * one payment dated the bill's date.
 */
export type NewBill = Omit<
  ImportBill,
  'status' | 'notes' | 'lines' | 'lineNumbers' | 'payments'
> & {
  status: InvoiceStatus;
  notes: readonly string[];
  lines: readonly NewBillLine[];
  payments?: readonly ImportPayment[];
};

/** A line of a bill as the import keeps it (the domain's `BillLine`). */
export type NewBillLine = BillLine;

/** A bill's row, as an import or a bill typed by hand writes it (write/newBill.ts). */
export const insertInvoiceSql = `INSERT INTO invoices (id, invoice_id, number, reference, contact_name,
  status, date, due_date, amount_due, amount_paid, notes, initials)
  VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`;
/** One of a bill's lines, numbered from 1 by `position`. */
export const insertLineSql = `INSERT INTO bill_lines (bill, position, description, quantity, unit_amount,
  discount, account_code, tax_type, tax_amount, amount) VALUES (?,?,?,?,?,?,?,?,?,?)`;

/** The first letters of a bill's searched words, worked out where it is written (initials.ts). */
export function billInitials(
  contactName: string,
  reference: string,
  number: string,
  notes: readonly string[],
): number {
  return initialsOf(
    searchBody(contactName, searchedReference(reference, number), notes).split(' '),
  );
}

/** The first id free after every invoice, in the table or in the trash. */
export function nextInvoiceId(db: Database): number {
  const [max] = idColumn(
    db,
    'SELECT max(coalesce((SELECT max(id) FROM invoices), 0), coalesce((SELECT max(id) FROM trash), 0))',
    [],
  );
  return (max ?? 0) + 1;
}

/**
 * The triggers that count an inserted invoice into the running totals (totals.ts, initials.ts,
 * contactTotals.ts). An import counts its bills itself and adds the sums once at the end: with
 * the triggers, 50,000 bills took 5.7 s to insert (the contact totals' upsert per row), without
 * them 0.5 s.
 */
const countingTriggers = [
  'invoice_totals_insert',
  'invoice_initials_insert',
  'invoice_contact_totals_insert',
  ...supplierInsertTriggers,
];

const upsertSums = addOnConflict(['invoices', 'amount_paid', 'amount_due']);
const addTotalsSql = `INSERT INTO invoice_totals VALUES (?, ?, ?, ?, ?) ${upsertSums}`;
const addInitialsSql = `${insertInitialsSql} ${upsertSums}`;
const addContactTotalsSql = `${insertContactTotalsSql} ${upsertSums}`;

/**
 * Whether to write an import the way a load is written: the sort indexes dropped and built again
 * after (one sorted build each). Worth it when the import is large beside what is there: the
 * builds read every invoice.
 */
export function bulkImport(newBills: number, existing: number): boolean {
  return newBills >= 5000 && newBills >= existing / 4;
}

/** Runs `sql` once per row with one prepared statement. */
function runEach(db: Database, sql: string, rows: readonly (readonly (string | number)[])[]) {
  const stmt = db.prepare(sql);
  try {
    for (const row of rows) stmt.run(row as (string | number)[]);
  } finally {
    stmt.free();
  }
}

/**
 * Writes bills a slice at a time inside one transaction the caller opened: `write` puts the
 * next bills in, numbered on from `firstId`; `finish` completes the write (adds up the running
 * totals, and in bulk mode builds the indexes) and `free` lets the statements go. The search
 * index is not told: once the transaction is committed, `searchSteps` fills it for the new ids
 * (a search tests each row meanwhile, service.ts). A rollback undoes everything, the dropped
 * indexes and triggers included.
 */
export function createBillWriter(db: Database, firstId: number, newId: () => string, bulk = false) {
  const triggers = new Map<string, string>();
  const totals = createTotalsCounter();
  const initials = createInitialsCounter();
  const contacts = createContactTotalsCounter();
  if (bulk) {
    for (const index of indexes) db.exec(`DROP INDEX IF EXISTS main.${index.name}`);
  }
  // The schema keeps a trigger's text without the database it was created in.
  const schema = String(
    db.exec("SELECT schema FROM pragma_table_list WHERE name = 'invoices'")[0]?.values[0]?.[0],
  );
  const found = db.prepare(
    `SELECT name, sql FROM "${schema}".sqlite_schema WHERE type = 'trigger' AND name IN (${countingTriggers.map(() => '?').join(', ')})`,
  );
  found.bind(countingTriggers);
  while (found.step()) {
    const [name, sql] = found.get() as [string, string];
    triggers.set(name, sql.replace(/^CREATE TRIGGER /i, `CREATE TRIGGER "${schema}".`));
  }
  found.free();
  for (const name of triggers.keys()) db.exec(`DROP TRIGGER "${schema}".${name}`);
  const invoice = db.prepare(insertInvoiceSql);
  const line = db.prepare(insertLineSql);
  // Paid stays the sum of a bill's payments: the file's own, or what it paid as one payment.
  // Ids follow the highest kept, so a credit note given no number gets CN- and its own id.
  const payment = db.prepare(
    `INSERT INTO payments (id, bill, date, amount, reference, settled_from, kind)
     VALUES (?, ?, ?, ?, ?, NULL, ?)`,
  );
  let paymentId = nextPaymentId(db);
  // A voided bill's total is set aside and its stored total is 0, as a void leaves it. What it
  // was before the void is not in a file: awaiting payment ('sent'), what a void requires.
  const voided = db.prepare(`INSERT INTO voided_bills (id, total, was) VALUES (?, ?, 'sent')`);
  let id = firstId;
  return {
    write(bills: readonly NewBill[]): void {
      for (const bill of bills) {
        const bits = billInitials(bill.contactName, bill.reference, bill.number, bill.notes);
        const stored = bill.status === 'voided' ? 0 : bill.total;
        invoice.run([
          id,
          newId(),
          bill.number,
          bill.reference,
          bill.contactName,
          bill.status,
          bill.date,
          bill.dueDate,
          // amount_due holds the bill's total, as the sample's do (DESIGN: what is still owed is
          // the total less what is paid; the table does not yet show that difference).
          stored,
          bill.paid,
          bill.notes.join('\n'),
          bits,
        ]);
        if (bill.status === 'voided') voided.run([id, bill.total]);
        const given = bill.payments ?? [];
        const payments: readonly ImportPayment[] =
          given.length > 0 || bill.paid <= 0
            ? given
            : [{ kind: 'payment', date: bill.date, amount: bill.paid, reference: '' }];
        for (const p of payments) {
          const reference =
            p.kind === 'credit' ? creditNoteNumber(p.reference, paymentId) : p.reference;
          payment.run([paymentId, id, p.date, p.amount, reference, p.kind]);
          paymentId += 1;
        }
        const counted = {
          contactName: bill.contactName,
          status: bill.status,
          dueDate: bill.dueDate,
          amountPaid: bill.paid,
          amountDue: stored,
        };
        totals.add(counted);
        contacts.add(counted);
        initials.addBits(counted as Parameters<typeof initials.addBits>[0], bits);
        bill.lines.forEach((l, position) => {
          line.run([
            id,
            position + 1,
            l.description,
            l.quantity,
            l.unitAmount,
            l.discount,
            l.accountCode,
            l.taxType,
            l.taxAmount,
            l.amount,
          ]);
        });
        id += 1;
      }
    },
    /** The last id written, or firstId − 1 when none was. */
    lastId: () => id - 1,
    /** Completes the write: the totals added, the triggers back; in bulk mode the indexes built. */
    finish(): void {
      if (bulk) for (const index of indexes) db.exec(createIndexSql(index));
      runEach(db, addTotalsSql, totals.rows());
      runEach(db, addInitialsSql, initials.rows());
      runEach(db, addContactTotalsSql, contacts.rows());
      // The suppliers' by set over the new bills' ids (their triggers were set aside with these).
      if (triggers.has('supplier_totals_insert')) {
        countSuppliers(db, 'id >= ? AND id < ?', { params: [firstId, id] });
      }
      for (const sql of triggers.values()) db.exec(sql);
    },
    free(): void {
      invoice.free();
      line.free();
      payment.free();
      voided.free();
    },
  };
}

/** Invoices per step when the search index is filled after an import. */
const searchChunk = 20_000;

/**
 * Fills the search index for the invoices `first` to `last` an import committed, a chunk at a
 * time, each step its own transaction (run outside any other). The entries are read from the
 * view `invoice_text`, as after a load (load.ts). After a large import (`optimize`) the index is
 * merged into one segment, as a load leaves it. Yields after each step.
 */
export function* searchSteps(
  db: Database,
  first: number,
  last: number,
  optimize: boolean,
): Generator<string, void> {
  const fill = db.prepare(
    ftsAdd('invoice_search', 'invoice_text', (key) => `${key} >= ? AND ${key} <= ?`),
  );
  try {
    for (let from = first; from <= last; from += searchChunk) {
      fill.run([from, Math.min(last, from + searchChunk - 1)]);
      yield 'search';
    }
  } finally {
    fill.free();
  }
  if (!optimize) return;
  db.exec(ftsOptimize('invoice_search'));
  yield 'optimize';
}
