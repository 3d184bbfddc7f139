import type { InvoiceQuery } from '../../domain/query';
import { foldForSearch, maxSearchLength } from '../../domain/search';
import { toInvoice } from '../../sql/compile/rows';
import type { Invoice } from '../../domain/invoice';
import { createLatest, type Ticket } from '../../shared/latest';
import type { QueryResult, Summary } from '../../worker/types';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { getPageCount } from '../state/paging';
import { toQuery } from '../state/stateKeys';
import { createAnswerCache, type OkResult } from './answerCache';
import { WorkerStoppedError } from './watchdog';

/** The worker's answer for one query: the page of rows and the summary over every match. */
export interface Answer {
  /** Which query and data revision it answers (`queryKey`); '' before the first answer. */
  key: string;
  rows: Invoice[];
  summary: Summary | null;
  errors: string[] | null;
  /** What went wrong in technical terms, when the call itself failed (shown folded away). */
  detail: string | null;
  sqlMs: number | null;
}

/** What the screen shows: a table state and the latest answer, committed together. */
export interface Shown {
  state: TableState;
  /** `queryKey` of `state` at the revision it was committed at. */
  key: string;
  answer: Answer;
}

export const noAnswer: Answer = {
  key: '',
  rows: [],
  summary: null,
  errors: null,
  detail: null,
  sqlMs: null,
};

/** Said when a call for rows failed on its way (not the worker refusing the query). */
export const rowsFailed = 'The table could not show these rows. Reloading the page may help.';

/** Two states ask the worker the same thing exactly when their keys are equal. */
export function queryKey(state: TableState, revision: number): string {
  return `${revision}:${JSON.stringify(toQuery(state))}`;
}

/**
 * Which answer serves a query: the same as `queryKey` but with the search folded
 * (`foldForSearch`: lower case, no accents), as the worker folds it before matching. 'I' finds
 * what 'i' finds, so a first capital letter (a name, 'INV-0') shows the rows fetched ahead for
 * the lower-case one in the key's own task. Each is still its own question (`queryKey`), shown
 * with its rows; a search that differs otherwise ('INV-' after 'INV') is asked on its own, so
 * each keystroke shows its own answer, the aged payables strip included.
 */
export function answerKey(query: InvoiceQuery, revision: number): string {
  // A search too long for the worker is refused whatever it folds to: keyed as typed.
  const { search } = query;
  const folded = search.length > maxSearchLength ? search : foldForSearch(search);
  return `${revision}:${JSON.stringify({ ...query, search: folded })}`;
}

/**
 * Asks the worker (latest wins: a newer ticket on the same channel supersedes this one; a
 * question without a ticket, a prefetch, always runs).
 */
export type Ask = (query: InvoiceQuery, ticket?: Ticket) => Promise<QueryResult>;

/**
 * How many answers the gate keeps for changes a person may make next: a few pages, the views,
 * and the next keystroke of a search (some 40 of them), with room for those shown before.
 */
const keptAnswers = 120;
/**
 * At most this many questions asked ahead are on their way at once, the rest queued: a person's
 * own question, which goes straight to the worker, waits behind no more than these.
 */
export const aheadInFlight = 2;
/**
 * Worker time the questions asked ahead of one state may take in all: past it the rest are
 * dropped. A search the whole table matches ('INV' at 10,000 rows) costs some 20 ms a question,
 * and forty of them would keep the worker, and one of two cores, from the person.
 */
export const aheadBudgetMs = 40;
/**
 * Rows are fetched ahead only while the worker answers a page in under this long: at a million
 * rows a view's first page costs more, and asking ahead would keep the worker from the person.
 */
export const cheapSqlMs = 8;
/**
 * Nor once any answer has counted more rows than this (a small table): at a million rows another
 * view's first page can cost the worker a hundred milliseconds while a person waits behind it.
 * A press fetches ahead at any size: it asks what its click is about to ask, a little sooner.
 */
