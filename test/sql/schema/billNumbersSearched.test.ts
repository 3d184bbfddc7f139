import type { Database, SqlValue } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { readDatabaseVersion, schemaVersion } from '../../../src/sql/schema/migrations';
import { openStore } from '../../../src/sql/io/load';
import { searchRefill } from '../../../src/sql/io/searchFill';
import { searchTokens } from '../../../src/domain/search';
import { searchedReferenceSql } from '../../../src/sql/compile/columns';
import { openSampleDatabase, sampleRecords } from '../db';
import { asVersion9 } from '../../../bench/migrate/olderVersions';

/** Migration 10, bills found by their number: a version 9 table in, its search index after. */

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** The ids the search index finds for `text`, each word a prefix, as a search asks. */
function found(db: Database, text: string): number[] {
  const phrase = `"${searchTokens(text)
    .map((word) => `${word}*`)
    .join(' ')}"`;
  return rows(db, `SELECT docid FROM invoice_search WHERE invoice_search MATCH '${phrase}'`).map(
    ([id]) => Number(id),
  );
}

/** A sample of 40 at version 9, the Reference of the bills `apart` no longer its number. */
function version9(apart: (id: number) => boolean): Database {
  const db = openSampleDatabase(sampleRecords(40));
  for (let id = 1; id <= 40; id++) {
    if (apart(id)) db.run('UPDATE invoices SET reference = ? WHERE id = ?', [`PO ${id}`, id]);
  }
  asVersion9(db);
  return db;
}

const numberOf = (db: Database, id: number) =>
  String(rows(db, `SELECT number FROM invoices WHERE id = ${id}`)[0]?.[0]);

const initialsTotals = (db: Database) =>
  rows(db, 'SELECT * FROM invoice_initials WHERE invoices > 0 ORDER BY 1, 2');

const recounted = (db: Database) =>
  rows(
    db,
    `SELECT status, search_initials(contact_name, ${searchedReferenceSql()}, notes) AS bits,
      count(*), sum(amount_paid), sum(amount_due), 0 FROM invoices GROUP BY 1, 2 ORDER BY 1, 2`,
  );

describe('10 bill numbers searched', () => {
  it('puts a few bills apart back in the index at once, found by number and Reference', () => {
    const db = version9((id) => id === 3 || id === 7);
    expect(found(db, numberOf(db, 3))).toEqual([]);
    openStore(db);
    expect(readDatabaseVersion(db).version).toBe(schemaVersion);
    expect(found(db, numberOf(db, 3))).toEqual([3]);
    expect(found(db, 'PO 7')).toEqual([7]);
    expect(found(db, numberOf(db, 12))).toEqual([12]);
    expect(searchRefill(db)).toBeNull();
    expect(initialsTotals(db).map((r) => r.slice(0, 5))).toEqual(
      recounted(db).map((r) => r.slice(0, 5)),
    );
    expect(rows(db, "SELECT name FROM sqlite_schema WHERE name LIKE 'invoices_number%'")).toEqual([
      ['invoices_number'],
    ]);
  });

  it('empties the index when most bills are apart, and its refill finds every bill', () => {
    const db = version9((id) => id % 4 !== 0);
    openStore(db);
    expect(rows(db, 'SELECT count(*) FROM invoice_search_segdir')).toEqual([[0]]);
    expect(found(db, 'PO 5')).toEqual([]);
    const refill = searchRefill(db);
    expect(refill).not.toBeNull();
    const steps = [...(refill ?? [])];
    expect(steps.at(-1)).toBe('optimize');
    for (let id = 1; id <= 40; id++) expect(found(db, numberOf(db, id))).toContain(id);
    expect(found(db, 'PO 5')).toEqual([5]);
    expect(searchRefill(db)).toBeNull();
    expect(initialsTotals(db).map((r) => r.slice(0, 5))).toEqual(
      recounted(db).map((r) => r.slice(0, 5)),
    );
  });

  it('leaves an empty table with nothing to fill', () => {
    const db = openSampleDatabase([]);
    expect(searchRefill(db)).toBeNull();
  });
});
