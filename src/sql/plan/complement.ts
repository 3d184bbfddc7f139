import type { InvoiceQuery } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import { ageingPlan } from './ageing';
import { columnSql, owedSql } from '../compile/columns';
import { filterCondition } from '../compile/filters';
import { matchesScanTerms, toScanTerms } from '../compile/search';
import { totalsCanAnswer, totalsTable } from './totals';
import type {
  BucketsPlan,
  CompileContext,
  Condition,
  DifferencePlan,
  SearchTerms,
  TotalsPlan,
} from '../compile/types';

/**
 * Totals of a broad search by complement. A search that finds most bills ('INV-0' finds 999,999
 * of a million) costs a pass over every match to count and sum them (300-700 ms at a million),
 * while the bills it does NOT find are few. Its footer and aged payables are then those of its
 * filters alone (the running totals, totals.ts: no pass) less those of the bills the filters keep
 * and the search does not find.
 *
 * Those are listed through the index on Reference: a reference that starts with the search as
 * typed (or in upper or lower case) surely matches it ('INV-0000042' starts with 'INV-0'), so only
 * the bills whose reference lies outside those prefixes can fail it, and each of them is tested
 * against the whole search (From, Reference and Notes, search.ts, as the full-text index would
 * say). How many lie outside is looked at first, stopping past `complementLimit` of them, so a
 * search whose prefixes leave many bills (a narrow search) pays for a short look only, and
 * is then counted from the full-text index as before.
 */

/** The most bills a complement may list (each looked up and tested: ~1-2 µs apiece in wasm). */
export const complementCap = 2000;

/**
 * The most bills a complement may list in a table of `invoices`: `complementCap`, and no more
 * than a tenth of them, so it serves searches that find most bills (in a small table, testing
 * every bill costs little either way, and the full-text index still counts the others).
 */
export function complementLimit(invoices: number): number {
  return Math.min(complementCap, Math.floor(invoices / 10));
}

/** The index that lists the bills outside the sure prefixes (schema.ts). */
export const referenceIndex = 'invoices_reference';

/** Printable ASCII alone: such a prefix folds to its lower case and is split into words the same way in any text it starts. */
const printableAscii = /^[\x20-\x7e]+$/;

/**
 * Prefixes of Reference that make a bill match every term of the search: the search as typed, in
 * upper case and in lower case, where the words of the prefix alone hold every term. A text that
 * starts with such a prefix has its words, the last one perhaps longer, which still starts with
 * what the term asks (a term's words match the starts of words), so it matches.
 */
export function surePrefixes(search: string, terms: SearchTerms): string[] {
  const typed = search.trim().replace(/\s+/g, ' ');
  const scanTerms = toScanTerms(terms);
  return [...new Set([typed, typed.toUpperCase(), typed.toLowerCase()])].filter(
    (prefix) => printableAscii.test(prefix) && matchesScanTerms('', prefix, '', scanTerms),
  );
}

/** The first text after every text that starts with `prefix` (printable ASCII), in binary order. */
function pastPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** The ranges of the texts that start with each prefix, sorted and joined where they overlap. */
export function prefixRanges(prefixes: readonly string[]): { from: string; to: string }[] {
  const ranges = prefixes
    .map((from) => ({ from, to: pastPrefix(from) }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const joined: { from: string; to: string }[] = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range.from <= last.to) {
      if (range.to > last.to) last.to = range.to;
    } else joined.push({ ...range });
  }
  return joined;
}

export interface ComplementPlans {
  /** How many bills lie outside the sure prefixes, counted up to `limit + 1`. */
  probe: TotalsPlan;
  /** The footer: the filters' running totals less the bills they keep that the search misses. */
  summary: DifferencePlan;
  /** The filters' aged payables, from the running totals (ageing.ts). */
  ageingWhole: BucketsPlan;
  /** The aged payables of the bills the filters keep and the search misses, to take away. */
  ageingPart: BucketsPlan;
}

/**
 * The plans of a search's totals by complement, or null when it has no sure prefix or its
 * filters are not ones the running totals answer (status, due date, 'Overdue by').
 */
export function complementPlans(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
  sums: readonly string[],
  /** The most bills the complement may list (`complementLimit`). */
  limit: number,
): ComplementPlans | null {
  const terms = searchTerms(query.search);
  const unsearched = { filters: query.filters, search: '' };
  if (terms.length === 0 || !totalsCanAnswer(unsearched)) return null;
  const prefixes = surePrefixes(query.search, terms);
  if (prefixes.length === 0) return null;
  const left: Condition = {
    kind: 'outside',
    column: columnSql.reference,
    ranges: prefixRanges(prefixes),
  };
  // Through the index on Reference alone: without it (still being built after a load) the
  // reader does not take this way (`referenceIndex`), as listing would read every bill.
  // Hidden invoices (a Delete's, hidden.ts) are already out of the running totals: never
  // count them among the bills the search misses.
  const invoices = {
    kind: 'table' as const,
    table: 'invoices',
    indexedBy: referenceIndex,
    ...(context.hidden === true ? { hidden: true } : {}),
  };
  // Only the index on Reference may find these rows: the filters are tested on each one.
  const filters = query.filters.map((f) => filterCondition(f, context, false));
  const missed: Condition[] = [
    left,
    ...filters,
    { kind: 'not', condition: { kind: 'scanMatch', terms } },
  ];
  const whole = ageingPlan(unsearched, context);
  return {
    probe: { kind: 'totals', source: invoices, where: [left], sums: [], atMost: limit + 1 },
    summary: {
      kind: 'difference',
      whole: {
        kind: 'totals',
        source: totalsTable,
        where: query.filters.map((f) => filterCondition(f, context)),
        counted: 'invoices',
        sums,
      },
      part: { kind: 'totals', source: invoices, where: missed, sums },
    },
    ageingWhole: whole,
    ageingPart: {
      kind: 'buckets',
      column: whole.column,
      edges: whole.edges,
      sum: owedSql,
      source: invoices,
      where: [...missed, { kind: 'owing', indexed: false }],
    },
  };
}
