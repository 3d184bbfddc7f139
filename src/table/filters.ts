/**
 * Filters any list can offer (issue 27), by the kind of value a column holds. A column's
 * definition names its kind (definition.ts); the filter bar and its editor (react/) build on
 * these alone. A list's own filter type is one of these shapes, so its query reads them as given.
 */
export type FilterKind = 'names' | 'count' | 'money' | 'days' | 'date';

export type RecordFilter<Id extends string = string> =
  /** The value is (or is not) one of these, as written. */
  | { column: Id; operator: 'is' | 'isNot'; values: string[] }
  /** More or less than `value`: a count, pence or days. */
  | { column: Id; operator: 'greaterThan' | 'lessThan'; value: number }
  /** Before or after an ISO date (YYYY-MM-DD). */
  | { column: Id; operator: 'before' | 'after'; value: string };

export type FilterOperator = RecordFilter['operator'];

/** The operators each kind offers, with the words a person reads. */
export const operatorsOf: Record<FilterKind, readonly { id: FilterOperator; label: string }[]> = {
  names: [
    { id: 'is', label: 'is' },
    { id: 'isNot', label: 'is not' },
  ],
  count: [
    { id: 'greaterThan', label: 'more than' },
    { id: 'lessThan', label: 'fewer than' },
  ],
  money: [
    { id: 'greaterThan', label: 'more than' },
    { id: 'lessThan', label: 'less than' },
  ],
  days: [
    { id: 'greaterThan', label: 'more than' },
    { id: 'lessThan', label: 'fewer than' },
  ],
  date: [
    { id: 'before', label: 'before' },
    { id: 'after', label: 'after' },
  ],
};

export function operatorLabel(kind: FilterKind, operator: FilterOperator): string {
  return operatorsOf[kind].find((o) => o.id === operator)?.label ?? operator;
}

/** What a value typed into the editor gives, or why it cannot be used. */
export type ValueRead = { ok: true; filter: RecordFilter } | { ok: false; problem: string };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads what a person typed as the value of a filter of `kind`: names one per line or comma,
 * money in pounds (to pence), whole counts and days, ISO dates. Refuses what it cannot read,
 * saying why, rather than guessing.
 */
export function readFilterValue(
  kind: FilterKind,
  column: string,
  operator: FilterOperator,
  text: string,
): ValueRead {
  const typed = text.trim();
  if (kind === 'names') {
    const values = [
      ...new Set(
        typed
          .split(/\n/)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length === 0) return { ok: false, problem: 'Enter at least one name.' };
    return { ok: true, filter: { column, operator: operator as 'is' | 'isNot', values } };
  }
  if (kind === 'date') {
    if (!isoDate.test(typed) || Number.isNaN(Date.parse(typed)))
      return { ok: false, problem: 'Enter a date as YYYY-MM-DD.' };
    return { ok: true, filter: { column, operator: operator as 'before' | 'after', value: typed } };
  }
  const plain = typed.replace(/[£,\s]/g, '');
  if (plain === '' || !/^\d+(\.\d{1,2})?$/.test(plain))
    return {
      ok: false,
      problem:
        kind === 'money'
          ? 'Enter an amount in pounds, such as 250 or 99.50.'
          : 'Enter a whole number.',
    };
  if (kind !== 'money' && plain.includes('.'))
    return { ok: false, problem: 'Enter a whole number.' };
  const value = kind === 'money' ? Math.round(Number(plain) * 100) : Number(plain);
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'That number is too large.' };
  return {
    ok: true,
    filter: { column, operator: operator as 'greaterThan' | 'lessThan', value },
  };
}

/** The value of a filter as the editor shows it again (pence back to pounds). */
export function filterValueText(kind: FilterKind, filter: RecordFilter): string {
  if ('values' in filter) return filter.values.join('\n');
  if (kind === 'money' && typeof filter.value === 'number') return (filter.value / 100).toFixed(2);
  return String(filter.value);
}
