import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createReadCache } from '../readCache';
import type { RecordAction, RecordState } from '../records';
import type { RecordPage, RecordQuery, RecordRead, RecordSource } from '../source';
import { useRowsGate } from './useRowsGate';

/** Told when a list asks for new rows and when they are in the DOM (the bench's paint marks). */
export interface RowMarks {
  queryChanged(): void;
  rowsCommitted(sqlMs: number | null): void;
}

/** Rows fetched at a time in the Continuous layout, as the person scrolls. */
export const blockSize = 100;

/** Reads kept for changes a person may make next: the views, a few pages and sorts. */
const keptReads = 40;

export interface RecordRows<Row, Id extends string, Filter> {
  /** How many rows the grid lays out: the page's, or every match when continuous. */
  rowCount: number;
  getRow: (index: number) => Row | undefined;
  /** How many match; null until the first answer. */
  total: number | null;
  sums: Partial<Record<Id, number>>;
  busy: boolean;
  failed: string | null;
  onRowsRendered: (range: { startIndex: number; stopIndex: number }) => void;
  /**
   * The list's dispatch, holding a change that needs new rows until they come, so the change and
   * its rows show in one render (useRowsGate.ts).
   */
  dispatch: (action: RecordAction<Id, Filter>) => void;
  /** Reads ahead the rows `action` would show (its button pressed, before the click). */
  readAhead: (action: RecordAction<Id, Filter>) => void;
}

export interface Answer<Row, Id extends string> {
  key: string;
  blocks: Map<number, Row[]>;
  page: RecordPage<Row, Id> | null;
}

/** Which rows a state shows: what they match, their order, the page (or every row) and the data. */
export function rowsKeyOf<Id extends string, Filter>(
  state: RecordState<Id, Filter>,
  revision: number,
): string {
  const { filters, search, sort, layout, pageIndex, pageSize } = state;
  const continuous = layout === 'continuous';
  return JSON.stringify([filters, search, sort, continuous ? -1 : pageIndex, pageSize, revision]);
}

/** The read of one block of a state's rows (the page, when paged). */
function queryOf<Id extends string, Filter>(
  state: RecordState<Id, Filter>,
  block: number,
): RecordQuery<Id, Filter> {
  const continuous = state.layout === 'continuous';
  return {
    filters: state.filters,
    search: state.search,
    sort: state.sort,
    offset: continuous ? block * blockSize : state.pageIndex * state.pageSize,
    limit: continuous ? blockSize : state.pageSize,
  };
}

/**
 * The rows a list's state asks for, read from its source: the page when paged; when continuous,
 * blocks of rows as they scroll into view. An answer to an older question is dropped, so what is
 * shown always matches the state. `revision` moves when the records change, and reads again.
 * Changes dispatched through `dispatch` ask for their rows in the input's own task and show with
 * them; others (Back, a link) show first and their rows after.
 */
export function useRecordRows<Row, Id extends string, Filter>(
  source: RecordSource<Row, Id, Filter>,
  state: RecordState<Id, Filter>,
  revision: number,
  reduce: (
    state: RecordState<Id, Filter>,
    action: RecordAction<Id, Filter>,
  ) => RecordState<Id, Filter>,
  dispatch: (action: RecordAction<Id, Filter>) => void,
  marks?: RowMarks,
): RecordRows<Row, Id, Filter> {
  const continuous = state.layout === 'continuous';
  const key = rowsKeyOf(state, revision);
  const [answer, setAnswer] = useState<Answer<Row, Id>>({ key: '', blocks: new Map(), page: null });
  const [failed, setFailed] = useState<string | null>(null);
  // Answers of this source (a new source answers afresh), kept by rows key and block.
  const sourceCache = useMemo(() => {
    void source;
    return createReadCache<RecordRead<Row, Id>>(keptReads, (read) => read.kind === 'ok');
  }, [source]);
  const fetchBlock = useCallback(
    (at: RecordState<Id, Filter>, atRevision: number, block: number) =>
      sourceCache.fetch(`${rowsKeyOf(at, atRevision)}#${block}`, () =>
        source.read(queryOf(at, block)),
      ),
    [sourceCache, source],
  );

  const asked = useRef(new Set<string>());
  const current = useRef(key);
  const shownAnswer = useRef(answer);
  useLayoutEffect(() => {
    current.current = key;
    shownAnswer.current = answer;
  });

  const show = useCallback((askedKey: string, block: number, result: RecordRead<Row, Id>) => {
    if (result.kind === 'superseded') return;
    if (result.kind === 'failed') {
      setFailed(result.message);
      return;
    }
    setFailed(null);
    setAnswer((before) => {
      const blocks = before.key === askedKey ? new Map(before.blocks) : new Map<number, Row[]>();
      blocks.set(block, result.page.rows);
      return { key: askedKey, blocks, page: result.page };
    });
  }, []);

  const gate = useRowsGate({
    state,
    revision,
    reduce,
    dispatch,
    keyOf: rowsKeyOf,
    fetch: (at, atRevision) => fetchBlock(at, atRevision, 0),
    known: (at, atRevision) => sourceCache.get(`${rowsKeyOf(at, atRevision)}#0`),
    show: (askedKey, result) => {
      asked.current.add(`${askedKey}#0`);
      show(askedKey, 0, result);
    },
    onAsk: () => marks?.queryChanged(),
  });

  const read = useCallback(
    (block: number) => {
      const askedKey = `${key}#${block}`;
      if (asked.current.has(askedKey)) return;
      asked.current.add(askedKey);
      fetchBlock(state, revision, block).then(
        (result) => {
          if (current.current === key) show(key, block, result);
        },
        (error: unknown) => {
          if (current.current === key)
            setFailed(error instanceof Error ? error.message : String(error));
        },
      );
    },
    // The state's parts that make `key` are read through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, fetchBlock, show],
  );

  useEffect(() => {
    asked.current.clear();
    // Shown with the change that asked for it (useRowsGate): nothing more to ask.
    if (shownAnswer.current.key === key) {
      asked.current.add(`${key}#0`);
      return;
    }
    if (!gate.asking(key)) marks?.queryChanged();
    read(0);
  }, [read, key, marks, gate]);
  // The rows for the newest question are in the DOM once this commits.
  useLayoutEffect(() => {
    if (answer.key) marks?.rowsCommitted(null);
  }, [answer, marks]);

  const fresh = answer.key === key;
  // Until the new answer comes, the last one stays on screen (marked busy), not an empty grid.
  const page = answer.page;
  const total = page?.total ?? null;
  const rowCount = continuous ? (total ?? 0) : (page?.rows.length ?? 0);
  const blocks = answer.blocks;
  const getRow = useCallback(
    (index: number) => {
      if (!continuous) return blocks.get(0)?.[index];
      return blocks.get(Math.floor(index / blockSize))?.[index % blockSize];
    },
    [blocks, continuous],
  );
  const onRowsRendered = useCallback(
    ({ startIndex, stopIndex }: { startIndex: number; stopIndex: number }) => {
      if (!continuous) return;
      for (let b = Math.floor(startIndex / blockSize); b <= Math.floor(stopIndex / blockSize); b++)
        read(b);
    },
    [continuous, read],
  );
  return {
    rowCount,
    getRow,
    total,
    sums: page?.sums ?? {},
    busy: !fresh,
    failed,
    onRowsRendered,
    dispatch: gate.dispatch,
    readAhead: gate.readAhead,
  };
}
