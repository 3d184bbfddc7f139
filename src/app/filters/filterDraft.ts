import type { DatePreset } from '../../domain/datePresets';
import { isIsoDate } from '../../domain/dates';
import { limits, todayToken, type Filter, type FilterOperator } from '../../domain/query';
import { statusFilterValues, type StatusFilterValue } from '../../domain/statuses';
import {
  filterKindOf,
  isAmountOperator,
  isDateOperator,
  isOneOfOperator,
  isTextOperator,
  operatorsFor,
  type FilterColumn,
} from './filterColumns';
import { operatorLabels } from './filterSentence';
import { parsePounds, penceToPoundsInput } from './pounds';

/** What the filter editor holds while a person fills it in: text as typed, not yet a Filter. */
export interface FilterDraft {
  column: FilterColumn;
  operator: FilterOperator;
  /** Chosen statuses or contact names (Status and From). */
  values: string[];
  /** Date and Due: "today", or the date in `date`. */
  dateMode: 'today' | 'date';
  /** A date input's value: YYYY-MM-DD, or '' while empty or incomplete. */
  date: string;
  /** Date and Due 'within': the period chosen, or '' while none is. */
  preset: DatePreset | '';
  /** Total, Paid and Amount due: pounds as typed. */
  amount: string;
  /** Overdue by: whole days as typed. */
  days: string;
  /** Number: the text as typed. */
  text: string;
}

export type DraftField = 'operator' | 'values' | 'date' | 'amount' | 'days' | 'text';
export type DraftErrors = Partial<Record<DraftField, string>>;
export type DraftResult = { ok: true; filter: Filter } | { ok: false; errors: DraftErrors };

/** A fresh draft for a column: its first operator and no value yet. */
export function draft_forColumn(column: FilterColumn): FilterDraft {
  const [operator = 'is'] = operatorsFor(column);
  return {
    column,
    operator,
    values: [],
    dateMode: 'date',
    date: '',
    preset: '',
    amount: '',
    days: '',
    text: '',
  };
}

/** The draft that edits an applied filter. */
export function draft_fromFilter(filter: Filter): FilterDraft {
  const draft = { ...draft_forColumn(filter.column), operator: filter.operator };
  switch (filter.column) {
    case 'status':
    case 'from':
      return { ...draft, values: [...filter.values] };
    case 'number':
      return { ...draft, text: filter.value };
    case 'date':
    case 'dueDate':
      if (filter.operator === 'within') return { ...draft, preset: filter.value };
      return filter.value === todayToken
        ? { ...draft, dateMode: 'today' }
        : { ...draft, dateMode: 'date', date: filter.value };
    case 'total':
    case 'paid':
    case 'due':
      return { ...draft, amount: penceToPoundsInput(filter.value) };
    case 'overdueBy':
      // A bucket of the aged payables opens as 'greater than' its first day less one.
      return filter.operator === 'notYetDue'
        ? draft
        : filter.operator === 'between'
          ? { ...draft, operator: 'greaterThan', days: String(Math.max(0, filter.value - 1)) }
          : { ...draft, days: String(filter.value) };
  }
}

/**
 * Switches the draft to another column. Date ↔ Due and Paid ↔ Amount due keep what was typed;
 * otherwise the values start again (statuses are not contacts).
 */
export function draft_setColumn(draft: FilterDraft, column: FilterColumn): FilterDraft {
  if (column === draft.column) return draft;
  const kind = filterKindOf(column);
  if (kind !== filterKindOf(draft.column)) return draft_forColumn(column);
  return kind === 'oneOf' ? { ...draft, column, values: [] } : { ...draft, column };
}

/** Adds or removes one value, keeping the order in which values were chosen. */
export function draft_toggleValue(draft: FilterDraft, value: string, on: boolean): FilterDraft {
  const values = draft.values.filter((v) => v !== value);
  return { ...draft, values: on ? [...values, value] : values };
}

