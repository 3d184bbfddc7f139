import type { InvoiceQuery } from '../../domain/query';
import { searchTerms } from '../../domain/search';
import { ageingPlan } from './ageing';
import { columnSql } from '../compile/columns';
import { contactTotalsTable } from '../schema/contactTotals';
import { filterCondition } from '../compile/filters';
import { matchesScanTerms, toScanTerms } from '../compile/search';
import { totalsCanAnswer } from './totals';
import { indexedBy } from '../compile/dialect';
import type {
  BucketsPlan,
  CompileContext,
  CompiledSql,
  Condition,
  SearchTerms,
  TotalsPlan,
} from '../compile/types';

/**
 * Totals of a search that the names of its contacts decide. A common word of From ('and' is in
 * a quarter of the sample's bills, every one from its contact's name; a whole contact name)
 * costs a pass over every match to count and sum them (130-300 ms at a million, and as much
 * again for the aged payables). But a bill whose contact's name alone holds every term surely
 * matches (its words come first in what is searched, search.ts), so the bills of those "sure"
 * contacts are matches, and their totals, per status and due date, are in the running totals per
 * contact (contactTotals.ts): no pass.
 *
 * They are all the matches exactly when the full-text index finds as many visible bills as those
 * contacts have. The index counts its matches without reading a bill (~17 ms for 'and' at a
 * million); it also holds the bills hidden by a Delete (hidden.ts) and those kept in the trash,
 * so the ones among them that match are counted row by row and taken away, when they are few
 * (`invisibleLimit`). When other bills match too ('co' is in many Notes), this gives up and the
 * matches are counted as before: the same totals, only slower.
 */

/** The most hidden or trashed bills tested one by one (~1 µs each in wasm). */
export const invisibleLimit = 10_000;

/** The most contacts tested against a search (the sample has 60; ~2 µs each). */
export const contactsLimit = 5000;

/** The most distinct Notes looked at to guess whether Notes match too (the sample has ~1,650). */
export const notesLimit = 5000;

/**
 * The contacts in the running totals, at most `contactsLimit + 1`, found one after the other
 * through their key: a seek each (grouping the ~100,000 rows of a million bills took ~5 ms).
 * A contact whose bills are all deleted may be among them: its totals are nothing, so it
 * changes no answer.
 */
export const contactNamesSql = `WITH RECURSIVE names(value, n) AS (
  SELECT (SELECT min(contact_name) FROM invoice_contact_totals), 1
  UNION ALL
  SELECT (SELECT min(contact_name) FROM invoice_contact_totals WHERE contact_name > value), n + 1
  FROM names WHERE value IS NOT NULL AND n <= ${contactsLimit}
) SELECT value FROM names WHERE value IS NOT NULL`;

/** The next distinct Notes after `value`, through the index on Notes (schema.ts). */
const nextNotes = (after: string) =>
  `(SELECT min(notes) FROM invoices${indexedBy('invoices_notes')}${after})`;

/**
 * Whether some Notes alone hold every term of the search (`toScanTerms`, the one parameter): 1
 * or 0. The distinct Notes are found one after the other through the index on Notes, a seek
 * each, and tested as found, stopping at the first that holds them ('co': 0.1 ms at a million)
 * or after `notesLimit` (all ~1,650 of the sample, for 'and': 4-7 ms at a million). Then bills of
 * other contacts most likely match too, and counting the index's matches to find out would only
 * add to the pass. A guess, never the answer: the counts decide (`sureContactsAreAll`).
 */
export function notesHoldSql(terms: SearchTerms): CompiledSql {
  // Each step finds the next Notes and tests the one before (`hit`), so the table of the
  // recursion is read once a step, as SQLite requires; a hit ends it.
  return {
    sql: `WITH RECURSIVE seen(value, n, hit) AS (
  SELECT ${nextNotes('')}, 1, 0
  UNION ALL
  SELECT ${nextNotes(' WHERE notes > seen.value')}, n + 1,
    search_matches('', '', seen.value, ?)
  FROM seen WHERE seen.value IS NOT NULL AND hit = 0 AND n <= ${notesLimit}
) SELECT max(hit) FROM seen`,
    params: [toScanTerms(terms)],
  };
}

/** The contacts whose name alone holds every term: each of their bills matches. */
export function sureContacts(contacts: readonly string[], terms: SearchTerms): string[] {
  const scanTerms = toScanTerms(terms);
  return contacts.filter((name) => matchesScanTerms(name, '', '', scanTerms));
}

