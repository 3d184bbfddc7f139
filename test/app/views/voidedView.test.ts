import { describe, expect, it } from 'vitest';
import { snapshotOf } from '../../../src/app/state/viewSnapshot';
import { getDefaultTableState } from '../../../src/app/state/tableState';
import { parseStoredViews } from '../../../src/app/views/viewSchema';

/** A saved view whose filters name the status 'voided' (issue 26 §3) is read back as stored. */

const voidedFilter = { column: 'status', operator: 'is', values: ['voided'] };

function stored(id: string, label: string, filters: unknown[]): unknown {
  const snapshot = { ...snapshotOf(getDefaultTableState()), filters };
  return JSON.parse(JSON.stringify({ id, label, snapshot }));
}

describe('a stored view naming voided', () => {
  it('reads back with its filter', () => {
    const { views, problems, aside } = parseStoredViews([
      stored('v1', 'Voided bills', [voidedFilter]),
      stored('v2', 'Not voided', [{ ...voidedFilter, operator: 'isNot' }]),
    ]);
    expect(problems).toEqual([]);
    expect(aside).toEqual([]);
    expect(views.map((v) => [v.label, v.snapshot.filters])).toEqual([
      ['Voided bills', [voidedFilter]],
      ['Not voided', [{ ...voidedFilter, operator: 'isNot' }]],
    ]);
  });

  it('keeps aside, unread, a view naming a status that is none', () => {
    const bad = stored('v3', 'Lost', [{ ...voidedFilter, values: ['void'] }]);
    const { views, aside } = parseStoredViews([stored('v1', 'Voided bills', [voidedFilter]), bad]);
    expect(views.map((v) => v.label)).toEqual(['Voided bills']);
    expect(aside.map((a) => a.raw)).toEqual([bad]);
  });
});
