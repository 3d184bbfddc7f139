import { describe, expect, it } from 'vitest';
import { createInvoiceService } from '../../src/worker/service';
import { createDatabase, idsOf, today } from '../sql/db';

/** Hostile text and ids sent to the service: kept as values, never run as SQL. */
const attack = "'; DROP TABLE invoices; --";

describe('reference edits through the service', () => {
  async function loadedService() {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(100);
    return service;
  }
  const find = async (service: Awaited<ReturnType<typeof loadedService>>, search: string) => {
    const result = await service.query({
      filters: [],
      search,
      sort: [],
      page: { index: 0, size: 100 },
    });
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    return result;
  };

  it.each([
    attack,
    "Robert'); DROP TABLE invoice_search; --",
    '" OR docid MATCH "*',
    "x'||(SELECT 1)||'",
  ])('%j is saved verbatim and both tables survive', async (value) => {
    const service = await loadedService();
    expect(await service.updateReference(7, `  ${value}  `)).toEqual({ kind: 'ok', count: 1 });
    const all = await find(service, '');
    expect(all.summary.total).toBe(100);
    expect(all.rows.find((row) => row[0] === 7)?.[3]).toBe(value);
    expect(idsOf((await find(service, 'INV-04')).rows).sort((a, b) => a - b)).toEqual([
      40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
    ]);
  });

  it('the edited text is searchable as words', async () => {
    const service = await loadedService();
    await service.updateReference(7, attack);
    expect(idsOf((await find(service, 'drop table')).rows)).toEqual([7]);
  });

  it('an id that is not a number is refused and nothing changes', async () => {
    const service = await loadedService();
    expect(await service.updateReference('7 OR 1=1', 'X')).toEqual({
      kind: 'error',
      errors: ['Unknown invoice'],
    });
    const all = await find(service, '');
    expect(all.rows.filter((row) => row[3] === 'X')).toEqual([]);
  });

  it('selection ids that are not numbers are refused', async () => {
    const service = await loadedService();
    const result = await service.remove({ kind: 'ids', ids: ['1) OR (1=1'] });
    expect(result).toEqual({
      kind: 'error',
      errors: ['ids.0: Invalid input: expected number, received string'],
    });
    expect((await find(service, '')).summary.total).toBe(100);
  });
});
