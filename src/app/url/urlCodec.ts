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
import { maxSearchLength } from '../../domain/search';
import { sampleSizes, type SampleSize } from '../../domain/sampleSizes';

/** The parts of the table a link carries (column layout stays with the view, not the link). */
export interface UrlState {
  viewId?: string;
  search?: string;
  filters?: Filter[];
  sorting?: SortKey[];
  pageIndex?: number;
  pageSize?: PageSize;
  sampleSize?: SampleSize;
}

const knownParams = new Set(['view', 'q', 'f', 'sort', 'page', 'size', 'rows']);
/** A link part longer than this is left out unread (filters have their own, larger room). */
export const maxParamLength = 2000;
/** Room for any filter the editor can make: 100 values of up to 200 characters, encoded. */
export const maxFilterParamLength = 100_000;
const filterSchema = querySchema.shape.filters.element;

/** Shows a piece of a hostile link in a notice: short, and only ever rendered as text. */
function quote(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(short);
}

function encodeValue(value: string | number): string {
  return encodeURIComponent(String(value));
}

function poundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** One filter as `column:operator:value,value` (values URI-encoded, so commas inside are safe). */
/** 'Overdue by' values in a link: days, two for a range, none for not yet due. */
function overdueValues(filter: Filter & { column: 'overdueBy' }): string[] {
  if (filter.operator === 'notYetDue') return [''];
  if (filter.operator === 'between') return [String(filter.value), String(filter.to)];
  return [String(filter.value)];
}

export function encodeFilter(filter: Filter): string {
  const values =
    'values' in filter
      ? filter.values.map(encodeValue)
      : filter.column === 'overdueBy'
        ? overdueValues(filter)
        : [encodeValue(typeof filter.value === 'number' ? poundsText(filter.value) : filter.value)];
  return `${filter.column}:${filter.operator}:${values.join(',')}`;
}

export function encodeUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  if (state.viewId) params.set('view', state.viewId);
  // Written whenever given, even empty: an empty `q` clears a view's saved search.
  if (state.search !== undefined) params.set('q', state.search);
  // An empty `f` says "no filters", which differs from leaving the view's own filters in place.
  if (state.filters?.length === 0) params.set('f', '');
  for (const filter of state.filters ?? []) params.append('f', encodeFilter(filter));
  if (state.sorting?.length) {
    params.set(
      'sort',
      state.sorting.map((k) => `${k.column}:${k.desc ? 'desc' : 'asc'}`).join(','),
    );
  }
  if (state.pageIndex) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize) params.set('size', String(state.pageSize));
  if (state.sampleSize) params.set('rows', String(state.sampleSize));
  return params.toString();
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
  else if (kind === 'date') candidate = { column, operator, value: values[0] };
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
 * Reads a link's query string. Each part is checked on its own: a part that is unknown,
 * malformed or out of range is left out and described in `notices`; the rest still applies.
 */
export function decodeUrlState(
  search: string,
  knownViewIds: readonly string[],
): { state: UrlState; notices: string[] } {
  const params = new URLSearchParams(search);
  const state: UrlState = {};
  const notices: string[] = [];
  const unknown = [...new Set([...params.keys()].filter((k) => !knownParams.has(k)))];
  if (unknown.length > 0) {
    notices.push(`Unknown link parts were ignored: ${unknown.slice(0, 5).map(quote).join(', ')}`);
  }
  const get = (name: string) => {
    const value = params.get(name);
    if (value !== null && value.length > maxParamLength) {
      notices.push(`The link's ${name} part was too long and was ignored`);
      return null;
    }
    return value;
  };

  const view = get('view');
  if (view !== null) {
    if (knownViewIds.includes(view)) state.viewId = view;
    else notices.push(`There is no view ${quote(view)}; showing the first view`);
  }
  const q = get('q');
  if (q !== null) {
    if (q.length <= maxSearchLength) state.search = q;
    else
      notices.push(
        `The search in the link was longer than ${maxSearchLength} characters and was ignored`,
      );
  }
  const allFilterParams = params.getAll('f');
  const filterParams = allFilterParams.filter((f) => f !== '');
  if (allFilterParams.length > 0) {
    const filters: Filter[] = [];
    for (const text of filterParams.slice(0, limits.filters)) {
      const decoded =
        text.length > maxParamLength ? { problem: 'it is too long' } : decodeFilter(text);
      if ('filter' in decoded) filters.push(decoded.filter);
      else notices.push(`Filter ${quote(text)} was ignored: ${decoded.problem}`);
    }
    if (filterParams.length > limits.filters) {
      notices.push(`Only the first ${limits.filters} filters in the link were used`);
    }
    // Filters stay as the view has them when every one in the link was bad, as a bad sort does;
    // an empty `f` alongside says "no filters" on purpose.
    if (filters.length > 0 || allFilterParams.includes('')) state.filters = filters;
  }
  const sort = get('sort');
  if (sort !== null) state.sorting = decodeSort(sort, notices);
  const page = get('page');
  if (page !== null) {
    const n = decodeWhole(page, 1, limits.pageIndex + 1);
    if (n === undefined) notices.push(`Page ${quote(page)} was ignored: not a page number`);
    else state.pageIndex = n - 1;
  }
  const size = get('size');
  if (size !== null) {
    const n = decodeWhole(size, 1, 1000);
    if (n !== undefined && (pageSizes as readonly number[]).includes(n))
      state.pageSize = n as PageSize;
    else notices.push(`Items per page ${quote(size)} was ignored: use ${pageSizes.join(', ')}`);
  }
  const rows = get('rows');
  if (rows !== null) {
    const n = decodeWhole(rows, 1, 10_000_000);
    if (n !== undefined && (sampleSizes as readonly number[]).includes(n))
      state.sampleSize = n as SampleSize;
    else notices.push(`Sample size ${quote(rows)} was ignored: use ${sampleSizes.join(', ')}`);
  }
  return { state, notices };
}
