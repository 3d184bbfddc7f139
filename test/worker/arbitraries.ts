import { datePresets } from '../../src/domain/datePresets';
import { ageingBuckets } from '../../src/domain/ageing';
import fc from 'fast-check';
import { columnIds } from '../../src/domain/columns';
import { pageSizes, type Filter, type SortKey } from '../../src/domain/query';
import { statusFilterValues } from '../../src/domain/statuses';
import { addDays } from '../../src/domain/dates';
import { createDatabase, sampleRecords, today } from '../sql/db';
import type { ReadPlan } from '../../src/sql/plan/plan';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { groupByChoices, type Grouping } from '../../src/domain/grouping';
import type { Invoice } from '../../src/domain/invoice';
import { compareBinary, overdueBy, recordWords, shownStatusOf, words } from '../sql/reference';
import {
  supplierColumnIds,
  supplierNumberColumns,
  type SupplierFilter,
} from '../../src/domain/suppliers/query';

/**
 * The sample the differential tests run on, and random queries over it (fast-check): filters of
 * every kind, searches from the rows' own words and from a small alphabet, sorts and windows.
 */

/** References with words past ASCII, punctuation and a ligature, set through the service. */
export const edits: [number, string][] = [
  [3, 'Straße 12'],
  [17, 'Œuvre Müller-Lüdenscheid'],
  [29, "O'Brien & Søn ÉTÉ"],
  [58, 'INV-058 ﬁnal'],
  [64, 'ÀBC-123/ab'],
  // outside the prefix 'INV-0' yet found by it, or not: a broad search's complement (complement.ts)
  [7, 'Paid INV-07 in part'],
  [12, 'inv-0999'],
  [23, 'XINV-01'],
  [44, 'INV 05'],
  // a word of other contacts' names: found outside them, so not totalled by contact alone
  [81, 'Sons & Daughters 12'],
];
const sample = sampleRecords();
/** Drafts approved, then voided through the service (voids.ts): the sample voids none. */
export const voidedIds = sample
  .filter((r) => r.status === 'draft')
  .slice(0, 3)
  .map((r) => r.id);
/** Credit notes against two bills awaiting payment: part of what one owes, all the other does. */
export const credits = sample
  .filter((r) => r.status === 'sent' || r.status === 'viewed')
  .slice(0, 2)
  .map((r, i) => {
    const owes = r.amountDue - r.amountPaid;
    return { bill: r.id, amount: i === 0 ? Math.ceil(owes / 2) : owes };
  });

/**
 * The sample as the screen shows it after the edits, voids and credits: a voided bill with
 * Total, Paid and Amount due £0.00 (its total set aside), a credit reducing what is owed as a
 * payment does, a bill credited in full Paid.
 */
export const records = sample.map((r): Invoice => {
  const edit = edits.find(([id]) => id === r.id);
  const edited = edit ? { ...r, reference: edit[1] } : r;
  if (voidedIds.includes(r.id)) return { ...edited, status: 'voided', amountDue: 0, amountPaid: 0 };
  const credit = credits.find((c) => c.bill === r.id);
  if (!credit) return edited;
  const amountPaid = edited.amountPaid + credit.amount;
  return { ...edited, amountPaid, status: amountPaid === r.amountDue ? 'paid' : edited.status };
});

const distinct = <T>(values: T[]) => [...new Set(values)];
export const names = distinct(records.map((r) => r.contactName));
const numbers = distinct(records.map((r) => r.number));
const dates = distinct(records.flatMap((r) => [r.date, r.dueDate]));
const amounts = distinct(
  records.flatMap((r) => [r.amountDue, r.amountPaid, r.amountDue - r.amountPaid]),
);
const overdueDays = distinct(records.map((r) => overdueBy(r, today) ?? 0));
const rowWords = records.map(recordWords);
const wordPool = distinct(rowWords.flat());
const rawPool = distinct(
  records.flatMap((r) => [r.contactName, r.reference, ...r.notes].flatMap((t) => t.split(/\s+/))),
);

