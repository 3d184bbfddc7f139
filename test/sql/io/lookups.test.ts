import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { billIdByNumber } from '../../../src/sql/plan/billDetail';
import { createBillWriter, nextInvoiceId } from '../../../src/sql/io/imports';
import { openStore } from '../../../src/sql/io/load';
import { changedSince, dataVersion, stampVersions } from '../../../src/sql/write/versions';
import { openDatabaseBytes, openSampleDatabase, sampleRecords, today } from '../db';

/**
 * Two lookups that read a few rows of a large table through an index, never a pass over every
 * row: a link's bill by number, and a write's check of what changed since a version.
 */

function plan(db: Database, sql: string, params: (string | number)[]): string {
  const rows = db.exec(`EXPLAIN QUERY PLAN ${sql}`, params)[0]?.values ?? [];
  return rows.map((row) => String(row[3])).join('; ');
}

/** Bills written as an import writes them: a number and a Reference of their own. */
function importBills(db: Database, bills: { number: string; reference: string }[]): number {
  const first = nextInvoiceId(db);
  db.exec('BEGIN');
  const writer = createBillWriter(db, first, () => 'x');
  writer.write(
    bills.map(({ number, reference }) => ({
      number,
      reference,
      contactName: 'Acme',
      status: 'draft',
      date: today,
      dueDate: today,
      total: 100,
      paid: 0,
      notes: [],
      lines: [],
    })),
  );
  writer.finish();
  writer.free();
  db.exec('COMMIT');
  return first;
}

const scan = (db: Database, number: string) => {
  const found = db.exec('SELECT min(id) FROM invoices WHERE number = ?', [number])[0]?.values[0];
  return (found?.[0] as number | null | undefined) ?? null;
};

describe('a link finds its bill by number through indexes', () => {
  const records = sampleRecords(200);

  it('finds every kind of bill a pass over every bill finds, and none that is not there', () => {
    const db = openSampleDatabase(records);
    const [a, b, c] = [records[10], records[50], records[120]];
    if (!a || !b || !c) throw new Error('sample changed');
    db.run('UPDATE invoices SET reference = ? WHERE id = ?', ['EDITED', b.id]);
    // Another bill's Reference set to a's number: it is not a's bill.
    db.run('UPDATE invoices SET reference = ? WHERE id = ?', [a.number, c.id]);
    const first = importBills(db, [
      { number: 'X-1', reference: 'Order 9' },
      { number: 'X-2', reference: 'X-2' },
      // The same number twice: the lowest id, as before.
      { number: 'X-1', reference: '' },
      // A number a sample bill has: that bill (the lowest id).
      { number: a.number, reference: 'mine' },
    ]);
    const cases: [string, number | null][] = [
      [a.number, a.id],
      [b.number, b.id],
      [c.number, c.id],
      ['X-1', first],
      ['X-2', first + 1],
      ['EDITED', null],
      ['Order 9', null],
      ['INV-NOPE', null],
      ['', null],
    ];
    for (const [number, id] of cases) {
      expect(billIdByNumber(db, number), number).toBe(id);
      expect(billIdByNumber(db, number), number).toBe(scan(db, number));
    }
  });

  it('reads the index on Number, not the table, for sample, edited and imported bills', () => {
    const db = openSampleDatabase(records);
    db.run("UPDATE invoices SET reference = 'EDITED' WHERE id = 7");
    importBills(db, [{ number: 'X-1', reference: 'Order 9' }]);
    expect(plan(db, 'SELECT min(id) FROM invoices WHERE number = ?1', ['X-1'])).toBe(
      'SEARCH invoices USING COVERING INDEX invoices_number (number=?)',
    );
    expect(billIdByNumber(db, records[6]?.number ?? '')).toBe(7);
    expect(billIdByNumber(db, 'X-1')).toBe(records.length + 1);
  });

  it('a table kept before the index on Number gets it when opened, and finds edited bills', () => {
    const old = openSampleDatabase(records);
    old.run("UPDATE invoices SET reference = 'EDITED' WHERE id = 7");
    old.exec('DROP INDEX invoices_number');
    const reopened = openDatabaseBytes(old.export());
    openStore(reopened);
    expect(
      reopened.exec("SELECT count(*) FROM sqlite_schema WHERE name = 'invoices_number'")[0]?.values,
    ).toEqual([[1]]);
    expect(billIdByNumber(reopened, records[6]?.number ?? '')).toBe(7);
  });
});

describe('a write’s check of what changed since its version', () => {
  it('sees every row changed after the version, each once, and none before', () => {
    const db = openSampleDatabase(sampleRecords(100));
    const seen: number[] = [dataVersion(db)];
    const changes = [[1, 2, 3], [3, 4], [], [5], [2, 6, 7], [8]];
    for (const ids of changes) seen.push(stampVersions(db, ids));
    // From every version a tab may have seen, what a tab holding it must leave alone.
    for (let at = 0; at < seen.length; at++) {
      const since = seen[at] as number;
      const expected = new Set(changes.slice(at).flat());
      expect(
        [...changedSince(db, since)].sort((x, y) => x - y),
        `since ${since}`,
      ).toEqual([...expected].sort((x, y) => x - y));
    }
  });

  it('reads only what changed since, through the index on the version', () => {
    const db = openSampleDatabase(sampleRecords(100));
    stampVersions(db, [1]);
    expect(plan(db, 'SELECT id FROM row_versions WHERE version > ?', [0])).toBe(
      'SEARCH row_versions USING COVERING INDEX row_versions_version (version>?)',
    );
  });

  it('a table kept before the index gets it, its versions as they were', () => {
    const old = openSampleDatabase(sampleRecords(100));
    stampVersions(old, [1, 2]);
    stampVersions(old, [2, 3]);
    old.exec('DROP INDEX row_versions_version');
    const reopened = openDatabaseBytes(old.export());
    expect([...changedSince(reopened, 1)].sort()).toEqual([2, 3]);
    expect(
      reopened.exec("SELECT count(*) FROM sqlite_schema WHERE name = 'row_versions_version'")[0]
        ?.values,
    ).toEqual([[1]]);
  });
});
