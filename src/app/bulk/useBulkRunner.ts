import { useCallback, useRef, useState, type Dispatch } from 'react';
import type { Selection } from '../../sql/selection';
import type { InvoiceClient } from '../data/client';
import type { TableAction } from '../state/actions';
import type { BulkAction, BulkOutcome } from './bulkActions';

/** The confirmation (or failure) the bar announces after an action. */
export interface Notice {
  /** New for every notice, so a replacing alert is announced again. */
  id: number;
  tone: 'success' | 'error';
  message: string;
  undo: (() => Promise<BulkOutcome>) | null;
  /** Move focus into the alert: it replaced one whose Undo button had focus. */
  takeFocus: boolean;
}

interface RunnerArgs {
  client: InvoiceClient;
  selection: Selection;
  dispatch: Dispatch<TableAction>;
  refresh: () => void;
}

/** A rejected call (the worker died, a message could not be posted) reads like a worker error. */
function settle(outcome: Promise<BulkOutcome>): Promise<BulkOutcome> {
  return outcome.catch((error: unknown) => ({
    kind: 'error',
    errors: [error instanceof Error ? error.message : String(error)],
  }));
}

function toNotice(id: number, outcome: BulkOutcome, failed: string, takeFocus: boolean): Notice {
  if (outcome.kind === 'error') {
    const message = `${failed}: ${outcome.errors.join('; ')}`;
    return { id, tone: 'error', message, undo: null, takeFocus };
  }
  return { id, tone: 'success', message: outcome.message, undo: outcome.undo ?? null, takeFocus };
}

/**
 * Runs bulk actions on the selection, one at a time: on success the selection is cleared, the
 * rows and sums are asked for again, and the outcome stays in an alert until dismissed or
 * replaced. A failure keeps the selection so the person can try again.
 */
export function useBulkRunner({ client, selection, dispatch, refresh }: RunnerArgs) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const seq = useRef(0);

  const perform = useCallback(
    async (work: () => Promise<BulkOutcome>, failed: string, takeFocus: boolean) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      const outcome = await settle(work());
      running.current = false;
      setBusy(false);
      refresh();
      seq.current += 1;
      setNotice(toNotice(seq.current, outcome, failed, takeFocus));
      return outcome;
    },
    [refresh],
  );

  const run = useCallback(
    async (action: BulkAction) => {
      const outcome = await perform(
        () => action.perform({ client, selection }),
        `${action.label} failed`,
        false,
      );
      if (outcome?.kind === 'done') dispatch({ type: 'clearSelection' });
    },
    [perform, client, selection, dispatch],
  );

  const undo = useCallback(async () => {
    const work = notice?.undo;
    if (work) await perform(work, 'Undo failed', true);
  }, [perform, notice]);

  const dismiss = useCallback(() => setNotice(null), []);

  return { notice, busy, run, undo, dismiss };
}
