import * as Comlink from 'comlink';

/** What a person is told when the worker crashed or stopped answering. */
export const stoppedMessage = 'The table stopped responding';

/** A call the worker never confirmed: it crashed, was stopped, or went silent past its deadline. */
export class WorkerStoppedError extends Error {
  constructor(readonly detail: string) {
    super(stoppedMessage);
    this.name = 'WorkerStoppedError';
  }
}

/**
 * How long the worker may stay silent while a call waits, by method: any message from it (an
 * answer or a progress report) starts the count again, so a long write that reports as it goes
 * never runs out. A load's last step (building the indexes, ~10 s of CPU at a million rows)
 * reports nothing, so loads (and opening a kept table), and replays of a long change log, get
 * longer.
 */
export const silenceAllowedMs: Record<string, number> = {
  load: 120_000,
  open: 120_000,
  applyChanges: 120_000,
  approve: 30_000,
  remove: 30_000,
  undoRemove: 30_000,
  /** Empties a deletion from the trash in the background, between everything else. */
  forgetUndo: 120_000,
  /** Empties the trash of a table opened from its checkpoint, likewise. */
  purgeTrash: 120_000,
  /** The export before a backup's first part, and a restore's check and keep, say nothing. */
  backup: 120_000,
  inspectBackup: 120_000,
  restoreBackup: 120_000,
  undoRestore: 120_000,
  /** SQLite's check of a reopened table, a table per step: a million's bills are one step. */
  checkKept: 120_000,
};
export const defaultSilenceMs = 10_000;

export interface WatchdogOptions {
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  allowedMs?: (method: string) => number;
}

interface Waiting {
  method: string;
  reject: (error: unknown) => void;
}

/**
 * Every call to the worker, with a deadline: while any call waits, the worker must say something
 * (answer anything, or report progress) within the longest allowance among the calls waiting.
 * When it does not, or it crashes (`stop`), every waiting call fails with `WorkerStoppedError`,
 * so no spinner waits forever and nothing unconfirmed looks saved; later calls fail at once.
 * Timers only, no clock: a page whose clock is frozen (tests) still keeps its deadlines.
 */
export function createWatchdog(options: WatchdogOptions) {
  const allowed = options.allowedMs ?? ((method) => silenceAllowedMs[method] ?? defaultSilenceMs);
  const waiting = new Set<Waiting>();
  const listeners = new Set<(detail: string) => void>();
  let timer: unknown = null;
  let stoppedDetail: string | null = null;

  const longest = () => Math.max(0, ...[...waiting].map((w) => allowed(w.method)));

  /** The worker said something (or a call began): the silence counts from now. */
  function heard() {
    if (timer !== null) options.clearTimer(timer);
    timer = null;
    if (stoppedDetail !== null || waiting.size === 0) return;
    const allowance = longest();
    timer = options.setTimer(() => {
      timer = null;
      stop(`No answer from the data worker for ${Math.round(allowance / 1000)} s`);
    }, allowance);
  }

  function stop(detail: string) {
    if (stoppedDetail !== null) return;
    stoppedDetail = detail;
    if (timer !== null) options.clearTimer(timer);
    timer = null;
    const error = new WorkerStoppedError(detail);
    for (const call of waiting) call.reject(error);
    waiting.clear();
    for (const listener of listeners) listener(detail);
  }

  /** Runs `send` under the deadline; functions among `args` (progress reports) count as news. */
  function call<T>(method: string, send: (args: unknown[]) => Promise<T>, args: unknown[]) {
    if (stoppedDetail !== null) return Promise.reject(new WorkerStoppedError(stoppedDetail));
    const reporting = args.map((arg) =>
      typeof arg === 'function'
        ? Comlink.proxy((...reported: unknown[]) => {
            heard();
            return (arg as (...values: unknown[]) => unknown)(...reported);
          })
        : arg,
    );
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = { method, reject };
      const before = longest();
      waiting.add(entry);
      // A first call starts the count; a call allowed longer than those waiting extends it.
      if (timer === null || allowed(method) > before) heard();
      const settle = () => {
        waiting.delete(entry);
        heard();
      };
      send(reporting).then(
        (value) => {
          if (!waiting.has(entry)) return;
          settle();
          resolve(value);
        },
        (error: unknown) => {
          if (!waiting.has(entry)) return;
          settle();
          reject(error);
        },
      );
    });
  }

  return {
    call,
    stop,
    /** Called once, with the technical detail, when the worker is given up on. */
    onStopped(listener: (detail: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Watchdog = ReturnType<typeof createWatchdog>;

/** The client with every method call made through the watchdog. */
export function watchClient<C extends object>(client: C, watchdog: Watchdog): C {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || key === 'then' || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        watchdog.call(
          key,
          // Reflect.apply: a Comlink proxy would take `.apply` for a method of the worker's.
          (sent) => Reflect.apply(value, target, sent) as Promise<unknown>,
          args,
        );
    },
  });
}
