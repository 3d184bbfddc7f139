import type { Database } from 'sql.js';
import { startSqlJs } from '../nodeWorker';
import { generateInvoices } from '../../src/domain/sample';
import { billIdByNumber } from '../../src/sql/plan/billDetail';
import { createLoader } from '../../src/sql/io/load';
import { createIndexSql, indexes } from '../../src/sql/schema/schema';
import { changedSince, dataVersion, stampVersions } from '../../src/sql/write/versions';
import { summarize, type Timing } from '../stats';

/**
 * Times the two lookups that read a few rows of a large table, each against the way it was read
 * before, in one process so both see the same load: a link to a bill (`billIdByNumber` against
 * `WHERE number = ?`, a pass over every bill) and a write's check of what changed since the
 * version it was based on (`changedSince` with the index on the version, and without it, as
 * before). Also the sizes of the indexes involved, and what the version index costs a bulk
 * write's stamping. Usage: node bench/lookups.bench.mjs [--sizes 100000,1000000] [--runs 15]
 */

const today = '2026-11-21';

function parseArgs(argv: string[]) {
  const args = { sizes: [100_000, 1_000_000], runs: 15 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value = ''] = [argv[i], argv[i + 1]];
    if (flag === '--sizes') args.sizes = value.split(',').map(Number);
    else if (flag === '--runs') args.runs = Number(value);
    else throw new Error(`Unknown argument ${flag}`);
  }
  return args;
}

