/** What `createWhenIdle` schedules with: the browser's own functions, or fakes in a test. Each returns its cancel. */
export interface IdleScheduler {
  /** requestIdleCallback, when the browser has it. */
  idle?: (callback: () => void, timeoutMs: number) => () => void;
  /** requestAnimationFrame. */
  frame: (callback: () => void) => () => void;
  /** setTimeout. */
  later: (callback: () => void, ms: number) => () => void;
}

/** The latest an idle callback may wait when neither an idle period nor a frame comes. */
const idleTimeoutMs = 200;

/**
 * Runs a callback once the screen is idle, for work the person does not wait for (fetching the
 * next keystrokes' rows ahead, tableGate.ts; writing the address bar, url/idleQueue.ts): in the
 * browser's next idle period, or in the first task after the next frame, whichever comes first,
 * once. Returns a cancel. Chrome can give a page no idle period for the whole 200 ms after a
 * keystroke although its main thread does nothing (traced at 100 rows: after some keys
 * `requestIdleCallback` ran only at its timeout, after the next key, so the rows that key asked
 * for had not been fetched ahead and it cost a second frame). The task after the frame has the
 * input's own frame painted, which is what waiting for idle protects.
 */
export function createWhenIdle(scheduler: IdleScheduler) {
  return (callback: () => void): (() => void) => {
    let done = false;
    let cancelLater: (() => void) | undefined;
    const cancels: (() => void)[] = [];
    const stop = () => {
      done = true;
      for (const cancel of cancels) cancel();
      cancelLater?.();
    };
    const once = () => {
      if (done) return;
      stop();
      callback();
    };
    if (scheduler.idle) cancels.push(scheduler.idle(once, idleTimeoutMs));
    cancels.push(
      scheduler.frame(() => {
        if (!done) cancelLater = scheduler.later(once, 0);
      }),
    );
    return stop;
  };
}

/** `createWhenIdle` with the browser's functions (timers alone where there are none). */
export const whenIdle = createWhenIdle({
  idle:
    typeof requestIdleCallback === 'function'
      ? (callback, timeout) => {
          const id = requestIdleCallback(callback, { timeout });
          return () => cancelIdleCallback(id);
        }
      : undefined,
  frame:
    typeof requestAnimationFrame === 'function'
      ? (callback) => {
          const id = requestAnimationFrame(() => callback());
          return () => cancelAnimationFrame(id);
        }
      : (callback) => {
          const timer = setTimeout(callback, 16);
          return () => clearTimeout(timer);
        },
  later: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
});
