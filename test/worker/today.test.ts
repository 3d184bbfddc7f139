import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { shownStatus } from '../../src/domain/overdue';
import { builtInViews } from '../../src/domain/views';
import { idsOf, sampleRecords, today } from '../sql/db';
import { loadedService, ok, query } from './builders';

const records = sampleRecords();
const overdueView = builtInViews.find((v) => v.id === 'overdue')?.filters ?? [];
const overdueOn = (day: string) =>
  records
    .filter((r) => shownStatus(r, day) === 'overdue')
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('a table kept open past midnight', () => {
  it('reads Overdue from the new day once told, in the rows and the footer alike', async () => {
    const service = await loadedService();
    const ask = async () =>
      ok(service.query(query({ filters: overdueView, page: { index: 0, size: 100 } })));
    const before = await ask();
    expect(idsOf(before.rows).sort((a, b) => a - b)).toEqual(overdueOn(today));

    // Thirty days on, the bills that fell due in between are overdue too.
    const later = addDays(today, 30);
    expect(overdueOn(later).length).toBeGreaterThan(overdueOn(today).length);
    expect(service.setToday(later)).toEqual({ ok: true, value: { today: later } });
    const after = await ask();
    expect(idsOf(after.rows).sort((a, b) => a - b)).toEqual(overdueOn(later));
    expect(after.summary.total).toBe(overdueOn(later).length);
  });

  it('dates a payment on the new day', async () => {
    const service = await loadedService();
    const later = addDays(today, 1);
    service.setToday(later);
    const awaiting = records.find((r) => r.status === 'sent' || r.status === 'viewed');
    const paid = await service.markPaid({ kind: 'ids', ids: [Number(awaiting?.id)] });
    expect(paid).toMatchObject({ kind: 'ok', date: later });
  });

  it('refuses what is not a day and keeps the one it has', async () => {
    const service = await loadedService();
    expect(service.setToday('2026-02-30x')).toEqual({
      ok: false,
      errors: ['2026-02-30x is not a day'],
    });
    expect(service.setToday(today)).toEqual({ ok: true, value: { today } });
  });
});
