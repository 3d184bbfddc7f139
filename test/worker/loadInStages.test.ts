import { describe, expect, it } from 'vitest';
import type { InvoiceQuery } from '../../src/domain/query';
import { searchBody } from '../../src/domain/search';
import { createInvoiceService } from '../../src/worker/service';
import { createDatabase, sampleRecords, today } from '../sql/db';

const count = 3000;
const records = sampleRecords(count);

function query(over: Partial<InvoiceQuery> = {}): InvoiceQuery {
  return {
    filters: [],
    search: '',
    sort: [{ column: 'date', desc: true }],
    page: { index: 0, size: 20 },
    ...over,
  };
}

/** Ids a search must find: every invoice whose folded words contain each typed word's start. */
function expectedTotal(search: string): number {
  const words = searchBody(search, '', []).split(' ').filter(Boolean);
  return records.filter((r) => {
    const body = searchBody(r.contactName, r.reference, r.notes).split(' ');
    return words.every((w) => body.some((b) => b.startsWith(w)));
  }).length;
}

describe('a load shows its rows before the search index is built', () => {
  it('answers the first page before it is searchable, then searches every row', async () => {
    const service = createInvoiceService({ createDatabase, today });
    expect(await service.load(count)).toMatchObject({ kind: 'ok', count });
    const order: string[] = [];
    const settled = service.settled().then(() => order.push('searchable'));
    const first = await service.query(query());
    order.push('first page');
    expect(first).toMatchObject({ kind: 'ok', summary: { total: count } });
    const word = records[0]?.contactName.split(' ')[0] ?? '';
    const searched = service.query(query({ search: word }));
    await settled;
    expect(order).toEqual(['first page', 'searchable']);
    const total = expectedTotal(word);
    expect(total).toBeGreaterThan(0);
    expect(await searched).toMatchObject({ kind: 'ok', summary: { total } });
    // Sorting by a column whose index came later gives the same rows as before it existed.
    const byDue = await service.query(query({ sort: [{ column: 'dueDate', desc: false }] }));
    const dueDates = byDue.kind === 'ok' ? byDue.rows.map((r) => r[7]) : [];
    expect(dueDates).toEqual(
      records
        .map((r) => r.dueDate)
        .sort()
        .slice(0, 20),
    );
  });

  it('keeps reporting while it builds, so the screen knows the worker is alive', async () => {
    const service = createInvoiceService({ createDatabase, today });
    const phases: string[] = [];
    await service.load(count, (progress) => phases.push(progress.phase));
    const atRows = phases.length;
    await service.settled();
    expect(phases.length).toBeGreaterThan(atRows + 2);
    expect(phases.slice(atRows).every((phase) => phase === 'indexing')).toBe(true);
  });

  it('a second load while the first is still building replaces it cleanly', async () => {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(count);
    expect(await service.load(200)).toMatchObject({ kind: 'ok', count: 200 });
    await service.settled();
    const searched = await service.query(query({ search: 'inv' }));
    expect(searched).toMatchObject({ kind: 'ok' });
    expect(await service.stats()).toMatchObject({ invoices: 200 });
  });
});
