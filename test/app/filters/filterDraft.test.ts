import { describe, expect, test } from 'vitest';
import {
  draft_forColumn,
  draft_fromFilter,
  draft_setColumn,
  draft_toggleValue,
  parseFilterDraft,
  type FilterDraft,
} from '../../../src/app/filters/filterDraft';
import { filterableColumns, operatorsFor } from '../../../src/app/filters/filterColumns';
import { parseQuery, type Filter } from '../../../src/domain/query';

function draft(patch: Partial<FilterDraft> & Pick<FilterDraft, 'column'>): FilterDraft {
  return { ...draft_forColumn(patch.column), ...patch };
}

describe('the editor offers the filterable columns of the catalogue and their operators', () => {
  test('columns, in catalogue order', () => {
    expect(filterableColumns.map((c) => c.label)).toEqual([
      'From',
      'Status',
      'Number',
      'Date',
      'Due',
      'Total',
      'Paid',
      'Amount due',
      'Overdue by',
    ]);
  });

  test('operators per column', () => {
    expect(operatorsFor('status')).toEqual(['is', 'isNot']);
    expect(operatorsFor('from')).toEqual(['is', 'isNot']);
    expect(operatorsFor('dueDate')).toEqual(['before', 'after', 'within']);
    expect(operatorsFor('overdueBy')).toEqual(['greaterThan', 'lessThan']);
    expect(operatorsFor('due')).toEqual(['greaterThan', 'lessThan']);
    expect(operatorsFor('number')).toEqual(['equals', 'startsWith']);
  });

  test('a fresh draft starts on the first operator with no value', () => {
    expect(draft_forColumn('paid')).toEqual({
      column: 'paid',
      operator: 'greaterThan',
      values: [],
      dateMode: 'date',
      date: '',
      preset: '',
      amount: '',
      days: '',
      text: '',
    });
  });
});

describe('parseFilterDraft: text as typed → the typed filter the query takes', () => {
  const valid: [FilterDraft, Filter][] = [
    [
      draft({ column: 'number', operator: 'startsWith', text: '  ap-01 ' }),
      { column: 'number', operator: 'startsWith', value: 'ap-01' },
    ],
    [
      draft({ column: 'number', operator: 'equals', text: 'AP-0101' }),
      { column: 'number', operator: 'equals', value: 'AP-0101' },
    ],
    [
      draft({ column: 'status', values: ['draft', 'sent'] }),
      { column: 'status', operator: 'is', values: ['draft', 'sent'] },
    ],
    [
      draft({ column: 'status', operator: 'isNot', values: ['paid', 'paid'] }),
      { column: 'status', operator: 'isNot', values: ['paid'] },
    ],
    [
      draft({ column: 'from', values: ['Kulas Inc', 'Louis GIE'] }),
      { column: 'from', operator: 'is', values: ['Kulas Inc', 'Louis GIE'] },
    ],
    [
      draft({ column: 'dueDate', dateMode: 'today', date: '2026-01-01' }),
      { column: 'dueDate', operator: 'before', value: 'today' },
    ],
    [
      draft({ column: 'date', operator: 'after', date: '2026-10-01' }),
      { column: 'date', operator: 'after', value: '2026-10-01' },
    ],
    [
      draft({ column: 'due', amount: '1,000' }),
      { column: 'due', operator: 'greaterThan', value: 100_000 },
    ],
    [
      draft({ column: 'paid', operator: 'lessThan', amount: '£499.99' }),
      { column: 'paid', operator: 'lessThan', value: 49_999 },
    ],
  ];
  test.each(valid)('%j applies as %j', (input, filter) => {
    expect(parseFilterDraft(input)).toEqual({ ok: true, filter });
  });

  test('every filter it makes is one the query parser accepts', () => {
    const filters = valid.map(([input]) => {
      const result = parseFilterDraft(input);
      if (!result.ok) throw new Error('expected a filter');
      return result.filter;
    });
    const query = { filters, search: '', sort: [], page: { index: 0, size: 20 } };
    expect(parseQuery(query).ok).toBe(true);
  });

  const invalid: [string, FilterDraft, Record<string, string>][] = [
    ['no status', draft({ column: 'status' }), { values: 'Choose at least one status.' }],
    [
      'an empty number',
      draft({ column: 'number', operator: 'startsWith', text: '   ' }),
      { text: 'Enter a number, or its start.' },
    ],
    [
      'a number over 200 characters',
      draft({ column: 'number', operator: 'equals', text: 'A'.repeat(201) }),
      { text: 'Enter at most 200 characters.' },
    ],
    [
      'an unknown status',
      draft({ column: 'status', values: ['lost'] }),
      { values: 'Unknown status "lost".' },
    ],
    ['no contact', draft({ column: 'from' }), { values: 'Choose at least one contact.' }],
    [
      'too many contacts',
      draft({ column: 'from', values: Array.from({ length: 101 }, (_, i) => `C${i}`) }),
      { values: 'Choose at most 100 contacts.' },
    ],
    ['no date', draft({ column: 'date' }), { date: 'Enter a date, or choose Today.' }],
    [
      'an impossible date',
      draft({ column: 'dueDate', date: '2026-02-30' }),
      { date: 'Enter a real date, like 2026-10-01.' },
    ],
    ['no amount', draft({ column: 'due' }), { amount: 'Enter an amount in pounds.' }],
    [
      'letters for an amount',
      draft({ column: 'due', amount: 'abc' }),
      { amount: 'Enter the amount as a number of pounds, like 1,250.00.' },
    ],
    [
      'a negative amount',
      draft({ column: 'paid', amount: '-5' }),
      { amount: 'Enter an amount of £0.00 or more.' },
    ],
    [
      "an operator the column doesn't take",
      draft({ column: 'due', operator: 'before', amount: '5' }),
      { operator: "Choose 'greater than' or 'less than'." },
    ],
  ];
  test.each(invalid)('%s is not applied', (_name, input, errors) => {
    expect(parseFilterDraft(input)).toEqual({ ok: false, errors });
  });
});