export const aheadUpToRows = 20_000;

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
  /** Changes a person may make next, whose rows are fetched once the screen is idle. */
  let ahead: TableAction[] = [];
  /** What the next keystroke in the search box may ask (`prefetch(..., 'typing')`). */
  let typing: TableAction[] = [];
  /**
   * Questions asked ahead not yet sent (`typing` for the search box's next keystroke), and how
   * many are on their way (`aheadInFlight`).
   */
  let queued: { query: InvoiceQuery; typing: boolean }[] = [];
  let inFlight = 0;
  /**
   * The worker's time for what was asked ahead of the state as it is (`aheadBudgetMs`): the
   * pages and views, and the next keystrokes, each their own budget, so neither crowds out the
   * other (forty one-letter searches no longer leave the views unfetched, nor the pages the
   * letters).
   */
  let aheadSpentMs = 0;
  let typingSpentMs = 0;
  let aheadScheduled = false;
  let lastSqlMs = Infinity;
  let lastTotal = 0;
  let largestTotal = 0;

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
    lastSqlMs = result.sqlMs;
    lastTotal = result.summary.total;
    largestTotal = Math.max(largestTotal, lastTotal);
    const answered = clampTo(result.page, query, key);
    const rows = result.rows.map(toInvoice);
    const { summary, sqlMs } = result;
    show(urgent, () => ({ key: answered, rows, summary, errors: null, detail: null, sqlMs }));
    fetchAheadWhenIdle();
  };

  /**
   * Asks for the rows of `key`, the state as it is. When the worker already sent them (fetched
   * ahead on a press, or shown before at this revision), they are shown at once, in this task.
   */
  const request = (key: string): 'shown' | 'asked' | null => {
    if (!ask) return null;
    // What was queued ahead was for the state before this one; it is worked out again when idle.
    queued = [];
    aheadSpentMs = 0;
    typingSpentMs = 0;
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

  /** The question `action` would ask from the state as it is now, unless it asks none. */
  const questionFor = (action: TableAction) => {
    const state = reduce(target, action);
    if (state === target) return null;
    return queryKey(state, revision) === askedKey ? null : { query: toQuery(state) };
  };

  /** Fetches, without a ticket, the rows `action` would need from the state as it is now. */
  const fetchAhead = (action: TableAction) => {
    if (!ask) return;
    const send = ask;
    const question = questionFor(action);
    if (!question) return;
    const rowsKey = answerKey(question.query, revision);
    cache.fetch(rowsKey, () => send(question.query)).catch(() => undefined);
  };

  /** Sends queued questions, no more than `aheadInFlight` on their way at once. */
  const pump = () => {
    while (ask && inFlight < aheadInFlight) {
      const next = queued.shift();
      if (!next) return;
      const rowsKey = answerKey(next.query, revision);
      if (cache.get(rowsKey) || cache.flying(rowsKey)) continue;
      const send = ask;
      inFlight += 1;
      const done = (result?: QueryResult) => {
        inFlight -= 1;
        const cost = result?.kind === 'ok' ? result.sqlMs : 0;
        if (next.typing) typingSpentMs += cost;
        else aheadSpentMs += cost;
        const spent = next.typing ? typingSpentMs : aheadSpentMs;
        if (spent > aheadBudgetMs) queued = queued.filter((q) => q.typing !== next.typing);
        pump();
      };
      cache.fetch(rowsKey, () => send(next.query)).then(done, () => done());
    }
  };

  /** The neighbouring pages, and what `prefetch(..., 'idle')` queued, once the screen is idle. */
  const cheap = () => lastSqlMs <= cheapSqlMs && largestTotal <= aheadUpToRows;
  function fetchAheadWhenIdle() {
    if (!options.idle || aheadScheduled || !cheap()) return;
    aheadScheduled = true;
    options.idle(() => {
      aheadScheduled = false;
      if (hold !== null || !cheap()) return;
      const { pageIndex, pageSize } = target.pagination;
      const count = getPageCount({ total: lastTotal, pageSize });
      const pages =
        target.layout === 'continuous' ? [] : [pageIndex + 1, pageIndex - 1, 0, count - 1];
      const actions: TableAction[] = pages
        .filter((index) => index >= 0 && index < count && index !== pageIndex)
        .map((index) => ({ type: 'setPageIndex', pageIndex: index }));
      const questions = (list: readonly TableAction[], isTyping: boolean) =>
        list.flatMap((action) => {
          const question = questionFor(action);
          return question ? [{ ...question, typing: isTyping }] : [];
        });
      queued = [
        ...questions(actions, false),
        ...questions(typing, true),
        ...questions(ahead, false),
      ];
      pump();
    });
  }

  return {
    /**
     * Fetches the rows `action` would need, so that dispatching it shows them at once: 'now' on
     * a press (pointerdown, ~60 ms before its click), 'idle' for changes a person may make next
     * (the other views, the last page), fetched once the screen is idle, again after each change;
     * 'typing' the same for what the next keystroke in the search box may ask (each key is a new
     * question, so in a small table its rows are here before the key is pressed).
     */
    prefetch(actions: TableAction | readonly TableAction[], when: 'now' | 'idle' | 'typing') {
      const list = Array.isArray(actions) ? actions : [actions as TableAction];
      if (when === 'now') return list.forEach(fetchAhead);
      if (when === 'typing') typing = [...list];
      else ahead = [...list];
      fetchAheadWhenIdle();
    },
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
