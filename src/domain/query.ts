import { z } from 'zod';
import { columnIds, getColumn, isColumnId, type ColumnId } from './columns';
import { datePresets, isDatePreset, type DatePreset } from './datePresets';
import { isIsoDate } from './dates';
import { maxSearchLength } from './search';
import { statusFilterValues, type StatusFilterValue } from './statuses';

export const pageSizes = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export type OneOfOperator = 'is' | 'isNot';
/** Before or after a date (or today), or within a period relative to today (datePresets.ts). */
export type DateOperator = 'before' | 'after' | 'within';
export type AmountOperator = 'greaterThan' | 'lessThan';
/** 'Overdue by': more or less than, between two (inclusive), or owing but not yet due. */
export type DaysOperator = AmountOperator | 'between' | 'notYetDue';
/** A text is the one given, or starts with it (Number). */
export type TextOperator = 'equals' | 'startsWith';
export type FilterOperator = OneOfOperator | DateOperator | DaysOperator | TextOperator;

/** The relative date a view may name ("due date is before today"), resolved when compiled. */
export const todayToken = 'today';

export type Filter =
  | { column: 'status'; operator: OneOfOperator; values: StatusFilterValue[] }
  | { column: 'from'; operator: OneOfOperator; values: string[] }
  /** The bill's number, as written (upper and lower case of what is typed, for starts with). */
  | { column: 'number'; operator: TextOperator; value: string }
  | { column: 'date' | 'dueDate'; operator: 'before' | 'after'; value: string }
  | { column: 'date' | 'dueDate'; operator: 'within'; value: DatePreset }
  | { column: 'total' | 'paid' | 'due'; operator: AmountOperator; value: number }
  /** Whole days past the due date of a bill that still owes something. */
  | { column: 'overdueBy'; operator: AmountOperator; value: number }
  /** Overdue by `value` to `to` days, both included (an aged payables bucket). */
  | { column: 'overdueBy'; operator: 'between'; value: number; to: number }
  /** Still owes something and is not yet due (the first aged payables bucket). */
  | { column: 'overdueBy'; operator: 'notYetDue' };

/**
 * The texts a Number filter looks for: as typed, in upper case and in lower case (bill numbers
 * are written either way: 'ap-0101' finds AP-0101), each compared as written.
 */
export function numberFilterTexts(value: string): string[] {
  return [...new Set([value, value.toUpperCase(), value.toLowerCase()])];
}

export interface SortKey {
  column: ColumnId;
  desc: boolean;
}

/** What crosses to the worker: filters, search, sort, page. Column layout never reaches SQL. */
export interface InvoiceQuery {
  filters: Filter[];
  search: string;
  sort: SortKey[];
  page: { index: number; size: PageSize };
}

export const defaultSort: SortKey[] = [{ column: 'date', desc: true }];

export const limits = {
  filters: 20,
  valuesPerFilter: 100,
  valueLength: 200,
  sortKeys: 8,
  pageIndex: 10_000_000,
  /** Pence: £100,000,000. */
  amount: 10_000_000_000,
  /** Days overdue: about 270 years. */
  days: 100_000,
} as const;

const text = z
  .string()
  .min(1, 'must not be empty')
  .max(limits.valueLength, `is longer than ${limits.valueLength} characters`);

/** Quotes a bad value in an error message, cut short: messages name input, never repeat it whole. */
export function quoteInput(input: unknown): string {
  const text = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input));
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
const oneOf = z.enum(['is', 'isNot'], { error: "operator must be 'is' or 'isNot'" });
const days = z
  .number()
  .int('must be a whole number of days')
  .min(0, 'must not be negative')
  .max(limits.days, 'is too large');

