import type { Invoice } from '../../domain/invoice';

type Row = [string, string | number, number];

/** Whole days from `date` to `due` (ISO dates), as SQLite's julianday difference gives them. */
function daysFrom(date: string, due: string): number {
  return Math.trunc(
    (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The supplier dates and terms (supplierTotals.ts) counted while loading, as the other running
 * totals are (loadCounts.ts): a GROUP BY of a million bills after would sort them all. Maps by
 * contact, then by date or days, so no key is built per bill; a voided bill is left out.
 */
export function createSupplierCounter() {
  const dates = new Map<string, Map<string, Row>>();
  const terms = new Map<string, Map<number, Row>>();
  // A million bills repeat a few thousand pairs of date and due date.
  const daysOf = new Map<string, number>();
  const count = <K extends string | number>(
    maps: Map<string, Map<K, Row>>,
    contact: string,
    key: K,
  ) => {
    let byKey = maps.get(contact);
    if (!byKey) maps.set(contact, (byKey = new Map()));
    const row = byKey.get(key);
    if (row) row[2] += 1;
    else byKey.set(key, [contact, key, 1]);
  };
  return {
    add(r: Pick<Invoice, 'contactName' | 'status' | 'date' | 'dueDate'>): void {
      if (r.status === 'voided') return;
      const pair = `${r.date}${r.dueDate}`;
      let days = daysOf.get(pair);
      if (days === undefined) daysOf.set(pair, (days = daysFrom(r.date, r.dueDate)));
      count(dates, r.contactName, r.date);
      count(terms, r.contactName, days);
    },
    dates: (): Row[] => [...dates.values()].flatMap((byDate) => [...byDate.values()]),
    terms: (): Row[] => [...terms.values()].flatMap((byDays) => [...byDays.values()]),
  };
}
