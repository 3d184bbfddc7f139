import { ProgressTrack } from '../progress/ProgressTrack';
import { progressText, progressValueText } from './messages';
import type { ShownProgress } from './useBulkRunner';

/**
 * A running action's progress, laid over the bar's selection (where its outcome will
 * be announced): a progress bar named for the action, and the same figures as a polite status.
 * Before the worker has said how much there is to do, the bar has no value (indeterminate).
 * Beside it, 'Cancel' stops the action and rolls back what it wrote so far; once pressed it
 * reads 'Cancelling…' until the worker has rolled back.
 */
export function BulkProgressLine({
  shown,
  onCancel,
}: {
  shown: ShownProgress;
  onCancel: () => void;
}) {
  const { activity, progress, cancelling } = shown;
  return (
    <div className="bulk-progress">
      <ProgressTrack
        label={activity.label}
        progress={progress}
        valueText={progressValueText(activity, progress) ?? undefined}
      />
      <p role="status" className="bulk-progress-text">
        {cancelling ? 'Cancelling…' : progressText(activity, progress)}
      </p>
      <button
        type="button"
        className="bulk-progress-cancel"
        aria-disabled={cancelling}
        onClick={() => {
          if (!cancelling) onCancel();
        }}
      >
        {cancelling ? 'Cancelling…' : 'Cancel'}
      </button>
    </div>
  );
}
