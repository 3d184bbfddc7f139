import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { createInvoiceService } from '../../src/worker/service';
import { createMemoryDatabase } from '../../src/worker/memoryDatabase';
import { watchWasmMemory } from '../../src/worker/wasmMemory';

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
