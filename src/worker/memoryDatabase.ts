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
