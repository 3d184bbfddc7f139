import { describe, expect, it } from 'vitest';
import { checkedTables, quickCheckTable } from '../../../src/sql/io/quickCheck';
import { withCorruptPage } from '../corruptPage';
import { openDatabaseBytes, openSampleDatabase } from '../db';

describe('quick_check a table at a time', () => {
  const good = openSampleDatabase().export();

  it('names every table but the search index’s virtual one, whose shadow tables it checks', () => {
    const tables = checkedTables(openDatabaseBytes(good));
    expect(tables).toContain('invoices');
    expect(tables).toContain('invoice_search_segments');
    expect(tables).not.toContain('invoice_search');
  });

  it('passes every table of a whole file', () => {
    const db = openDatabaseBytes(good);
    expect(checkedTables(db).map((table) => quickCheckTable(db, table))).toEqual(
      checkedTables(db).map(() => null),
    );
  });

  it('finds a cell written over in the middle of a page, in the table whose index it is', () => {
    const damaged = withCorruptPage(good, 'invoices_notes');
    expect(damaged.length).toBe(good.length);
    const db = openDatabaseBytes(damaged);
    // It still opens and reads the bills: only the check finds the fault.
    expect(db.exec('SELECT count(*) FROM invoices')[0]?.values).toEqual([[100]]);
    const found = checkedTables(db).filter((table) => quickCheckTable(db, table) !== null);
    expect(found).toEqual(['invoices']);
    expect(quickCheckTable(db, 'invoices')).toMatch(/page \d+/);
  });
});
