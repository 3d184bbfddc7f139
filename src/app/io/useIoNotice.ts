import * as Comlink from 'comlink';
import { useCallback, useRef, useState } from 'react';
import type { BulkTask } from '../bulk/bulkActions';
import type { Notice } from '../bulk/useBulkRunner';

/** Something running that the status line shows: its name, where it has got, and how to stop it. */
export interface RunningTask {
  label: string;
  text: string;
  fraction: number | null;
  onCancel: (() => void) | null;
}

/**
 * The import and export outcomes, announced as an alert (the bulk bar's, BulkAlert) that stays
 * until dismissed or replaced, with Undo for an import; and the line showing an Undo or a large
 * export while it runs.
 */
export function useIoNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [running, setRunning] = useState<RunningTask | null>(null);
  const seq = useRef(0);

  const announce = useCallback(
    (tone: Notice['tone'], message: string, undo: BulkTask | null = null, takeFocus = false) => {
      seq.current += 1;
      setNotice({ id: seq.current, tone, message, undo, takeFocus });
    },
    [],
  );

  const undo = useCallback(async () => {
    const task = notice?.undo;
    if (!task || running) return;
    const { activity } = task;
    let active = true;
    setRunning({
      label: activity.label,
      text: `${activity.label}…`,
      fraction: null,
      onCancel: null,
    });
    const outcome = await task
      .perform(
        Comlink.proxy(({ done, total }) => {
          // Reports can arrive after the outcome: they no longer show.
          if (!active) return;
          setRunning({
            label: activity.label,
            text: `${activity.verb} ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} ${activity.noun}…`,
            fraction: total > 0 ? done / total : null,
            onCancel: null,
          });
        }),
      )
      .catch((error: unknown) => ({
        kind: 'error' as const,
        errors: [error instanceof Error ? error.message : String(error)],
      }));
    active = false;
    setRunning(null);
    if (outcome.kind === 'error') announce('error', `Undo failed: ${outcome.errors.join('; ')}`);
    else announce('success', outcome.message, outcome.undo ?? null, true);
  }, [notice, running, announce]);

  const dismiss = useCallback(() => setNotice(null), []);

  return { notice, running, setRunning, announce, undo, dismiss };
}
