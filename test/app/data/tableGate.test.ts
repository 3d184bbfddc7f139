import { describe, expect, it } from 'vitest';
import {
  aheadBudgetMs,
  aheadInFlight,
  createTableGate,
  noAnswer,
  queryKey,
  rowsFailed,
  type Shown,
} from '../../../src/app/data/tableGate';
import { WorkerStoppedError } from '../../../src/app/data/watchdog';
import { tableReducer } from '../../../src/app/state/reducer';
import { getDefaultTableState } from '../../../src/app/state/tableState';
import type { InvoiceQuery } from '../../../src/domain/query';
import type { InvoiceRow } from '../../../src/sql/compile/rows';
import type { QueryResult } from '../../../src/worker/types';

/** A row whose reference says which search asked for it, so a test can tell answers apart. */
const rowFor = (query: InvoiceQuery): InvoiceRow => [
  1,
  'inv-1',
  'INV-001',
  `ref ${query.search}`,
  'Acme',
  'draft',
  '2026-11-01',
  '2026-11-30',
  100,
  0,
  '',
];

/** A gate over a fake worker whose answers the test releases by hand, and a fake clock. */
function setup() {
  const initial = getDefaultTableState();
  let shown: Shown = { state: initial, key: queryKey(initial, 0), answer: noAnswer };
  const commits: { shown: Shown; urgent: boolean }[] = [];
  const pending: {
    query: InvoiceQuery;
    answer: (result: QueryResult) => Promise<void>;
    fail: (error: Error) => Promise<void>;
  }[] = [];
  const timers = new Map<number, () => void>();
  let nextTimer = 0;
  let idle: (() => void)[] = [];
  /** Pages asked for that did not exist, and the page shown instead (indexes from 0). */
  const moved: [number, number][] = [];
  const gate = createTableGate({
    idle: (callback) => idle.push(callback),
    onPageMoved: (asked, shownPage) => moved.push([asked, shownPage]),
    initial,
    revision: 0,
    reduce: tableReducer,
    commit: (update, urgent) => {
      shown = update(shown);
      commits.push({ shown, urgent });
    },
    holdMs: 50,
    setTimer: (callback) => {
      timers.set(++nextTimer, callback);
      return nextTimer;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  });
  gate.connect(
    (query) =>
      new Promise<QueryResult>((resolve, reject) => {
        pending.push({
          query,
          // Resolves, then lets the gate's `then` run before the test goes on.
          answer: async (result) => {
            resolve(result);
            await Promise.resolve();
            await Promise.resolve();
          },
          fail: async (error) => {
            reject(error);
            await Promise.resolve();
            await Promise.resolve();
          },
        });
      }),
  );
  /** The worker's rows for a query, on the page it asked for unless `page` says another. */
  const ok = (query: InvoiceQuery, page = query.page.index): QueryResult => ({
    kind: 'ok',
    rows: [rowFor(query)],
    summary: { total: 1, paid: 0, due: 100, ageing: [] },
    page,
    sqlMs: 1,
  });
  const fireTimers = () => {
    for (const [id, callback] of [...timers]) {
      timers.delete(id);
      callback();
    }
  };
  /** Releases the worker's answer to the `index`th question (by default, its rows). */
  const answer = (index: number, result?: QueryResult) => {
    const question = pending[index];
    if (!question) throw new Error(`question ${index} was never asked`);
    return question.answer(result ?? ok(question.query));
  };
  const reference = () => shown.answer.rows[0]?.reference;
  /** The worker answered the `index`th question with the last page, `page`, of fewer pages. */
  const answerOnPage = (index: number, page: number) => {
    const question = pending[index];
    if (!question) throw new Error(`question ${index} was never asked`);
    return question.answer(ok(question.query, page));
  };
  const current = () => shown;
  /** The browser went idle: what the gate put off until then runs. */
  const goIdle = () => {
    const due = idle;
    idle = [];
    for (const callback of due) callback();
  };
  return {
    gate,
    commits,
    pending,
    answer,
    answerOnPage,
    reference,
    fireTimers,
    timers,
    current,
    goIdle,
    moved,
  };
}

describe('table gate', () => {
  it('asks for the first rows when connected, and shows them when they come', async () => {
    const t = setup();
    expect(t.pending.map((p) => p.query.search)).toEqual(['']);
    await t.answer(0);
    expect(t.reference()).toBe('ref ');
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('shows a change that needs new rows only together with its rows, in one commit', async () => {
    const t = setup();
    await t.answer(0);
    const before = t.commits.length;
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    expect(t.commits.length).toBe(before);
    expect(t.current().state.search).toBe('');
    await t.answer(1);
    expect(t.commits.length).toBe(before + 1);
    expect(t.commits.at(-1)?.urgent).toBe(true);
    expect(t.current().state.search).toBe('acme');
    expect(t.reference()).toBe('ref acme');
    expect(t.timers.size).toBe(0);
  });

  it('shows a change that needs no new rows at once, without asking the worker', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setDensity', density: 'compact' });
    expect(t.current().state.density).toBe('compact');
    expect(t.pending).toHaveLength(1);
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('lets a change that needs no rows join a held change, so both show with the rows', async () => {
    const t = setup();
    await t.answer(0);
    const before = t.commits.length;
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    t.gate.dispatch({ type: 'setDensity', density: 'compact' });
    expect(t.commits.length).toBe(before);
    await t.answer(1);
    expect(t.commits.length).toBe(before + 1);
    expect(t.current().state.density).toBe('compact');
    expect(t.reference()).toBe('ref acme');
  });

  it('never shows rows for an older question once a newer one is asked (latest wins)', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setSearch', search: 'a' });
    t.gate.dispatch({ type: 'setSearch', search: 'ac' });
    await t.answer(2);
    await t.answer(1);
    expect(t.current().state.search).toBe('ac');
    expect(t.reference()).toBe('ref ac');
  });

  it('shows the change without its rows when they are slower than the hold, then the rows', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'toggleSort', column: 'from', multi: false });
    t.fireTimers();
    expect(t.current().state.sorting.at(0)).toEqual({ column: 'from', desc: false });
    expect(t.current().answer.key).not.toBe(t.current().key);
    expect(t.reference()).toBe('ref ');
    await t.answer(1);
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('keeps the rows on screen and reports the problem when the worker refuses a query', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setSearch', search: 'x' });
    await t.answer(1, { kind: 'error', errors: ['search: too long'] });
    expect(t.current().state.search).toBe('x');
    expect(t.current().answer.errors).toEqual(['search: too long']);
    expect(t.reference()).toBe('ref ');
  });

  it('asks again for the same state when the data changes', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.setRevision(1);
    expect(t.pending).toHaveLength(2);
    expect(t.pending[1]?.query).toEqual(t.pending[0]?.query);
    await t.answer(1);
    expect(t.current().key).toBe(queryKey(t.current().state, 1));
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('moves a page past the last to the last one, with its rows, in one commit', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setPageIndex', pageIndex: 8 });
    const before = t.commits.length;
    await t.answerOnPage(1, 2);
    expect(t.commits.length).toBe(before + 1);
    expect(t.current().state.pagination.pageIndex).toBe(2);
    // The screen is told, so it can name the page that does not exist.
    expect(t.moved).toEqual([[8, 2]]);
    expect(t.current().answer.key).toBe(t.current().key);
    // Its rows are on screen, so asking for that page again asks the worker nothing.
    t.gate.dispatch({ type: 'setPageIndex', pageIndex: 2 });
    expect(t.pending).toHaveLength(2);
  });

  it('keeps the page as it is in the continuous layout, where pages are not shown', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setLayout', layout: 'continuous' });
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    await t.answerOnPage(t.pending.length - 1, 0);
    expect(t.current().state.pagination.pageIndex).toBe(0);
    expect(t.moved).toEqual([]);
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('after a write elsewhere, the page that no longer exists moves in the same commit', async () => {
    const t = setup();
    t.gate.dispatch({ type: 'setPageIndex', pageIndex: 4 });
    await t.answer(1);
    expect(t.current().state.pagination.pageIndex).toBe(4);
    const before = t.commits.length;
    t.gate.setRevision(1);
    await t.answerOnPage(2, 1);
    expect(t.commits.length).toBe(before + 1);
    expect(t.current().state.pagination.pageIndex).toBe(1);
    expect(t.current().key).toBe(queryKey(t.current().state, 1));
    expect(t.current().answer.key).toBe(t.current().key);
  });

  it('says in a sentence when a call for rows fails on its way, with the detail kept apart', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setSearch', search: 'x' });
    await t.pending[1]?.fail(new Error("DataCloneError: Failed to execute 'postMessage'"));
    expect(t.current().answer.errors).toEqual([rowsFailed]);
    expect(t.current().answer.detail).toBe("DataCloneError: Failed to execute 'postMessage'");
    expect(t.reference()).toBe('ref ');
  });

  it('adds nothing of its own when the worker stopped (that is said once, above the table)', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.dispatch({ type: 'setSearch', search: 'x' });
    await t.pending[1]?.fail(new WorkerStoppedError('No answer for 10 s'));
    expect(t.current().state.search).toBe('x');
    expect(t.current().answer.errors).toBeNull();
    expect(t.reference()).toBe('ref ');
  });

  it("shows rows fetched on the press in the click's own task, without asking again", async () => {
    const t = setup();
    await t.answer(0);
    const sort = { type: 'toggleSort', column: 'from', multi: false } as const;
    t.gate.prefetch(sort, 'now');
    expect(t.pending).toHaveLength(2);
    await t.answer(1);
    const before = t.commits.length;
    t.gate.dispatch(sort);
    expect(t.commits.length).toBe(before + 1);
    // Not forced through at once: React batches it with the input's other changes, one render.
    expect(t.commits.at(-1)?.urgent).toBe(false);
    expect(t.current().state.sorting.at(0)).toEqual({ column: 'from', desc: false });
    expect(t.current().answer.key).toBe(t.current().key);
    expect(t.pending).toHaveLength(2);
    expect(t.timers.size).toBe(0);
  });

  it("waits for a press's rows still on their way rather than asking twice", async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch({ type: 'setSearch', search: 'acme' }, 'now');
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    expect(t.pending).toHaveLength(2);
    await t.answer(1);
    expect(t.current().state.search).toBe('acme');
    expect(t.reference()).toBe('ref acme');
  });

  it('never shows rows fetched before the data changed: it asks the worker again', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch({ type: 'setSearch', search: 'acme' }, 'now');
    await t.answer(1);
    t.gate.setRevision(1);
    await t.answer(2);
    const before = t.commits.length;
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    expect(t.commits.length).toBe(before);
    expect(t.pending).toHaveLength(4);
    await t.answer(3, {
      kind: 'ok',
      rows: [],
      summary: { total: 0, paid: 0, due: 0, ageing: [] },
      page: 0,
      sqlMs: 1,
    });
    expect(t.current().state.search).toBe('acme');
    expect(t.current().answer.rows).toEqual([]);
  });

  it('drops a prefetch answered after the data changed', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch({ type: 'setSearch', search: 'acme' }, 'now');
    t.gate.setRevision(1);
    await t.answer(1);
    await t.answer(2);
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    expect(t.pending).toHaveLength(4);
  });

  it('fetches the neighbouring pages and the queued views once idle, and shows them at once', async () => {
    const t = setup();
    await t.answer(0, {
      kind: 'ok',
      rows: [],
      summary: { total: 500, paid: 0, due: 0, ageing: [] },
      page: 0,
      sqlMs: 1,
    });
    t.gate.prefetch([{ type: 'setSearch', search: 'acme' }], 'idle');
    t.goIdle();
    // A few at a time: the next leaves as one comes back.
    for (let i = 1; i < t.pending.length; i++) await t.answer(i);
    const asked = t.pending.slice(1).map((p) => [p.query.page.index, p.query.search]);
    expect(asked).toContainEqual([1, '']);
    expect(asked).toContainEqual([Math.ceil(500 / t.current().state.pagination.pageSize) - 1, '']);
    expect(asked).toContainEqual([0, 'acme']);
    const before = t.commits.length;
    const questions = t.pending.length;
    t.gate.dispatch({ type: 'setSearch', search: 'acme' });
    expect(t.commits.length).toBe(before + 1);
    expect(t.reference()).toBe('ref acme');
    expect(t.pending).toHaveLength(questions);
  });

  it('fetches nothing ahead for a large table, where it would keep the worker from the person', async () => {
    const t = setup();
    await t.answer(0, {
      kind: 'ok',
      rows: [],
      summary: { total: 1_000_000, paid: 0, due: 0, ageing: [] },
      page: 0,
      sqlMs: 1,
    });
    t.gate.prefetch([{ type: 'setSearch', search: 'acme' }], 'idle');
    t.goIdle();
    expect(t.pending).toHaveLength(1);
  });
  it('fetches what the next keystroke may ask once idle, a few at a time, and shows it in the key task', async () => {
    const t = setup();
    await t.answer(0);
    const next = ['acme', 'acmf', 'acmg', 'acmh', 'acmi'];
    t.gate.prefetch(
      next.map((search) => ({ type: 'setSearch', search })),
      'typing',
    );
    t.goIdle();
    // No more than a few on their way, so a key typed now waits behind no more than these.
    expect(t.pending).toHaveLength(1 + aheadInFlight);
    for (let i = 1; i < t.pending.length; i++) await t.answer(i);
    expect(t.pending.map((p) => p.query.search).slice(1)).toEqual(next);
    const before = t.commits.length;
    t.gate.dispatch({ type: 'setSearch', search: 'acmh' });
    expect(t.commits.length).toBe(before + 1);
    expect(t.reference()).toBe('ref acmh');
    expect(t.pending).toHaveLength(1 + next.length);
  });

  it('shows a search that differs only in case from one fetched ahead in the key task', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch({ type: 'setSearch', search: 'i' }, 'typing');
    t.goIdle();
    await t.answer(1);
    const asked = t.pending.length;
    const commits = t.commits.length;
    // A person types a capital first ('INV-0'): the worker folds case, so 'I' finds what 'i' does.
    t.gate.dispatch({ type: 'setSearch', search: 'I' });
    expect(t.commits).toHaveLength(commits + 1);
    expect(t.current().state.search).toBe('I');
    expect(t.current().answer.key).toBe(t.current().key);
    expect(t.reference()).toBe('ref i');
    expect(t.pending).toHaveLength(asked);
    // Anything else is its own question: a hyphen is asked, and shown with its own answer.
    t.gate.dispatch({ type: 'setSearch', search: 'I-' });
    expect(t.pending).toHaveLength(asked + 1);
    await t.answer(asked);
    expect(t.reference()).toBe('ref I-');
  });

  it('stops asking ahead once the answers ahead have cost the worker its budget', async () => {
    const t = setup();
    await t.answer(0);
    const next = ['b', 'c', 'd', 'e', 'f', 'g'];
    t.gate.prefetch(
      next.map((search) => ({ type: 'setSearch', search })),
      'typing',
    );
    t.goIdle();
    // Each answer ahead cost the worker 30 ms (a search that matches every row of a large table).
    for (let i = 1; i < t.pending.length; i++) {
      const question = t.pending[i];
      if (!question) break;
      await t.answer(i, {
        kind: 'ok',
        rows: [],
        summary: { total: 10_000, paid: 0, due: 0, ageing: [] },
        page: 0,
        sqlMs: 30,
      });
    }
    expect(t.pending.length - 1).toBeLessThan(next.length);
    expect(t.pending.length - 1).toBe(Math.ceil(aheadBudgetMs / 30) + aheadInFlight - 1);
  });

  it('still asks the other changes ahead once the next keystrokes have spent their budget', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch(
      ['b', 'c', 'd', 'e', 'f', 'g'].map((search) => ({ type: 'setSearch', search })),
      'typing',
    );
    t.gate.prefetch({ type: 'setSearch', search: 'another view' }, 'idle');
    t.goIdle();
    for (let i = 1; i < t.pending.length; i++) {
      const search = t.pending[i]?.query.search ?? '';
      await t.answer(i, {
        kind: 'ok',
        rows: [],
        summary: { total: 10_000, paid: 0, due: 0, ageing: [] },
        page: 0,
        // A one-letter search costs the worker 30 ms; the other change, 1 ms.
        sqlMs: search.length === 1 ? 30 : 1,
      });
    }
    const asked = t.pending.map((p) => p.query.search);
    expect(asked).toContain('another view');
    expect(asked.filter((search) => search.length === 1).length).toBeLessThan(6);
  });

  it('drops the keystrokes queued ahead once a key asks something else', async () => {
    const t = setup();
    await t.answer(0);
    t.gate.prefetch(
      ['b', 'c', 'd', 'e', 'f', 'g'].map((search) => ({ type: 'setSearch', search })),
      'typing',
    );
    t.goIdle();
    t.gate.dispatch({ type: 'setSearch', search: 'x' });
    const asked = t.pending.length;
    for (let i = 1; i < asked; i++) await t.answer(i);
    // The person's own question went straight out; nothing queued for the old state follows.
    expect(t.pending.map((p) => p.query.search)).toEqual(['', 'b', 'c', 'x']);
    expect(t.reference()).toBe('ref x');
  });
});
