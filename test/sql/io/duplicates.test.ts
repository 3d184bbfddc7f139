import { describe, expect, it } from 'vitest';
import { existingBillSql, findExistingBills } from '../../../src/sql/io/duplicates';
import { openSampleDatabase, sampleRecords } from '../db';

describe('findExistingBills', () => {
  const records = sampleRecords(20);
  const db = openSampleDatabase(records);
  db.exec("UPDATE invoices SET reference = 'PO 1' WHERE id = 4");
  const [third, fourth] = [records[2], records[3]];
  if (!third || !fourth) throw new Error('sample too small');

  it('finds a bill by contact and number, whether its Reference is its number or not', () => {
    const found = findExistingBills(db, [
      { contactName: third.contactName, number: 'INV-003' },
      { contactName: fourth.contactName, number: 'INV-004' },
      { contactName: 'Someone else', number: 'INV-003' },
      { contactName: third.contactName, number: 'INV-999' },
      { contactName: third.contactName, number: '' },
    ]);
    expect(found).toEqual([
      {
        id: 3,
        contactName: third.contactName,
        number: 'INV-003',
        date: third.date,
        total: third.amountDue,
      },
      {
        id: 4,
        contactName: fourth.contactName,
        number: 'INV-004',
        date: fourth.date,
        total: fourth.amountDue,
      },
      null,
      null,
      null,
    ]);
  });

  it('reads the index on Number, never the whole table', () => {
    const stmt = db.prepare(`EXPLAIN QUERY PLAN ${existingBillSql}`);
    stmt.bind(['c', 'a']);
    const plan: string[] = [];
    while (stmt.step()) plan.push(String(stmt.get()[3]));
    stmt.free();
    expect(plan).toEqual([
      'SEARCH invoices USING INDEX invoices_number (number=?)',
      'USING ROWID SEARCH ON TABLE hidden_invoices FOR IN-OPERATOR',
    ]);
  });
});