function isStatusFilterValue(value: string): value is StatusFilterValue {
  return (statusFilterValues as readonly string[]).includes(value);
}

function chosenValues(draft: FilterDraft, noun: string): string[] | string {
  const values = [...new Set(draft.values)];
  if (values.length === 0) return `Choose at least one ${noun}.`;
  if (values.length > limits.valuesPerFilter) {
    return `Choose at most ${limits.valuesPerFilter} ${noun === 'status' ? 'statuses' : `${noun}s`}.`;
  }
  return values;
}

function parseDate(draft: FilterDraft): { value: string } | { error: string } {
  if (draft.dateMode === 'today') return { value: todayToken };
  if (draft.date === '') return { error: 'Enter a date, or choose Today.' };
  if (!isIsoDate(draft.date)) return { error: 'Enter a real date, like 2026-10-01.' };
  return { value: draft.date };
}

/** Whole days, or what is wrong with what was typed. */
export function parseDays(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter a number of days.';
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole number of days, like 30.';
  const days = Number(trimmed);
  if (days > limits.days) return `Enter at most ${limits.days.toLocaleString('en-GB')} days.`;
  return days;
}

// Unreachable once the operator is checked against the column; narrows the operator's type.
const badOperator: DraftResult = { ok: false, errors: { operator: 'Choose an operator.' } };

/**
 * Checks a draft and turns it into the typed filter the query takes, or says, per field, what is
 * wrong with it (a bad or missing value is never applied).
 */
export function parseFilterDraft(draft: FilterDraft): DraftResult {
  const { column, operator } = draft;
  if (!operatorsFor(column).includes(operator)) {
    const allowed = operatorsFor(column).map((op) => `'${operatorLabels[op]}'`);
    return { ok: false, errors: { operator: `Choose ${allowed.join(' or ')}.` } };
  }
  switch (column) {
    case 'status': {
      const values = chosenValues(draft, 'status');
      if (typeof values === 'string') return { ok: false, errors: { values } };
      const unknown = values.find((v) => !isStatusFilterValue(v));
      if (unknown !== undefined) {
        return { ok: false, errors: { values: `Unknown status ${JSON.stringify(unknown)}.` } };
      }
      if (!isOneOfOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, values: values.filter(isStatusFilterValue) } };
    }
    case 'from': {
      const values = chosenValues(draft, 'contact');
      if (typeof values === 'string') return { ok: false, errors: { values } };
      if (values.some((v) => v.length > limits.valueLength)) {
        return { ok: false, errors: { values: 'A contact name is too long.' } };
      }
      if (!isOneOfOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, values } };
    }
    case 'number': {
      const text = draft.text.trim();
      if (text === '') return { ok: false, errors: { text: 'Enter a number, or its start.' } };
      if (text.length > limits.valueLength) {
        return {
          ok: false,
          errors: { text: `Enter at most ${limits.valueLength} characters.` },
        };
      }
      if (!isTextOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, value: text } };
    }
    case 'date':
    case 'dueDate': {
      if (operator === 'within') {
        if (draft.preset === '') return { ok: false, errors: { date: 'Choose a period.' } };
        return { ok: true, filter: { column, operator, value: draft.preset } };
      }
      const date = parseDate(draft);
      if ('error' in date) return { ok: false, errors: { date: date.error } };
      if (!isDateOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, value: date.value } };
    }
    case 'total':
    case 'paid':
    case 'due': {
      const amount = parsePounds(draft.amount);
      if (!amount.ok) return { ok: false, errors: { amount: amount.error } };
      if (!isAmountOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, value: amount.pence } };
    }
    case 'overdueBy': {
      const days = parseDays(draft.days);
      if (typeof days === 'string') return { ok: false, errors: { days } };
      if (!isAmountOperator(operator)) return badOperator;
      return { ok: true, filter: { column, operator, value: days } };
    }
  }
}
