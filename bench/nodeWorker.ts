import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import { createMemoryDatabase } from '../src/worker/memoryDatabase';
import type { KeptMeta, KeptStore } from '../src/worker/storage/types';
import { watchWasmMemory } from '../src/worker/wasmMemory';

/**
 * sql.js started as the worker starts it (entry.ts): its heap watched, so a new database is
 * SQLite's own in-memory one (memoryDatabase.ts). For the Node benches that drive the service.
 */
export async function startSqlJs() {
  const wasm = await readFile(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
  const memory = watchWasmMemory(
    async (imports) => (await WebAssembly.instantiate(wasm, imports)).instance,
  );
  const SQL = await Promise.race([
    initSqlJs({ instantiateWasm: memory.instantiateWasm }),
    memory.failed,
  ]);
  return { SQL, createDatabase: () => createMemoryDatabase(SQL, memory.buffer) };
}

/** The kept store in memory: files (in `files`) and records as OPFS and IndexedDB would hold them. */
export function memoryKeptStore(files = new Map<string, Uint8Array>()): KeptStore {
  let meta: unknown;
  let choice: unknown;
  return {
    kind: 'memory',
    writeFile: async (name, bytes) => void files.set(name, bytes),
    readFile: async (name) => files.get(name) ?? null,
    removeFile: async (name) => void files.delete(name),
    listFiles: async () => [...files.keys()],
    readMeta: async () => meta,
    writeMeta: async (next: KeptMeta) => void (meta = next),
    readChoice: async () => choice,
    writeChoice: async (next) => void (choice = next),
  };
}
