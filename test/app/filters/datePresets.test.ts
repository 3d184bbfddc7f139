import { describe, expect, it } from 'vitest';
import { describeFilter } from '../../../src/app/filters/filterSentence';
import { draft_forColumn, parseFilterDraft } from '../../../src/app/filters/filterDraft';
import { presetRange } from '../../../src/domain/datePresets';
import { parseQuery } from '../../../src/domain/query';

describe('date presets, relative to today', () => {
  it.each([
    ['thisWeek', '2026-11-21', '2026-11-16', '2026-11-22'],
    ['thisWeek', '2026-11-16', '2026-11-16', '2026-11-22'],
    ['thisWeek', '2026-11-22', '2026-11-16', '2026-11-22'],
    ['thisWeek', '2026-12-31', '2026-12-28', '2027-01-03'],
    ['thisMonth', '2026-11-21', '2026-11-01', '2026-11-30'],
    ['thisMonth', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['thisMonth', '2026-12-05', '2026-12-01', '2026-12-31'],
    ['last30Days', '2026-11-21', '2026-10-23', '2026-11-21'],
    ['next30Days', '2026-11-21', '2026-11-21', '2026-12-20'],
  ] as const)('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('a preset filter is kept as its token, reads as a sentence, and a bad token is named', () => {
    const draft = { ...draft_forColumn('dueDate'), operator: 'within' as const };
    expect(parseFilterDraft(draft)).toEqual({ ok: false, errors: { date: 'Choose a period.' } });
    const result = parseFilterDraft({ ...draft, preset: 'next30Days' });
    expect(result).toEqual({
      ok: true,
      filter: { column: 'dueDate', operator: 'within', value: 'next30Days' },
    });
    if (result.ok) expect(describeFilter(result.filter)).toBe('Due is in the next 30 days');
    const query = { search: '', sort: [], page: { index: 0, size: 20 } };
    expect(
      parseQuery({ ...query, filters: [{ column: 'date', operator: 'within', value: 'soon' }] }),
    ).toEqual({
      ok: false,
      errors: ['filters.0.value: must be one of thisWeek, thisMonth, last30Days, next30Days'],
    });
  });
});
