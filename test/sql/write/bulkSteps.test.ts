import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { writeInSteps } from '../../../src/sql/write/bulkSteps';
import { openSampleDatabase, selectAll } from '../db';

/**
 * Every bulk write runs through writeInSteps: one transaction, written a step at a time, with
 * the running totals kept by set while their triggers are set aside (runningTotals.ts).
 */

const count = (db: Database) =>
  Number(selectAll(db, { sql: 'SELECT count(*) FROM invoices', params: [] })[0]?.[0]);
const triggers = (db: Database) =>
  selectAll(db, {
    sql: "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name",
    params: [],
  });
const totals = (db: Database) =>
  selectAll(db, { sql: 'SELECT * FROM invoice_totals ORDER BY 1, 2', params: [] });
const deleteStep = (db: Database) => (ids: readonly number[]) => {
  db.run('DELETE FROM invoices WHERE id IN (SELECT value FROM json_each(?))', [
    JSON.stringify(ids),
  ]);
  return [...ids];
};

describe('writeInSteps', () => {
  it('lets the caller in between steps, with every step before it whole', async () => {
    const db = openSampleDatabase();
    const seen: number[] = [];
    const written = await writeInSteps(db, () => [1, 2, 3, 4, 5], deleteStep(db), {
      chunkSize: 2,
      between: async () => {
        seen.push(count(db));
      },
    });
    expect(written).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([98, 96]);
    expect(count(db)).toBe(95);
  });

  it('a failure in a later step takes back every step, the triggers put back too', async () => {
    const db = openSampleDatabase();
    const before = { triggers: triggers(db), totals: totals(db) };
    expect(before.triggers.length).toBeGreaterThan(0);
    const write = deleteStep(db);
    await expect(
      writeInSteps(
        db,
        () => [1, 2, 3, 4, 5, 6],
        (ids) => {
          if (ids.includes(5)) throw new Error('disk on fire');
          return write(ids);
        },
        { chunkSize: 2 },
      ),
    ).rejects.toThrow('disk on fire');
    expect(count(db)).toBe(100);
    expect(triggers(db)).toEqual(before.triggers);
    expect(totals(db)).toEqual(before.totals);
    // And the connection is usable: no transaction was left open.
    db.exec('BEGIN; COMMIT;');
  });

  it('sizes steps by time: a slow step makes the next one smaller', async () => {
    const db = openSampleDatabase();
    let clock = 0;
    const big = Array.from({ length: 5000 }, (_, i) => i + 1);
    const bigSizes: number[] = [];
    await writeInSteps(
      db,
      () => big,
      (chunk) => {
        bigSizes.push(chunk.length);
        clock += 80; // every step takes twice the 40 ms it may
        return [];
      },
      { now: () => clock, stepMs: 40 },
    );
    expect(bigSizes.slice(0, 3)).toEqual([1000, 500, 500]);
  });
});
