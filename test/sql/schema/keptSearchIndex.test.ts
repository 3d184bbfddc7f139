import { describe, expect, it } from 'vitest';
import type { Database } from 'sql.js';
import { openStore } from '../../../src/sql/io/load';
import { updateReference } from '../../../src/sql/write/mutations';
import { compileSummary } from '../../../src/sql/plan/reads';
import { context, openDatabaseBytes, openSampleDatabase, sampleRecords, selectAll } from '../db';

/** The search index as main declared it before it stopped keeping each invoice's size. */
const previousSearchIndexSql = `CREATE VIRTUAL TABLE main.invoice_search
  USING fts4(body, tokenize=simple, content="invoice_text", prefix="1,2")`;

const records = sampleRecords(300);

function tableNames(db: Database): string[] {
  return selectAll(db, {
    sql: "SELECT name FROM sqlite_schema WHERE name LIKE 'invoice_search%' ORDER BY name",
    params: [],
  }).map((row) => String(row[0]));
}

/** How many invoices a search finds, by the query the footer runs. */
function found(db: Database, search: string): number {
  const [row] = selectAll(db, compileSummary({ filters: [], search }, context));
  return Number(row?.[0]);
}

/** What the same search finds, counted from the records without SQL. */
function expected(search: string): number {
  return records.filter((r) =>
    `${r.contactName} ${r.reference} ${r.notes.join(' ')}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => word.startsWith(search)),
  ).length;
}

describe('the search index keeps no size of each invoice (it costs 10 MB at a million)', () => {
  it('has no table of document sizes in a new table', () => {
    const db = openSampleDatabase(records);
    expect(tableNames(db)).not.toContain('invoice_search_docsize');
    expect(found(db, 'g')).toBe(expected('g'));
  });

  it('still opens, searches and follows an edit in a table saved with the sizes', () => {
    const old = openSampleDatabase(records);
    old.exec('DROP TABLE invoice_search');
    old.exec(previousSearchIndexSql);
    old.exec('INSERT INTO invoice_search (docid, body) SELECT rowid, body FROM invoice_text');
    const reopened = openDatabaseBytes(old.export());
    openStore(reopened);
    expect(tableNames(reopened)).toContain('invoice_search_docsize');
    for (const search of ['g', 'gl', 'inv-01']) {
      expect(found(reopened, search)).toBeGreaterThan(0);
    }
    expect(found(reopened, 'gl')).toBe(expected('gl'));
    expect(updateReference(reopened, 7, 'Zebra crossing')).toBe(true);
    expect(found(reopened, 'zebra')).toBe(1);
    reopened.exec("INSERT INTO invoice_search(invoice_search) VALUES ('integrity-check')");
  });
});
