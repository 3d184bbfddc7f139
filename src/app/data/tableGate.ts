import type { InvoiceQuery } from '../../domain/query';
import { toInvoice } from '../../sql/compile/rows';
import { createLatest } from '../../shared/latest';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { toQuery } from '../state/stateKeys';
import { createAnswerCache, type OkResult } from './answerCache';
import { answerKey, queryKey, rowsFailed, type Answer, type Ask, type Shown } from './gateKeys';
import { createPrefetcher } from './prefetcher';
import { WorkerStoppedError } from './watchdog';

export { answerKey, noAnswer, queryKey, rowsFailed } from './gateKeys';
export type { Answer, Ask, Shown } from './gateKeys';
export { aheadBudgetMs, aheadInFlight, aheadUpToRows, cheapSqlMs } from './prefetcher';

/**
 * How many answers the gate keeps for changes a person may make next: a few pages, the views,
 * and the next keystroke of a search (some 40 of them), with room for those shown before.
 */
const keptAnswers = 120;

export interface TableGateOptions {
  initial: TableState;
  /** The data revision the initial state's rows are asked at. */
  revision: number;
  reduce: (state: TableState, action: TableAction) => TableState;
  /** Shows a new state; `urgent` when it should reach the screen before anything else runs. */
  commit: (update: (shown: Shown) => Shown, urgent: boolean) => void;
  /** How long a state that needs new rows waits for them before it is shown without them. */
  holdMs: number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Told when a new query leaves for the worker (the bench pairs it with the input). */
  onAsk?: () => void;
  /** Runs `callback` once the screen is idle (requestIdleCallback in a browser). */
  idle?: (callback: () => void) => void;
  /** Told when the page asked for does not exist and the last one is shown (indexes from 0). */
  onPageMoved?: (asked: number, shown: number) => void;
}

/**
 * Holds a state change that needs new rows until the worker answers, then shows state and rows
 * in one render: one render per interaction instead of two (the change, then its rows), and the
 * question reaches the worker before React renders anything. A change that needs no new rows
 * (selection, column layout) shows at once, or with the held change it follows; an answer slower
 * than `holdMs` shows the state without it (old rows marked busy) and the rows when they come.
 */
export function createTableGate(options: TableGateOptions) {
  const { reduce, commit, holdMs, setTimer, clearTimer } = options;
  let ask: Ask | null = null;
  let target = options.initial;
  let revision = options.revision;
  let askedKey = '';
  const latest = createLatest('page');
  let hold: unknown = null;
  const cache = createAnswerCache(keptAnswers);
  const prefetcher = createPrefetcher({
    cache,
    reduce,
    idle: options.idle,
    now: () => ({ ask, target, revision, askedKey, held: hold !== null }),
  });

  const release = () => {
    if (hold !== null) clearTimer(hold);
    hold = null;
  };
  /** Shows the latest state, with a new answer made from the one on screen if given. */
  const show = (urgent: boolean, answer: (previous: Answer) => Answer = (previous) => previous) => {
    const state = target;
    const key = queryKey(state, revision);
    commit((shown) => ({ state, key, answer: answer(shown.answer) }), urgent);
  };

  /**
   * The worker answered a page past the last (page 9 of a result that now has 3) with the last
   * one: the state on screen moves to that page in the same render as its rows. Returns the key
   * of the state the answer is for.
   */
  const clampTo = (page: number, asked: InvoiceQuery, key: string): string => {
    // A grouped table pages through its groups' list, not the bills (src/app/grouping).
    const paged = target.layout === 'paged' && target.groupBy === 'none';
    if (page === asked.page.index || !paged) return key;
    options.onPageMoved?.(asked.page.index, page);
    target = reduce(target, { type: 'setPageIndex', pageIndex: page });
    return (askedKey = queryKey(target, revision));
  };

  /**
   * Shows the worker's rows for `query` (asked as `key`) with the state they answer: at once when
   * they arrive; with the input's other changes when already here (Apply adds a filter, then
   * closes the editor: one render for both, in the input's own task).
   */
  const showAnswer = (result: OkResult, query: InvoiceQuery, key: string, urgent: boolean) => {
    release();
    prefetcher.answered(result);
    const answered = clampTo(result.page, query, key);
    const rows = result.rows.map(toInvoice);
    const { summary, sqlMs } = result;
    show(urgent, () => ({ key: answered, rows, summary, errors: null, detail: null, sqlMs }));
    prefetcher.whenIdle();
  };

  /**
   * Asks for the rows of `key`, the state as it is. When the worker already sent them (fetched
   * ahead on a press, or shown before at this revision), they are shown at once, in this task.
   */
  const request = (key: string): 'shown' | 'asked' | null => {
    if (!ask) return null;
    // What was queued ahead was for the state before this one; it is worked out again when idle.
    prefetcher.reset();
    const send = ask;
    askedKey = key;
    options.onAsk?.();
    const query = toQuery(target);
    const rowsKey = answerKey(query, revision);
    const known = cache.get(rowsKey);
    if (known) {
      latest.drop();
      showAnswer(known, query, key, false);
      return 'shown';
    }
    const failed = (errors: string[] | null, detail: string | null = null) => {
      release();
      show(true, (previous) => ({ ...previous, key, errors, detail }));
    };
    latest.ask(
      // A prefetch of these rows on its way (the press before a click) is answer enough.
      (ticket) => cache.flying(rowsKey) ?? send(query, ticket),
      (result) => {
        if (result.kind === 'superseded') return;
        if (result.kind === 'error') return failed(result.errors);
        cache.put(rowsKey, result);
        showAnswer(result, query, key, true);
      },
      // A stopped worker is said once, above the table (watchdog.ts); the rows stay as they were.
      (error: unknown) => {
        if (error instanceof WorkerStoppedError) return failed(null);
        failed([rowsFailed], error instanceof Error ? error.message : String(error));
      },
    );
    return 'asked';
  };

  return {
    prefetch: prefetcher.prefetch,
    /** Asks through `next` from now on, starting with the rows for the state as it is. */
    connect(next: Ask) {
      ask = next;
      request(queryKey(target, revision));
    },
    dispatch(action: TableAction) {
      const next = reduce(target, action);
      if (next === target) return;
      target = next;
      const key = queryKey(next, revision);
      if (key === askedKey) {
        // Its rows are on screen: show it now. Or they are on their way for a change still held
        // (Apply adds a filter, then closes the editor): it joins that change.
        if (hold === null) show(false);
        return;
      }
      if (request(key) !== 'shown' && hold === null) {
        hold = setTimer(() => {
          hold = null;
          show(true);
        }, holdMs);
      }
    },
    /** The data changed (a write, a new sample): ask again for the state on screen. */
    setRevision(next: number) {
      if (next === revision) return;
      revision = next;
      // Rows fetched at the old revision may be stale: none of them is shown again.
      cache.clear();
      request(queryKey(target, revision));
    },
    /** The latest state dispatched, shown or not. */
    latest(): TableState {
      return target;
    },
  };
}
