import * as Comlink from 'comlink';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { createInvoiceService } from './service';

/** Starts the service for a given today; the app calls this once, then talks to the result. */
async function start(today: string) {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  return Comlink.proxy(createInvoiceService({ createDatabase: () => new SQL.Database(), today }));
}

const api = { start };
export type WorkerApi = typeof api;

Comlink.expose(api);
