import { BulkAlert } from '../bulk/BulkAlert';
import type { Notice } from '../bulk/useBulkRunner';
import type { RunningTask } from './useIoNotice';

/**
 * Where the import and export say how they went, at the foot of the window: a running task's
 * progress (with Cancel where it can stop), then its outcome as an alert.
 */
export function IoStatus({
  notice,
  running,
  onUndo,
  onDismiss,
}: {
  notice: Notice | null;
  running: RunningTask | null;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  if (!notice && !running) return null;
  return (
    <div className="io-status">
      {running && (
        <div className="bulk-progress">
          <div
            role="progressbar"
            aria-label={running.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={
              running.fraction === null ? undefined : Math.round(running.fraction * 100)
            }
            className={`bulk-progress-track${running.fraction === null ? ' is-indeterminate' : ''}`}
          >
            <div
              className="bulk-progress-fill"
              style={
                running.fraction === null
                  ? undefined
                  : { width: `${(running.fraction * 100).toFixed(1)}%` }
              }
            />
          </div>
          <p role="status" className="bulk-progress-text">
            {running.text}
          </p>
          {running.onCancel && (
            <button type="button" className="button" onClick={running.onCancel}>
              Cancel
            </button>
          )}
        </div>
      )}
      {notice && (
        <BulkAlert
          key={notice.id}
          notice={notice}
          busy={running !== null}
          onUndo={onUndo}
          onDismiss={onDismiss}
        />
      )}
    </div>
  );
}
