import { useEffect, useRef } from 'react';
import type { Notice } from './useBulkRunner';

export interface BulkAlertProps {
  notice: Notice;
  /** Another action is running: Undo waits for it (aria-disabled, so it keeps focus). */
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * The outcome of a bulk action, announced as an alert. It stays until dismissed (the button or
 * Escape) or replaced by the next outcome: nothing hides it on a timer.
 */
export function BulkAlert({ notice, busy, onUndo, onDismiss }: BulkAlertProps) {
  const dismissRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (notice.takeFocus) dismissRef.current?.focus();
  }, [notice]);

  return (
    <div
      role="alert"
      className={`bulk-alert bulk-alert-${notice.tone}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <span className="bulk-alert-icon" aria-hidden="true">
        {notice.tone === 'success' ? '✓' : notice.tone === 'info' ? '–' : '!'}
      </span>
      <p className="bulk-alert-message">{notice.message}</p>
      {notice.undo && (
        <button
          type="button"
          className="bulk-alert-undo"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onUndo();
          }}
        >
          Undo
        </button>
      )}
      <button
        ref={dismissRef}
        type="button"
        className="bulk-alert-dismiss"
        aria-label="Dismiss"
        title="Dismiss"
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
