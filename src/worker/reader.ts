import type { Database } from 'sql.js';
import type { AgeingTotal } from '../domain/ageing';
import { ageingTotals, compileAgeing } from '../sql/plan/ageing';
import type { GroupTotal, Grouping } from '../domain/grouping';
import { compileGroups, toGroupTotals } from '../sql/plan/grouping';
import { overdueFilter, overdueSortReads, sortsByOverdue } from '../sql/plan/overdueSort';
import { showingStatus, sortsByStatus, statusRuns } from '../sql/plan/statusSort';
import { compileRows, compileSummary, deferrable, type RowsContext } from '../sql/plan/reads';
import {
  choosePlan,
  foundPlan,
  overdueByDate,
  pastDueNewestFirst,
  shortReadPlan,
  statusDateWins,
} from '../sql/plan/plan';
import { matchesScanTerms, toScanTerms } from '../sql/compile/search';
import type { Filter, InvoiceQuery } from '../domain/query';
import type { InvoiceRow } from '../sql/compile/rows';
import { searchedReference, searchTerms } from '../domain/search';
import type { InvoiceStatus } from '../domain/statuses';
import { compileStatusesWithRows, countInvoicesSql, totalsCanAnswer } from '../sql/plan/totals';
import type { CompileContext } from '../sql/compile/types';
import { readWindow } from '../sql/compile/window';
import { dueDateRangeSql, narrowedWhileHidden } from '../sql/plan/visibleBounds';
import { allRows } from './allRows';
import { createFooterShortcuts } from './footerShortcuts';
import type { Footer, Summary } from './types';

/**
 * The most rows of a broad search's filters read in their order, each then tested against the
 * search, to find a window of its rows: at most a few milliseconds of testing (~1-3 µs a row).
 * Past it (a window deep in the result), the rows are read as any search's.
 */
const broadReadMost = 5000;

/**
 * The read side of the service: footers, windows of rows, and the counts that choose how to
 * read them (plan.ts), each cached until `changed()` (a write, or a new sample).
 */