describe('drafts from applied filters and column changes', () => {
  const filters: Filter[] = [
    { column: 'status', operator: 'isNot', values: ['awaiting-payment', 'draft'] },
    { column: 'from', operator: 'is', values: ['Kulas Inc'] },
    { column: 'dueDate', operator: 'before', value: 'today' },
    { column: 'date', operator: 'after', value: '2026-10-01' },
    { column: 'due', operator: 'greaterThan', value: 100_050 },
    { column: 'paid', operator: 'lessThan', value: 7 },
    { column: 'number', operator: 'startsWith', value: 'AP-01' },
  ];
  test.each(filters)('editing %j without changes applies the same filter', (filter) => {
    expect(parseFilterDraft(draft_fromFilter(filter))).toEqual({ ok: true, filter });
  });

  test('an amount shows as pounds for editing', () => {
    expect(draft_fromFilter({ column: 'due', operator: 'lessThan', value: 100_050 }).amount).toBe(
      '1000.50',
    );
  });

  test('Date ↔ Due and Paid ↔ Amount due keep what was typed', () => {
    const date = draft({ column: 'date', operator: 'after', date: '2026-10-01' });
    expect(draft_setColumn(date, 'dueDate')).toEqual({ ...date, column: 'dueDate' });
    const paid = draft({ column: 'paid', operator: 'lessThan', amount: '12' });
    expect(draft_setColumn(paid, 'due')).toEqual({ ...paid, column: 'due' });
  });

  test('Status → From keeps the operator but not the statuses', () => {
    const status = draft({ column: 'status', operator: 'isNot', values: ['paid'] });
    expect(draft_setColumn(status, 'from')).toEqual({ ...status, column: 'from', values: [] });
  });

  test('another kind of column starts afresh', () => {
    const status = draft({ column: 'status', operator: 'isNot', values: ['paid'] });
    expect(draft_setColumn(status, 'due')).toEqual(draft_forColumn('due'));
  });

  test('toggling values keeps the order they were chosen in', () => {
    let d = draft({ column: 'status' });
    d = draft_toggleValue(d, 'sent', true);
    d = draft_toggleValue(d, 'draft', true);
    d = draft_toggleValue(d, 'sent', true);
    expect(d.values).toEqual(['draft', 'sent']);
    expect(draft_toggleValue(d, 'draft', false).values).toEqual(['sent']);
  });
});
