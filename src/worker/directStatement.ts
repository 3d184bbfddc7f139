import type { SqlJsStatic, SqlValue } from 'sql.js';
import { prepareWithSqlJs, type PrepareRows } from '../sql/io/load';
import { numberSlots, textColumns, type PackedRows } from '../sql/io/packedRows';

/**
 * A statement run once per row that binds its values with SQLite's own functions, for the
 * load's million inserts (load.ts, `prepareRows`).
 *
 * sql.js's `Statement.run(values)` copies each string into a fresh `malloc` of its own, measures
 * it a second time, frees it at the reset, and goes through its checks for every value: at
 * 200,000 invoices (Node, CPU time) 0.65-1.0 s of inserting against 0.2-0.6 s here, where every
 * string of a row is encoded with `TextEncoder.encodeInto` into one buffer set aside once and
 * bound in place (SQLITE_STATIC: SQLite reads it during the step, and the next row's values are
 * written only after that step and its reset).
 *
 * It needs what sql.js 1.16 exports but does not document (the wasm heap, as for
 * memoryDatabase.ts, `cwrap`, and the `_sqlite3_*` exports); without any of it, sql.js's own
 * statement is used, which gives the same rows, only slower.
 */
interface SqlJsInternals {
  cwrap(name: string, returns: string, args: string[]): (...args: unknown[]) => unknown;
  UTF8ToString(pointer: number): string;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _sqlite3_bind_text(
    stmt: number,
    index: number,
    text: number,
    bytes: number,
    free: number,
  ): number;
  _sqlite3_bind_int(stmt: number, index: number, value: number): number;
  _sqlite3_bind_double(stmt: number, index: number, value: number): number;
  _sqlite3_bind_blob(
    stmt: number,
    index: number,
    blob: number,
    bytes: number,
    free: number,
  ): number;
  _sqlite3_step(stmt: number): number;
  _sqlite3_reset(stmt: number): number;
  _sqlite3_finalize(stmt: number): number;
  _sqlite3_errmsg(db: number): number;
}

const needed = [
  'cwrap',
  'UTF8ToString',
  '_malloc',
  '_free',
  '_sqlite3_bind_text',
  '_sqlite3_bind_int',
  '_sqlite3_bind_double',
  '_sqlite3_bind_blob',
  '_sqlite3_step',
  '_sqlite3_reset',
  '_sqlite3_finalize',
  '_sqlite3_errmsg',
] as const;

const sqliteOk = 0;
const sqliteDone = 101;
/** Bytes set aside for one row's strings to start with; a longer row gets a larger buffer. */
const firstBufferBytes = 64 * 1024;

