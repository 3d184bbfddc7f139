import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RecordState } from '../records';
import type { RecordPage, RecordQuery, RecordSource } from '../source';

/** Told when a list asks for new rows and when they are in the DOM (the bench's paint marks). */
export interface RowMarks {
  queryChanged(): void;
  rowsCommitted(sqlMs: number | null): void;
}

/** Rows fetched at a time in the Continuous layout, as the person scrolls. */
export const blockSize = 100;

export interface RecordRows<Row, Id extends string> {
  /** How many rows the grid lays out: the page's, or every match when continuous. */
  rowCount: number;
  getRow: (index: number) => Row | undefined;
  /** How many match; null until the first answer. */
  total: number | null;
  sums: Partial<Record<Id, number>>;
  busy: boolean;
  failed: string | null;
  onRowsRendered: (range: { startIndex: number; stopIndex: number }) => void;
}

interface Answer<Row, Id extends string> {
  key: string;
  blocks: Map<number, Row[]>;
  page: RecordPage<Row, Id> | null;
}

/**
 * The rows a list's state asks for, read from its source: the page when paged; when continuous,
 * blocks of rows as they scroll into view. An answer to an older question is dropped, so what is
 * shown always matches the state. `revision` moves when the records change, and reads again.
 */
export function useRecordRows<Row, Id extends string, Filter>(
  source: RecordSource<Row, Id, Filter>,
  state: RecordState<Id, Filter>,
  revision: number,
  marks?: RowMarks,
): RecordRows<Row, Id> {
  const { filters, search, sort, layout, pageIndex, pageSize } = state;
  const continuous = layout === 'continuous';
  const key = useMemo(
    () => JSON.stringify([filters, search, sort, continuous ? -1 : pageIndex, pageSize, revision]),
    [filters, search, sort, continuous, pageIndex, pageSize, revision],
  );
  const [answer, setAnswer] = useState<Answer<Row, Id>>({ key: '', blocks: new Map(), page: null });
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(new Set<string>());
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
  }, [key]);

  const read = useCallback(
    (block: number) => {
      const askedKey = `${key}#${block}`;
      if (asked.current.has(askedKey)) return;
      asked.current.add(askedKey);
      const query: RecordQuery<Id, Filter> = {
        filters,
        search,
        sort,
        offset: continuous ? block * blockSize : pageIndex * pageSize,
        limit: continuous ? blockSize : pageSize,
      };
      source.read(query).then(
        (result) => {
          if (current.current !== key || result.kind === 'superseded') return;
          if (result.kind === 'failed') {
            setFailed(result.message);
            return;
          }
          setFailed(null);
          setAnswer((before) => {
            const blocks = before.key === key ? new Map(before.blocks) : new Map<number, Row[]>();
            blocks.set(block, result.page.rows);
            return { key, blocks, page: result.page };
          });
        },
        (error: unknown) => {
          if (current.current === key)
            setFailed(error instanceof Error ? error.message : String(error));
        },
      );
    },
    [key, source, filters, search, sort, continuous, pageIndex, pageSize],
  );

  useEffect(() => {
    asked.current.clear();
    marks?.queryChanged();
    read(0);
  }, [read, marks]);
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
  };
}
