import type { JournalEntry } from './storage';

/** The part of the Web Locks API the follower needs (`navigator.locks`). */
export interface Locks {
  /** `signal`: gives up waiting for the lock (rejects with an AbortError) once aborted. */
  request<T>(
    name: string,
    options: { mode: 'exclusive'; signal?: AbortSignal },
    work: () => Promise<T>,
  ): Promise<T>;
}

export interface JournalFollowerOptions {
  /** Held by one tab at a time while it applies, logs and announces a write (per data set). */
  lockName: string;
  /** The Web Locks API, or null where the browser has none (then only this tab is ordered). */
  locks: Locks | null;
  /** The data set's log entries after `key`, in the order written. */
  readAfter: (key: number) => Promise<JournalEntry[]>;
  /** The worker's data version (versions.ts) as it stands. */
  version: () => Promise<number>;
  /** The log's last entry the table held when it was opened. */
  base: number;
}

/**
 * Orders the writes of every tab on one data set. The change log in storage is the order: a tab
 * writes only while it holds the data set's lock, after applying every entry logged before (by
 * other tabs), and logs its write before letting go. So each tab applies the same writes in the
 * same order, and a write is checked against the rows as the last writer left them. Entries other
 * tabs log are applied from the log, in its order, not in the order their messages arrive.
 *
 * Within a tab, writes and catching up run one at a time, in the order asked.
 */
export function createJournalFollower(options: JournalFollowerOptions) {
  let last = options.base;
  /** Unknown until the worker first answers: a write asked before then checks nothing. */
  let seen: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let apply: ((entries: JournalEntry[]) => Promise<void>) | null = null;

  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const refreshSeen = async () => {
    const version = await options.version().catch(() => seen);
    if (version !== undefined) seen = Math.max(seen ?? 0, version);
  };
  void refreshSeen();

  async function catchUpNow(): Promise<void> {
    const entries = await options.readAfter(last);
    if (entries.length === 0 || !apply) return;
    await apply(entries);
    last = entries.at(-1)?.key ?? last;
    await refreshSeen();
  }

  return {
    /** The data version the rows on screen were read at: what a write started now is based on. */
    seen: (): number | undefined => seen,
    /** The last log entry applied here. */
    last: (): number => last,
    /**
     * How other tabs' changes are applied here, in order (the write path, which the screen may
     * make anew while the follower, and where it stands in the log, stays).
     */
    applyWith(next: (entries: JournalEntry[]) => Promise<void>): void {
      apply = next;
    },
    /** Applies what other tabs logged since (one told us it wrote). */
    catchUp: (): Promise<void> => serial(catchUpNow),
    /**
     * Runs `work` as the only writer among the tabs, once every earlier entry is applied here.
     * `work` returns the key its change was logged under, if it logged one. Once `signal` is
     * aborted, a write still waiting (for this tab's earlier writes, or for another tab's lock)
     * rejects with an AbortError and never runs; `work` checks it again once the lock is held.
     */
    write<T>(
      work: () => Promise<{ value: T; key: number | null }>,
      signal?: AbortSignal,
    ): Promise<T> {
      const locked = async () => {
        await catchUpNow();
        const { value, key } = await work();
        if (key !== null) last = key;
        await refreshSeen();
        return value;
      };
      return serial(() => {
        signal?.throwIfAborted();
        return options.locks
          ? options.locks.request(
              options.lockName,
              { mode: 'exclusive', ...(signal ? { signal } : {}) },
              locked,
            )
          : locked();
      });
    },
  };
}

export type JournalFollower = ReturnType<typeof createJournalFollower>;
