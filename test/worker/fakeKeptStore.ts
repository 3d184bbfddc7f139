import type { KeptMeta, KeptStore } from '../../src/worker/storage/types';

/** A kept store in memory, whose writes can be made to fail as a full disk fails them. */
export function fakeKeptStore() {
  const files = new Map<string, Uint8Array>();
  let meta: unknown = undefined;
  let choice: unknown = undefined;
  let failWrites: DOMException | null = null;
  const store: KeptStore = {
    kind: 'fake',
    async writeFile(name, bytes, pause) {
      // Half is written before the disk fills, as a real failed write leaves a partial file.
      files.set(name, bytes.slice(0, Math.floor(bytes.length / 2)));
      await pause();
      if (failWrites) throw failWrites;
      files.set(name, bytes.slice());
    },
    async readFile(name) {
      return files.get(name)?.slice() ?? null;
    },
    async removeFile(name) {
      files.delete(name);
    },
    async listFiles() {
      return [...files.keys()];
    },
    async readMeta() {
      return meta;
    },
    async writeMeta(next: KeptMeta) {
      if (failWrites) throw failWrites;
      meta = structuredClone(next);
    },
    async readChoice() {
      return choice;
    },
    async writeChoice(next) {
      choice = structuredClone(next);
    },
  };
  return {
    store,
    files,
    meta: () => meta,
    fail(error: DOMException | null) {
      failWrites = error;
    },
  };
}
