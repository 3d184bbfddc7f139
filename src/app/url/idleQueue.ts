/** Work run in order once the browser is idle (the address bar's writes): see `createIdleQueue`. */
export interface IdleQueue {
  /** Runs `job` after every job added before it, when the browser is next idle. */
  add(job: () => void): void;
  /** Runs every waiting job now, in order (the page is being left). */
  flush(): void;
  /** Drops every waiting job. */
  cancel(): void;
}

/**
 * The longest a job waits for the browser to be idle: on a busy machine idle time may not come
 * for a while, and the address should follow the table within a moment.
 */
export const idleTimeoutMs = 100;

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * A queue of jobs run in the order added, all in the browser's next idle time after the first is
 * added: each job still sees the ones before it done (each address change is its own history
 * entry), and none runs in the task that paints a click's rows.
 */
export function createIdleQueue(): IdleQueue {
  let jobs: (() => void)[] = [];
  let cancelWait: (() => void) | null = null;
  const run = () => {
    cancelWait = null;
    const now = jobs;
    jobs = [];
    for (const job of now) job();
  };
  return {
    add(job) {
      jobs.push(job);
      cancelWait ??= whenIdle(run);
    },
    flush() {
      cancelWait?.();
      run();
    },
    cancel() {
      cancelWait?.();
      cancelWait = null;
      jobs = [];
    },
  };
}
