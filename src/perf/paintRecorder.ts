/** One interaction: from its input event to the first animation frame after its rows committed. */
export interface PaintMeasure {
  /** The input event's time (ms since navigation start), or the query's when no input led to it. */
  start: number;
  /** Taken in the first animation frame after the rows for that input committed. */
  end: number;
  ms: number;
  /** The worker's SQL time for the answer shown (ours); null on the baseline page. */
  sqlMs: number | null;
  /** The input event that started it ('click', 'keydown', 'input', 'change'), or null. */
  input: string | null;
  /**
   * When the person pressed: the pointerdown before a click (a press lasts 50–100 ms), else the
   * same as `start`. `pressMs` is press to painted rows; `ms` is from the click.
   */
  pressStart: number;
  pressMs: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

/** What `npm run bench` reads from `window.__bench`. */
export interface BenchRecord {
  page: string;
  measures: PaintMeasure[];
  /** Main-thread tasks over 50 ms, from PerformanceObserver 'longtask'. */
  longTasks: LongTask[];
  /** When the first rows were painted (ms since navigation start): the page's load time. */
  firstRowsAt: number | null;
  /** Rows for a changed query are on their way (a measure will follow). */
  awaitingRows: boolean;
  /**
   * When the aged payables strip was painted with new figures (ms since navigation start), the
   * first animation frame after each: with the rows, or after them when read separately.
   */
  stripPaints: number[];
  /**
   * New bill's From: each keystroke's suggestions, from the input event that changed what is typed
   * to the first animation frame after the suggestions for it committed (an older answer is not
   * shown, so it is not measured either).
   */
  suggestPaints: { start: number; end: number; ms: number }[];
  /** Resolves with the measures from index `from` on, as soon as there is at least one. */
  measuresFrom(from: number): Promise<PaintMeasure[]>;
}

export interface PaintRecorderOptions {
  page: string;
  now: () => number;
  /** Runs `callback` in the next animation frame (requestAnimationFrame in a browser). */
  nextFrame: (callback: () => void) => void;
  onMeasure?: (measure: PaintMeasure) => void;
}

/** Enough for any bench run; a long session stops recording rather than growing without bound. */
const maxEntries = 10_000;
/** An input or change event this soon after another event is part of the same gesture. */
const sameGestureMs = 100;
const gestureStarts = new Set(['click', 'keydown']);
/** A click this long after a pointerdown or less is the end of that press. */
const longestPressMs = 1000;

/**
 * Pairs each input with the rows it led to. The page calls `queryChanged` when what the rows
 * depend on changes and `rowsCommitted` when rows for the latest query have committed; a query
 * change that no new input caused (a follow-on query) keeps the interaction already under way.
 */
export function createPaintRecorder({ page, now, nextFrame, onMeasure }: PaintRecorderOptions) {
  const measures: PaintMeasure[] = [];
  const longTasks: LongTask[] = [];
  const waiters: { from: number; resolve: (found: PaintMeasure[]) => void }[] = [];
  let lastEventAt = -Infinity;
  let lastInput: { at: number; type: string; pressAt: number } | null = null;
  let pending: { start: number; input: string | null; pressStart: number } | null = null;
  let pressedAt = -Infinity;
  let suggestAskedAt: number | null = null;

  const record: BenchRecord = {
    page,
    measures,
    longTasks,
    firstRowsAt: null,
    awaitingRows: false,
    stripPaints: [],
    suggestPaints: [],
    measuresFrom(from) {
      if (measures.length > from) return Promise.resolve(measures.slice(from));
      return new Promise((resolve) => waiters.push({ from, resolve }));
    },
  };

  function push(measure: PaintMeasure) {
    if (measures.length >= maxEntries) return;
    measures.push(measure);
    record.firstRowsAt ??= measure.end;
    onMeasure?.(measure);
    for (const waiter of waiters.splice(0)) {
      if (measures.length > waiter.from) waiter.resolve(measures.slice(waiter.from));
      else waiters.push(waiter);
    }
  }

  return {
    record,
    /** An input event reached the page at `at` (its `timeStamp`). */
    input(type: string, at: number) {
      if (type === 'pointerdown') {
        pressedAt = at;
        return;
      }
      const follows = !gestureStarts.has(type) && at - lastEventAt < sameGestureMs;
      lastEventAt = at;
      const pressed = type === 'click' && at >= pressedAt && at - pressedAt <= longestPressMs;
      if (!follows) lastInput = { at, type, pressAt: pressed ? pressedAt : at };
    },
    queryChanged() {
      record.awaitingRows = true;
      if (lastInput) {
        pending = { start: lastInput.at, input: lastInput.type, pressStart: lastInput.pressAt };
        lastInput = null;
      } else if (!pending) {
        const at = now();
        pending = { start: at, input: null, pressStart: at };
      }
    },
    rowsCommitted(sqlMs: number | null) {
      const started = pending;
      if (!started) return;
      pending = null;
      nextFrame(() => {
        const end = now();
        record.awaitingRows = pending !== null;
        push({
          ...started,
          end,
          ms: end - started.start,
          pressMs: end - started.pressStart,
          sqlMs,
        });
      });
    },
    /** The aged payables strip committed new figures; recorded in the next animation frame. */
    stripCommitted() {
      nextFrame(() => {
        if (record.stripPaints.length < maxEntries) record.stripPaints.push(now());
      });
    },
    /** What From holds changed, by the input event at `at`: suggestions for it are on their way. */
    suggestionsAsked(at: number) {
      suggestAskedAt = at;
    },
    /** Suggestions for what From holds committed; measured in the next animation frame. */
    suggestionsCommitted() {
      const start = suggestAskedAt;
      if (start === null) return;
      suggestAskedAt = null;
      nextFrame(() => {
        const end = now();
        if (record.suggestPaints.length < maxEntries) {
          record.suggestPaints.push({ start, end, ms: end - start });
        }
      });
    },
    longTask(start: number, duration: number) {
      if (longTasks.length < maxEntries) longTasks.push({ start, duration });
    },
  };
}

export type PaintRecorder = ReturnType<typeof createPaintRecorder>;
