import type { Database, SqlJsStatic } from 'sql.js';

/**
 * A sql.js database whose main schema is SQLite's own in-memory database (`:memory:`) rather
 * than a file in Emscripten's in-memory file system (MEMFS), which is what `new SQL.Database()`
 * opens.
 *
 * With a file in MEMFS every page is held twice: once in the file (a JavaScript array outside
 * the wasm heap) and once in SQLite's page cache (inside it, which we keep large so reads never
 * copy pages in from JavaScript). Worse, committing the first load writes the whole file, and
 * MEMFS grows a file by 1.125 times at a time, copying it each time: at a million invoices that
 * COMMIT alone took 11.8 s in Node on this shared machine (load average ~8), before the first
 * rows could show. An in-memory database keeps each page once, in the page cache, and a COMMIT
 * writes nothing. `export()` (the kept checkpoint) copies main with SQLite's backup API, which
 * reads an in-memory main the same way.
 *
 * sql.js has no option for it, so we open `:memory:` with its exported `sqlite3_open` and hand
 * the connection to a `Database`, reading the new handle from the wasm heap (`heap`, the memory
 * the host instantiated sql.js with: see wasmMemory.ts). Anything unexpected (no heap, an
 * internal that is not where sql.js 1.16 keeps it, an open that fails) falls back to the plain
 * MEMFS database, which works the same, only slower and larger.
 */
interface SqlJsInternals {
  cwrap(name: string, returns: string, args: string[]): (...args: unknown[]) => unknown;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _sqlite3_close_v2(handle: number): number;
  _RegisterExtensionFunctions?: (handle: number) => number;
}

interface DatabaseInternals {
  db: unknown;
}

export function createMemoryDatabase(
  SQL: SqlJsStatic,
  heap: () => ArrayBuffer | undefined,
): Database {
  const db = new SQL.Database();
  const internals = SQL as unknown as Partial<SqlJsInternals>;
  const inner = db as unknown as DatabaseInternals;
  if (
    typeof inner.db !== 'number' ||
    typeof internals.cwrap !== 'function' ||
    typeof internals._malloc !== 'function' ||
    typeof internals._free !== 'function' ||
    typeof internals._sqlite3_close_v2 !== 'function' ||
    heap() === undefined
  ) {
    return db;
  }
  const sql = internals as SqlJsInternals;
  const open = sql.cwrap('sqlite3_open', 'number', ['string', 'number']);
  const out = sql._malloc(4);
  try {
    const code = open(':memory:', out);
    // Read the heap after the call: opening may have grown it, which replaces its buffer.
    const buffer = heap();
    const handle = buffer ? new DataView(buffer).getInt32(out, true) : 0;
    if (code !== 0 || handle === 0) {
      if (handle !== 0) sql._sqlite3_close_v2(handle);
      return db;
    }
    sql._sqlite3_close_v2(inner.db as number);
    inner.db = handle;
    // What `new SQL.Database()` does for its own connection (sql.js's extension functions).
    sql._RegisterExtensionFunctions?.(handle);
    return db;
  } finally {
    sql._free(out);
  }
}

interface BackupInternals {
  _sqlite3_backup_step(backup: number, pages: number): number;
  _sqlite3_backup_finish(backup: number): number;
}

const sqliteDone = 101;

/** The file behind main: '' for SQLite's own in-memory database. */
function mainFile(db: Database): string {
  const row = db.exec('PRAGMA database_list')[0]?.values.find((r) => r[1] === 'main');
  return String(row?.[2] ?? '');
}

/**
 * A kept table reopened from its checkpoint's `bytes`, its main in memory as a new sample's is
 * (`createMemoryDatabase`): sql.js opens the bytes as a MEMFS file, and SQLite's backup API copies
 * every page into an in-memory database, after which the file is closed and deleted.
 *
 * Left as a file, every COMMIT writes its changed pages into it, and a write that adds pages grows
 * it by 1.125 times with a copy of the whole file: a Delete of 500,000 at a million hides them in
 * new pages (the hidden set, the row versions), and its COMMIT took 241-876 ms (`npm run bench:bulk
 * -- --memfs`), its Undo's 7 ms. In the browser bench at a million, whose writes run on the
 * reopened table (`npm run bench -- --sizes 1000000 --only bulk --pages ours`, load 0.3-1.6):
 * Delete 5.06-5.09 s against 5.76-5.80 s as a file, Approve 2.28-2.55 s against 2.97-3.28 s; the
 * copy makes reopening slower, 1.71-2.12 s against 1.39-1.47 s (one run at load 3: Delete 8.0 s).
 * Anything unexpected (no heap, no backup export, a failed copy) keeps the file, which works the
 * same, only slower to write. The kept table's 64 MB cache
 * (`keptCacheSql`, schema.ts) then bounds only that file's cache: an in-memory main's pages are
 * its storage and are never let go.
 */
export function openMemoryDatabase(
  SQL: SqlJsStatic,
  heap: () => ArrayBuffer | undefined,
  bytes: Uint8Array,
): Database {
  const file = new SQL.Database(bytes);
  const internals = SQL as unknown as Partial<SqlJsInternals & BackupInternals>;
  const inner = file as unknown as DatabaseInternals;
  if (
    typeof inner.db !== 'number' ||
    typeof internals.cwrap !== 'function' ||
    typeof internals._sqlite3_backup_step !== 'function' ||
    typeof internals._sqlite3_backup_finish !== 'function'
  ) {
    return file;
  }
  const db = createMemoryDatabase(SQL, heap);
  const target = (db as unknown as DatabaseInternals).db;
  if (mainFile(db) !== '' || typeof target !== 'number') {
    db.close();
    return file;
  }
  const init = internals.cwrap('sqlite3_backup_init', 'number', [
    'number',
    'string',
    'number',
    'string',
  ]);
  const backup = init(target, 'main', inner.db, 'main') as number;
  const stepped = backup === 0 ? 0 : internals._sqlite3_backup_step(backup, -1);
  const finished = backup === 0 ? 1 : internals._sqlite3_backup_finish(backup);
  if (stepped !== sqliteDone || finished !== 0) {
    db.close();
    return file;
  }
  file.close();
  return db;
}
