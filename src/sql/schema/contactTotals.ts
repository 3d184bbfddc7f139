import type { Database } from 'sql.js';
import type { Invoice } from '../../domain/invoice';
import type { Source } from '../compile/types';

/**
 * Running totals per contact, status and due date, for Group by From: reading the invoices for
 * it takes 1.5 s at a million (every row looked up through the contact index), and these hold a
 * row per contact, status and due date instead. Status, due-date and 'Overdue by' filters narrow
 * them exactly as they narrow invoice_totals (totals.ts, `totalsCanAnswer`). Triggers keep them
 * in step with every write, as they do invoice_totals.
 */
export const contactTotalsTableSql = `
CREATE TABLE main.invoice_contact_totals (
  contact_name TEXT NOT NULL,
  status TEXT NOT NULL,
  due_date TEXT NOT NULL,
  invoices INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  amount_due INTEGER NOT NULL,
  PRIMARY KEY (contact_name, status, due_date)
) WITHOUT ROWID;
`;

const add = `INSERT INTO invoice_contact_totals
    VALUES (new.contact_name, new.status, new.due_date, 1, new.amount_paid, new.amount_due)
  ON CONFLICT DO UPDATE SET invoices = invoices + 1,
    amount_paid = amount_paid + excluded.amount_paid, amount_due = amount_due + excluded.amount_due;`;
const take = `UPDATE invoice_contact_totals SET invoices = invoices - 1,
    amount_paid = amount_paid - old.amount_paid, amount_due = amount_due - old.amount_due
  WHERE contact_name = old.contact_name AND status = old.status AND due_date = old.due_date;`;

export const contactTotalsTriggersSql = `
CREATE TRIGGER main.invoice_contact_totals_insert AFTER INSERT ON invoices BEGIN ${add} END;
CREATE TRIGGER main.invoice_contact_totals_delete AFTER DELETE ON invoices BEGIN ${take} END;
CREATE TRIGGER main.invoice_contact_totals_update
AFTER UPDATE OF contact_name, status, due_date, amount_paid, amount_due ON invoices
BEGIN ${take} ${add} END;
`;

export const insertContactTotalsSql =
  'INSERT INTO invoice_contact_totals VALUES (?, ?, ?, ?, ?, ?)';

export const contactTotalsTable: Source = { kind: 'table', table: 'invoice_contact_totals' };

type Row = [string, string, string, number, number, number];

/**
 * Totals counted while loading, as `createTotalsCounter` does (a GROUP BY after sorts them all):
 * maps by contact, status and due date in turn, so no key is built per invoice.
 */
export function createContactTotalsCounter() {
  const byContact = new Map<string, Map<string, Map<string, Row>>>();
  return {
    add(r: Pick<Invoice, 'contactName' | 'status' | 'dueDate' | 'amountPaid' | 'amountDue'>) {
      let byStatus = byContact.get(r.contactName);
      if (!byStatus) byContact.set(r.contactName, (byStatus = new Map()));
      let byDue = byStatus.get(r.status);
      if (!byDue) byStatus.set(r.status, (byDue = new Map()));
      const row = byDue.get(r.dueDate);
      if (row) {
        row[3] += 1;
        row[4] += r.amountPaid;
        row[5] += r.amountDue;
      } else
        byDue.set(r.dueDate, [r.contactName, r.status, r.dueDate, 1, r.amountPaid, r.amountDue]);
    },
    rows: (): Row[] =>
      [...byContact.values()].flatMap((byStatus) =>
        [...byStatus.values()].flatMap((byDue) => [...byDue.values()]),
      ),
  };
}

/** Creates the totals and their triggers from the counted rows (a new table being loaded). */
export function writeContactTotals(db: Database, rows: readonly Row[]): void {
  db.exec(contactTotalsTableSql);
  const insert = db.prepare(insertContactTotalsSql);
  for (const row of rows) insert.run(row);
  insert.free();
  db.exec(contactTotalsTriggersSql);
}
