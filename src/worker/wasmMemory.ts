/**
 * Keeps hold of the WebAssembly memory sql.js runs in, so the service can report how big the
 * worker's wasm heap has grown (it only ever grows: its size is the high-water mark). sql.js does
 * not export its heap, so we instantiate the module ourselves through Emscripten's
 * `instantiateWasm` hook and look for the exported memory.
 */
export interface WasmMemoryWatch {
  /** Pass to `initSqlJs({ instantiateWasm })`. */
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance) => void,
  ): WebAssembly.Exports;
  /** Settles once instantiation failed; race it with `initSqlJs`, which would otherwise hang. */
  failed: Promise<never>;
  /** Bytes in the wasm heap, or undefined before instantiation (or if none was found). */
  bytes(): number | undefined;
  /** The wasm heap itself (its buffer is replaced whenever it grows), or undefined before. */
  buffer(): ArrayBuffer | undefined;
}

export function watchWasmMemory(
  instantiate: (imports: WebAssembly.Imports) => Promise<WebAssembly.Instance>,
): WasmMemoryWatch {
  let memory: WebAssembly.Memory | undefined;
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  return {
    instantiateWasm(imports, receive) {
      instantiate(imports).then((instance) => {
        memory = Object.values(instance.exports).find(
          (value): value is WebAssembly.Memory => value instanceof WebAssembly.Memory,
        );
        receive(instance);
      }, fail);
      return {};
    },
    failed,
    bytes: () => memory?.buffer.byteLength,
    buffer: () => memory?.buffer,
  };
}
