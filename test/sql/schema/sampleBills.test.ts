import { describe, expect, it } from 'vitest';
import { createBillWriter, recordImport } from '../../../src/sql/io/imports';
import { isSampleBill, markSampleBills } from '../../../src/sql/schema/sampleBills';
import { openSampleDatabase, sampleRecords, today } from '../db';

function rows(db: ReturnType<typeof openSampleDatabase>, sql: string) {
  return db.exec(sql)[0]?.values ?? [];
}

/** Two imported bills after the sample, `lines` giving the first one a stored line. */
function importTwo(db: ReturnType<typeof openSampleDatabase>, first: number, number: string) {
  db.exec('BEGIN');
  const writer = createBillWriter(db, first, () => 'x');
  const bill = {
    reference: 'R',
    contactName: 'Old Ltd',
    status: 'draft' as const,
    date: today,
    dueDate: today,
    total: 100,
    paid: 0,
    notes: [],
  };
  const line = {
    description: 'Desk',
    quantity: 1,
    unitAmount: 1,
    discount: 0,
    accountCode: '',
    taxType: '',
    taxAmount: 0,
    amount: 100,
  };
  writer.write([
    { ...bill, number, lines: [line] },
    { ...bill, number: `INV-${first + 1}`, lines: [] },
  ]);
  writer.finish();
  writer.free();
  db.exec('COMMIT');
}

describe('sample_bills', () => {
  it('is written by the load: the sample is ids 1 to its size', () => {
    const db = openSampleDatabase(sampleRecords(12));
    expect(rows(db, 'SELECT first, last FROM sample_bills')).toEqual([[1, 12]]);
    expect([0, 1, 12, 13].map((id) => isSampleBill(db, id))).toEqual([false, true, true, false]);
  });

  it('is made for a table kept before it from the rows stored: INV- numbered as its own id', () => {
    const db = openSampleDatabase(sampleRecords(12));
    db.exec('DROP TABLE sample_bills');
    // An import kept before records, one after: neither is the sample, though one is 'INV-14'.
    importTwo(db, 13, 'INV-13');
    importTwo(db, 15, 'X-1');
    recordImport(db, { first: 15, last: 16, bills: 2, file: 'b.csv', at: `${today}T10:00:00Z` });
    expect(rows(db, 'SELECT id, number FROM invoices WHERE id > 11 ORDER BY id')).toEqual([
      [12, 'INV-012'],
      [13, 'INV-13'],
      [14, 'INV-14'],
      [15, 'X-1'],
      [16, 'INV-16'],
    ]);
    expect(isSampleBill(db, 5)).toBe(false);

    markSampleBills(db);
    // INV-13 has a stored line and INV-16 is in a recorded import: neither is the sample. The
    // unrecorded INV-14, numbered as its own id and without lines, cannot be told from it.
    expect(rows(db, 'SELECT first, last FROM sample_bills')).toEqual([[1, 14]]);
    markSampleBills(db);
    expect(rows(db, 'SELECT first, last FROM sample_bills')).toEqual([[1, 14]]);
  });

  it('is made empty for a table that holds no sample bill', () => {
    const db = openSampleDatabase(sampleRecords(3));
    db.exec('DROP TABLE sample_bills');
    db.exec("UPDATE invoices SET number = 'A-' || id");
    markSampleBills(db);
    expect(rows(db, 'SELECT count(*) FROM sample_bills')).toEqual([[0]]);
  });
});
