import { getColumn, isColumnId, type ColumnId } from '../../domain/columns';
import {
  describeIssues,
  limits,
  pageSizes,
  querySchema,
  type Filter,
  type PageSize,
  type SortKey,
} from '../../domain/query';
import { groupByChoices, isGroupBy, type GroupBy } from '../../domain/grouping';
import { maxSearchLength } from '../../domain/search';
import { sampleSizes, type SampleSize } from '../../domain/sampleSizes';

/** How one part of a link is written and read. */
export interface ParamCodec<T> {
  /** Its name in the address. */
  param: string;
  /** The values written for `value`, in order; none writes nothing. */
  encode(value: T): string[];
  /**
   * Reads every value the address has for this part (at least one). Undefined leaves the part
   * out; each problem is described in `notices`, as a sentence.
   */
  decode(values: string[], notices: string[], context: LinkContext): T | undefined;
  /** The part may be given several times (one `f` per filter); others take the first. */
  repeats?: boolean;
}

export interface LinkContext {
  /** The views this browser has: a link naming another is read as naming none. */
  knownViewIds: readonly string[];
}

/** A link part longer than this is left out unread (filters have their own, larger room). */
export const maxParamLength = 2000;
/** Room for any filter the editor can make: 100 values of up to 200 characters, encoded. */
export const maxFilterParamLength = 100_000;
const filterSchema = querySchema.shape.filters.element;

/** Shows a piece of a hostile link in a notice: short, and only ever rendered as text. */
export function quote(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(short);
}

function encodeValue(value: string | number): string {
  return encodeURIComponent(String(value));
}

function poundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** 'Overdue by' values in a link: days, two for a range, none for not yet due. */
function overdueValues(filter: Filter & { column: 'overdueBy' }): string[] {
  if (filter.operator === 'notYetDue') return [''];
  if (filter.operator === 'between') return [String(filter.value), String(filter.to)];
  return [String(filter.value)];
}

/** One filter as `column:operator:value,value` (values URI-encoded, so commas inside are safe). */
export function encodeFilter(filter: Filter): string {
  const values =
    'values' in filter
      ? filter.values.map(encodeValue)
      : filter.column === 'overdueBy'
        ? overdueValues(filter)
        : [encodeValue(typeof filter.value === 'number' ? poundsText(filter.value) : filter.value)];
  return `${filter.column}:${filter.operator}:${values.join(',')}`;
}

function decodeFilter(text: string): { filter: Filter } | { problem: string } {
  const [column = '', operator = '', ...rest] = text.split(':');
  if (!isColumnId(column)) return { problem: `unknown column ${quote(column)}` };
  let values: string[];
  try {
    values = rest.join(':').split(',').map(decodeURIComponent);
  } catch {
    return { problem: 'a value is not properly encoded' };
  }
  const kind = getColumn(column).filter;
  if (kind === null) return { problem: `column ${quote(column)} cannot be filtered` };
  const pair = kind === 'days' && operator === 'between';
  if (kind !== 'oneOf' && values.length > (pair ? 2 : 1)) return { problem: 'it takes one value' };
  let candidate: unknown;
  if (kind === 'oneOf') candidate = { column, operator, values };
  else if (kind === 'date' || kind === 'text') candidate = { column, operator, value: values[0] };
  else if (kind === 'days' && operator === 'notYetDue') candidate = { column, operator };
  else if (kind === 'days') {
    const bad = values.find((days) => !/^\d{1,9}$/.test(days));
    if (bad !== undefined) return { problem: `${quote(bad)} is not a number of days` };
    const [value, to] = values.map(Number);
    candidate = pair ? { column, operator, value, to } : { column, operator, value };
  } else {
    const pounds = values[0] ?? '';
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(pounds))
      return { problem: `${quote(pounds)} is not an amount` };
    candidate = { column, operator, value: Math.round(Number(pounds) * 100) };
  }
  const parsed = filterSchema.safeParse(candidate);
  if (!parsed.success) return { problem: describeIssues(parsed.error).join('; ') };
  return { filter: parsed.data as Filter };
}

function decodeSort(text: string, notices: string[]): SortKey[] | undefined {
  const keys: SortKey[] = [];
  const parts = text.split(',');
  if (parts.length > limits.sortKeys) {
    const extra = parts.slice(limits.sortKeys).join(',');
    notices.push(`Sorting past the first ${limits.sortKeys} columns was ignored: ${quote(extra)}`);
  }
  for (const part of parts.slice(0, limits.sortKeys)) {
    const [column = '', direction = 'asc', ...extra] = part.split(':');
    if (extra.length > 0) {
      notices.push(`Sorting ${quote(part)} was ignored: it should read column:asc or column:desc`);
      continue;
    }
    if (!isColumnId(column) || !getColumn(column).sortable) {
      notices.push(`Sorting by ${quote(column)} was ignored: there is no such column`);
    } else if (direction !== 'asc' && direction !== 'desc') {
      notices.push(`Sorting by ${column} was ignored: ${quote(direction)} is not asc or desc`);
    } else if (keys.some((k) => k.column === column)) {
      notices.push(`Sorting by ${column} twice was ignored`);
    } else keys.push({ column: column as ColumnId, desc: direction === 'desc' });
  }
  return keys.length > 0 ? keys : undefined;
}