const filterSchema = z.discriminatedUnion(
  'column',
  [
    z.object({
      column: z.literal('status'),
      operator: oneOf,
      values: z
        .array(
          z.enum(statusFilterValues as [StatusFilterValue, ...StatusFilterValue[]], {
            error: (issue) => `unknown status ${quoteInput(issue.input)}`,
          }),
        )
        .min(1, 'needs at least one value')
        .max(limits.valuesPerFilter),
    }),
    z.object({
      column: z.literal('from'),
      operator: oneOf,
      values: z.array(text).min(1, 'needs at least one value').max(limits.valuesPerFilter),
    }),
    z.object({
      column: z.literal('number'),
      operator: z.enum(['equals', 'startsWith'], {
        error: "operator must be 'equals' or 'startsWith'",
      }),
      value: text,
    }),
    z
      .object({
        column: z.enum(['date', 'dueDate']),
        operator: z.enum(['before', 'after', 'within'], {
          error: "operator must be 'before', 'after' or 'within'",
        }),
        value: z.string(),
      })
      .superRefine((f, ctx) => {
        if (f.operator === 'within' && !isDatePreset(f.value)) {
          ctx.addIssue({
            code: 'custom',
            path: ['value'],
            message: `must be one of ${datePresets.join(', ')}`,
          });
        } else if (f.operator !== 'within' && f.value !== todayToken && !isIsoDate(f.value)) {
          ctx.addIssue({
            code: 'custom',
            path: ['value'],
            message: 'must be a date (YYYY-MM-DD) or today',
          });
        }
      }),
    z.object({
      column: z.enum(['total', 'paid', 'due']),
      operator: z.enum(['greaterThan', 'lessThan'], {
        error: "operator must be 'greaterThan' or 'lessThan'",
      }),
      value: z
        .number()
        .int('must be a whole number of pence')
        .min(0, 'must not be negative')
        .max(limits.amount, 'is too large'),
    }),
    z
      .object({
        column: z.literal('overdueBy'),
        operator: z.enum(['greaterThan', 'lessThan', 'between', 'notYetDue'], {
          error: "operator must be 'greaterThan', 'lessThan', 'between' or 'notYetDue'",
        }),
        value: days.optional(),
        to: days.optional(),
      })
      .strict()
      .superRefine((f, ctx) => {
        const needsValue = f.operator !== 'notYetDue';
        if (needsValue !== (f.value !== undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: ['value'],
            message: needsValue ? 'needs a number of days' : 'takes no days',
          });
        }
        if ((f.operator === 'between') !== (f.to !== undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: f.operator === 'between' ? 'needs the last day' : "only 'between' takes it",
          });
        }
        if (f.to !== undefined && f.value !== undefined && f.to < f.value) {
          ctx.addIssue({ code: 'custom', path: ['to'], message: 'is before the first day' });
        }
      }),
  ],
  {
    // The issue's input is the whole filter object, so look at its column.
    error: (issue) => {
      const column = (issue.input as { column?: unknown } | null)?.column ?? issue.input;
      return isColumnId(column)
        ? `column ${quoteInput(column)} cannot be filtered`
        : `unknown column ${quoteInput(column)}`;
    },
  },
);

const sortSchema = z
  .array(
    z.object({
      column: z.enum(columnIds, {
        error: (issue) => `unknown column ${quoteInput(issue.input)}`,
      }),
      desc: z.boolean(),
    }),
  )
  .max(limits.sortKeys, `at most ${limits.sortKeys} sort columns`)
  .refine((keys) => new Set(keys.map((k) => k.column)).size === keys.length, {
    message: 'a column appears twice',
  })
  .refine((keys) => keys.every((k) => getColumn(k.column).sortable), {
    message: 'a column cannot be sorted',
  });

export const querySchema = z.object({
  filters: z.array(filterSchema).max(limits.filters, `at most ${limits.filters} filters`),
  search: z.string().max(maxSearchLength, `is longer than ${maxSearchLength} characters`),
  sort: sortSchema,
  page: z.object({
    index: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(limits.pageIndex, 'is too large'),
    size: z.union(
      pageSizes.map((s) => z.literal(s)),
      { error: `must be one of ${pageSizes.join(', ')}` },
    ),
  }),
});

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Names each problem with its path, e.g. `filters.0.values.1: unknown status "lost"`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Parses untrusted input into a query, or lists every problem with it. */
export function parseQuery(input: unknown): ParseResult<InvoiceQuery> {
  const result = querySchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as InvoiceQuery };
  return { ok: false, errors: describeIssues(result.error) };
}
