import { describe, expect, it } from 'vitest';
import { searchBody } from '../../src/domain/search';
import { createInvoiceService } from '../../src/worker/service';
import { createDatabase, sampleRecords, today } from '../sql/db';
import { newestQuery as query } from './builders';

const count = 3000;
const records = sampleRecords(count);

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
    // The newest first.
    const newest = records
      .map((r) => r.date)
      .sort()
      .reverse()
      .slice(0, 20);
    const dates = (answer: typeof first) =>
      answer.kind === 'ok' ? answer.rows.map((r) => r[6]) : [];
    expect(dates(first)).toEqual(newest);
    const word = records[0]?.contactName.split(' ')[0] ?? '';
    const searched = service.query(query({ search: word }));
    await settled;
    expect(order).toEqual(['first page', 'searchable']);
    const total = expectedTotal(word);
    expect(total).toBeGreaterThan(0);
    expect(await searched).toMatchObject({ kind: 'ok', summary: { total } });
    // Read again once everything is built: the same rows and footer.
    const again = await service.query(query());
    expect(again).toMatchObject({ rows: first.kind === 'ok' ? first.rows : [] });
    expect(again).toMatchObject({ summary: first.kind === 'ok' ? first.summary : {} });
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

  it('answers views and groups that read through indexes not built yet, the same as after', async () => {
    // The build waits before each step until let go: the (status, date), contact, status and
    // due-date indexes do not exist yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const service = createInvoiceService({ createDatabase, today, buildPause: () => held });
    expect(await service.load(count)).toMatchObject({ kind: 'ok', count });
    const awaiting = query({
      filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
    });
    const reads = async () => ({
      awaiting: await service.query(awaiting),
      groups: await service.groups(query(), 'from'),
      byStatus: await service.groups(query(), 'status'),
    });
    const before = await reads();
    expect(before.awaiting).toMatchObject({ kind: 'ok' });
    expect(before.groups).toMatchObject({ kind: 'ok' });
    expect(before.byStatus).toMatchObject({ kind: 'ok' });
    const open = records.filter((r) => ['sent', 'viewed', 'overdue'].includes(r.status));
    expect(before.awaiting).toMatchObject({ summary: { total: open.length } });
    release();
    await service.settled();
    expect(await reads()).toEqual({
      awaiting: { ...before.awaiting, sqlMs: expect.any(Number) },
      groups: { ...before.groups, sqlMs: expect.any(Number) },
      byStatus: { ...before.byStatus, sqlMs: expect.any(Number) },
    });
  });

  it('starts building once the first page is answered, not before', async () => {
    let steps = 0;
    const service = createInvoiceService({
      createDatabase,
      today,
      // Far longer than the test: only the page answered lets the build start.
      firstPageWaitMs: 600_000,
      buildPause: async () => {
        steps += 1;
      },
    });
    expect(await service.load(count)).toMatchObject({ kind: 'ok', count });
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toBe(0);
    expect(await service.query(query())).toMatchObject({ kind: 'ok', summary: { total: count } });
    await service.settled();
    expect(steps).toBeGreaterThan(3);
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

  it('a bulk write waits for the build; a load asked during the write waits for it', async () => {
    const service = createInvoiceService({ createDatabase, today, bulkChunkSize: 500 });
    const order: string[] = [];
    const loading = await service.load(count, (p) => {
      if (p.phase === 'indexing') order.push('build step');
    });
    expect(loading).toMatchObject({ kind: 'ok', count });
    const everyInvoice = { kind: 'matching', query: { filters: [], search: '' }, except: [] };
    let reload: Promise<unknown> | null = null;
    order.push('write asked');
    const removed = await service.remove(everyInvoice, (p) => {
      if (p.done === 0) order.push('write started');
      if (p.done === 500) reload = service.load(count).then(() => order.push('loaded again'));
      if (p.done === p.total && p.total > 0) order.push('write ended');
    });
    expect(removed).toMatchObject({ kind: 'ok', count });
    await reload;
    // The build went on after the write was asked for, and the write began only once it ended.
    const asked = order.indexOf('write asked');
    const lastStep = order.lastIndexOf('build step');
    expect(lastStep).toBeGreaterThan(asked);
    expect(order.slice(lastStep + 1)).toEqual(['write started', 'write ended', 'loaded again']);
    // The load that waited replaced the table the Delete had emptied.
    expect(await service.query(query())).toMatchObject({ kind: 'ok', summary: { total: count } });
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