const oneOf = fc.constantFrom<'is' | 'isNot'>('is', 'isNot');
const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({
    column: fc.constant('status' as const),
    operator: oneOf,
    values: fc.uniqueArray(fc.constantFrom(...statusFilterValues), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    column: fc.constant('from' as const),
    operator: oneOf,
    values: fc.array(
      fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 8 })),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  }),
  // a bill's number, or a start of it, in the case written, or upper or lower
  fc.record({
    column: fc.constant('number' as const),
    operator: fc.constantFrom('equals' as const, 'startsWith' as const),
    value: fc
      .tuple(fc.constantFrom(...numbers), fc.nat(), fc.constantFrom('as', 'upper', 'lower'))
      .map(([number, n, casing]) => {
        const start = number.slice(0, 1 + (n % number.length));
        return casing === 'upper'
          ? start.toUpperCase()
          : casing === 'lower'
            ? start.toLowerCase()
            : start;
      }),
  }),
  fc.record({
    column: fc.constantFrom('date' as const, 'dueDate' as const),
    operator: fc.constantFrom('before' as const, 'after' as const),
    value: fc.oneof(
      fc.constantFrom(...dates, 'today'),
      fc.integer({ min: -400, max: 70 }).map((days) => addDays(today, days)),
    ),
  }),
  fc.record({
    column: fc.constantFrom('total' as const, 'paid' as const, 'due' as const),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: fc.oneof(fc.constantFrom(...amounts), fc.integer({ min: 0, max: 600_000 })),
  }),
  fc.record({
    column: fc.constant('overdueBy' as const),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: fc.oneof(fc.constantFrom(...overdueDays), fc.integer({ min: 0, max: 400 })),
  }),
  fc.record({
    column: fc.constantFrom('date' as const, 'dueDate' as const),
    operator: fc.constant('within' as const),
    value: fc.constantFrom(...datePresets),
  }),
  // the aged payables buckets, and any other range of days
  fc.constantFrom(...ageingBuckets.map((b) => b.filter)),
  fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 120 }))
    .map(([value, more]): Filter => ({
      column: 'overdueBy',
      operator: 'between',
      value,
      to: value + more,
    })),
);

const casing = (text: string, upper: boolean) => (upper ? text.toUpperCase() : text);
const prefixOf = (word: string, n: number) => word.slice(0, 1 + (n % word.length));
const termArb: fc.Arbitrary<string> = fc.oneof(
  // a prefix of a word that occurs
  fc
    .tuple(fc.constantFrom(...wordPool), fc.nat(), fc.boolean())
    .map(([word, n, upper]) => casing(prefixOf(word, n), upper)),
  // two neighbouring words of one row as a phrase, the last one a prefix
  fc
    .tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('-', '/', "'", '.'))
    .map(([r, i, n, sep]) => {
      const words = rowWords[r % rowWords.length] ?? [];
      const at = i % Math.max(1, words.length - 1);
      const [first, second] = [words[at] ?? 'inv', words[at + 1] ?? '0'];
      return `${first}${sep}${prefixOf(second, n)}`;
    }),
  // text as typed in the rows, accents and punctuation included
  fc.constantFrom(...rawPool),
  // anything from a small alphabet, so some terms match nothing or are only punctuation
  fc.string({ unit: fc.constantFrom(...'abeinotv0124-*"\'ßüÉ'.split('')), maxLength: 5 }),
);
const searchArb = fc.oneof(
  fc.constant(''),
  fc.array(termArb, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(' ')),
  // broad searches, found by almost every bill's number: totals by complement (complement.ts)
  fc.constantFrom('INV-0', 'inv-0', 'IN', 'INV-', 'Inv', 'INV-00'),
  // common words of From and Notes, and whole contact names: totals by the contacts whose name
  // holds them when no other bill does (contactSearch.ts), rows as those contacts' bills
  fc.constantFrom('and', 'AND', 'co', 'et', 'und', 'sons', 'llc', 'services', 'ltd', 'pay'),
  fc.constantFrom(...names),
);
const sortArb: fc.Arbitrary<SortKey[]> = fc.uniqueArray(
  fc.record({ column: fc.constantFrom(...columnIds), desc: fc.boolean() }),
  { selector: (key) => key.column, maxLength: 3 },
);
export const queryArb = fc.record({
  filters: fc.array(filterArb, { maxLength: 3 }),
  search: searchArb,
  sort: sortArb,
  size: fc.constantFrom(...pageSizes),
  pick: fc.nat(),
  offset: fc.nat(),
  limit: fc.integer({ min: 1, max: 120 }),
});