export function createReader(options: {
  database: () => Database;
  /** What a compiled read needs to know: today, and whether search must scan (`scanSearch`). */
  context: CompileContext;
  choosePlan?: typeof choosePlan;
}) {
  const { database, context } = options;
  /** Summaries depend only on filters and search; sort and paging reuse them until a write. */
  const summaries = new Map<string, Footer>();
  /** Aged payables, by filters and search, until a write. */
  const ageings = new Map<string, AgeingTotal[]>();
  /** The statuses with rows under the status and due-date filters, by filters, until a write. */
  const statusLists = new Map<string, InvoiceStatus[]>();
  /** Group by's groups, by grouping, filters and search, until a write. */
  const groupLists = new Map<string, GroupTotal[]>();
  /** The due dates with visible invoices, by statuses, until a write (visibleBounds.ts). */
  const dueRanges = new Map<string, { first: string; last: string } | null>();
  let invoiceCount: number | null = null;
  const shortcuts = createFooterShortcuts({
    database,
    context,
    countInvoices: () => countInvoices(),
    remember: (key, summary, ageing) => {
      summaries.set(key, summary);
      ageings.set(key, ageing);
    },
  });

  /** Every group of the matching rows (sql/plan/grouping.ts), read once until a write. */
  function groupsFor(query: Pick<InvoiceQuery, 'filters' | 'search'>, grouping: Grouping) {
    const key = JSON.stringify([grouping, query.filters, query.search]);
    let groups = groupLists.get(key);
    if (!groups) {
      const rows = allRows(database(), compileGroups(query, grouping, context));
      groups = toGroupTotals(rows as unknown as (string | number)[][]);
      groupLists.set(key, groups);
    }
    return groups;
  }

  function summaryFor(query: Pick<InvoiceQuery, 'filters' | 'search'>): Footer {
    const key = JSON.stringify([query.filters, query.search]);
    const cached = summaries.get(key);
    if (cached) return cached;
    const complement = shortcuts.footerOf(query, key);
    if (complement) return complement.summary;
    const compiled = compileSummary(query, context);
    const [total, paid, due] = (allRows(database(), compiled)[0] ?? [0, 0, 0]) as unknown as [
      number,
      number,
      number,
    ];
    const summary = { total, paid, due };
    summaries.set(key, summary);
    return summary;
  }

  /** The aged payables, read once per filters and search until a write. */
  function ageingFor(query: Pick<InvoiceQuery, 'filters' | 'search'>): AgeingTotal[] {
    const key = JSON.stringify([query.filters, query.search]);
    let ageing = ageings.get(key) ?? shortcuts.footerOf(query, key)?.ageing;
    if (!ageing) {
      ageing = ageingTotals(allRows(database(), compileAgeing(query, context)));
      ageings.set(key, ageing);
    }
    return ageing;
  }

  /**
   * The footer and the aged payables when they are cheap: from the running totals, or already
   * read. Otherwise (a search at a million bills takes hundreds of milliseconds) the ageing is
   * null, so the rows need not wait for it; `ageingFor` reads it when asked.
   */
  function fullSummaryFor(query: Pick<InvoiceQuery, 'filters' | 'search'>): Summary {
    const key = JSON.stringify([query.filters, query.search]);
    const summary = summaryFor(query);
    const ageing =
      ageings.get(key) ??
      (totalsCanAnswer(query) ? ageingFor(query) : sameAsUnsearched(query, summary, key));
    // Said only when it is so: a search answered row by row while the search index is built.
    return context.scanSearch === true && searchTerms(query.search).length > 0
      ? { ...summary, ageing, searchIndexing: true }
      : { ...summary, ageing };
  }

  /**
   * A search that finds every bill its filters keep ('inv' at a million) has their ageing,
   * which the running totals give without a pass: the searched bills are among the filtered
   * ones, so as many means the same bills. Null otherwise, or when the totals cannot answer.
   */
  function sameAsUnsearched(
    query: Pick<InvoiceQuery, 'filters' | 'search'>,
    summary: Footer,
    key: string,
  ): AgeingTotal[] | null {
    const unsearched = { filters: query.filters, search: '' };
    if (searchTerms(query.search).length === 0 || !totalsCanAnswer(unsearched)) return null;
    if (summaryFor(unsearched).total !== summary.total) return null;
    const ageing = ageingFor(unsearched);
    ageings.set(key, ageing);
    return ageing;
  }

  function statusesFor(query: Pick<InvoiceQuery, 'filters'>): InvoiceStatus[] {
    const key = JSON.stringify(query.filters);
    let statuses = statusLists.get(key);
    if (!statuses) {
      const compiled = compileStatusesWithRows(query, context);
      statuses = allRows(database(), compiled).map((row) => row[0] as unknown as InvoiceStatus);
      statusLists.set(key, statuses);
    }
    return statuses;
  }

  /** The first and last due date with a visible invoice among `statuses` (visibleBounds.ts). */
  function dueDatesOf(statuses: readonly InvoiceStatus[]) {
    const key = JSON.stringify(statuses);
    let range = dueRanges.get(key);
    if (range === undefined) {
      const [first, last] = allRows(database(), dueDateRangeSql(statuses))[0] ?? [];
      range = typeof first === 'string' && typeof last === 'string' ? { first, last } : null;
      dueRanges.set(key, range);
    }
    return range;
  }

  function changed() {
    dueRanges.clear();
    summaries.clear();
    ageings.clear();
    shortcuts.changed();
    statusLists.clear();
    groupLists.clear();
    invoiceCount = null;
  }

  function countInvoices(): number {
    invoiceCount ??= Number(allRows(database(), { sql: countInvoicesSql, params: [] })[0]?.[0]);
    return invoiceCount;
  }

  /**
   * A window of the rows in query order, read the way plan.ts picks from the counts; when reading
   * in order gave up before filling the window, read again by finding every match.
   */
  function readRows(
    asked: InvoiceQuery,
    offset: number,
    limit: number,
    total: number,
  ): InvoiceRow[] {
    if (
      searchTerms(asked.search).length > 0 &&
      shortcuts.isBroad(JSON.stringify([asked.filters, asked.search]))
    ) {
      // A broad search misses few of its filters' bills (complement.ts): the first `missed` +
      // `offset` + `limit` of those, read as without the search, hold its window.
      const filteredTotal = summaryFor({ filters: asked.filters, search: '' }).total;
      const read = Math.min(filteredTotal, offset + limit + (filteredTotal - total));
      if (read <= broadReadMost) {
        const terms = toScanTerms(searchTerms(asked.search));
        return readRows({ ...asked, search: '' }, 0, read, filteredTotal)
          .filter((row) =>
            matchesScanTerms(row[4], searchedReference(row[3], row[2]), row[10], terms),
          )
          .slice(offset, offset + limit);
      }
    }
    const window = { offset, limit, total };
    const rowsContext = { ...context, statuses: statusesFor(asked) };
    // While invoices are hidden, told where the visible ones lie, so an index skips the rest.
    const query =
      context.hidden === true
        ? narrowedWhileHidden(asked, rowsContext.statuses, dueDatesOf, readWindow(window).offset)
        : asked;
    if (sortsByStatus(query)) {
      // One run per status shown, each read as a query of its own (statusSort.ts).
      const countOf = (status: InvoiceStatus) =>
        summaryFor({ ...query, filters: [...query.filters, showingStatus(status)] }).total;
      return statusRuns(query, window, countOf).flatMap((run) =>
        readPlanned(run.query, run.window, { ...rowsContext, statusRun: true }),
      );
    }
    if (sortsByOverdue(query)) {
      // Two runs, each in an index's order (overdueSort.ts), cut by how many bills are overdue.
      const overdue = summaryFor({ ...query, filters: [...query.filters, overdueFilter] }).total;
      return overdueSortReads(query, window, overdue, rowsContext).flatMap((read) => {
        const rows = allRows(database(), read);
        return read.reversed ? rows.reverse() : rows;
      });
    }
    return readPlanned(query, window, rowsContext);
  }

  /** A window of the rows in query order, read the way plan.ts picks from the counts. */
  function readPlanned(
    query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
    window: { offset: number; limit: number; total: number },
    rowsContext: RowsContext,
  ): InvoiceRow[] {
    if (byStatusDate(query, window)) {
      // An 'Overdue by' filter read as the Overdue view is (plan.ts, `overdueByDate`).
      const owing = { ...rowsContext, ...foundPlan, owingStatuses: true };
      const compiled = compileRows(query, window, owing);
      const rows = allRows(database(), compiled);
      return compiled.reversed ? rows.reverse() : rows;
    }
    const { offset, limit, total } = window;
    const pick = options.choosePlan ?? choosePlan;
    const search = searchTerms(query.search).length > 0;
    const filtered = { filters: query.filters, search: '' };
    const candidates = search && totalsCanAnswer(filtered) ? summaryFor(filtered).total : undefined;
    const invoices = countInvoices();
    // Finding a bucket's window from the index of bills owing costs less than reading in order
    // far: at a million, 31–60 days 16 ms found against 195 ms read in order and given up. Not
    // yet due lies at the top of newest first, so a short read in order goes first.
    const deferred = deferrable(query);
    const plan = deferred
      ? shortReadPlan
      : pastDueNewestFirst(query)
        ? foundPlan
        : pick({ matches: total, invoices, candidates, search, offset, limit });
    let compiled = compileRows(query, window, { ...rowsContext, ...plan, deferred });
    let rows = allRows(database(), compiled);
    if (plan.readCap !== undefined && rows.length < readWindow(window).limit) {
      compiled = compileRows(query, window, { ...rowsContext, ...foundPlan, deferred });
      rows = allRows(database(), compiled);
    }
    if (compiled.reversed) rows.reverse();
    return rows;
  }

  /**
   * Whether an 'Overdue by' filter's window is read through the index of status and date
   * (plan.ts, `statusDateWins`), from how many bills the running totals say lie before it.
   */
  function byStatusDate(
    query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
    window: { offset: number; limit: number; total: number },
  ): boolean {
    const range = overdueByDate(query);
    if (range === null) return false;
    const { offset, limit, fromEnd } = readWindow(window);
    // Only a range with no end that reaches the near side (newest first: from 1 day). A bucket
    // (1-30 days) read so was slower on the screen at a million than found (bench, 29 Nov).
    if (range.to !== null || (!fromEnd && range.from > 1)) return false;
    const notYetDue: Filter = { column: 'overdueBy', operator: 'notYetDue' };
    const passed = fromEnd ? 0 : summaryFor({ filters: [notYetDue], search: '' }).total;
    return statusDateWins({ passed, matches: window.total, offset, limit });
  }

  return { summaryFor, fullSummaryFor, ageingFor, groupsFor, readRows, countInvoices, changed };
}
