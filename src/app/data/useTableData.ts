import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { markQueryChanged, markRowsCommitted } from '../../perf/paintMarks';
import type { Invoice } from '../../domain/invoice';
import type { Summary } from '../../worker/types';
import { tableReducer } from '../state/reducer';
import type { TableState } from '../state/tableState';
import type { InvoiceClient } from './client';
import type { DataRevision } from './source';
import { createTableGate, noAnswer, queryKey, type Shown } from './tableGate';
import { whenIdle } from '../whenIdle';

export interface PageData {
  rows: Invoice[];
  summary: Summary | null;
  /** A newer request is on its way; the rows shown are the previous answer. */
  pending: boolean;
  errors: string[] | null;
  /** The technical detail of a call that failed on its way, if that is why there are errors. */
  detail: string | null;
  sqlMs: number | null;
}

/**
 * How long a change that needs new rows waits for them before it is shown on its own: under the
 * ~100 ms in which a response still feels immediate, and above the worker's answer to nearly any
 * query at a million rows (a search's SQL is up to ~40 ms), so the change and its rows paint
 * together; a slower answer still shows the change within a few frames.
 */
const holdMs = 80;

/**
 * The table state (one reducer) and the worker's rows for it, shown together: see tableGate.ts.
 * When the data's revision moves (a write, a new sample), the same query is asked again at once,
 * outside React, and the rows come in one render.
 */
export function useTableData(
  client: InvoiceClient,
  data: DataRevision,
  initial: () => TableState,
  /**
   * Told when a page asked for does not exist (a link's page=999) and the last one is shown.
   * Read once, with the gate: pass a stable function.
   */
  onPageMoved?: (asked: number, shown: number) => void,
) {
  const [shown, setShown] = useState<Shown>(() => {
    const state = initial();
    return { state, key: queryKey(state, data.revision()), answer: noAnswer };
  });
  const [gate] = useState(() =>
    createTableGate({
      initial: shown.state,
      revision: data.revision(),
      reduce: tableReducer,
      commit: (update, urgent) => {
        if (urgent) flushSync(() => setShown(update));
        else setShown(update);
      },
      holdMs,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      onAsk: markQueryChanged,
      idle: whenIdle,
      onPageMoved,
    }),
  );
  useEffect(() => {
    gate.setRevision(data.revision());
    gate.connect((query, ticket) => client.query(query, ticket));
    return data.subscribe(() => gate.setRevision(data.revision()));
  }, [gate, client, data]);

  // The bench's paint measure: rows for the newest query are in the DOM; measured next frame.
  const { answer } = shown;
  useLayoutEffect(() => {
    if (answer.key) markRowsCommitted(answer.sqlMs);
  }, [answer]);

  const page = useMemo<PageData>(
    () => ({
      rows: answer.rows,
      summary: answer.summary,
      pending: answer.key !== shown.key,
      errors: answer.errors,
      detail: answer.detail,
      sqlMs: answer.sqlMs,
    }),
    [answer, shown.key],
  );
  return {
    state: shown.state,
    dispatch: gate.dispatch,
    prefetch: gate.prefetch,
    latestState: gate.latest,
    page,
  };
}
