import { progressText, progressValueText } from './messages';
import type { ShownProgress } from './useBulkRunner';

/**
 * A running action's progress, laid over the bar's selection (where its outcome will
 * be announced): a progress bar named for the action, and the same figures as a polite status.
 * Before the worker has said how much there is to do, the bar has no value (indeterminate).
 */
export function BulkProgressLine({ shown }: { shown: ShownProgress }) {
  const { activity, progress } = shown;
  const fraction = progress && progress.total > 0 ? progress.done / progress.total : null;
  return (
    <div className="bulk-progress">
      <div
        role="progressbar"
        aria-label={activity.label}
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        aria-valuetext={progressValueText(activity, progress) ?? undefined}
        className={`bulk-progress-track${fraction === null ? ' is-indeterminate' : ''}`}
      >
        <div
          className="bulk-progress-fill"
          style={fraction === null ? undefined : { width: `${(fraction * 100).toFixed(1)}%` }}
        />
      </div>
      <p role="status" className="bulk-progress-text">
        {progressText(activity, progress)}
      </p>
    </div>
  );
}