export interface ContactSearchPlans {
  /** Every bill the full-text index finds, hidden and trashed ones included: no bill is read. */
  indexed: TotalsPlan;
  /** How many trashed bills there are, counted up to `invisibleLimit + 1`. */
  trashProbe: TotalsPlan;
  /** The trashed bills that match, tested one by one. */
  trashed: TotalsPlan;
  /** How many hidden bills there are, counted up to `invisibleLimit + 1`. */
  hiddenProbe: TotalsPlan;
  /** The hidden bills that match, tested one by one. */
  hidden: TotalsPlan;
  /** How many visible bills the sure contacts have, whatever the filters. */
  sure: TotalsPlan;
  /** The footer: the sure contacts' bills that pass the filters. */
  summary: TotalsPlan;
  /** Their aged payables. */
  ageing: BucketsPlan;
}

/**
 * The plans of a search's totals by its sure contacts, or null when it has none or a filter is
 * one the running totals per contact do not answer (only status, due date, 'Overdue by' and
 * From do).
 */
export function contactSearchPlans(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
  sums: readonly string[],
  sure: readonly string[],
): ContactSearchPlans | null {
  const terms = searchTerms(query.search);
  const others = query.filters.filter((f) => f.column !== 'from');
  if (terms.length === 0 || sure.length === 0) return null;
  if (!totalsCanAnswer({ filters: others, search: '' })) return null;
  const ofSure: Condition = {
    kind: 'in',
    column: columnSql.from,
    values: sure,
    negated: false,
    indexed: true,
  };
  const filters = query.filters.map((f) => filterCondition(f, context));
  const counted = { source: contactTotalsTable, counted: 'invoices' };
  const scan: Condition = { kind: 'scanMatch', terms };
  const probe = (table: string): TotalsPlan => ({
    kind: 'totals',
    source: { kind: 'table', table },
    where: [],
    sums: [],
    atMost: invisibleLimit + 1,
  });
  // The edges and sum of the aged payables (ageing.ts), over the totals per contact.
  const { column, edges, sum } = ageingPlan({ filters: [], search: '' }, context);
  return {
    indexed: {
      kind: 'totals',
      source: { kind: 'table', table: 'invoice_search' },
      where: [{ kind: 'match', terms, joined: true }],
      sums: [],
    },
    trashProbe: probe('trash'),
    trashed: { kind: 'totals', source: { kind: 'table', table: 'trash' }, where: [scan], sums: [] },
    hiddenProbe: probe('hidden_invoices'),
    hidden: {
      kind: 'totals',
      source: { kind: 'table', table: 'invoices' },
      where: [{ kind: 'hidden' }, scan],
      sums: [],
    },
    sure: { kind: 'totals', ...counted, where: [ofSure], sums: [] },
    summary: { kind: 'totals', ...counted, where: [ofSure, ...filters], sums },
    ageing: {
      kind: 'buckets',
      ...counted,
      column,
      edges,
      sum,
      where: [ofSure, ...filters, { kind: 'owing', indexed: true }],
    },
  };
}

/** The first column of the first row of a read, as a number. */
export type ReadNumber = (compiled: CompiledSql) => number;

/**
 * Whether the sure contacts' bills are every visible bill the search finds: the index's matches
 * less the hidden and trashed ones among them, against how many bills those contacts have. False
 * when more than `invisibleLimit` bills are hidden or trashed (testing them would cost more than
 * it spares).
 */
export function sureContactsAreAll(
  plans: Pick<
    ContactSearchPlans,
    'indexed' | 'trashProbe' | 'trashed' | 'hiddenProbe' | 'hidden' | 'sure'
  >,
  readNumber: ReadNumber,
  compile: (plan: TotalsPlan) => CompiledSql,
): boolean {
  const read = (plan: TotalsPlan) => readNumber(compile(plan));
  const trashed = read(plans.trashProbe);
  const hidden = read(plans.hiddenProbe);
  if (trashed > invisibleLimit || hidden > invisibleLimit) return false;
  const visible =
    read(plans.indexed) -
    (trashed > 0 ? read(plans.trashed) : 0) -
    (hidden > 0 ? read(plans.hidden) : 0);
  return visible === read(plans.sure);
}
