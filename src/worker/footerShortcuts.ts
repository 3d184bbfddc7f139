import type { Database } from 'sql.js';
import type { AgeingTotal } from '../domain/ageing';
import type { InvoiceQuery } from '../domain/query';
import { searchTerms } from '../domain/search';
import { compile } from '../sql/compile/compile';
import type { CompileContext, CompiledSql } from '../sql/compile/types';
import { ageingTotals } from '../sql/plan/ageing';
import { complementLimit, complementPlans, referenceIndex } from '../sql/plan/complement';
import {
  contactNamesSql,
  contactSearchPlans,
  contactsLimit,
  notesHoldSql,
  sureContacts,
  sureContactsAreAll,
} from '../sql/plan/contactSearch';
import { footerSums } from '../sql/plan/reads';
import { hasSchemaObject } from '../sql/schema/catalog';
import { allRows } from './allRows';
import type { Footer } from './types';

/**
 * The footers and aged payables a search gets without counting its matches: by complement (a
 * broad search: its filters' totals less the few bills it misses) or from its contacts' running
 * totals. Each remembers, until a write (`changed`), the searches it cannot answer.
 */
export function createFooterShortcuts(deps: {
  database: () => Database;
  context: CompileContext;
  countInvoices: () => number;
  /** Keeps a footer and ageing found here with the reader's own, until a write. */
  remember: (key: string, summary: Footer, ageing: AgeingTotal[]) => void;
}) {
  const { database, context, countInvoices } = deps;
  /** Filters and searches whose totals cannot come by complement, until a write. */
  const noComplement = new Set<string>();
  /** Filters and searches whose totals came by complement (broad searches), until a write. */
  const broadSearches = new Set<string>();
  /** Filters and searches whose totals cannot come from their contacts, until a write. */
  const noContacts = new Set<string>();
  /** The contacts in the running totals, until a write. */
  let contactNames: string[] | null = null;

  /**
   * The footer and aged payables of a broad search by complement (sql/plan/complement.ts): its
   * filters' running totals less the few bills they keep that it does not find. Null when the
   * search leaves more than `complementLimit` bills to test, or has no sure prefix; then nothing
   * is cached and the caller counts the matches.
   */
  function byComplement(query: Pick<InvoiceQuery, 'filters' | 'search'>, key: string) {
    if (noComplement.has(key)) return null;
    const limit = complementLimit(countInvoices());
    const plans = complementPlans(query, context, footerSums, limit);
    const db = database();
    // Not while the index on Reference is being built: listing the bills would read them all
    // (nothing is cached then, so the next search looks again).
    if (plans && !hasSchemaObject(db, 'index', referenceIndex)) {
      return null;
    }
    if (!plans || Number(allRows(db, compile(plans.probe))[0]?.[0] ?? 0) > limit) {
      noComplement.add(key);
      return null;
    }
    const [total, paid, due] = (allRows(db, compile(plans.summary))[0] ?? [0, 0, 0]).map(Number);
    const summary = { total: total ?? 0, paid: paid ?? 0, due: due ?? 0 };
    const whole = ageingTotals(allRows(db, compile(plans.ageingWhole)));
    const part = ageingTotals(allRows(db, compile(plans.ageingPart)));
    const ageing = whole.map((bucket, i) => ({
      count: bucket.count - (part[i]?.count ?? 0),
      owed: bucket.owed - (part[i]?.owed ?? 0),
    }));
    deps.remember(key, summary, ageing);
    broadSearches.add(key);
    return { summary, ageing };
  }

  /**
   * The footer and aged payables of a search its contacts decide (sql/plan/contactSearch.ts): the
   * running totals of the contacts whose name holds every term, when the full-text index finds
   * no other visible bill. Null otherwise; then the caller counts the matches.
   */
  function byContacts(query: Pick<InvoiceQuery, 'filters' | 'search'>, key: string) {
    const terms = searchTerms(query.search);
    // Letters alone ('g') are in some Notes whatever the data, and their footers come from the
    // initials (initials.ts): not worth listing the contacts and Notes. While the full-text
    // index is being built it does not hold every bill.
    const letters = terms.every((words) => words.length === 1 && words[0]?.length === 1);
    if (letters || noContacts.has(key) || context.scanSearch === true) return null;
    const db = database();
    contactNames ??= allRows(db, { sql: contactNamesSql, params: [] }).map((r) => String(r[0]));
    // Too many contacts to test each against the search.
    const sure = contactNames.length > contactsLimit ? [] : sureContacts(contactNames, terms);
    const plans = contactSearchPlans(query, context, footerSums, sure);
    const readNumber = (compiled: CompiledSql) => Number(allRows(db, compiled)[0]?.[0] ?? 0);
    // A guess first that spares counting the index's matches when Notes surely add some ('co');
    // the Notes are looked up through their index, not there while a load or an import builds it.
    const notesHold = (): boolean =>
      hasSchemaObject(db, 'index', 'invoices_notes') && readNumber(notesHoldSql(terms)) === 1;
    if (!plans || notesHold() || !sureContactsAreAll(plans, readNumber, compile)) {
      noContacts.add(key);
      return null;
    }
    const [total, paid, due] = (allRows(db, compile(plans.summary))[0] ?? [0, 0, 0]).map(Number);
    const summary = { total: total ?? 0, paid: paid ?? 0, due: due ?? 0 };
    const ageing = ageingTotals(allRows(db, compile(plans.ageing)));
    deps.remember(key, summary, ageing);
    return { summary, ageing };
  }

  return {
    /** The footer and ageing by complement, else by contacts; null when neither answers. */
    footerOf(query: Pick<InvoiceQuery, 'filters' | 'search'>, key: string) {
      return byComplement(query, key) ?? byContacts(query, key);
    },
    /** Whether the search under `key` was answered by complement (it misses few bills). */
    isBroad: (key: string): boolean => broadSearches.has(key),
    changed() {
      noComplement.clear();
      broadSearches.clear();
      noContacts.clear();
      contactNames = null;
    },
  };
}
