/**
 * A plain-TypeScript reference for what the SQL path must return (DESIGN.md): filters, search,
 * sort and paging over an array of records, written without SQL so the differential test can
 * compare the two.
 */
import type { ColumnId } from '../../src/domain/columns';
import type { Filter, InvoiceQuery, SortKey } from '../../src/domain/query';
import type { Invoice } from '../../src/domain/invoice';
import { foldForSearch, searchBody, searchedReference } from '../../src/domain/search';

const awaitingPayment = ['sent', 'viewed', 'overdue'];

/**
 * The status a bill shows on `today` (DESIGN.md, Statuses), worked out here without the code
 * under test: awaiting payment and due before today is Overdue; a stored 'overdue' from before
 * is Sent until then.
 */
export function shownStatusOf(r: Invoice, today: string): string {
  if (!awaitingPayment.includes(r.status)) return r.status;
  if (r.dueDate < today) return 'overdue';
  return r.status === 'overdue' ? 'sent' : r.status;
}

/** Folded [a-z0-9] words, the way DESIGN.md says search sees text. */
export function words(text: string): string[] {
  return foldForSearch(text).match(/[a-z0-9]+/g) ?? [];
}

/** The terms of a search: split on whitespace, each term a list of words; empty terms dropped. */
export function searchTerms(search: string): string[][] {
  return search
    .split(/\s+/)
    .map(words)
    .filter((term) => term.length > 0);
}

export function recordWords(r: Invoice): string[] {
  return words(searchBody(r.contactName, searchedReference(r.reference, r.number), r.notes));
}

/** A term matches when consecutive words of the row start with the term's words, in order. */
function termMatches(rowWords: readonly string[], term: readonly string[]): boolean {
  for (let i = 0; i + term.length <= rowWords.length; i++) {
    if (term.every((word, j) => (rowWords[i + j] as string).startsWith(word))) return true;
  }
  return false;
}

export function matchesSearch(r: Invoice, search: string): boolean {
  const rowWords = recordWords(r);
  return searchTerms(search).every((term) => termMatches(rowWords, term));
}

function matchesFilter(r: Invoice, filter: Filter, today: string): boolean {
  switch (filter.column) {
    case 'status': {
      const statuses = filter.values.flatMap((v) =>
        v === 'awaiting-payment' ? awaitingPayment : [v],
      );
      return statuses.includes(shownStatusOf(r, today)) === (filter.operator === 'is');
    }
    case 'from':
      return filter.values.includes(r.contactName) === (filter.operator === 'is');
    case 'number': {
      const texts = [filter.value, filter.value.toUpperCase(), filter.value.toLowerCase()];
      return filter.operator === 'equals'
        ? texts.includes(r.number)
        : texts.some((text) => r.number.startsWith(text));
    }
    case 'date':
    case 'dueDate': {
      const field = filter.column === 'date' ? r.date : r.dueDate;
      if (filter.operator === 'within') {
        const { from, to } = periodOf(filter.value, today);
        return field >= from && field <= to;
      }
      const value = filter.value === 'today' ? today : filter.value;
      return filter.operator === 'before' ? field < value : field > value;
    }
    case 'total':
    case 'paid':
    case 'due': {
      const field =
        filter.column === 'paid' ? r.amountPaid : filter.column === 'total' ? r.amountDue : owed(r);
      return filter.operator === 'greaterThan' ? field > filter.value : field < filter.value;
    }
    case 'overdueBy': {
      const days = overdueBy(r, today);
      switch (filter.operator) {
        case 'notYetDue':
          return owed(r) > 0 && days === null;
        case 'between':
          return days !== null && days >= filter.value && days <= filter.to;
        case 'greaterThan':
          return days !== null && days > filter.value;
        case 'lessThan':
          return days !== null && days < filter.value;
      }
    }
  }
}

const dayMs = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** A relative period's first and last day, worked out here with Date (weeks start on Monday). */
export function periodOf(preset: string, today: string): { from: string; to: string } {
  if (preset === 'last30Days') return { from: shift(today, -29), to: today };
  if (preset === 'next30Days') return { from: today, to: shift(today, 29) };
  if (preset === 'thisWeek') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { from: shift(today, -weekday), to: shift(today, 6 - weekday) };
  }
  const date = new Date(`${today}T00:00:00Z`);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { from: `${today.slice(0, 7)}-01`, to: last.toISOString().slice(0, 10) };
}