/** The sample of `size`, with the indexes a link's lookup reads (the rest are not needed). */
function load(db: Database, size: number): void {
  const loader = createLoader(db, { today });
  for (const batch of generateInvoices({ count: size, today, batchSize: 20_000 })) {
    loader.insert(batch);
  }
  loader.finish();
  for (const index of indexes) {
    if (index.name === 'invoices_reference' || index.name === 'invoices_number') {
      db.exec(createIndexSql(index));
    }
  }
  db.exec('ANALYZE main.sqlite_schema');
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

function one(db: Database, sql: string, params: (string | number)[] = []): number | null {
  const value = db.exec(sql, params)[0]?.values[0]?.[0];
  return typeof value === 'number' ? value : null;
}

const pages = (db: Database) => one(db, 'PRAGMA page_count') ?? 0;
const pageSize = (db: Database) => one(db, 'PRAGMA page_size') ?? 0;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Pages in use: the file's, less those free for reuse. */
const used = (db: Database) => pages(db) - (one(db, 'PRAGMA freelist_count') ?? 0);

/** The bytes an index takes: the pages in use it adds when it is built (then dropped). */
function indexBytes(db: Database, sql: string, name: string): number {
  const before = used(db);
  db.exec(sql);
  const after = used(db);
  db.exec(`DROP INDEX ${name}`);
  return (after - before) * pageSize(db);
}

function plan(db: Database, sql: string, params: (string | number)[]): string {
  const rows = db.exec(`EXPLAIN QUERY PLAN ${sql}`, params)[0]?.values ?? [];
  return rows.map((row) => String(row[3])).join('; ');
}

const fmt = (t: Timing) => `${t.median.toFixed(3)} ms (p95 ${t.p95.toFixed(3)})`;

function measure(db: Database, size: number, runs: number, log: (line: string) => void) {
  const scanSql = 'SELECT id FROM invoices NOT INDEXED WHERE number = ? LIMIT 1';
  const middle = Math.ceil(size / 2);
  const number = String(one(db, 'SELECT number FROM invoices WHERE id = ?', [middle]));
  // A bill whose Reference was edited: its number is still in the index on Number.
  const edited = String(one(db, 'SELECT number FROM invoices WHERE id = ?', [middle + 1]));
  db.run('UPDATE invoices SET reference = ? WHERE id = ?', ['EDITED', middle + 1]);
  const missing = 'INV-NOPE';
  log(`plan, link: ${plan(db, 'SELECT min(id) FROM invoices WHERE number = ?1', [number])}`);
  for (const [name, wanted] of [
    ['a sample bill', number],
    ['a bill whose Reference was edited', edited],
    ['a number no bill has', missing],
  ] as const) {
    const scan = time(runs, () => one(db, scanSql, [wanted]));
    const indexed = time(runs, () => billIdByNumber(db, wanted));
    if (billIdByNumber(db, wanted) !== one(db, scanSql, [wanted])) throw new Error('differ');
    log(
      `link to ${name}: scan ${fmt(scan)}, indexed ${fmt(indexed)}, ` +
        `${(scan.median / indexed.median).toFixed(0)}×`,
    );
  }
  const numbers = indexes.find((i) => i.name === 'invoices_number');
  if (!numbers) throw new Error('no invoices_number');
  db.exec('DROP INDEX invoices_number');
  log(
    `index invoices_number: ${megabytes(indexBytes(db, createIndexSql(numbers), 'invoices_number'))}`,
  );
  const build = time(3, () => {
    db.exec(createIndexSql(numbers));
    db.exec('DROP INDEX invoices_number');
  });
  log(`building invoices_number on a kept table (once, when it opens): ${fmt(build)}`);
  db.exec(createIndexSql(numbers));

  // Versions as after a busy day: Mark as paid over 30% of the bills, Approve over 15%, then
  // a few edits. A write's check asks what changed since a version a few changes back.
  const ids = (share: number, offset: number) =>
    Array.from({ length: Math.floor(size * share) }, (_, i) => 1 + ((i * 7 + offset) % size));
  const bulk = ids(0.3, 0);
  dataVersion(db);
  const stamp = (withIndex: boolean) => {
    if (!withIndex) db.exec('DROP INDEX IF EXISTS row_versions_version');
    const t = time(3, () => {
      db.exec('BEGIN');
      stampVersions(db, bulk);
      db.exec('ROLLBACK');
    });
    if (!withIndex) db.exec('CREATE INDEX row_versions_version ON row_versions(version)');
    return t;
  };
  const stampPlain = stamp(false);
  const stampIndexed = stamp(true);
  log(
    `stamping ${bulk.length} rows never changed (Mark as paid): without the version index ` +
      `${fmt(stampPlain)}, with it ${fmt(stampIndexed)}`,
  );
  stampVersions(db, bulk);
  // The same rows again (an Undo, another bulk write): each moves in the index.
  const againPlain = stamp(false);
  const againIndexed = stamp(true);
  log(
    `stamping the same ${bulk.length} rows again: without the version index ` +
      `${fmt(againPlain)}, with it ${fmt(againIndexed)}`,
  );
  stampVersions(db, ids(0.15, 3));
  for (let i = 0; i < 10; i++) stampVersions(db, [1 + i * 13]);
  const since = dataVersion(db) - 3;
  const rowsVersioned = one(db, 'SELECT count(*) FROM row_versions') ?? 0;
  log(`plan, change check: ${plan(db, 'SELECT id FROM row_versions WHERE version > ?', [since])}`);
  const indexed = time(runs, () => changedSince(db, since));
  db.exec('DROP INDEX row_versions_version');
  const versionIndex = indexBytes(
    db,
    'CREATE INDEX row_versions_version ON row_versions(version)',
    'row_versions_version',
  );
  const scan = time(runs, () => {
    // As before: the table had no index on the version (ensureVersions puts it back, so the
    // statement is run as changedSince runs it).
    const stmt = db.prepare('SELECT id FROM row_versions WHERE version > ?');
    stmt.bind([since]);
    const found = new Set<number>();
    while (stmt.step()) found.add(stmt.get()[0] as number);
    stmt.free();
    return found;
  });
  log(
    `change check, 3 changes back among ${rowsVersioned} versioned rows: scan ${fmt(scan)}, ` +
      `indexed ${fmt(indexed)}, ${(scan.median / indexed.median).toFixed(0)}×; ` +
      `the version index takes ${megabytes(versionIndex)}`,
  );
  db.exec('CREATE INDEX IF NOT EXISTS row_versions_version ON row_versions(version)');
}

export async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const createDatabase = (await startSqlJs()).createDatabase;
  for (const size of args.sizes) {
    const log = (line: string) => process.stdout.write(`[${size}] ${line}\n`);
    const db = createDatabase();
    const started = performance.now();
    load(db, size);
    log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    measure(db, size, args.runs, log);
    db.close();
  }
}
