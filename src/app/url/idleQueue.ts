import { whenIdle } from '../whenIdle';

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
 * A queue of jobs run in the order added, all once the browser is next idle after the first is
 * added (`whenIdle`: an idle period, or the task after the next frame): each job still sees the ones before it done (each address change is its own history
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
