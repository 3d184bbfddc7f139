/**
 * How many writes this screen has made that changed the data, and who wants to know when it
 * moves. Unlike the data's revision (source.ts), which also moves when a load ends or the search
 * index is whole, it moves only for a change of the bills: what makes an Undo stale.
 */
export interface WriteCount {
  now(): number;
  subscribe(listener: () => void): () => void;
}

export function createWriteCount(): WriteCount & { bump(): void } {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bump() {
      count += 1;
      for (const listener of listeners) listener();
    },
  };
}