function decodeWhole(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/**
 * A part that takes one value (the first, if the address repeats it); a value longer than
 * `maxParamLength` is left out unread.
 */
function single<T>(
  param: string,
  encode: (value: T) => string | null,
  decodeOne: (text: string, notices: string[], context: LinkContext) => T | undefined,
): ParamCodec<T> {
  return {
    param,
    encode: (value) => {
      const text = encode(value);
      return text === null ? [] : [text];
    },
    decode: (values, notices, context) => {
      const text = values[0] ?? '';
      if (text.length > maxParamLength) {
        notices.push(`The link's ${param} part was too long and was ignored`);
        return undefined;
      }
      return decodeOne(text, notices, context);
    },
  };
}

export const viewParam = single<string>(
  'view',
  (viewId) => viewId || null,
  (text, notices, { knownViewIds }) => {
    if (knownViewIds.includes(text)) return text;
    notices.push(`There is no view ${quote(text)}; showing the first view`);
    return undefined;
  },
);

/** Written whenever given, even empty: an empty `q` clears a view's saved search. */
export const searchParam = single<string>(
  'q',
  (search) => search,
  (text, notices) => {
    if (text.length <= maxSearchLength) return text;
    notices.push(
      `The search in the link was longer than ${maxSearchLength} characters and was ignored`,
    );
    return undefined;
  },
);

/** One `f` per filter; an empty `f` says "no filters", unlike leaving the view's own in place. */
export const filtersParam: ParamCodec<Filter[]> = {
  param: 'f',
  repeats: true,
  encode: (filters) => (filters.length === 0 ? [''] : filters.map(encodeFilter)),
  decode: (values, notices) => {
    const given = values.filter((f) => f !== '');
    const filters: Filter[] = [];
    for (const text of given.slice(0, limits.filters)) {
      const decoded =
        text.length > maxFilterParamLength ? { problem: 'it is too long' } : decodeFilter(text);
      if ('filter' in decoded) filters.push(decoded.filter);
      else notices.push(`Filter ${quote(text)} was ignored: ${decoded.problem}`);
    }
    if (given.length > limits.filters) {
      notices.push(`Only the first ${limits.filters} filters in the link were used`);
    }
    // Filters stay as the view has them when every one in the link was bad, as a bad sort does;
    // an empty `f` alongside says "no filters" on purpose.
    return filters.length > 0 || values.includes('') ? filters : undefined;
  },
};

export const sortParam = single<SortKey[]>(
  'sort',
  (sorting) =>
    sorting.length > 0
      ? sorting.map((k) => `${k.column}:${k.desc ? 'desc' : 'asc'}`).join(',')
      : null,
  decodeSort,
);

/** The page as people count it, from 1; the first page is left unsaid. */
export const pageParam = single<number>(
  'page',
  (pageIndex) => (pageIndex ? String(pageIndex + 1) : null),
  (text, notices) => {
    const n = decodeWhole(text, 1, limits.pageIndex + 1);
    if (n !== undefined) return n - 1;
    notices.push(`Page ${quote(text)} was ignored: not a page number`);
    return undefined;
  },
);

/** A number that must be one of `allowed`, named `label` in the notice when it is not. */
function choiceParam<T extends number>(key: string, allowed: readonly T[], label: string) {
  return single<T>(
    key,
    (value) => (value ? String(value) : null),
    (text, notices) => {
      const n = decodeWhole(text, 1, 10_000_000);
      if (n !== undefined && (allowed as readonly number[]).includes(n)) return n as T;
      notices.push(`${label} ${quote(text)} was ignored: use ${allowed.join(', ')}`);
      return undefined;
    },
  );
}

export const pageSizeParam = choiceParam<PageSize>('size', pageSizes, 'Items per page');

export const sampleSizeParam = choiceParam<SampleSize>('rows', sampleSizes, 'Sample size');

/** What the rows are grouped by: `group=from`; `group=none` where the view groups and the link not. */
export const groupByParam = single<GroupBy>(
  'group',
  (groupBy) => groupBy,
  (text, notices) => {
    if (isGroupBy(text)) return text;
    notices.push(`Group by ${quote(text)} was ignored: use ${groupByChoices.join(', ')}`);
    return undefined;
  },
);
