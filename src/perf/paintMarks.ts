import { createPaintRecorder, type BenchRecord, type PaintRecorder } from './paintRecorder';

declare global {
  interface Window {
    /** Read by `npm run bench`: paint measures, long tasks and load time of this page. */
    __bench?: BenchRecord;
  }
}

let recorder: PaintRecorder | null = null;

/** pointerdown only marks when a press began (press-to-paint); the click is the input. */
const inputEvents = ['pointerdown', 'click', 'keydown', 'input', 'change'] as const;

/**
 * Measures input → painted rows the same way on our page and the baseline: a mark when an input
 * event arrives (capture phase, before any handler), a measure in the first animation frame after
 * the rows for it commit. Also records every main-thread task over 50 ms. Call once, before render.
 */
export function installPaintMarks(page: string): void {
  if (recorder || typeof window === 'undefined') return;
  const current = createPaintRecorder({
    page,
    now: () => performance.now(),
    nextFrame: (callback) => requestAnimationFrame(() => callback()),
    onMeasure: ({ start, end }) => {
      performance.measure('input to painted rows', { start, end });
      performance.clearMarks('input');
      performance.clearMeasures('input to painted rows');
    },
  });
  recorder = current;
  window.__bench = current.record;
  for (const type of inputEvents) {
    window.addEventListener(
      type,
      (event) => {
        performance.mark('input', { startTime: event.timeStamp, detail: type });
        current.input(type, event.timeStamp);
      },
      { capture: true, passive: true },
    );
  }
  if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) current.longTask(entry.startTime, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }
}

/** What the rows depend on changed (a new query); pairs it with the input that caused it. */
export function markQueryChanged(): void {
  recorder?.queryChanged();
}

/** Rows for the latest query committed; measures in the next animation frame. */
export function markRowsCommitted(sqlMs: number | null): void {
  recorder?.rowsCommitted(sqlMs);
}

/** The aged payables strip committed new figures (measured in the next animation frame). */
export function markStripCommitted(): void {
  recorder?.stripCommitted();
}

/** New bill's From changed by the input event at `at` (its `timeStamp`): suggestions are asked. */
export function markSuggestionsAsked(at: number): void {
  recorder?.suggestionsAsked(at);
}

/** Suggestions for what From holds committed (measured in the next animation frame). */
export function markSuggestionsCommitted(): void {
  recorder?.suggestionsCommitted();
}
