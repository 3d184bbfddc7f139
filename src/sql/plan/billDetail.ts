import type { Database } from 'sql.js';
import { sampleLines, type BillLineView } from '../../domain/payment';
import type { InvoiceStatus } from '../../domain/statuses';
import { importOf, type ImportRecord } from '../io/imports';
import { paymentsOf, type PaymentRow } from '../write/payments';
import { visibleSql } from '../write/hidden';
import { isSampleBill } from '../schema/sampleBills';
import { voidedTotal } from '../write/voids';
import { numbered } from '../compile/dialect';

/** One bill as its detail panel shows it: the row, its lines and its payments and credits. */
export interface BillDetail {
  id: number;
  number: string;
  reference: string;
  contactName: string;
  status: InvoiceStatus;
  date: string;
  dueDate: string;
  /** As given, a voided bill's too (its stored total is 0 while voided: voidsAndCredits.ts). */
  total: number;
  paid: number;
  notes: string;
  /**
   * Its stored lines; for a bill the sample generated (sampleBills.ts), generated ones (from its
   * id) that sum to its total; none for a bill imported without lines.
   */
  lines: BillLineView[];
  imported: boolean;
  /** Whether the sample generated it (its lines then are generated too). */
  sample: boolean;
  /** The import it came in with, as kept (file, when); null for the sample or an older import. */
  importedFrom: ImportRecord | null;
  payments: PaymentRow[];
}

/**
 * The bill numbered `number` (the lowest id if several are), or null: what a link to a bill
 * names. A hidden bill is deleted, so it is never found. Found through the index on Number
 * (schema.ts), never a pass over every bill (~0.1 s at a million).
 */
export function billIdByNumber(db: Database, number: string): number | null {
  const stmt = db.prepare(
    `SELECT min(id) FROM invoices WHERE number = ${numbered(1)} AND ${visibleSql}`,
  );
  try {
    stmt.bind([number]);
    const found = stmt.step() ? stmt.get()[0] : null;
    return typeof found === 'number' ? found : null;
  } finally {
    stmt.free();
  }
}

export function readBillDetail(db: Database, id: number): BillDetail | null {
  const stmt = db.prepare(
    `SELECT id, number, reference, contact_name, status, date, due_date, amount_due,
       amount_paid, notes FROM invoices WHERE id = ? AND ${visibleSql}`,
  );
  let row: unknown[] | undefined;
  try {
    stmt.bind([id]);
    if (stmt.step()) row = stmt.get();
  } finally {
    stmt.free();
  }
  if (!row) return null;
  const [, number, reference, contactName, status, date, dueDate, stored, paid, notes] = row as [
    number,
    string,
    string,
    string,
    InvoiceStatus,
    string,
    string,
    number,
    number,
    string,
  ];
  const total = status === 'voided' ? (voidedTotal(db, id) ?? stored) : stored;
  const kept = importedLines(db, id);
  const sample = isSampleBill(db, id);
  return {
    id,
    number,
    reference,
    contactName,
    status,
    date,
    dueDate,
    total,
    paid,
    notes,
    lines: kept.length > 0 ? kept : sample ? sampleLines(id, total) : [],
    imported: kept.length > 0 || !sample,
    sample,
    importedFrom: importOf(db, id),
    payments: paymentsOf(db, id),
  };
}

function importedLines(db: Database, id: number): BillLineView[] {
  const stmt = db.prepare(
    'SELECT description, quantity, amount FROM bill_lines WHERE bill = ? ORDER BY position',
  );
  try {
    stmt.bind([id]);
    const lines: BillLineView[] = [];
    while (stmt.step()) {
      const [description, quantity, amount] = stmt.get() as [string, number, number];
      lines.push({ description, quantity, amount });
    }
    return lines;
  } finally {
    stmt.free();
  }
}
