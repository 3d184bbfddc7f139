import type { Filter } from '../../domain/query';
import type { SampleSize } from '../../domain/sampleSizes';
import { billLinkParam } from '../bill/billLink';
import type { KeysOn, TableParts } from '../state/stateKeys';
import {
  columnOrderParam,
  columnPinningParam,
  columnSizingParam,
  columnVisibilityParam,
} from './columnParams';
import {
  encodeFilter,
  filtersParam,
  groupByParam,
  pageParam,
  pageSizeParam,
  quote,
  sampleSizeParam,
  searchParam,
  sortParam,
  viewParam,
  type LinkContext,
  type ParamCodec,
} from './linkParams';

export { encodeFilter, maxFilterParamLength, maxParamLength } from './linkParams';

type LinkKey = KeysOn<'link'>;

/**
 * The parts of the table a link carries: the keys the state table routes to the link (the view,
 * search, filters, sort, page, page size and column layout), and the sample size (which belongs
 * to the page, not the table).
 */
export type UrlState = { [K in LinkKey]?: TableParts[K] } & { sampleSize?: SampleSize };

/**
 * The codec of each key the state table sends to the link, in the order they are written. A key
 * routed to the link without a codec here fails to compile.
 */
const linkCodecs: { [K in LinkKey]: ParamCodec<TableParts[K]> } = {
  viewId: viewParam,
  search: searchParam,
  filters: filtersParam,
  sorting: sortParam,
  pageIndex: pageParam,
  pageSize: pageSizeParam,
  columnOrder: columnOrderParam,
  columnVisibility: columnVisibilityParam,
  columnPinning: columnPinningParam,
  columnSizing: columnSizingParam,
  groupBy: groupByParam,
};

type Part = { [K in keyof UrlState]-?: [K, ParamCodec<NonNullable<UrlState[K]>>] }[keyof UrlState];
const parts = [...Object.entries(linkCodecs), ['sampleSize', sampleSizeParam] as const] as Part[];
/** `bill` is read by the bill's detail, not the table (bill/billLink.ts). */
const knownParams = new Set([...parts.map(([, codec]) => codec.param), billLinkParam]);

/**
 * The longest address the app writes: servers refuse long request lines (HTTP 431 at 16 kB), and
 * a link is meant to be pasted and shared.
 */
export const maxLinkLength = 8 * 1024;

/**
 * The link for `state`, at most `max` characters: when it would be longer, the longest filters
 * are left out (the last of equals first) and returned so the screen can say so. Only filters
 * grow without bound: up to 100 names of up to 200 characters each.
 */
export function fitUrlState(
  state: UrlState,
  max = maxLinkLength,
): { query: string; leftOut: Filter[] } {
  const filters = state.filters ?? [];
  const sizes = filters.map((filter) => encodeURIComponent(encodeFilter(filter)).length);
  const kept = filters.map(() => true);
  for (;;) {
    const remaining = filters.filter((_, i) => kept[i]);
    // With every filter left out, none is written: the view's own stay, rather than "no filters".
    const fitted =
      remaining.length === 0 && filters.length > 0
        ? { ...state, filters: undefined }
        : { ...state, filters: remaining.length === filters.length ? state.filters : remaining };
    const query = encodeUrlState(fitted);
    const longest = sizes.reduce(
      (best, size, i) => (kept[i] && (best < 0 || size >= (sizes[best] ?? 0)) ? i : best),
      -1,
    );
    if (query.length <= max || longest < 0) {
      return { query, leftOut: filters.filter((_, i) => !kept[i]) };
    }
    kept[longest] = false;
  }
}

export function encodeUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  for (const [key, codec] of parts) {
    const value = state[key];
    if (value === undefined) continue;
    for (const text of (codec as ParamCodec<typeof value>).encode(value)) {
      params.append(codec.param, text);
    }
  }
  return params.toString();
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
  const context: LinkContext = { knownViewIds };
  for (const [key, codec] of parts) {
    const values = params.getAll(codec.param);
    if (values.length === 0) continue;
    if (values.length > 1 && !codec.repeats) {
      notices.push(`The link gives ${codec.param} ${values.length} times; only the first was used`);
    }
    const value = codec.decode(values, notices, context);
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return { state, notices };
}
