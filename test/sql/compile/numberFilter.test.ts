import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../src/domain/query';
import { compileRows } from '../../../src/sql/plan/reads';
import { idsOf, openSampleDatabase, sampleRecords, selectAll, today } from '../db';

/**
 * The Number filter: a bill's number as typed, or its start, in the case written or in upper or
 * lower case, found through the index on Number. Imported bills carry numbers of their own.
 */
const records = sampleRecords(100).map((r) =>
  r.id <= 3 ? { ...r, number: ['AP-0101', 'ap-0102', 'Ap-0200'][r.id - 1] as string } : r,
);
const db = openSampleDatabase(records);

function ids(filter: Filter): number[] {
  const query = {
    filters: [filter],
    search: '',
    sort: [{ column: 'number' as const, desc: false }],
  };
  return idsOf(selectAll(db, compileRows(query, { offset: 0, limit: 100 }, { today }))).sort(
    (a, b) => a - b,
  );
}

describe('filtering by Number', () => {
  it.each<[string, Filter, number[]]>([
    ['is, as written', { column: 'number', operator: 'equals', value: 'AP-0101' }, [1]],
    ['is, in lower case', { column: 'number', operator: 'equals', value: 'ap-0101' }, [1]],
    ['is, a part only', { column: 'number', operator: 'equals', value: 'AP-01' }, []],
    [
      'starts with, in either case',
      { column: 'number', operator: 'startsWith', value: 'ap-01' },
      [1, 2],
    ],
    [
      'starts with, mixed case as typed',
      { column: 'number', operator: 'startsWith', value: 'Ap' },
      [1, 2, 3],
    ],
    [
      'starts with, the sample',
      { column: 'number', operator: 'startsWith', value: 'INV-01' },
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    ],
    ['starts with, the whole', { column: 'number', operator: 'startsWith', value: 'INV-004' }, [4]],
    ['starts with, the last', { column: 'number', operator: 'startsWith', value: 'inv-10' }, [100]],
    ['starts with, nothing', { column: 'number', operator: 'startsWith', value: 'ZZ' }, []],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('reads the index on Number, not every bill', () => {
    const query = {
      filters: [{ column: 'number' as const, operator: 'startsWith' as const, value: 'ap' }],
      search: '',
      sort: [{ column: 'number' as const, desc: false }],
    };
    const { sql, params } = compileRows(query, { offset: 0, limit: 20 }, { today });
    const plan = selectAll(db, { sql: `EXPLAIN QUERY PLAN ${sql}`, params }).map((row) =>
      String(row[3]),
    );
    expect(plan.some((step) => step.includes('USING INDEX invoices_number'))).toBe(true);
    expect(plan.some((step) => /^SCAN invoices\b/.test(step) && !step.includes('INDEX'))).toBe(
      false,
    );
  });
});
