import type { InvoiceQuery } from '../../domain/query';
import type { QueryResult } from '../../worker/types';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { getPageCount } from '../state/paging';
import { toQuery } from '../state/stateKeys';
import type { AnswerCache, OkResult } from './answerCache';
import { answerKey, queryKey, type Ask } from './gateKeys';

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

/** The table gate as it is at the moment a question ahead is worked out. */
export interface GateNow {
  ask: Ask | null;
  target: TableState;
  revision: number;
  /** `queryKey` of the question last asked for the state on screen. */
  askedKey: string;
  /** A change is held waiting for its rows. */
  held: boolean;
}

export interface PrefetcherOptions {
  cache: AnswerCache;
  reduce: (state: TableState, action: TableAction) => TableState;
  /** Runs `callback` once the screen is idle (requestIdleCallback in a browser). */
  idle?: (callback: () => void) => void;
  now: () => GateNow;
}

/**
 * Fetches ahead the rows of changes a person may make next (a press, the neighbouring pages, the
 * views, the next keystroke), within `aheadInFlight` and `aheadBudgetMs`, and only while the
 * table is cheap to ask (`cheapSqlMs`, `aheadUpToRows`). The answers land in the gate's cache.
 */
export function createPrefetcher(options: PrefetcherOptions) {
  const { cache, reduce, now } = options;
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

  /** The question `action` would ask from the state as it is now, unless it asks none. */
  const questionFor = (action: TableAction) => {
    const { target, revision, askedKey } = now();
    const state = reduce(target, action);
    if (state === target) return null;
    return queryKey(state, revision) === askedKey ? null : { query: toQuery(state) };
  };

  /** Fetches, without a ticket, the rows `action` would need from the state as it is now. */
  const fetchAhead = (action: TableAction) => {
    const { ask, revision } = now();
    if (!ask) return;
    const send = ask;
    const question = questionFor(action);
    if (!question) return;
    const rowsKey = answerKey(question.query, revision);
    cache.fetch(rowsKey, () => send(question.query)).catch(() => undefined);
  };

  /** Sends queued questions, no more than `aheadInFlight` on their way at once. */
  const pump = () => {
    while (now().ask && inFlight < aheadInFlight) {
      const next = queued.shift();
      if (!next) return;
      const { ask, revision } = now();
      if (!ask) return;
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
      const { target, held } = now();
      if (held || !cheap()) return;
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
    /** A person's own question left: what was queued ahead was for the state before it. */
    reset() {
      queued = [];
      aheadSpentMs = 0;
      typingSpentMs = 0;
    },
    /** The worker answered the state on screen: how costly asking ahead would be now. */
    answered(result: OkResult) {
      lastSqlMs = result.sqlMs;
      lastTotal = result.summary.total;
      largestTotal = Math.max(largestTotal, lastTotal);
    },
    /** Works out and sends the questions ahead of the state as it is, once the screen is idle. */
    whenIdle: fetchAheadWhenIdle,
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
  };
}
