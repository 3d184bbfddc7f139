/** What `createWhenIdle` schedules with: the browser's own functions, or fakes in a test. */
export interface IdleScheduler {
  /** requestIdleCallback, when the browser has it. */
  idle?: (callback: () => void, timeoutMs: number) => void;
  /** requestAnimationFrame. */
  frame: (callback: () => void) => void;
  /** setTimeout. */
  later: (callback: () => void, ms: number) => void;
}

/** The latest an idle callback may wait when neither an idle period nor a frame comes. */
const idleTimeoutMs = 200;

/**
 * Runs a callback once the screen is idle: in the browser's next idle period, or in the first
 * task after the next frame, whichever comes first, once. Chrome can give a page no idle period
 * for the whole 200 ms after a keystroke although its main thread does nothing (traced at 100
 * rows: after some keys `requestIdleCallback` ran only at its timeout, after the next key, so
 * the rows that key asked for had not been fetched ahead and it cost a second frame). The task
 * after the frame has the input's own frame painted, which is what waiting for idle protects.
 */
export function createWhenIdle(scheduler: IdleScheduler) {
  return (callback: () => void) => {
    let ran = false;
    const once = () => {
      if (ran) return;
      ran = true;
      callback();
    };
    scheduler.idle?.(once, idleTimeoutMs);
    scheduler.frame(() => scheduler.later(once, 0));
  };
}

/** `createWhenIdle` with the browser's functions (setTimeout alone where there are none). */
export const whenIdle = createWhenIdle({
  idle:
    typeof requestIdleCallback === 'function'
      ? (callback, timeout) => requestIdleCallback(callback, { timeout })
      : undefined,
  frame:
    typeof requestAnimationFrame === 'function'
      ? (callback) => requestAnimationFrame(() => callback())
      : (callback) => setTimeout(callback, 16),
  later: (callback, ms) => setTimeout(callback, ms),
});