export const groupingArb = fc.constantFrom(
  ...groupByChoices.filter((g): g is Grouping => g !== 'none'),
);

export function groupKeyOf(r: Invoice, grouping: Grouping): string {
  if (grouping === 'from') return r.contactName;
  return grouping === 'status' ? shownStatusOf(r, today) : r.dueDate.slice(0, 7);
}

/** Group by counted here: each key's bills, Paid and Amount due, in the keys' binary order. */
export function referenceGroups(rows: readonly Invoice[], grouping: Grouping) {
  const groups = new Map<string, { key: string; count: number; paid: number; due: number }>();
  for (const r of rows) {
    const key = groupKeyOf(r, grouping);
    const group = groups.get(key) ?? { key, count: 0, paid: 0, due: 0 };
    group.count += 1;
    group.paid += r.amountPaid;
    group.due += r.amountDue - r.amountPaid;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => compareBinary(a.key, b.key));
}

/**
 * The service picks how to read rows from counts (plan.ts); each way must give the same rows, so
 * the properties also run with every search found through the full-text index and filters
 * through their indexes, and with every row read in sort order and tested.
 */
const plans: { name: string; choosePlan?: () => ReadPlan }[] = [
  { name: 'as the service chooses' },
  { name: 'found through indexes', choosePlan: () => ({ searchPlan: 'index', sortDrives: false }) },
  { name: 'read in sort order', choosePlan: () => ({ searchPlan: 'scan', sortDrives: true }) },
  ...[3, 60].map((readCap) => ({
    name: `read in sort order, giving up after ${readCap} rows`,
    choosePlan: (): ReadPlan => ({ searchPlan: 'scan', sortDrives: true, readCap }),
  })),
];

/** One service per way of reading rows, named by it; `loadEdited` loads each. */
export function servicesPerPlan() {
  return plans.map(({ name, choosePlan }) => ({
    name,
    service: createInvoiceService({ createDatabase, today, choosePlan }),
  }));
}

/** Loads the sample of 100 into each service, with the edited references, voids and credits. */
export async function loadEdited(services: readonly { service: InvoiceService }[]) {
  for (const { service } of services) {
    await service.load(100);
    for (const [id, reference] of edits) await service.updateReference(id, reference);
    await service.approve({ kind: 'ids', ids: voidedIds });
    for (const id of voidedIds) await service.voidBill(id);
    for (const { bill, amount } of credits) {
      await service.addCredit({ bill, amount, date: today, reference: '' });
    }
  }
}

/** Words of the suppliers' names (accents folded), for searches of the Suppliers list. */
const nameWords = distinct(names.flatMap((name) => words(name)));
const supplierFilterArb: fc.Arbitrary<SupplierFilter> = fc.oneof(
  fc.record({
    column: fc.constant('name' as const),
    operator: oneOf,
    values: fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    column: fc.constantFrom(...supplierNumberColumns),
    operator: fc.constantFrom('greaterThan' as const, 'lessThan' as const),
    value: fc.oneof(
      fc.constantFrom(0, 1, 2, 7, 14, 30, 60, 120),
      fc.constantFrom(...amounts),
      fc.integer({ min: 0, max: 3_000_000 }),
    ),
  }),
  fc.record({
    column: fc.constant('lastBill' as const),
    operator: fc.constantFrom('before' as const, 'after' as const),
    value: fc.constantFrom(...dates, 'today'),
  }),
);

/** Random Suppliers queries: filters of every kind, name searches, sorts and windows. */
export const supplierQueryArb = fc.record({
  filters: fc.array(supplierFilterArb, { maxLength: 3 }),
  search: fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom(...nameWords), fc.nat(), fc.boolean())
      .map(([word, n, upper]) => casing(prefixOf(word, n), upper)),
    fc.string({ maxLength: 3 }),
  ),
  sort: fc.uniqueArray(
    fc.record({ column: fc.constantFrom(...supplierColumnIds), desc: fc.boolean() }),
    { maxLength: 3, selector: (k) => k.column },
  ),
  window: fc.record({ offset: fc.nat({ max: 70 }), limit: fc.integer({ min: 1, max: 30 }) }),
});
