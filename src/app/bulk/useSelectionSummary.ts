import { useEffect, useState } from 'react';
import { createLatest } from '../../shared/latest';
import type { Selection } from '../../domain/selection';
import type { SelectionSummaryResult } from '../../worker/types';
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
  const [latest] = useState(() => createLatest('selection'));
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!active) return latest.drop();
    const settle = (due: number | null, errors: string[] | null) =>
      setAnswer({ selection, dataKey, due, errors });
    latest.ask<SelectionSummaryResult>(
      () => client.summarizeSelection(selection),
      (result) => (result.kind === 'ok' ? settle(result.due, null) : settle(null, result.errors)),
      (error: unknown) => settle(null, [error instanceof Error ? error.message : String(error)]),
    );
  }, [latest, client, selection, active, dataKey]);

  const current = answer?.selection === selection && answer.dataKey === dataKey;
  return {
    // The previous total stays on screen while a newer one is on its way.
    due: answer?.due ?? null,
    pending: active && !current,
    errors: current ? answer.errors : null,
  };
}