/** Prepares row statements on sql.js's internals when they are where 1.16 keeps them. */
export function createDirectStatements(
  SQL: SqlJsStatic,
  heap: () => ArrayBuffer | undefined,
): PrepareRows {
  const internals = SQL as unknown as Partial<SqlJsInternals>;
  if (needed.some((name) => typeof internals[name] !== 'function')) return prepareWithSqlJs;
  const sql = internals as SqlJsInternals;
  const prepare = sql.cwrap('sqlite3_prepare_v2', 'number', [
    'number',
    'string',
    'number',
    'number',
    'number',
  ]);
  const encoder = new TextEncoder();

  return (db, text) => {
    const handle = (db as unknown as { db?: unknown }).db;
    if (typeof handle !== 'number' || heap() === undefined) return prepareWithSqlJs(db, text);
    const connection = handle;
    const out = sql._malloc(4);
    let stmt = 0;
    try {
      const code = prepare(connection, text, -1, out, 0);
      const buffer = heap();
      stmt = code === sqliteOk && buffer ? new DataView(buffer).getInt32(out, true) : 0;
      if (code !== sqliteOk) throw new Error(sql.UTF8ToString(sql._sqlite3_errmsg(connection)));
    } finally {
      sql._free(out);
    }
    if (stmt === 0) return prepareWithSqlJs(db, text);

    let bytes = firstBufferBytes;
    let strings = sql._malloc(bytes);
    let view = new Uint8Array(0);

    /** Binds the row's values; false when its strings did not fit the buffer. */
    function bind(row: SqlValue[]): boolean {
      // Growing the wasm heap (SQLite's allocations in a step) replaces its buffer.
      if (view.byteLength === 0 || view.buffer !== heap())
        view = new Uint8Array(heap() ?? new ArrayBuffer(0));
      let at = strings;
      const end = strings + bytes;
      for (let i = 0; i < row.length; i++) {
        const value = row[i];
        const index = i + 1;
        let code: number;
        if (typeof value === 'string') {
          const { read, written } = encoder.encodeInto(value, view.subarray(at, end));
          if (read < value.length) return false;
          code = sql._sqlite3_bind_text(stmt, index, at, written, 0);
          at += written;
        } else if (typeof value === 'number') {
          code =
            value === (value | 0)
              ? sql._sqlite3_bind_int(stmt, index, value)
              : sql._sqlite3_bind_double(stmt, index, value);
        } else if (value === null) {
          code = sql._sqlite3_bind_blob(stmt, index, 0, 0, 0);
        } else {
          throw new TypeError('A row statement binds only text, numbers and null');
        }
        if (code !== sqliteOk) throw new Error(sql.UTF8ToString(sql._sqlite3_errmsg(connection)));
      }
      return true;
    }

    const check = (code: number) => {
      if (code !== sqliteOk) throw new Error(sql.UTF8ToString(sql._sqlite3_errmsg(connection)));
    };

    function step() {
      const code = sql._sqlite3_step(stmt);
      const message = code === sqliteDone ? '' : sql.UTF8ToString(sql._sqlite3_errmsg(connection));
      sql._sqlite3_reset(stmt);
      if (code !== sqliteDone) throw new Error(message);
    }

    return {
      run(row) {
        if (stmt === 0) throw new Error('The statement has been freed');
        while (!bind(row)) {
          sql._free(strings);
          bytes *= 2;
          strings = sql._malloc(bytes);
          view = new Uint8Array(0);
        }
        step();
      },
      /**
       * The batch's text is already UTF-8 (packedRows.ts): one copy into the buffer, then each
       * value is bound where it lies. The buffer holds still while SQLite steps (a grown heap
       * moves no allocation), so a row's values are read in place.
       */
      runPacked(packed: PackedRows) {
        if (stmt === 0) throw new Error('The statement has been freed');
        if (packed.text.byteLength > bytes) {
          sql._free(strings);
          while (bytes < packed.text.byteLength) bytes *= 2;
          strings = sql._malloc(bytes);
        }
        view = new Uint8Array(heap() ?? new ArrayBuffer(0));
        view.set(packed.text, strings);
        const { numbers, ends } = packed;
        const perRow = textColumns.length;
        let start = 0;
        for (let i = 0; i < packed.count; i++) {
          for (let n = 0; n < numberSlots.length; n++) {
            const value = numbers[i * numberSlots.length + n] as number;
            check(sql._sqlite3_bind_int(stmt, (numberSlots[n] as number) + 1, value));
          }
          for (let t = 0; t < perRow; t++) {
            const end = ends[i * perRow + t] as number;
            const column = (textColumns[t] as number) + 1;
            check(sql._sqlite3_bind_text(stmt, column, strings + start, end - start, 0));
            start = end;
          }
          // The initials, after the row's columns (packedRows.ts).
          const initials = packed.initials[i] as number;
          const at = numberSlots.length + perRow + 1;
          check(sql._sqlite3_bind_double(stmt, at, initials));
          step();
        }
      },
      free() {
        if (stmt === 0) return;
        sql._sqlite3_finalize(stmt);
        sql._free(strings);
        stmt = 0;
      },
    };
  };
}
