import { useCallback, useState } from 'react';

/** A view a person saved: a name for what the list showed. */
export interface SavedRecordView<Snapshot> {
  id: string;
  label: string;
  snapshot: Snapshot;
}

export interface SavedViews<Snapshot> {
  views: readonly SavedRecordView<Snapshot>[];
  /** What could not be read, in a sentence; what could not be read is kept as it was. */
  problem: string | null;
  save: (label: string, snapshot: Snapshot) => SavedRecordView<Snapshot> | null;
  remove: (id: string) => void;
}

interface Stored {
  readable: SavedRecordView<unknown>[];
  /** Entries this version could not read: written back untouched, never dropped. */
  unreadable: unknown[];
}

function readStored<Snapshot>(
  key: string,
  parse: (snapshot: unknown) => Snapshot | null,
): Stored & { problem: string | null } {
  let raw: unknown = [];
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? '[]');
  } catch {
    return {
      readable: [],
      unreadable: [],
      problem: 'The saved views could not be read; the built-in views are shown.',
    };
  }
  const list = Array.isArray(raw) ? raw : [];
  const readable: SavedRecordView<unknown>[] = [];
  const unreadable: unknown[] = [];
  for (const entry of list) {
    const view = entry as Partial<SavedRecordView<unknown>> | null;
    const snapshot =
      view && typeof view.id === 'string' && typeof view.label === 'string'
        ? parse(view.snapshot)
        : null;
    if (view && snapshot !== null)
      readable.push({ id: view.id as string, label: view.label as string, snapshot });
    else unreadable.push(entry);
  }
  return {
    readable,
    unreadable,
    problem:
      unreadable.length > 0
        ? `${unreadable.length === 1 ? 'A saved view' : `${unreadable.length} saved views`} could not be read and ${unreadable.length === 1 ? 'is' : 'are'} left out; ${unreadable.length === 1 ? 'it is' : 'they are'} kept as ${unreadable.length === 1 ? 'it was' : 'they were'}.`
        : null,
  };
}

/**
 * A list's saved views, kept in this browser under `key`. `parse` checks each stored snapshot
 * (a view saved by another version may not fit); what it refuses is reported and kept.
 */
export function useSavedViews<Snapshot>(
  key: string,
  parse: (snapshot: unknown) => Snapshot | null,
): SavedViews<Snapshot> {
  const [stored, setStored] = useState(() => readStored(key, parse));
  const write = useCallback(
    (readable: SavedRecordView<unknown>[]): boolean => {
      try {
        localStorage.setItem(key, JSON.stringify([...readable, ...stored.unreadable]));
      } catch {
        return false;
      }
      setStored((before) => ({ ...before, readable }));
      return true;
    },
    [key, stored.unreadable],
  );
  const save = useCallback(
    (label: string, snapshot: Snapshot) => {
      const view = { id: `saved-${Date.now().toString(36)}`, label, snapshot };
      return write([...stored.readable, view]) ? view : null;
    },
    [stored.readable, write],
  );
  const remove = useCallback(
    (id: string) => {
      write(stored.readable.filter((v) => v.id !== id));
    },
    [stored.readable, write],
  );
  return {
    views: stored.readable as SavedRecordView<Snapshot>[],
    problem: stored.problem,
    save,
    remove,
  };
}