/** What is still owed: the stored total (`amountDue`) less what has been paid. */
export function owed(r: Invoice): number {
  // A voided bill owes nothing (Xero's rule): it counts in no sum and is overdue by nothing.
  if (r.status === 'voided') return 0;
  return r.amountDue - r.amountPaid;
}

/** Days since the due date of a bill that still owes something and is past due; else null. */
export function overdueBy(r: Invoice, today: string): number | null {
  if (owed(r) <= 0 || r.dueDate >= today) return null;
  return Math.round((Date.parse(today) - Date.parse(r.dueDate)) / 86_400_000);
}

const encoder = new TextEncoder();

/** SQLite BINARY collation: compare the UTF-8 bytes. */
export function compareBinary(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return x.length - y.length;
}

function sortValue(r: Invoice, column: ColumnId, today: string): string | number | null {
  switch (column) {
    case 'from':
      return r.contactName;
    case 'status':
      return shownStatusOf(r, today);
    case 'number':
      return r.number;
    case 'reference':
      return r.reference;
    case 'date':
      return r.date;
    case 'dueDate':
      return r.dueDate;
    case 'total':
      return r.amountDue;
    case 'paid':
      return r.amountPaid;
    case 'due':
      return owed(r);
    case 'overdueBy':
      return overdueBy(r, today);
    case 'notes':
      return r.notes.join('\n');
  }
}

/** As SQLite orders: NULL first, then numbers, then text. */
function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareBinary(String(a), String(b));
}

/** Sorts by the keys, then by id in the last key's direction (ascending with no keys). */
export function referenceSort(
  records: readonly Invoice[],
  sort: readonly SortKey[],
  today = '',
): Invoice[] {
  const idDesc = sort.at(-1)?.desc ?? false;
  return [...records].sort((a, b) => {
    for (const key of sort) {
      const order = compareValues(sortValue(a, key.column, today), sortValue(b, key.column, today));
      if (order !== 0) return key.desc ? -order : order;
    }
    return idDesc ? b.id - a.id : a.id - b.id;
  });
}

/** Every record matching the filters and search, unsorted. */
export function referenceMatches(
  records: readonly Invoice[],
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  today: string,
): Invoice[] {
  return records.filter(
    (r) => query.filters.every((f) => matchesFilter(r, f, today)) && matchesSearch(r, query.search),
  );
}

/** Every matching record in query order. */
export function referenceRows(
  records: readonly Invoice[],
  query: Pick<InvoiceQuery, 'filters' | 'search' | 'sort'>,
  today: string,
): Invoice[] {
  return referenceSort(referenceMatches(records, query, today), query.sort, today);
}

export function referencePage(
  records: readonly Invoice[],
  query: InvoiceQuery,
  today: string,
): Invoice[] {
  const start = query.page.index * query.page.size;
  return referenceRows(records, query, today).slice(start, start + query.page.size);
}

/** The footer: how many rows match and the sums of Paid and Amount due (owed) over them. */
export function referenceSummary(
  records: readonly Invoice[],
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  today: string,
): { total: number; paid: number; due: number; ageing: { count: number; owed: number }[] } {
  const rows = referenceMatches(records, query, today);
  return {
    total: rows.length,
    paid: rows.reduce((sum, r) => sum + r.amountPaid, 0),
    due: rows.reduce((sum, r) => sum + owed(r), 0),
    ageing: referenceAgeing(rows, today),
  };
}

/** The five aged payables buckets (not yet due, 1–30, 31–60, 61–90, over 90 days overdue). */
export function referenceAgeing(
  rows: readonly Invoice[],
  today: string,
): { count: number; owed: number }[] {
  const buckets = [0, 1, 2, 3, 4].map(() => ({ count: 0, owed: 0 }));
  for (const r of rows) {
    if (owed(r) <= 0) continue;
    const days = overdueBy(r, today) ?? 0;
    const bucket = buckets[days <= 0 ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : days <= 90 ? 3 : 4];
    if (!bucket) continue;
    bucket.count += 1;
    bucket.owed += owed(r);
  }
  return buckets;
}
