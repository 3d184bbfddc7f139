import initSqlJs from 'sql.js';
import { expect } from 'vitest';
import type { InvoiceQuery } from '../../src/domain/query';
import { createInvoiceService, type InvoiceService } from '../../src/worker/service';
import { createDatabase, today } from '../sql/db';
import type { KeptMeta } from '../../src/worker/storage/types';
import { fakeKeptStore } from './fakeKeptStore';

const SQL = await initSqlJs();

/**
 * The worker tests' one way to build a service and ask it things, so a change to how a service
 * is made or asked is made here once, not in each test file.
 */

type ServiceOptions = Parameters<typeof createInvoiceService>[0];

/** A service on an in-memory database and the tests' fixed today; `options` override either. */
export function serviceFor(options: Partial<ServiceOptions> = {}): InvoiceService {
  return createInvoiceService({ createDatabase, today, ...options });
}

/** A service that keeps its table in `kept` (fakeKeptStore.ts) and reopens what it holds. */
export function keptService(kept: ReturnType<typeof fakeKeptStore>): InvoiceService {
  return serviceFor({
    openDatabase: (bytes) => new SQL.Database(bytes),
    openKeptStore: async () => kept.store,
  });
}

/** Every invoice as the screen reads it (up to 100), in id order. */
export async function everything(service: InvoiceService) {
  const result = await ok(service.query(query()));
  return result.rows.sort((a, b) => a[0] - b[0]);
}

/** A service with `count` sample invoices loaded, the load checked to have answered ok. */
export async function loadedService(
  count = 100,
  options: Partial<ServiceOptions> = {},
): Promise<InvoiceService> {
  const service = serviceFor(options);
  expect(await service.load(count)).toMatchObject({ kind: 'ok' });
  return service;
}

/** Every row of the first page of 100, by reference: the whole sample as the screen reads it. */
export function query(over: Partial<InvoiceQuery> = {}): InvoiceQuery {
  return {
    filters: [],
    search: '',
    sort: [{ column: 'reference', desc: false }],
    page: { index: 0, size: 100 },
    ...over,
  };
}

/** The screen's first view: the newest 20 invoices. */
export function newestQuery(over: Partial<InvoiceQuery> = {}): InvoiceQuery {
  return {
    filters: [],
    search: '',
    sort: [{ column: 'date', desc: true }],
    page: { index: 0, size: 20 },
    ...over,
  };
}

/** The answer of `pending` when ok; otherwise the test fails showing what came back. */
export async function ok<T extends { kind: string }>(
  pending: Promise<T>,
): Promise<T & { kind: 'ok' }> {
  const result = await pending;
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result as T & { kind: 'ok' };
}

/** A kept sample of 100 with the reference of bill 5 changed, saved as generation 1 then 2. */
export async function keptTwice() {
  const kept = fakeKeptStore();
  const first = keptService(kept);
  await ok(first.open({ kind: 'stored', linkSize: null }));
  await ok(first.checkpoint(1));
  await ok(first.applyChanges([{ kind: 'reference', id: 5, reference: 'SECOND' }]));
  await ok(first.checkpoint(2));
  return { kept, meta: kept.meta() as KeptMeta };
}

/** Whether two files hold the same bytes (a diff of a megabyte of bytes takes minutes). */
export function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));
}
