import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { generateInvoices } from '../../src/domain/sample';
import {
  createLoader,
  loadInvoices,
  prepareWithSqlJs,
  type PrepareRows,
} from '../../src/sql/io/load';
import { createInvoiceInitials } from '../../src/sql/plan/initials';
import { packRows } from '../../src/sql/io/packedRows';
import { createInvoiceService } from '../../src/worker/service';
import { createDirectStatements } from '../../src/worker/directStatement';
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

const everyRow = (db: Database) => db.exec('SELECT * FROM invoices ORDER BY id')[0]?.values ?? [];

function loaded(prepareRows: PrepareRows, count: number): Database {
  const db = createMemoryDatabase(SQL, memory.buffer);
  loadInvoices(db, generateInvoices({ count, today, batchSize: 700 }), { today, prepareRows });
  return db;
}

describe('createDirectStatements', () => {
  it('loads the same invoices as sql.js’s own statement, accents included', () => {
    const fast = loaded(createDirectStatements(SQL, memory.buffer), 3000);
    const plain = loaded(prepareWithSqlJs, 3000);
    const rows = everyRow(fast);
    expect(rows).toHaveLength(3000);
    expect(rows).toEqual(everyRow(plain));
    // The sample has German and French contacts: their bytes went in as UTF-8.
    expect(rows.some((row) => /[äöüßéèàç]/i.test(String(row[4])))).toBe(true);
    fast.close();
    plain.close();
  });

  it('inserts packed batches in place: the same invoices as sql.js’s own statement', () => {
    const packed = createMemoryDatabase(SQL, memory.buffer);
    const loader = createLoader(packed, {
      today,
      prepareRows: createDirectStatements(SQL, memory.buffer),
    });
    // One batch whose text is far past the statement's first buffer (64 KiB), then small ones.
    for (const batch of generateInvoices({ count: 3000, today, batchSize: 2000 })) {
      const initialsOf = createInvoiceInitials();
      const initials = Float64Array.from(batch, (r) =>
        initialsOf(r.contactName, r.reference, r.notes.join('\n')),
      );
      loader.insertPacked(packRows(batch, initials));
    }
    loader.finishAll();
    const plain = loaded(prepareWithSqlJs, 3000);
    const rows = everyRow(packed);
    expect(rows).toHaveLength(3000);
    expect(rows).toEqual(everyRow(plain));
    expect(rows.some((row) => /[äöüßéèàç]/i.test(String(row[4])))).toBe(true);
    packed.close();
    plain.close();
  });

  it('binds text longer than its buffer, numbers past 32 bits, and null', () => {
    const db = createMemoryDatabase(SQL, memory.buffer);
    db.exec('CREATE TABLE t (a TEXT, b, c)');
    const insert = createDirectStatements(SQL, memory.buffer)(db, 'INSERT INTO t VALUES (?, ?, ?)');
    const long = 'Straße '.repeat(40_000);
    insert.run([long, 2 ** 40 + 0.5, null]);
    insert.run(['=SUM(A1)', -7, 'Café']);
    insert.free();
    expect(db.exec('SELECT a, b, c FROM t')[0]?.values).toEqual([
      [long, 2 ** 40 + 0.5, null],
      ['=SUM(A1)', -7, 'Café'],
    ]);
    db.close();
  });

  it('fails with SQLite’s own sentence and keeps the rows before it', () => {
    const db = createMemoryDatabase(SQL, memory.buffer);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, x TEXT NOT NULL)');
    const insert = createDirectStatements(SQL, memory.buffer)(db, 'INSERT INTO t VALUES (?, ?)');
    insert.run([1, 'one']);
    expect(() => insert.run([1, 'again'])).toThrow(/UNIQUE constraint failed: t\.id/);
    expect(() => insert.run([2, null])).toThrow(/NOT NULL constraint failed: t\.x/);
    insert.run([2, 'two']);
    insert.free();
    expect(db.exec('SELECT id, x FROM t')[0]?.values).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    db.close();
  });

  it('falls back to sql.js’s statement when its internals are not there', () => {
    const bare = { Database: SQL.Database } as unknown as SqlJsStatic;
    const db = createMemoryDatabase(SQL, memory.buffer);
    db.exec('CREATE TABLE t (x TEXT)');
    const insert = createDirectStatements(bare, memory.buffer)(db, 'INSERT INTO t VALUES (?)');
    insert.run(['Müller']);
    insert.free();
    expect(db.exec('SELECT x FROM t')[0]?.values).toEqual([['Müller']]);
    db.close();
  });

  it('serves the invoice service’s load', async () => {
    const service = createInvoiceService({
      createDatabase: () => createMemoryDatabase(SQL, memory.buffer),
      prepareRows: createDirectStatements(SQL, memory.buffer),
      today,
    });
    expect(await service.load(500)).toMatchObject({ kind: 'ok', count: 500 });
    await service.settled();
    expect((await service.stats()).invoices).toBe(500);
  });
});
