import { z } from 'zod';
import { isIsoDate } from '../dates';
import { describeIssues, limits, quoteInput, todayToken, type ParseResult } from '../query';
import { maxSearchLength } from '../search';

/**
 * What the Suppliers list asks the worker (issue 27): a row per contact of the bills, with its
 * filters, search by name, sort and window. Beside `InvoiceQuery` (../query.ts), with the same
 * conventions: a closed list of columns, zod parsing untrusted input into the type or a list of
 * every problem, money in pence.
 */
export const supplierColumnIds = [
  'name',
  'bills',
  'total',
  'paid',
  'owed',
  'overdue',
  'oldestOverdue',
  'lastBill',
  'usualTerms',
] as const;
export type SupplierColumnId = (typeof supplierColumnIds)[number];

/** The columns compared as numbers: counts, pence and days. */
export const supplierNumberColumns = [
  'bills',
  'total',
  'paid',
  'owed',
  'overdue',
  'oldestOverdue',
  'usualTerms',
] as const;
export type SupplierNumberColumn = (typeof supplierNumberColumns)[number];

export type SupplierFilter =
  /** The supplier is (or is not) one of these names, as written. */
  | { column: 'name'; operator: 'is' | 'isNot'; values: string[] }
  /**
   * More or less than `value` (pence, bills or days). A supplier with no figure (no overdue
   * bill's age, no terms) passes neither.
   */
  | { column: SupplierNumberColumn; operator: 'greaterThan' | 'lessThan'; value: number }
  /** The latest bill is before or after a date (or today). */
  | { column: 'lastBill'; operator: 'before' | 'after'; value: string };

export interface SupplierSortKey {
  column: SupplierColumnId;
  desc: boolean;
}

export interface SupplierQuery {
  filters: SupplierFilter[];
  /** Word prefixes of the name, any case and accents ('glo' finds Globex). */
  search: string;
  /** Ties are broken by name (a name is one supplier). */
  sort: SupplierSortKey[];
  window: { offset: number; limit: number };
}

/** A view: a named set of filters, as the bills list's (../views.ts). */
export interface SupplierView {
  id: string;
  label: string;
  filters: SupplierFilter[];
}

export const supplierViews: readonly SupplierView[] = [
  { id: 'all', label: 'All', filters: [] },
  { id: 'owing', label: 'Owing', filters: [{ column: 'owed', operator: 'greaterThan', value: 0 }] },
  {
    id: 'overdue',
    label: 'Overdue',
    filters: [{ column: 'overdue', operator: 'greaterThan', value: 0 }],
  },
];

export const defaultSupplierSort: SupplierSortKey[] = [{ column: 'name', desc: false }];

/** The most rows one window may ask (the bills list's largest page is 100). */
export const maxSupplierWindow = 1000;

const text = z
  .string()
  .min(1, 'must not be empty')
  .max(limits.valueLength, `is longer than ${limits.valueLength} characters`);

const filterSchema = z.discriminatedUnion(
  'column',
  [
    z.object({
      column: z.literal('name'),
      operator: z.enum(['is', 'isNot'], { error: "operator must be 'is' or 'isNot'" }),
      values: z.array(text).min(1, 'needs at least one value').max(limits.valuesPerFilter),
    }),
    z.object({
      column: z.enum(supplierNumberColumns),
      operator: z.enum(['greaterThan', 'lessThan'], {
        error: "operator must be 'greaterThan' or 'lessThan'",
      }),
      value: z
        .number()
        .int('must be a whole number')
        .min(0, 'must not be negative')
        .max(limits.amount, 'is too large'),
    }),
    z.object({
      column: z.literal('lastBill'),
      operator: z.enum(['before', 'after'], { error: "operator must be 'before' or 'after'" }),
      value: z
        .string()
        .refine((v) => v === todayToken || isIsoDate(v), 'must be a date (YYYY-MM-DD) or today'),
    }),
  ],
  {
    error: (issue) => {
      const column = (issue.input as { column?: unknown } | null)?.column ?? issue.input;
      return `unknown column ${quoteInput(column)}`;
    },
  },
);

export const supplierQuerySchema = z.object({
  filters: z.array(filterSchema).max(limits.filters, `at most ${limits.filters} filters`),
  search: z.string().max(maxSearchLength, `is longer than ${maxSearchLength} characters`),
  sort: z
    .array(
      z.object({
        column: z.enum(supplierColumnIds, {
          error: (issue) => `unknown column ${quoteInput(issue.input)}`,
        }),
        desc: z.boolean(),
      }),
    )
    .max(supplierColumnIds.length)
    .refine((keys) => new Set(keys.map((k) => k.column)).size === keys.length, {
      message: 'a column appears twice',
    }),
  window: z.object({
    offset: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(limits.pageIndex, 'is too large'),
    limit: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(maxSupplierWindow, `must be at most ${maxSupplierWindow}`),
  }),
});

/** Parses untrusted input into a Suppliers query, or lists every problem with it. */
export function parseSupplierQuery(input: unknown): ParseResult<SupplierQuery> {
  const result = supplierQuerySchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as SupplierQuery };
  return { ok: false, errors: describeIssues(result.error) };
}
