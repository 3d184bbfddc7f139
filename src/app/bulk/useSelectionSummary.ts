import { useEffect, useRef, useState } from 'react';
import type { Selection } from '../../domain/selection';
import type { InvoiceClient } from '../data/client';

export interface SelectionSummary {
  /** Sum of Amount due over the selected invoices, in pence; null until the worker answers. */
  due: number | null;
  /** The selection or the data changed and a newer answer is on its way. */
  pending: boolean;
  errors: string[] | null;
}

interface Answer {
  selection: Selection;
  dataKey: unknown;
  due: number | null;
  errors: string[] | null;
}

/**
 * Asks the worker what the selected invoices owe, again whenever the selection or the data
 * (`dataKey`, any value that changes after a query answer) changes. Latest wins: an answer to
 * anything but the newest request is dropped. Nothing is asked while nothing is selected.
 */
export function useSelectionSummary(
  client: InvoiceClient,
  selection: Selection,
  active: boolean,
  dataKey: unknown,
): SelectionSummary {
  const latest = useRef(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const request = ++latest.current;
    if (!active) return;
    const settle = (due: number | null, errors: string[] | null) => {
      if (request === latest.current) setAnswer({ selection, dataKey, due, errors });
    };
    client.summarizeSelection(selection).then(
      (result) => (result.kind === 'ok' ? settle(result.due, null) : settle(null, result.errors)),
      (error: unknown) => settle(null, [error instanceof Error ? error.message : String(error)]),
    );
  }, [client, selection, active, dataKey]);

  const current = answer?.selection === selection && answer.dataKey === dataKey;
  return {
    // The previous total stays on screen while a newer one is on its way.
    due: answer?.due ?? null,
    pending: active && !current,
    errors: current ? answer.errors : null,
  };
}
