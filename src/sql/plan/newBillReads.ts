import type { Database } from 'sql.js';
import { usualTermsSql } from '../suppliers/suppliersSource';
import type { ContactCount } from '../../domain/bill/suggest';
import { visibleSql } from '../write/hidden';

/**
 * The reads New bill makes as the person types: the contacts with their bill counts (for From's
 * suggestions), a contact's usual terms (for Due date's default) and a bill of the same contact
 * and Reference (the duplicate warning). None reads every bill.
 */

/**
 * Every contact with its number of bills, from the per-contact totals (a row per contact, status
 * and due date, which leave hidden bills out: contactTotals.ts), not a pass over the bills.
 */
export function contactCounts(db: Database): ContactCount[] {
  const stmt = db.prepare(
    `SELECT contact_name, sum(invoices) FROM invoice_contact_totals
     GROUP BY contact_name HAVING sum(invoices) > 0`,
  );
  try {
    const contacts: ContactCount[] = [];
    while (stmt.step()) {
      const [name, bills] = stmt.get() as [string, number];
      contacts.push({ name, bills });
    }
    return contacts;
  } finally {
    stmt.free();
  }
}

/**
 * A contact's usual terms, as the Suppliers list shows them (suppliersSource.ts): read from the
 * running terms per contact, a few rows, rather than grouping every bill of the contact. Null for
 * a contact with no bills.
 */
export function usualTerms(db: Database, contactName: string): number | null {
  const stmt = db.prepare(usualTermsSql('?'));
  try {
    stmt.bind([contactName]);
    return stmt.step() ? (stmt.get()[0] as number) : null;
  } finally {
    stmt.free();
  }
}

/** A bill already there from the same contact with the same Reference (any case). */
export interface DuplicateBill {
  id: number;
  number: string;
  reference: string;
}

export function duplicateBill(
  db: Database,
  contactName: string,
  reference: string,
): DuplicateBill | null {
  if (reference.trim() === '') return null;
  const stmt = db.prepare(
    `SELECT id, number, reference FROM invoices
     WHERE contact_name = ? AND lower(reference) = lower(?) AND ${visibleSql}
     ORDER BY id LIMIT 1`,
  );
  try {
    stmt.bind([contactName.trim(), reference.trim()]);
    if (!stmt.step()) return null;
    const [id, number, found] = stmt.get() as [number, string, string];
    return { id, number, reference: found };
  } finally {
    stmt.free();
  }
}
