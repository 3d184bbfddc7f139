import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { createInvoiceService } from '../../src/worker/service';
import { createMemoryDatabase, openMemoryDatabase } from '../../src/worker/memoryDatabase';
import { watchWasmMemory } from '../../src/worker/wasmMemory';
import { fakeKeptStore } from './fakeKeptStore';

// sql.js keeps the first module it starts, so this file starts it itself (no test/sql/db.ts):
// the heap must be the one `watchWasmMemory` saw.
const today = '2026-03-15';
const wasm = await readFile(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
const memory = watchWasmMemory(
  async (imports) => (await WebAssembly.instantiate(wasm, imports)).instance,
);
const SQL = await Promise.race([
  initSqlJs({ instantiateWasm: memory.instantiateWasm }),
  memory.failed,
]);

/** The file behind main: '' for SQLite's own in-memory database. */
const mainFile = (db: ReturnType<typeof createMemoryDatabase>) =>
  db.exec('PRAGMA database_list')[0]?.values.find((row) => row[1] === 'main')?.[2];

describe('createMemoryDatabase', () => {
  it('keeps main in memory, not in a file, and exports it whole', () => {
    const db = createMemoryDatabase(SQL, memory.buffer);
    expect(mainFile(db)).toBe('');
    db.exec('PRAGMA page_size = 8192; CREATE TABLE t (x TEXT)');
    db.run('INSERT INTO t VALUES (?), (?)', ['Café', '=SUM(A1)']);
    db.create_function('twice', (x: string) => `${x}${x}`);
    expect(db.exec('SELECT twice(x) FROM t ORDER BY x')[0]?.values).toEqual([
      ['=SUM(A1)=SUM(A1)'],
      ['CaféCafé'],
    ]);
    const bytes = db.export();
    db.close();
    const copy = new SQL.Database(bytes);
    expect(copy.exec('PRAGMA page_size')[0]?.values).toEqual([[8192]]);
    expect(copy.exec('SELECT x FROM t ORDER BY x')[0]?.values).toEqual([['=SUM(A1)'], ['Café']]);
    copy.close();
  });

  it('falls back to the plain database when the wasm heap cannot be seen', () => {
    const db = createMemoryDatabase(SQL, () => undefined);
    expect(mainFile(db)).toMatch(/dbfile_/);
    db.close();
  });

  it('serves the invoice service: a load, a write and a checkpoint copy that reopens', async () => {
    const service = createInvoiceService({
      createDatabase: () => createMemoryDatabase(SQL, memory.buffer),
      openDatabase: (bytes) => new SQL.Database(bytes),
      today,
    });
    expect(await service.load(500)).toMatchObject({ kind: 'ok', count: 500 });
    expect(await service.remove({ kind: 'ids', ids: [1, 2, 3] })).toMatchObject({ count: 3 });
    expect((await service.stats()).invoices).toBe(497);
  });
});

describe('openMemoryDatabase', () => {
  it('reopens a checkpoint in memory with every page, its settings and what a Delete hid', async () => {
    let current: ReturnType<typeof createMemoryDatabase> | null = null;
    const service = createInvoiceService({
      createDatabase: () => (current = createMemoryDatabase(SQL, memory.buffer)),
      today,
    });
    expect(await service.load(400)).toMatchObject({ kind: 'ok', count: 400 });
    await service.settled();
    const removed = await service.remove({ kind: 'ids', ids: [1, 2, 3, 4] });
    expect(removed).toMatchObject({ kind: 'ok', count: 4 });
    const source = current as unknown as ReturnType<typeof createMemoryDatabase>;
    source.exec('PRAGMA user_version = 7');
    const every = (db: typeof source, sql: string) => db.exec(sql)[0]?.values ?? [];
    // Every table but the search index's virtual one (its shadow tables are among them).
    const tablesSql = `SELECT name FROM sqlite_schema WHERE type = 'table'
      AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY 1`;
    const tables = every(source, tablesSql);
    const bytes = source.export();

    const reopened = openMemoryDatabase(SQL, memory.buffer, bytes);
    expect(mainFile(reopened)).toBe('');
    expect(every(reopened, 'PRAGMA user_version')).toEqual([[7]]);
    expect(every(reopened, tablesSql)).toEqual(tables);
    expect(every(reopened, 'SELECT id FROM hidden_invoices ORDER BY id')).toEqual([
      [1],
      [2],
      [3],
      [4],
    ]);
    expect(every(reopened, 'SELECT count(*) FROM invoices')).toEqual([[400]]);
    // Page for page what sql.js's own file holds (its FTS check needs the service's functions).
    const plain = new SQL.Database(bytes);
    for (const table of tables) {
      const sql = `SELECT * FROM "${String(table[0])}" ORDER BY 1`;
      expect(every(reopened, sql)).toEqual(every(plain, sql));
    }
    expect(every(reopened, 'PRAGMA integrity_check')).toEqual(
      every(plain, 'PRAGMA integrity_check'),
    );
    plain.close();
    reopened.close();
  });

  it('a kept table reopened in memory keeps its Delete, and the Undo of it works there', async () => {
    const kept = fakeKeptStore();
    const open = () =>
      createInvoiceService({
        createDatabase: () => createMemoryDatabase(SQL, memory.buffer),
        openDatabase: (bytes) => openMemoryDatabase(SQL, memory.buffer, bytes),
        openKeptStore: async () => kept.store,
        today,
      });
    const first = open();
    expect(await first.open({ kind: 'stored', linkSize: null })).toMatchObject({ count: 100 });
    const removed = await first.remove({ kind: 'ids', ids: [5, 6] });
    if (removed.kind !== 'ok') throw new Error(JSON.stringify(removed));
    expect(await first.checkpoint(1)).toMatchObject({ kind: 'ok', saved: true });

    const second = open();
    expect(await second.open({ kind: 'stored', linkSize: null })).toMatchObject({
      from: 'kept',
      count: 98,
    });
    expect((await second.stats()).invoices).toBe(98);
    expect(await second.undoRemove(removed.undoToken)).toMatchObject({ kind: 'ok', count: 2 });
    expect((await second.stats()).invoices).toBe(100);
    // A write after reopening commits in memory and is kept by the next checkpoint.
    expect(await second.remove({ kind: 'ids', ids: [7] })).toMatchObject({ count: 1 });
    expect(await second.checkpoint(2)).toMatchObject({ kind: 'ok', saved: true });
    const third = open();
    expect(await third.open({ kind: 'stored', linkSize: null })).toMatchObject({ count: 99 });
  });

  it('keeps the file when the wasm heap cannot be seen', () => {
    const source = new SQL.Database();
    source.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    const reopened = openMemoryDatabase(SQL, () => undefined, source.export());
    expect(mainFile(reopened)).toMatch(/dbfile_/);
    expect(reopened.exec('SELECT x FROM t')[0]?.values).toEqual([[1]]);
    reopened.close();
    source.close();
  });
});
