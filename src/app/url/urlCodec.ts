import type { SampleSize } from '../../sql/sampleSizes';
import type { KeysOn, TableParts } from '../state/stateKeys';
import {
  columnOrderParam,
  columnPinningParam,
  columnSizingParam,
  columnVisibilityParam,
} from './columnParams';
import {
  filtersParam,
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
};

type Part = { [K in keyof UrlState]-?: [K, ParamCodec<NonNullable<UrlState[K]>>] }[keyof UrlState];
const parts = [...Object.entries(linkCodecs), ['sampleSize', sampleSizeParam] as const] as Part[];
const knownParams = new Set(parts.map(([, codec]) => codec.param));

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
    const value = codec.decode(values, notices, context);
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return { state, notices };
}
