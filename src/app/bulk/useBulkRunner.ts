import * as Comlink from 'comlink';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Selection } from '../../domain/selection';
import type { BulkProgress } from '../../worker/types';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import type { TableAction } from '../state/actions';
import type { BulkAction, BulkOutcome, BulkTask } from './bulkActions';
import type { BulkActivity } from './messages';
import { createProgressPacer } from './progressPacer';

/** The confirmation (or failure) the bar announces after an action. */
export interface Notice {
  /** New for every notice, so a replacing alert is announced again. */
  id: number;
  /** 'info': the person cancelled the action and nothing was changed. */
  tone: 'success' | 'error' | 'info';
  message: string;
  undo: BulkTask | null;
  /** Move focus into the alert: it replaced one whose Undo button had focus. */
  takeFocus: boolean;
}

/** A running action's progress as the bar shows it (paced: progressPacer.ts). */
export interface ShownProgress {
  activity: BulkActivity;
  /** Null until the worker has said how much there is to do. */
  progress: BulkProgress | null;
  /** The person pressed Cancel: the worker stops after its current step and rolls back. */
  cancelling: boolean;
}

interface RunnerArgs {
  client: InvoiceClient;
  write: Write;
  selection: Selection;
  dispatch: Dispatch<TableAction>;
}

/** A rejected call (the worker died, a message could not be posted) reads like a worker error. */
function settle(outcome: Promise<BulkOutcome>): Promise<BulkOutcome> {
  return outcome.catch((error: unknown) => ({
    kind: 'error',
    errors: [error instanceof Error ? error.message : String(error)],
  }));
}

/** Said when a Cancel was heard: the worker rolled back every step (bulkSteps.ts). */
export const cancelledMessage = 'Cancelled; nothing was changed';

function toNotice(id: number, outcome: BulkOutcome, failed: string, takeFocus: boolean): Notice {
  if (outcome.kind === 'error' && outcome.cancelled) {
    return { id, tone: 'info', message: cancelledMessage, undo: null, takeFocus };
  }
  if (outcome.kind === 'error') {
    const message = `${failed}: ${outcome.errors.join('; ')}`;
    return { id, tone: 'error', message, undo: null, takeFocus };
  }
  return { id, tone: 'success', message: outcome.message, undo: outcome.undo ?? null, takeFocus };
}

/**
 * Runs bulk actions on the selection, one at a time: while one runs its progress is shown (once
 * it has taken a moment); on success the selection is cleared, and the outcome stays in an alert
 * until dismissed or replaced (the rows and sums follow the write by themselves: writePath.ts). A
 * failure or a Cancel keeps the selection so the person can try again.
 */
export function useBulkRunner({ client, write, selection, dispatch }: RunnerArgs) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ShownProgress | null>(null);
  const running = useRef(false);
  const seq = useRef(0);
  const stopPacer = useRef<(() => void) | null>(null);
  const cancelAsked = useRef(false);
  /** Aborted by Cancel: stops the running task's write before it reaches the worker. */
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => stopPacer.current?.(), []);
  /** The Undo the alert offers now, if any. */
  const offered = useRef<BulkTask | null>(null);
  /** The alert's Undo goes (dismissed, or replaced by another outcome): let its trash go. */
  const withdraw = useCallback((performed?: BulkTask) => {
    const task = offered.current;
    offered.current = null;
    // An Undo that was just run is not forgotten: had it failed, its invoices are still there.
    if (task && task !== performed) task.forget?.();
  }, []);

  const perform = useCallback(
    async (task: BulkTask, failed: string, takeFocus: boolean) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      const { activity } = task;
      cancelAsked.current = false;
      const controller = new AbortController();
      aborter.current = controller;
      const pacer = createProgressPacer((progress) =>
        setShown({ activity, progress, cancelling: cancelAsked.current }),
      );
      stopPacer.current = pacer.stop;
      // A proxy, so the worker can call back while it works (reports come over their own port).
      const outcome = await settle(task.perform(Comlink.proxy(pacer.report), controller.signal));
      aborter.current = null;
      pacer.stop();
      stopPacer.current = null;
      running.current = false;
      setShown(null);
      setBusy(false);
      seq.current += 1;
      const next = toNotice(seq.current, outcome, failed, takeFocus);
      withdraw(task);
      offered.current = next.undo;
      setNotice(next);
      return outcome;
    },
    [withdraw],
  );

  const run = useCallback(
    async (action: BulkAction) => {
      const outcome = await perform(
        {
          activity: action.activity,
          perform: (onProgress, signal) =>
            action.perform({ client, write, selection, onProgress, signal }),
        },
        `${action.label} not saved`,
        false,
      );
      if (outcome?.kind === 'done') dispatch({ type: 'clearSelection' });
    },
    [perform, client, write, selection, dispatch],
  );

  const undo = useCallback(async () => {
    const task = notice?.undo;
    if (task) await perform(task, 'Undo not saved', true);
  }, [perform, notice]);

  /**
   * Stops the running action: a write still waiting to start (for another tab's lock, or for
   * this tab's earlier writes) is never sent, and the worker rolls back one under way after its
   * current step; either way the action ends as 'Cancelled; nothing was changed'. A Cancel that
   * arrives after the last step changes nothing: the outcome then says what was done, with its
   * Undo.
   */
  const cancel = useCallback(() => {
    if (!running.current || cancelAsked.current) return;
    cancelAsked.current = true;
    setShown((current) => (current ? { ...current, cancelling: true } : current));
    aborter.current?.abort();
    void Promise.resolve(client.cancelBulkWrite()).catch(() => undefined);
  }, [client]);

  const dismiss = useCallback(() => {
    withdraw();
    setNotice(null);
  }, [withdraw]);

  return { notice, busy, shown, run, undo, cancel, dismiss };
}
