import type { Database } from 'sql.js';
import { visibleSql } from '../write/hidden';
import { numbered, unindexed } from '../compile/dialect';

/** A bill already in the table that a bill of a file repeats (same From and Number). */
export interface ExistingBill {
  id: number;
  contactName: string;
  number: string;
  date: string;
  /** Pence. */
  total: number;
}

const columns = 'id, contact_name, number, date, amount_due';

/**
 * The bill numbered the second parameter from the contact the first names (the lowest id if
 * several are), not deleted. The contact is `unindexed`, keeping its index out: a contact has
 * thousands of bills at a million, a number few.
 */
export const existingBillSql = `SELECT ${columns} FROM invoices
  WHERE number = ${numbered(2)} AND ${unindexed('contact_name')} = ${numbered(1)} AND ${visibleSql} ORDER BY id LIMIT 1`;

/**
 * The bills a file would add again: for each bill of it with a number, the bill already here
 * (not deleted) from the same contact with the same number, or none. Each is one lookup in the
 * index on Number, as a link finds a bill (billDetail.ts, billIdByNumber); the contact is then
 * tested on the few found. At a million bills, a file of thousands asks
 * thousands of lookups, never a pass over the table. `found[i]` answers `bills[i]`.
 */
export function findExistingBills(
  db: Database,
  bills: readonly { contactName: string; number: string }[],
): (ExistingBill | null)[] {
  const stmt = db.prepare(existingBillSql);
  try {
    return bills.map(({ contactName, number }) => {
      if (number === '') return null;
      stmt.bind([contactName, number]);
      try {
        if (!stmt.step()) return null;
        const [id, contact, found, date, total] = stmt.get() as [
          number,
          string,
          string,
          string,
          number,
        ];
        return { id, contactName: contact, number: found, date, total };
      } finally {
        stmt.reset();
      }
    });
  } finally {
    stmt.free();
  }
}
