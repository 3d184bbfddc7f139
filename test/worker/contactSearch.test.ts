import { beforeAll, describe, expect, it } from 'vitest';
import { ageingBuckets } from '../../src/domain/ageing';
import type { Filter, InvoiceQuery } from '../../src/domain/query';
import type { Invoice } from '../../src/domain/invoice';
import { builtInViews } from '../../src/domain/views';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { createDatabase, sampleRecords, toRow, today } from '../sql/db';
import { matchesSearch, referenceRows, referenceSummary, words } from '../sql/reference';

/**
 * A search for a common word of From or Notes, or a whole contact name: totalled from the
 * running totals of the contacts whose name holds it when no other bill does
 * (src/sql/plan/contactSearch.ts), its strip then coming with the rows; else counted from its
 * matches as before. Its rows, footer and strip must be those of every bill it finds, whoever
 * else holds the word (in Notes, in a Reference edited to hold it), with hidden bills, and
 * after payments and edits.
 */

const records = sampleRecords();
const names = [...new Set(records.map((r) => r.contactName))];
const awaiting = builtInViews.find((v) => v.id === 'awaiting-payment')?.filters ?? [];

const filterSets: Filter[][] = [
  [],
  awaiting,
  ...ageingBuckets.map((b) => [b.filter]),
  [{ column: 'status', operator: 'is', values: ['draft', 'paid'] }],
  [{ column: 'dueDate', operator: 'before', value: 'today' }],
  [{ column: 'overdueBy', operator: 'between', value: 3, to: 40 }],
  [{ column: 'from', operator: 'isNot', values: [names[0] as string] }],
  // not answered by the running totals: counted from every match as before
  [{ column: 'paid', operator: 'greaterThan', value: 0 }],
];

/** Words of the contacts' names (some in every other name, some in one), and some that are not. */
const contactWords = [
  ...new Set([...names.map((name) => words(name).at(-1) ?? ''), 'and', 'et', 'und', 'gmbh']),
];
const searches = [
  ...names,
  ...contactWords,
  'AND',
  'co',
  'services',
  'ltd',
  'pay',
  'and sons',
  'inc INV',
];

function query(search: string, filters: Filter[]): InvoiceQuery {
  return { filters, search, sort: [{ column: 'date', desc: true }], page: { index: 0, size: 20 } };
}

/** The footer and strip as a person sees them: with the page, or asked after it. */
async function shown(service: InvoiceService, search: string, filters: Filter[]) {
  const result = await service.query(query(search, filters));
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  const { ageing, ...footer } = result.summary;
  const pageRows = result.rows;
  if (ageing !== null) return { ...footer, ageing, withPage: true, pageRows };
  const asked = await service.ageing(query(search, filters));
  if (asked.kind !== 'ok') throw new Error(JSON.stringify(asked));
  return { ...footer, ageing: asked.ageing, withPage: false, pageRows };
}

/** Whether every bill a search finds is one of a contact whose name alone holds it. */
function decidedByContacts(rows: readonly Invoice[], search: string): boolean {
  const byName = (r: Invoice) =>
    matchesSearch({ ...r, number: '', reference: '', notes: [] }, search);
  const notes = new Set(records.map((r) => r.notes.join('\n')));
  const inNotes = [...notes].some((text) =>
    matchesSearch(
      { ...(rows[0] ?? records[0]!), contactName: '', number: '', reference: '', notes: [text] },
      search,
    ),
  );
  return (
    !inNotes && rows.some(byName) && rows.filter((r) => matchesSearch(r, search)).every(byName)
  );
}

async function expectTotals(
  service: InvoiceService,
  rows: readonly Invoice[],
  search: string,
  filters: Filter[],
) {
  const got = await shown(service, search, filters);
  const { withPage, pageRows, ...totals } = got;
  const q = query(search, filters);
  expect(pageRows).toEqual(referenceRows(rows, q, today).slice(0, 20).map(toRow));
  expect(totals, `'${search}' ${JSON.stringify(filters)}`).toEqual(
    referenceSummary(rows, { filters, search }, today),
  );
  return withPage;
}

describe('a search its contacts decide', () => {
  let service: InvoiceService;
  beforeAll(async () => {
    service = createInvoiceService({ createDatabase, today });
    await service.load(100);
    // Searchable: the full-text index built (a search tests each row until then).
    await service.settled();
  });

  it('totals every bill it finds, and brings the strip with the page when contacts decide', async () => {
    let decided = 0;
    for (const search of searches) {
      for (const filters of filterSets) {
        const withPage = await expectTotals(service, records, search, filters);
        const answerable = filters.every((f) => f.column !== 'paid');
        // From the running totals (no pass), exactly when the contacts decide it.
        if (answerable && decidedByContacts(records, search)) {
          expect(withPage, `'${search}' came with the page`).toBe(true);
          decided += 1;
        }
      }
    }
    // Whole contact names and the words only names hold.
    expect(decided).toBeGreaterThan(names.length * filterSets.length * 0.5);
  });

  it('stays exact after a payment, a Reference that holds the word, a Delete and its Undo', async () => {
    const name = names[1] as string;
    const [word] = words(name);
    if (word === undefined) throw new Error('a contact name without words');
    let rows = records;
    // A part payment on one of that contact's bills awaiting payment.
    const bill = rows.find(
      (r) => r.contactName === name && r.status !== 'draft' && r.status !== 'paid',
    );
    if (!bill) throw new Error('no bill awaiting payment');
    const paid = await service.recordPayment({ bill: bill.id, amount: 1234, date: today });
    expect(paid).toMatchObject({ kind: 'ok' });
    rows = rows.map((r) => (r.id === bill.id ? { ...r, amountPaid: r.amountPaid + 1234 } : r));
    // Each first asked after the write: a footer already read brings its strip in any case.
    expect(await expectTotals(service, rows, name, [])).toBe(true);
    for (const filters of filterSets) await expectTotals(service, rows, name, filters);

    // Another contact's bill whose Reference now holds the first word of that name.
    const other = rows.find((r) => !matchesSearch(r, word));
    if (!other) throw new Error('every bill holds the word');
    const reference = `${word.toUpperCase()}-77`;
    expect(await service.updateReference(other.id, reference)).toMatchObject({ kind: 'ok' });
    rows = rows.map((r) => (r.id === other.id ? { ...r, reference } : r));
    // Found outside the name now: counted from the matches, still exact.
    expect(await expectTotals(service, rows, word, [])).toBe(false);
    for (const filters of filterSets) await expectTotals(service, rows, word, filters);

    // A Delete hides bills of the contact and that other bill; Undo shows them again.
    const hidden = rows
      .filter((r) => r.contactName === name)
      .slice(0, 3)
      .map((r) => r.id);
    hidden.push(other.id);
    const removed = await service.remove({ kind: 'ids', ids: hidden });
    if (removed.kind !== 'ok') throw new Error(JSON.stringify(removed));
    const visible = rows.filter((r) => !hidden.includes(r.id));
    // With the other bill hidden, the index's match there is taken away again.
    expect(await expectTotals(service, visible, name, [])).toBe(true);
    expect(await expectTotals(service, visible, word, [])).toBe(decidedByContacts(visible, word));
    expect(decidedByContacts(visible, word)).toBe(true);
    for (const filters of filterSets) {
      await expectTotals(service, visible, name, filters);
      await expectTotals(service, visible, word, filters);
    }
    expect(await service.undoRemove(removed.undoToken)).toMatchObject({ kind: 'ok' });
    for (const filters of filterSets) await expectTotals(service, rows, word, filters);
  });
});
