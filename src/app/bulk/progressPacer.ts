import type { BulkProgress } from '../../worker/types';

export interface ProgressTiming {
  /** Nothing is shown before this: an action this quick finishes without a bar flashing up. */
  delayMs: number;
  /** Then what is shown changes at most this often: the text is a polite live region. */
  everyMs: number;
}

/**
 * 300 ms: a few hundred rows are done well within it, whatever was selected (a million
 * selected can be a few hundred drafts to approve, so the selection's size says little).
 * Once a second: a screen reader has time to say one figure before the next.
 */
export const progressTiming: ProgressTiming = { delayMs: 300, everyMs: 1000 };

/**
 * Paces the progress of one running action: `show` is first called `delayMs` after the start
 * (with null while the worker has not said how much there is to do), then with the newest
 * report at most once every `everyMs`. Timers only, no clock reads, so it runs the same under
 * a test's fake timers and a browser test's fixed clock. `stop` when the action settles.
 */
export function createProgressPacer(
  show: (progress: BulkProgress | null) => void,
  timing: ProgressTiming = progressTiming,
) {
  let latest: BulkProgress | null = null;
  let shown: BulkProgress | null = null;
  let visible = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    visible = true;
    flush();
  }, timing.delayMs);

  /** Shows the newest report, then stays quiet for `everyMs`, catching up at its end. */
  function flush() {
    shown = latest;
    show(latest);
    timer = setTimeout(() => {
      timer = null;
      if (latest !== shown) flush();
    }, timing.everyMs);
  }

  return {
    report(progress: BulkProgress): void {
      if (stopped) return;
      latest = progress;
      if (visible && timer === null) flush();
    },
    stop(): void {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
