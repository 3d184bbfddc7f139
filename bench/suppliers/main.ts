import type { Database } from 'sql.js';
import { startSqlJs } from '../nodeWorker';
import { generateInvoices } from '../../src/domain/sample';
import {
  supplierViews,
  type SupplierFilter,
  type SupplierQuery,
} from '../../src/domain/suppliers/query';
import { createLoader } from '../../src/sql/io/load';
import {
  readSupplierFooter,
  readSupplierNames,
  readSupplierRows,
} from '../../src/sql/suppliers/readSuppliers';
import { summarize, type Timing } from '../stats';

/**
 * Times each interaction of the Suppliers list (issue 27) as the worker's `suppliers` operation
 * answers it (the footer over every match, then the window's rows; `supplierNames` for all that
 * match), on the sample at each size, loaded as the worker loads it (in SQLite's own in-memory
 * database, its running totals counted by the load). Each is run once to warm, then `runs`
 * times: median and 95th percentile. The figures follow the number of suppliers (60 in the
 * sample at any size), not of bills. Usage:
 *   node bench/suppliers.bench.mjs [--sizes 100,10000,1000000] [--runs 30]
 */

const today = '2026-11-21';
const pageSize = 20;

function parseArgs(argv: string[]) {
  const args = { sizes: [100, 10_000, 1_000_000], runs: 30 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value = ''] = [argv[i], argv[i + 1]];
    if (flag === '--sizes') args.sizes = value.split(',').map(Number);
    else if (flag === '--runs') args.runs = Number(value);
    else throw new Error(`Unknown argument ${flag}`);
  }
  return args;
}

/** The sample committed with its running totals, as a load shows its first rows. */
function load(db: Database, size: number): number {
  const started = performance.now();
  const loader = createLoader(db, { today });
  for (const batch of generateInvoices({ count: size, today, batchSize: 20_000 })) {
    loader.insert(batch);
  }
  loader.finish();
  return performance.now() - started;
}

/** What the `suppliers` operation runs (src/worker/service/suppliers.ts). */
function answer(db: Database, query: SupplierQuery): number {
  const footer = readSupplierFooter(db, query, { today });
  if (footer.count > 0) readSupplierRows(db, query, { today });
  return footer.count;
}

function time(runs: number, work: () => unknown): Timing {
  const times: number[] = [];
  work();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return summarize(times);
}

const fmt = (t: Timing) => `median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;

function interactions(db: Database): [string, () => unknown][] {
  const first = (over: Partial<SupplierQuery> = {}): SupplierQuery => ({
    filters: [],
    search: '',
    sort: [],
    window: { offset: 0, limit: pageSize },
    ...over,
  });
  const view = (id: string) => supplierViews.find((v) => v.id === id)?.filters ?? [];
  const name = readSupplierNames(db, first(), { today })[0] ?? 'a';
  const count = readSupplierFooter(db, first(), { today }).count;
  const lastOffset = Math.max(0, Math.floor((count - 1) / pageSize) * pageSize);
  const filters: [string, SupplierFilter][] = [
    ['Owed more than £1,000', { column: 'owed', operator: 'greaterThan', value: 100_000 }],
    [
      'Oldest overdue more than 30 days',
      { column: 'oldestOverdue', operator: 'greaterThan', value: 30 },
    ],
    ['Last bill before 1 Nov', { column: 'lastBill', operator: 'before', value: '2026-11-01' }],
    ['Usual terms under 20 days', { column: 'usualTerms', operator: 'lessThan', value: 20 }],
    ['Name is one', { column: 'name', operator: 'is', values: [name] }],
  ];
  const sorts = ['overdue', 'oldestOverdue', 'lastBill', 'usualTerms', 'total'] as const;
  return [
    ...supplierViews.map((v): [string, () => unknown] => [
      `view ${v.label}`,
      () => answer(db, first({ filters: view(v.id) })),
    ]),
    ...[1, 2, 3, 4, 5, 6].map((n): [string, () => unknown] => [
      `search keystroke '${name.slice(0, n)}'`,
      () => answer(db, first({ search: name.slice(0, n) })),
    ]),
    ...filters.map(([label, f]): [string, () => unknown] => [
      `filter ${label}`,
      () => answer(db, first({ filters: [f] })),
    ]),
    ...sorts.map((column): [string, () => unknown] => [
      `sort by ${column}, descending`,
      () => answer(db, first({ sort: [{ column, desc: true }] })),
    ]),
    [
      `last page (offset ${lastOffset})`,
      () => answer(db, first({ window: { offset: lastOffset, limit: pageSize } })),
    ],
    [
      'Owing, sorted by Overdue, last page',
      () =>
        answer(
          db,
          first({
            filters: view('owing'),
            sort: [{ column: 'overdue', desc: true }],
            window: { offset: lastOffset, limit: pageSize },
          }),
        ),
    ],
    [
      'all that match (Owing): names',
      () => readSupplierNames(db, first({ filters: view('owing') }), { today }),
    ],
  ];
}

export async function main(argv: string[]): Promise<void> {
  const { sizes, runs } = parseArgs(argv);
  const newDatabase = (await startSqlJs()).createDatabase;
  for (const size of sizes) {
    const db = newDatabase();
    const ms = load(db, size);
    const suppliers = readSupplierFooter(db, { filters: [], search: '' }, { today }).count;
    console.log(
      `${size.toLocaleString('en-GB')} invoices, ${suppliers} suppliers (loaded in ${ms.toFixed(0)} ms), ${runs} runs each:`,
    );
    let worst = 0;
    for (const [label, work] of interactions(db)) {
      const timing = time(runs, work);
      worst = Math.max(worst, timing.p95);
      console.log(`  ${label}: ${fmt(timing)}`);
    }
    console.log(`  slowest p95: ${worst.toFixed(2)} ms`);
    db.close();
  }
}
