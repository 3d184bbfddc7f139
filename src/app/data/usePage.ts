import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { markQueryChanged, markRowsCommitted } from '../../perf/paintMarks';
import type { InvoiceQuery } from '../../sql/query';
import { toInvoice, type Invoice } from '../../sql/rows';
import type { Summary } from '../../worker/types';
import { createChannel, type InvoiceClient } from './client';

export interface PageData {
  rows: Invoice[];
  summary: Summary | null;
  /** A newer request is on its way; the rows shown are the previous answer. */
  pending: boolean;
  errors: string[] | null;
  sqlMs: number | null;
}

interface Answer {
  query: InvoiceQuery | null;
  version: number;
  rows: Invoice[];
  summary: Summary | null;
  errors: string[] | null;
  sqlMs: number | null;
}

const noAnswer: Answer = {
  query: null,
  version: -1,
  rows: [],
  summary: null,
  errors: null,
  sqlMs: null,
};

/**
 * The page of rows and the summary for a query, from the worker. Keeps showing the last answer
 * while a newer one is on its way, and never shows an answer to an older query (latest wins).
 * `version` is bumped after a write so the same query is asked again. `query` must keep its
 * identity while it is unchanged (memoise it).
 */
export function usePage(client: InvoiceClient | null, query: InvoiceQuery, version: number) {
  const channel = useMemo(() => createChannel('page'), []);
  const [answer, setAnswer] = useState<Answer>(noAnswer);

  useEffect(() => {
    if (!client) return;
    markQueryChanged();
    const ticket = channel.next();
    client.query(query, ticket).then(
      (result) => {
        if (!channel.isCurrent(ticket) || result.kind === 'superseded') return;
        if (result.kind === 'error') {
          setAnswer((a) => ({ ...a, query, version, errors: result.errors }));
          return;
        }
        setAnswer({
          query,
          version,
          rows: result.rows.map(toInvoice),
          summary: result.summary,
          errors: null,
          sqlMs: result.sqlMs,
        });
      },
      (error: unknown) => {
        if (!channel.isCurrent(ticket)) return;
        setAnswer((a) => ({ ...a, query, version, errors: [String(error)] }));
      },
    );
  }, [client, channel, query, version]);

  // The bench's paint measure: rows for the newest query are in the DOM; measured next frame.
  useLayoutEffect(() => {
    if (answer.query) markRowsCommitted(answer.sqlMs);
  }, [answer]);

  return useMemo<PageData>(
    () => ({
      rows: answer.rows,
      summary: answer.summary,
      pending: answer.query !== query || answer.version !== version,
      errors: answer.errors,
      sqlMs: answer.sqlMs,
    }),
    [answer, query, version],
  );
}
